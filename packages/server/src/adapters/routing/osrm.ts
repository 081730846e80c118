/**
 * Road times from an OSRM server (ADR 083, architecture.md 7): its table service for the optimiser's
 * matrix, its route service for a day's driving estimate and the line a map draws. OSRM answers in
 * seconds and metres, coordinates as `lon,lat`; its matrix is directed (one-way streets), which the
 * optimiser reads as such.
 *
 * A table holds at most `maxTablePoints` coordinates (osrm-routed's --max-table-size, 100 by default),
 * so a larger matrix is asked in blocks with `sources` and `destinations`. Every request has a bounded
 * time. When OSRM cannot answer (down, too slow, an error code), the call answers the great-circle
 * estimate instead and logs a warning that names the service and the reason, never the URL: its path
 * holds patients' coordinates (ADR 017). A pair OSRM finds no road between (null in the table) gets the
 * great-circle time too, so the optimiser never sees a hole.
 */
import { greatCircleDurationMs } from '@sc/domain/field-checks/great-circle-drive';
import { greatCircleRouting } from './great-circle.ts';
import type { LatLngPoint, RoutingService } from './routing.ts';

export interface OsrmOptions {
  /** Longest wait for one table block, in milliseconds. */
  tableTimeoutMs?: number;
  /** Longest wait for one route, in milliseconds. */
  routeTimeoutMs?: number;
  /** Coordinates in one table request: the server's --max-table-size. */
  maxTablePoints?: number;
  /** Table blocks asked at once. */
  concurrency?: number;
  /** Where a fallback is told (the server's log at warn). */
  warn?: (fields: Record<string, unknown>, message: string) => void;
}

/** Coordinates in one route request: osrm-routed's --max-viaroute-size is 500 by default. */
const MAX_ROUTE_POINTS = 500;

interface OsrmTableAnswer {
  code: string;
  durations?: (number | null)[][];
}

interface OsrmRouteAnswer {
  code: string;
  routes?: { duration: number; geometry?: { type: string; coordinates: [number, number][] } }[];
}

class OsrmUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function requireValid(p: LatLngPoint): void {
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng) || Math.abs(p.lat) > 90 || Math.abs(p.lng) > 180)
    throw new RangeError('Invalid coordinates');
}

/** `lon,lat;lon,lat`: six decimals are 11 cm, more than OSRM snaps to. */
const coordinates = (points: readonly LatLngPoint[]) =>
  points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');

/** Consecutive blocks of at most `size` indices of 0..n-1. */
function blocks(n: number, size: number): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < n; start += size)
    out.push(Array.from({ length: Math.min(size, n - start) }, (_, k) => start + k));
  return out;
}

/** Runs the tasks with at most `limit` at once, in order of their results. */
async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const k = next++;
      results[k] = await tasks[k]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export function osrmRouting(baseUrl: string, options: OsrmOptions = {}): Required<RoutingService> {
  const base = baseUrl.replace(/\/+$/, '');
  const tableTimeoutMs = options.tableTimeoutMs ?? 5_000;
  const routeTimeoutMs = options.routeTimeoutMs ?? 3_000;
  const maxTablePoints = Math.max(2, options.maxTablePoints ?? 100);
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const warn = options.warn ?? (() => {});

  async function ask<T extends { code: string }>(path: string, timeoutMs: number): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new OsrmUnavailable(name === 'TimeoutError' ? 'timeout' : 'unreachable');
    }
    let body: T;
    try {
      body = (await response.json()) as T;
    } catch {
      throw new OsrmUnavailable(`http ${response.status}, not JSON`);
    }
    // OSRM says why in `code` (NoSegment, TooBig, InvalidQuery…), on a 400 as on a 200.
    if (!response.ok || body.code !== 'Ok') throw new OsrmUnavailable(`http ${response.status} ${body.code}`);
    return body;
  }

  /** One block of the table: durations from `sources` to `destinations` (indices into points), seconds. */
  async function tableBlock(points: readonly LatLngPoint[], sources: number[], destinations: number[]) {
    const same = sources === destinations;
    const ids = same ? sources : [...sources, ...destinations];
    const query = same
      ? 'annotations=duration,distance'
      : `annotations=duration,distance&sources=${sources.map((_, k) => k).join(';')}` +
        `&destinations=${destinations.map((_, k) => sources.length + k).join(';')}`;
    const answer = await ask<OsrmTableAnswer>(
      `/table/v1/driving/${coordinates(ids.map((i) => points[i]!))}?${query}`,
      tableTimeoutMs,
    );
    const rows = answer.durations;
    if (!rows || rows.length !== sources.length || rows.some((r) => r.length !== destinations.length))
      throw new OsrmUnavailable('table of another size');
    return rows;
  }

  async function durationMatrixMs(points: readonly LatLngPoint[]): Promise<number[][]> {
    points.forEach(requireValid);
    const n = points.length;
    if (n < 2) return points.map(() => points.map(() => 0));
    // A block pair holds both blocks' coordinates; one block alone may fill the table.
    const size = n <= maxTablePoints ? n : Math.floor(maxTablePoints / 2);
    const parts = blocks(n, size);
    const pairs = parts.flatMap((from) => parts.map((to) => [from, to] as const));
    let answers: (number | null)[][][];
    try {
      answers = await inBatches(
        pairs.map(
          ([from, to]) =>
            () =>
              tableBlock(points, from, to),
        ),
        concurrency,
      );
    } catch (error) {
      if (!(error instanceof OsrmUnavailable)) throw error;
      warn({ service: 'table', reason: error.reason, points: n }, 'road times unavailable: great-circle estimate used');
      return greatCircleRouting.durationMatrixMs(points);
    }
    const matrix = points.map(() => new Array<number>(n).fill(0));
    let unroutable = 0;
    pairs.forEach(([from, to], k) =>
      from.forEach((i, r) =>
        to.forEach((j, c) => {
          if (i === j) return;
          const seconds = answers[k]![r]![c];
          if (typeof seconds === 'number' && Number.isFinite(seconds)) matrix[i]![j] = Math.round(seconds * 1000);
          else {
            unroutable++;
            matrix[i]![j] = greatCircleDurationMs([points[i]!, points[j]!]);
          }
        }),
      ),
    );
    if (unroutable > 0)
      warn(
        { service: 'table', reason: 'no road', pairs: unroutable },
        'no road between some points: great-circle estimate used for them',
      );
    return matrix;
  }

  async function route(stops: readonly LatLngPoint[], overview: 'false' | 'full') {
    const query = overview === 'full' ? 'overview=full&geometries=geojson' : 'overview=false';
    const answer = await ask<OsrmRouteAnswer>(`/route/v1/driving/${coordinates(stops)}?${query}`, routeTimeoutMs);
    const best = answer.routes?.[0];
    if (!best || !Number.isFinite(best.duration)) throw new OsrmUnavailable('no route');
    return best;
  }

  return {
    async drivingDurationMs(stops) {
      stops.forEach(requireValid);
      if (stops.length < 2) return 0;
      if (stops.length > MAX_ROUTE_POINTS) return greatCircleRouting.drivingDurationMs(stops);
      try {
        return Math.round((await route(stops, 'false')).duration * 1000);
      } catch (error) {
        if (!(error instanceof OsrmUnavailable)) throw error;
        warn({ service: 'route', reason: error.reason }, 'road times unavailable: great-circle estimate used');
        return greatCircleRouting.drivingDurationMs(stops);
      }
    },
    durationMatrixMs,
    async routeLine(stops) {
      stops.forEach(requireValid);
      if (stops.length < 2 || stops.length > MAX_ROUTE_POINTS) return greatCircleRouting.routeLine(stops);
      try {
        const line = (await route(stops, 'full')).geometry?.coordinates ?? [];
        if (line.length < 2) throw new OsrmUnavailable('route without a line');
        return line.map(([lng, lat]) => ({ lat, lng }));
      } catch (error) {
        if (!(error instanceof OsrmUnavailable)) throw error;
        warn({ service: 'route', reason: error.reason }, 'road line unavailable: straight lines drawn');
        return greatCircleRouting.routeLine(stops);
      }
    },
  };
}
