/**
 * A region's day as dispatch hands it to the route optimiser (issue 25, ADR 049): the waiting
 * visits (one per office order), the nurses available that day and the labs receiving, all in
 * seconds from the day's local midnight, with the travel times between their points.
 *
 * Why this is its own shape and not the optimiser's input: it is stored with the run (so a manual
 * change is checked against exactly what the optimiser saw) and read by the board, so it keeps what
 * a dispatcher reads (task types, fasting, points) beside what the optimiser needs. No patient's
 * name or address is in it: the board reads those from the orders, audited.
 */
import type {
  OptimiserInput,
  PlannedRoute,
  TimeWindow,
  Unassigned,
  Visit as OptimiserVisit,
} from '../optimiser/types.ts';
import type { TaskType } from '../vocabulary/nurse-profile.ts';

export interface DispatchPoint {
  lat: number;
  lng: number;
}

export interface DispatchVisit {
  /** The office order's id: one visit per order. */
  id: string;
  procedureIDs: string[];
  point: DispatchPoint;
  window: TimeWindow;
  /** Seconds at the door. */
  service: number;
  taskTypes: TaskType[];
  fastingHours: number;
  /** Where its specimens go and how long they keep (the shortest of its containers). */
  specimen?: { placeId: string; stability: number };
}

export interface DispatchNurse {
  id: string;
  name: string;
  taskTypes: TaskType[];
  /** Her available hours that day. */
  hours: TimeWindow;
  /** Where she leaves from and returns to. */
  home: DispatchPoint;
}

export interface DispatchPlace {
  id: string;
  name: string;
  point: DispatchPoint;
  receiving: TimeWindow;
}

export interface DispatchProblem {
  serviceRegionID: string;
  /** YYYY-MM-DD in `timeZone`. */
  day: string;
  timeZone: string;
  visits: DispatchVisit[];
  nurses: DispatchNurse[];
  places: DispatchPlace[];
  /**
   * Seconds between points, row-major over `problemPoints`: the visits, then the nurses' homes,
   * then the places.
   */
  travel: number[];
}

/** A dispatcher's pin: the visit stays with this nurse and/or starts at this time. */
export interface DispatchPin {
  nurseId?: string;
  time?: number;
}

/** A plan's visit left out: the optimiser's reason, or set aside by the dispatcher. */
export interface DispatchUnplaced {
  visitId: string;
  reason: Unassigned['reason'] | 'set-aside';
}

export interface DispatchPlan {
  routes: PlannedRoute[];
  unplaced: DispatchUnplaced[];
  pins: Record<string, DispatchPin>;
  /** Changed by hand since the optimiser answered. */
  edited: boolean;
  /**
   * What last re-planned it without the dispatcher's hand (ADR 084), for the board to say: an order
   * the office cancelled, or "Re-optimise the rest", with the other stops moved. A dispatcher's
   * change answers its own count and clears it.
   */
  note?: DispatchPlanNote;
}

export type DispatchPlanNote =
  { kind: 'cancelled'; visitId: string; movedStops: number } | { kind: 'reoptimised'; movedStops: number };

/** The points of a problem in the travel matrix's order. */
export function problemPoints(problem: Pick<DispatchProblem, 'visits' | 'nurses' | 'places'>): DispatchPoint[] {
  return [
    ...problem.visits.map((v) => v.point),
    ...problem.nurses.map((n) => n.home),
    ...problem.places.map((p) => p.point),
  ];
}

/**
 * The optimiser's input: visits need their task types as skills, pins become pinned visits, and
 * visits the dispatcher set aside are left out. With `previous`, the search starts from that plan.
 */
export function toOptimiserInput(
  problem: DispatchProblem,
  pins: Record<string, DispatchPin> = {},
  options: { previous?: DispatchPlan; leaveOut?: readonly string[] } = {},
): OptimiserInput {
  const n = problem.visits.length;
  const m = problem.nurses.length;
  const leaveOut = new Set(options.leaveOut ?? []);
  const visits: OptimiserVisit[] = [];
  problem.visits.forEach((v, i) => {
    if (leaveOut.has(v.id)) return;
    const pin = pins[v.id];
    visits.push({
      id: v.id,
      location: i,
      window: v.window,
      service: v.service,
      skills: v.taskTypes,
      ...(v.specimen ? { specimen: v.specimen } : {}),
      ...(pin && (pin.nurseId !== undefined || pin.time !== undefined) ? { pinned: { ...pin } } : {}),
    });
  });
  const previous = options.previous
    ? {
        routes: options.previous.routes.map((r) => ({
          nurseId: r.nurseId,
          visitIds: routeVisitIds(r).filter((id) => !leaveOut.has(id)),
        })),
      }
    : undefined;
  return {
    matrix: { size: n + m + problem.places.length, travel: problem.travel },
    visits,
    nurses: problem.nurses.map((nurse, k) => ({
      id: nurse.id,
      start: n + k,
      end: n + k,
      shift: nurse.hours,
      skills: nurse.taskTypes,
    })),
    places: problem.places.map((p, q) => ({ id: p.id, location: n + m + q, receiving: p.receiving, service: 5 * 60 })),
    ...(previous ? { previous } : {}),
  };
}

/** A route's patient visits in order (drop stops left out). */
export function routeVisitIds(route: Pick<PlannedRoute, 'stops'>): string[] {
  return route.stops.flatMap((s) => (s.kind === 'visit' ? [s.visitId] : []));
}

/** "HH:MM" to seconds from midnight. */
export function clockSeconds(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60;
}

/**
 * Seconds from midnight to "HH:MM" (past midnight wraps within the day shown). The seconds are
 * dropped, as a clock and the nurse's screens (Intl) drop them: 08:23:40 is 08:23 on both.
 */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const h = Math.floor(minutes / 60) % 24;
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Time at the door: ten minutes to greet, check identity and label, five more per procedure. */
export function visitServiceSeconds(procedureCount: number): number {
  return (10 + 5 * Math.max(1, procedureCount)) * 60;
}
