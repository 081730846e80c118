/**
 * The optimiser's entry point: plan the nurses' days from the waiting visits (issue 24). Pure: no
 * I/O, no clock (the caller's shouldStop/progress carry time in), randomness only from the seed.
 */
import { buildProblem, type Problem } from './problem.ts';
import { arc } from './route-timing.ts';
import { search } from './search.ts';
import { simulateRoute } from './simulate-route.ts';
import type {
  OptimiserInput,
  OptimiserOptions,
  OptimiserResult,
  PlannedRoute,
  Stop,
  Unassigned,
  UnassignedReason,
} from './types.ts';

function writeRoute(p: Problem, k: number, seq: readonly number[]): PlannedRoute {
  const { visits, nurses } = p.input;
  const places = p.input.places ?? [];
  const stops: Stop[] = [];
  let departure = p.shiftStart[k]!;
  let arrival = departure;
  const travel = simulateRoute(p, k, seq, {
    visit: (v, at, start, leave) =>
      stops.push({ kind: 'visit', visitId: visits[v]!.id, arrival: at, wait: start - at, departure: leave }),
    drop: (q, vs, at, start, leave) =>
      stops.push({
        kind: 'drop',
        placeId: places[q]!.id,
        visitIds: vs.map((v) => visits[v]!.id),
        arrival: at,
        wait: start - at,
        departure: leave,
      }),
    end: (leave, at) => {
      departure = leave;
      arrival = at;
    },
  });
  if (travel < 0) throw new Error(`Internal error: route of nurse ${nurses[k]!.id} is infeasible`);
  // Leave later rather than wait at the first door.
  const first = stops[0];
  if (first && first.wait > 0) {
    departure += first.wait;
    first.arrival += first.wait;
    first.wait = 0;
  }
  return { nurseId: nurses[k]!.id, departure, stops, arrival, travel };
}

/** Why a visit could not be placed: the first rule no nurse can meet even with this visit alone. */
function reasonFor(p: Problem, v: number): UnassignedReason {
  if (p.pinnedNurse[v] === -2) return 'pinned-nurse-unknown';
  if (p.place[v] === -2) return 'stability-limit';
  const reasons: UnassignedReason[] = [];
  for (let k = 0; k < p.m; k++) {
    if (p.eligible[v * p.m + k] === 0) continue;
    if (simulateRoute(p, k, [v]) >= 0) return 'no-time-left';
    if (p.demand[v]! > p.capacity[k]!) {
      reasons.push('capacity');
      continue;
    }
    const start = Math.max(p.open[v]!, p.shiftStart[k]! + arc(p, p.nurseStart[k]!, p.loc[v]!));
    if (start > p.close[v]!) {
      reasons.push(
        p.open[v]! > p.shiftEnd[k]! || p.close[v]! < p.shiftStart[k]! ? 'working-hours' : 'window-unreachable',
      );
      continue;
    }
    const leave = start + p.service[v]!;
    if (leave + arc(p, p.loc[v]!, p.nurseEnd[k]!) > p.shiftEnd[k]!) {
      reasons.push('working-hours');
      continue;
    }
    reasons.push('stability-limit');
  }
  return reasons[0] ?? 'no-nurse-with-skill';
}

/** Reasons for visits another solver (VROOM) left out, by the same rules as ours. */
export function explainUnassigned(input: OptimiserInput, visitIds: readonly string[]): Unassigned[] {
  const p = buildProblem(input);
  const index = new Map(input.visits.map((v, i) => [v.id, i]));
  return visitIds.map((visitId) => ({ visitId, reason: reasonFor(p, index.get(visitId)!) }));
}

/** Visits of a previous plan now with another nurse, or no longer placed. */
export function countMovedStops(input: OptimiserInput, routes: readonly PlannedRoute[]): number {
  const nurseOf = new Map<string, string>();
  for (const r of routes) for (const s of r.stops) if (s.kind === 'visit') nurseOf.set(s.visitId, r.nurseId);
  let moved = 0;
  for (const r of input.previous?.routes ?? []) for (const id of r.visitIds) if (nurseOf.get(id) !== r.nurseId) moved++;
  return moved;
}

export function optimise(input: OptimiserInput, options: OptimiserOptions = {}): OptimiserResult {
  const p = buildProblem(input);
  const { solution, iterations } = search(p, options);
  const routes: PlannedRoute[] = [];
  for (let k = 0; k < p.m; k++) {
    const seq = solution.routes[k]!;
    if (seq.length > 0) routes.push(writeRoute(p, k, seq));
  }
  const unassigned = solution.unassigned
    .slice()
    .sort((a, b) => a - b)
    .map((v) => ({ visitId: input.visits[v]!.id, reason: reasonFor(p, v) }));
  return {
    routes,
    unassigned,
    cost: {
      unassigned: unassigned.length,
      routes: routes.length,
      travel: routes.reduce((s, r) => s + r.travel, 0),
    },
    movedStops: solution.moved(),
    iterations,
  };
}
