/**
 * The OSRM adapter's contract (ADR 083): a real HTTP server on this machine answers the requests with
 * OSRM answers recorded in osrm-recorded/ (in the shapes OSRM's HTTP API documents). A table request
 * in blocks (`sources`, `destinations`) is answered as osrm-routed does: the recorded table's rows
 * and columns for the coordinates asked. Anything else answers 404, so a wrong path, a lat,lon
 * swapped or a missing parameter fails the test.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { greatCircleDurationMs } from '@sc/domain/field-checks/great-circle-drive';
import { buildTravelMatrix } from '../optimiser/travel-matrix.ts';
import { defaultAdapters } from '../index.ts';
import { greatCircleRouting } from './great-circle.ts';
import { osrmRouting } from './osrm.ts';

interface Recorded {
  request: string;
  status: number;
  response: { code: string; durations?: (number | null)[][]; distances?: (number | null)[][] } & Record<
    string,
    unknown
  >;
}

const recorded = (name: string): Recorded =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'osrm-recorded', `${name}.json`), 'utf8')) as Recorded;

// 625 Atlantic Ave, 55 Front St (the lab), Eastern Parkway: the coordinates the recordings were asked for.
const A = { lat: 40.6848, lng: -73.9776 };
const B = { lat: 40.7025, lng: -73.9875 };
const C = { lat: 40.6782, lng: -73.9442 };

interface Served {
  url: string;
  asked: string[];
  close: () => Promise<void>;
}

const servers: Served[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** An OSRM stand-in answering these recordings; `delayMs` holds every answer back that long. */
async function serve(recordings: Recorded[], delayMs = 0): Promise<Served> {
  const asked: string[] = [];
  const held = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    asked.push(url);
    const answer = (status: number, body: unknown) => {
      const timer = setTimeout(() => {
        held.delete(timer);
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(body));
      }, delayMs);
      held.add(timer);
    };
    const exact = recordings.find((r) => r.request === url);
    if (exact) return answer(exact.status, exact.response);
    const block = tableBlock(recordings, url);
    if (block) return answer(200, block);
    answer(404, { code: 'NotRecorded', message: 'no recording for this request' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const served: Served = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        held.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(served);
  return served;
}

const coordsOf = (request: string) => request.split('?')[0]!.split('/').at(-1)!.split(';');

/** osrm-routed's answer to a table request naming sources and destinations, from a recorded full table. */
function tableBlock(recordings: Recorded[], url: string) {
  const [pathname, query = ''] = url.split('?');
  if (!pathname!.startsWith('/table/v1/driving/')) return null;
  const params = new URLSearchParams(query);
  if (params.get('annotations') !== 'duration,distance') return null;
  const asked = coordsOf(url);
  const full = recordings.find(
    (r) => r.request.startsWith('/table/') && asked.every((c) => coordsOf(r.request).includes(c)),
  );
  if (!full) return null;
  const index = asked.map((c) => coordsOf(full.request).indexOf(c));
  const list = (name: string) => (params.has(name) ? params.get(name)!.split(';').map(Number) : asked.map((_, k) => k));
  const sources = list('sources');
  const destinations = list('destinations');
  const pick = (rows: (number | null)[][] | undefined) =>
    sources.map((s) => destinations.map((d) => rows![index[s]!]![index[d]!]!));
  return { code: 'Ok', durations: pick(full.response.durations), distances: pick(full.response.distances) };
}

/** Room for a slow machine where OSRM answers: the bounded waits are tested on their own below. */
const unhurried = { tableTimeoutMs: 60_000, routeTimeoutMs: 60_000 };

function warnings() {
  const said: { fields: Record<string, unknown>; message: string }[] = [];
  return { said, warn: (fields: Record<string, unknown>, message: string) => said.push({ fields, message }) };
}

describe('the OSRM adapter, against recorded OSRM answers', () => {
  test('the matrix is one table request, asymmetric as the roads are, in milliseconds', async () => {
    const osrm = await serve([recorded('table')]);
    const routing = osrmRouting(osrm.url, unhurried);
    expect(await routing.durationMatrixMs([A, B, C])).toEqual([
      [0, 420_500, 380_100],
      [465_200, 0, 690_300],
      [402_700, 655_800, 0],
    ]);
    expect(osrm.asked).toEqual([recorded('table').request]);
    // The optimiser's matrix, in seconds, keeps each direction.
    expect(await buildTravelMatrix(routing, [A, B, C])).toEqual({
      size: 3,
      travel: [0, 421, 380, 465, 0, 690, 403, 656, 0],
    });
  });

  test('a matrix larger than the server’s table is asked in blocks of sources and destinations', async () => {
    const osrm = await serve([recorded('table')]);
    const routing = osrmRouting(osrm.url, { ...unhurried, maxTablePoints: 2, concurrency: 2 });
    expect(await routing.durationMatrixMs([A, B, C])).toEqual([
      [0, 420_500, 380_100],
      [465_200, 0, 690_300],
      [402_700, 655_800, 0],
    ]);
    // Blocks of one: nine requests, none holding more than the two coordinates the server takes.
    expect(osrm.asked).toHaveLength(9);
    for (const request of osrm.asked) expect(coordsOf(request).length).toBeLessThanOrEqual(2);
    expect(osrm.asked).toContain(
      '/table/v1/driving/-73.987500,40.702500;-73.944200,40.678200?annotations=duration,distance&sources=0&destinations=1',
    );
  });

  test('a pair with no road between gets the great-circle time, and the log says how many', async () => {
    const osrm = await serve([recorded('table-unroutable')]);
    const { said, warn } = warnings();
    const matrix = await osrmRouting(osrm.url, { ...unhurried, warn }).durationMatrixMs([A, B]);
    expect(matrix).toEqual([
      [0, greatCircleDurationMs([A, B])],
      [465_200, 0],
    ]);
    expect(said).toEqual([
      {
        fields: { service: 'table', reason: 'no road', pairs: 1 },
        message: 'no road between some points: great-circle estimate used for them',
      },
    ]);
  });

  test('the driving estimate is the route’s duration through the stops in order', async () => {
    const osrm = await serve([recorded('route')]);
    expect(await osrmRouting(osrm.url, unhurried).drivingDurationMs([A, B, C])).toBe(1_110_800);
    expect(await osrmRouting(osrm.url, unhurried).drivingDurationMs([A])).toBe(0);
    expect(osrm.asked).toEqual([recorded('route').request]);
  });

  test('a route’s line is OSRM’s full GeoJSON geometry, as lat/lng points', async () => {
    const osrm = await serve([recorded('route-geojson')]);
    const line = await osrmRouting(osrm.url, unhurried).routeLine([A, B]);
    expect(line).toHaveLength(7);
    expect(line[0]).toEqual({ lat: 40.684746, lng: -73.977583 });
    expect(line.at(-1)).toEqual({ lat: 40.702543, lng: -73.987466 });
  });

  test('an OSRM error code falls back to the great-circle estimate, logged without the coordinates', async () => {
    const osrm = await serve([recorded('no-segment')]);
    const { said, warn } = warnings();
    const far = { lat: 40.3, lng: -74.5 };
    expect(await osrmRouting(osrm.url, { ...unhurried, warn }).drivingDurationMs([A, far])).toBe(
      greatCircleDurationMs([A, far]),
    );
    expect(said).toEqual([
      {
        fields: { service: 'route', reason: 'http 400 NoSegment' },
        message: 'road times unavailable: great-circle estimate used',
      },
    ]);
    expect(JSON.stringify(said)).not.toMatch(/40\.|73\./);
  });

  test('OSRM down: the matrix and the line fall back, each with a warning', async () => {
    const osrm = await serve([]);
    await osrm.close();
    const { said, warn } = warnings();
    const routing = osrmRouting(osrm.url, { warn });
    expect(await routing.durationMatrixMs([A, B, C])).toEqual(await greatCircleRouting.durationMatrixMs([A, B, C]));
    expect(await routing.routeLine([A, B])).toEqual([A, B]);
    expect(said.map((s) => [s.fields.service, s.fields.reason])).toEqual([
      ['table', 'unreachable'],
      ['route', 'unreachable'],
    ]);
    expect(JSON.stringify(said)).not.toMatch(/127\.0\.0\.1|40\.|73\./);
  });

  test('OSRM too slow: the wait is bounded and the estimate answers', async () => {
    const osrm = await serve([recorded('table')], 20_000);
    const { said, warn } = warnings();
    const started = performance.now();
    const matrix = await osrmRouting(osrm.url, { warn, tableTimeoutMs: 200 }).durationMatrixMs([A, B, C]);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(matrix).toEqual(await greatCircleRouting.durationMatrixMs([A, B, C]));
    expect(said[0]?.fields).toEqual({ service: 'table', reason: 'timeout', points: 3 });
  });

  test('OSRM_URL set: the server’s routing adapter is OSRM’s; unset, the great-circle default', async () => {
    const osrm = await serve([recorded('route')]);
    const config = {
      dataDir: 'memory://',
      smtpUrl: undefined,
      mailFrom: 'a@b.test',
      publicUrl: 'http://localhost',
      vroomUrl: undefined,
      payouts: undefined,
      sessionSecret: 'x'.repeat(32),
    };
    const routing = defaultAdapters({ ...config, osrmUrl: osrm.url }).routing;
    expect(routing).not.toBe(greatCircleRouting);
    await routing.drivingDurationMs([A, B, C]);
    expect(osrm.asked).toEqual([recorded('route').request]);
    expect(defaultAdapters({ ...config, osrmUrl: undefined }).routing).toBe(greatCircleRouting);
  });
});
