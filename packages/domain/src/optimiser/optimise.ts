/**
 * The optimiser's entry point: plan the nurses' days from the waiting visits (issue 24). Pure: no
 * I/O, no clock (the caller's shouldStop/progress carry time in), randomness only from the seed.
 */
import { buildProblem, type Problem } from './problem.ts';
import { arc } from './route-timing.ts';
import { search } from './search.ts';
import { simulateRoute } from './simulate-route.ts';
import { writeRoute } from './write-route.ts';
import type {
  OptimiserInput,
  OptimiserOptions,
  OptimiserResult,
  PlannedRoute,
  Unassigned,
  UnassignedReason,
} from './types.ts';

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
    if (seq.length === 0) continue;
    const route = writeRoute(p, k, seq);
    if (!route) throw new Error(`Internal error: route of nurse ${p.input.nurses[k]!.id} is infeasible`);
    routes.push(route);
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
