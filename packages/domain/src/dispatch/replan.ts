/**
 * Re-plans that move little (ADR 084): after a dispatcher's change (a visit set aside or moved by
 * hand) or a nurse out for the day, the optimiser starts from the current plan and counts every
 * moved stop as a cost, so it changes only what the change forces: visits left out are placed where
 * they now fit, a nurse's visits go to others moving the fewest other stops, and nobody is dropped
 * for a shorter drive. Fixed work (stops under way, itineraries accepted) is pinned to its nurse and
 * time. Pinning is the dispatcher's choice: nothing here pins a visit. Pure and repeatable: an
 * iteration budget and a seed, never a clock.
 */
import { optimise } from '../optimiser/optimise.ts';
import type { PlannedRoute } from '../optimiser/types.ts';
import { applyDispatchChange, DISPATCH_REFUSALS, type DispatchChange, type DispatchRefusal } from './manual-change.ts';
import { movedStops } from './moved-stops.ts';
import {
  problemPoints,
  routeVisitIds,
  toOptimiserInput,
  type DispatchPin,
  type DispatchPlan,
  type DispatchProblem,
} from './problem.ts';

export interface ReplanOptions {
  /** Visits whose nurse and start stay as they are (work under way, itineraries accepted). */
  fixed?: readonly string[];
  /** Nurses out for the day: their visits go to others. */
  nursesOut?: readonly string[];
  /** The search's budget (deterministic); 3,000 iterations by default. */
  maxIterations?: number;
  seed?: number;
}

/**
 * A change a re-plan answers: a dispatcher's change, a nurse out for the day (a call in sick), or an
 * order the office cancelled (its visit leaves the run's problem and plan).
 */
export type ReplanChange =
  DispatchChange | { kind: 'nurse-out'; nurseId: string } | { kind: 'cancel'; visitId: string };

export type ReplanOutcome =
  | {
      ok: true;
      plan: DispatchPlan;
      /** The problem the plan answers: the run's, less a cancelled visit. */
      problem: DispatchProblem;
      /** Other stops moved: not the visit the change was about, nor the nurse-out's. */ moved: string[];
    }
  | { ok: false; refusal: DispatchRefusal };

const REPLAN_ITERATIONS = 3000;
const TIMING_REFUSALS = new Set<DispatchRefusal>([
  DISPATCH_REFUSALS.window,
  DISPATCH_REFUSALS.hours,
  DISPATCH_REFUSALS.stability,
]);

/** The plan re-optimised from itself, moving the fewest stops (ADR 084). Needs the problem's travel times. */
export function replanDispatch(
  problem: DispatchProblem,
  plan: DispatchPlan,
  options: ReplanOptions = {},
): DispatchPlan {
  const out = new Set(options.nursesOut ?? []);
  const pins: Record<string, DispatchPin> = { ...plan.pins };
  for (const id of options.fixed ?? []) {
    for (const r of plan.routes)
      for (const s of r.stops)
        if (s.kind === 'visit' && s.visitId === id) pins[id] = { nurseId: r.nurseId, time: s.arrival + s.wait };
  }
  const setAside = plan.unplaced.filter((u) => u.reason === 'set-aside');
  const kept: DispatchPlan = { ...plan, routes: plan.routes.filter((r) => !out.has(r.nurseId)) };
  const input = toOptimiserInput(problem, pins, { previous: kept, leaveOut: setAside.map((u) => u.visitId) });
  const result = optimise(
    { ...input, nurses: input.nurses.filter((n) => !out.has(n.id)) },
    { maxIterations: options.maxIterations ?? REPLAN_ITERATIONS, seed: options.seed ?? 1 },
  );
  // Each day keeps its place on the board; a nurse new to the plan goes last.
  const byNurse = new Map(result.routes.map((r) => [r.nurseId, r]));
  const routes: PlannedRoute[] = [];
  for (const r of plan.routes) {
    const day = byNurse.get(r.nurseId);
    if (day) routes.push(day);
    byNurse.delete(r.nurseId);
  }
  routes.push(...byNurse.values());
  return { routes, unplaced: [...result.unassigned, ...setAside], pins: plan.pins, edited: true };
}

/**
 * A change, then the re-plan it forces (ADR 084): set aside, move (the moved visit is not pinned),
 * a nurse out for the day, or a cancelled order's visit taken out of the day. Pin and unpin change no one else's day and are answered as they are.
 * `moved` lists the other stops that moved, against the plan before the change.
 */
export function replanAfterChange(
  problem: DispatchProblem,
  plan: DispatchPlan,
  change: ReplanChange,
  options: ReplanOptions = {},
): ReplanOutcome {
  if (change.kind === 'nurse-out') {
    const hers = plan.routes.filter((r) => r.nurseId === change.nurseId).flatMap(routeVisitIds);
    const pins = Object.fromEntries(Object.entries(plan.pins).filter(([, pin]) => pin.nurseId !== change.nurseId));
    const after = replanDispatch(
      problem,
      { ...plan, pins },
      {
        ...options,
        nursesOut: [...(options.nursesOut ?? []), change.nurseId],
      },
    );
    return { ok: true, plan: after, problem, moved: movedStops(plan, after, hers) };
  }
  if (change.kind === 'cancel') {
    // The office cancelled the order (ADR 084): its visit leaves the problem (and the travel
    // matrix), the plan and the pins; the rest is re-planned moving the fewest other stops.
    if (!problem.visits.some((v) => v.id === change.visitId))
      return { ok: false, refusal: DISPATCH_REFUSALS.unknownVisit };
    const smaller = withoutVisit(problem, change.visitId);
    const pins = { ...plan.pins };
    delete pins[change.visitId];
    const changed: DispatchPlan = {
      routes: plan.routes.map((r) => ({
        ...r,
        stops: r.stops.filter((s) => s.kind === 'drop' || s.visitId !== change.visitId),
      })),
      unplaced: plan.unplaced.filter((u) => u.visitId !== change.visitId),
      pins,
      edited: plan.edited,
    };
    const after = replanDispatch(smaller, changed, options);
    return { ok: true, plan: after, problem: smaller, moved: movedStops(plan, after, [change.visitId]) };
  }
  const outcome = applyDispatchChange(problem, plan, change);
  if (change.kind === 'pin' || change.kind === 'unpin')
    return outcome.ok ? { ok: true, plan: outcome.plan, problem, moved: [] } : outcome;
  let changed: DispatchPlan;
  if (outcome.ok) changed = outcome.plan;
  else if (change.kind === 'unassign' && TIMING_REFUSALS.has(outcome.refusal)) {
    // Taking a visit out can break her day's drops (a specimen that rode with it): the visit is
    // still set aside, and the re-plan re-orders what it must of her day.
    const pins = { ...plan.pins };
    delete pins[change.visitId];
    changed = {
      routes: plan.routes.map((r) => ({
        ...r,
        stops: r.stops.filter((s) => s.kind === 'drop' || s.visitId !== change.visitId),
      })),
      unplaced: [
        ...plan.unplaced.filter((u) => u.visitId !== change.visitId),
        { visitId: change.visitId, reason: 'set-aside' },
      ],
      pins,
      edited: true,
    };
  } else return outcome;
  const after = replanDispatch(problem, changed, options);
  return { ok: true, plan: after, problem, moved: movedStops(plan, after, [change.visitId]) };
}

/** The problem without one visit: its row and column leave the travel matrix (visits come first in it). */
export function withoutVisit(problem: DispatchProblem, visitId: string): DispatchProblem {
  const gone = problem.visits.findIndex((v) => v.id === visitId);
  if (gone < 0) return problem;
  const size = problemPoints(problem).length;
  const travel: number[] = [];
  for (let i = 0; i < size; i++) {
    if (i === gone) continue;
    for (let j = 0; j < size; j++) if (j !== gone) travel.push(problem.travel[i * size + j]!);
  }
  return { ...problem, visits: problem.visits.filter((v) => v.id !== visitId), travel };
}
