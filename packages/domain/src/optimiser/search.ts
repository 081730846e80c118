/**
 * The search: SISR (Christiaens & Vanden Berghe 2020). First route removal (fewest vehicles
 * first): empty a route, then ruin and recreate without new routes, accepting a change when fewer
 * visits are left out or the ones left out were left out less often (absence counters, as in
 * Nagata & Bräysy), until all are back; then another route. Then simulated annealing on travel.
 *
 * Deterministic: the only randomness is the seeded generator, and the annealing schedule follows
 * the iteration count unless the caller's progress() drives it. A stop (time limit, button) only
 * cuts the run short; the best plan found so far is returned.
 */
import type { Problem } from './problem.ts';
import { createRandom } from './random.ts';
import { recreate } from './recreate.ts';
import { DEFAULT_RUIN, ruinStrings } from './ruin.ts';
import { simulateRoute } from './simulate-route.ts';
import { Solution } from './solution.ts';
import type { OptimiserOptions, PlanCost } from './types.ts';

const DEFAULT_ITERATIONS = 20_000;
const EPOCH = 50_000;
const BLINK = 0.01;
const POLL = 32;

export interface SearchOutcome {
  solution: Solution;
  iterations: number;
}

export function planCost(sol: Solution): PlanCost {
  return { unassigned: sol.unassigned.length, routes: sol.usedRoutes(), travel: sol.totalTravel() };
}

/** Seeds the plan with the previous one: each nurse's visits in their old order, as far as they still fit. */
function seedFromPrevious(sol: Solution, options: OptimiserOptions, previousNurse: Int32Array): void {
  const p = sol.p;
  const index = new Map(p.input.visits.map((v, i) => [v.id, i]));
  const nurseIndex = new Map(p.input.nurses.map((k, i) => [k.id, i]));
  for (const route of p.input.previous?.routes ?? []) {
    const k = nurseIndex.get(route.nurseId);
    if (k === undefined) continue;
    for (const id of route.visitIds) {
      const v = index.get(id);
      if (v === undefined || sol.routeOf[v]! >= 0) continue;
      previousNurse[v] = k;
      if (p.eligible[v * p.m + k] === 0) continue;
      const pos = sol.routes[k]!.length;
      if (sol.delta(k, v, pos) >= 0) sol.insert(k, v, pos);
    }
  }
  sol.moveCost = options.moveCost ?? 10 * p.hop;
}

export function search(p: Problem, options: OptimiserOptions = {}): SearchOutcome {
  const rng = createRandom(options.seed ?? 1);
  const sol = new Solution(p);
  if (p.input.previous) {
    sol.previousNurse = new Int32Array(p.n).fill(-1);
    seedFromPrevious(sol, options, sol.previousNurse);
  }
  // A visit no nurse could make even alone is left out once, not retried every iteration.
  const hopeless: number[] = [];
  for (let v = 0; v < p.n; v++) {
    if (sol.routeOf[v]! >= 0) continue;
    let alone = false;
    for (let k = 0; k < p.m && !alone; k++) alone = p.eligible[v * p.m + k] === 1 && simulateRoute(p, k, [v]) >= 0;
    (alone ? sol.unassigned : hopeless).push(v);
  }
  sol.begin();
  recreate(sol, rng, { blinkRate: 0, allowNewRoutes: true });

  let best = sol.snapshot();
  let bestCost = sol.cost();
  const report = (iteration: number, phase: 'construct' | 'fleet' | 'travel'): void =>
    options.onProgress?.({ iteration, phase, best: planCost(sol) });
  report(0, 'construct');

  const maxIterations = options.maxIterations ?? (options.shouldStop ? Infinity : DEFAULT_ITERATIONS);
  const fleetBudget =
    options.fleetIterations ?? (Number.isFinite(maxIterations) ? Math.floor(maxIterations * 0.4) : Infinity);
  let it = 0;
  let stopped = false;
  const stop = (): boolean => {
    if (it >= maxIterations) return true;
    if (it % POLL === 0 && options.shouldStop?.()) stopped = true;
    return stopped;
  };

  // One ruin-and-recreate step of simulated annealing on the whole cost.
  const t0 = (options.annealing?.start ?? 10) * p.hop;
  const tf = (options.annealing?.end ?? 0.1) * p.hop;
  let currentCost = sol.cost();
  const anneal = (temperature: number): void => {
    sol.begin();
    ruinStrings(sol, rng);
    recreate(sol, rng, { blinkRate: BLINK, allowNewRoutes: true });
    const cost = sol.touchedFeasible() ? sol.cost() : Infinity;
    if (cost < currentCost - temperature * Math.log(rng.next())) {
      currentCost = cost;
      if (cost < bestCost - 1e-9) {
        best = sol.snapshot();
        bestCost = cost;
        report(it, 'travel');
      }
    } else sol.rollback();
    it++;
  };

  let fleetIt = 0;
  const fleetStop = (): boolean =>
    fleetIt >= fleetBudget || (fleetIt % POLL === 0 && options.fleetShouldStop?.() === true);

  // Ejection search (SISR's route removal, Nagata & Bräysy's absence counters): ruin and
  // recreate with at most maxRoutes routes, accepting a change when fewer visits are left out or
  // the ones left out were left out less often, so the hard ones get in first.
  const absence = new Int32Array(p.n);
  const absentCost = (): number => {
    let s = 0;
    for (const v of sol.unassigned) s += absence[v]!;
    return s;
  };
  let current = sol.unassignedCost();
  const eject = (maxRoutes: number): void => {
    const before = absentCost();
    sol.begin();
    const left = sol.unassigned;
    ruinStrings(sol, rng, DEFAULT_RUIN, left.length > 0 && rng.next() < 0.5 ? left[rng.int(left.length)]! : -1);
    recreate(sol, rng, { blinkRate: BLINK, allowNewRoutes: true, maxRoutes, absence });
    for (const v of sol.unassigned) absence[v]!++;
    const now = sol.unassignedCost();
    if (!sol.touchedFeasible()) sol.rollback();
    else if (now < current || absentCost() - sol.unassigned.length < before) current = now;
    else sol.rollback();
    fleetIt++;
    it++;
  };
  const keepIfBetter = (): void => {
    const cost = sol.cost();
    if (cost < bestCost) {
      best = sol.snapshot();
      bestCost = cost;
      report(it, 'fleet');
    }
  };

  // Placement: while visits that could be placed are left out (any nurse may be used), until that
  // stops improving; removing routes only makes sense against a plan that places what it can.
  const patience = Math.max(2000, 20 * p.n);
  for (let since = 0; current > 0 && since < patience && !stop() && !fleetStop(); since++) {
    const before = current;
    eject(p.m);
    if (current < before) {
      since = 0;
      keepIfBetter();
    }
  }
  sol.restore(best);

  // Route removal: empty a route, then eject until every visit is back in one fewer route.
  const baseline = sol.unassignedCost();
  outer: while (!stop() && !fleetStop()) {
    const removable: number[] = [];
    for (let k = 0; k < p.m; k++) {
      const r = sol.routes[k]!;
      if (r.length > 0 && !r.some((v) => p.pinnedNurse[v]! >= 0)) removable.push(k);
    }
    if (removable.length < 2) break;
    let k = removable[rng.int(removable.length)]!;
    if (rng.next() < 0.5) for (const r of removable) if (sol.routes[r]!.length < sol.routes[k]!.length) k = r;
    sol.begin();
    for (const v of sol.routes[k]!) {
      sol.routeOf[v] = -1;
      sol.unassigned.push(v);
    }
    sol.routes[k]!.length = 0;
    sol.refresh(k);
    const target = sol.usedRoutes();
    current = sol.unassignedCost();
    while (!stop() && !fleetStop()) {
      eject(target);
      if (current <= baseline) {
        best = sol.snapshot();
        bestCost = sol.cost();
        report(it, 'fleet');
        continue outer;
      }
    }
    break;
  }
  sol.restore(best);

  // Travel: simulated annealing from T0 to Tf over the rest of the budget.
  const travelStart = it;
  const progressStart = options.progress ? Math.min(1, options.progress()) : 0;
  currentCost = sol.cost();
  while (!stop()) {
    const frac = options.progress
      ? Math.min(1, (options.progress() - progressStart) / Math.max(1e-9, 1 - progressStart))
      : Number.isFinite(maxIterations)
        ? (it - travelStart) / Math.max(1, maxIterations - travelStart)
        : ((it - travelStart) % EPOCH) / EPOCH;
    anneal(t0 * Math.pow(tf / t0, frac));
  }
  sol.restore(best);
  sol.unassigned.push(...hopeless);
  return { solution: sol, iterations: it };
}
