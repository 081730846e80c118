/**
 * SISR's recreate: put the removed visits back one by one, each at its cheapest feasible place,
 * in an order drawn at random from a few sensible ones (random, largest demand, farthest,
 * closest, narrowest window; in route removal, most often left out). "Blinks" skip a place now
 * and then (1%), so equal plans do not always rebuild the same way. Pinned visits go first, then
 * higher priority.
 */
import type { Random } from './random.ts';
import type { Solution } from './solution.ts';

export interface RecreateParams {
  blinkRate: number;
  /** Whether an unused nurse may take a visit (not while removing routes). */
  allowNewRoutes: boolean;
  /** Route removal's absence counters: visits left out most often go first. */
  absence?: Int32Array;
}

export interface Insertion {
  route: number;
  position: number;
  delta: number;
}

/** The cheapest feasible place for v, or route -1. */
export function bestInsertion(sol: Solution, v: number, rng: Random, params: RecreateParams): Insertion {
  const p = sol.p;
  let best: Insertion = { route: -1, position: -1, delta: Infinity };
  const seenClass = new Set<number>();
  for (let k = 0; k < p.m; k++) {
    if (p.eligible[v * p.m + k] === 0) continue;
    const route = sol.routes[k]!;
    if (route.length === 0) {
      if (!params.allowNewRoutes || seenClass.has(p.nurseClass[k]!)) continue;
      seenClass.add(p.nurseClass[k]!);
      const d = sol.delta(k, v, 0);
      if (d >= 0 && d < best.delta) best = { route: k, position: 0, delta: d };
      continue;
    }
    const early = sol.early[k]!;
    const close = p.close[v]!;
    for (let pos = 0; pos <= route.length; pos++) {
      if (!p.hasDrops && early[pos]! > close) break;
      if (rng.next() < params.blinkRate) continue;
      const d = sol.delta(k, v, pos, best.delta);
      if (d >= 0 && d < best.delta) best = { route: k, position: pos, delta: d };
    }
  }
  return best;
}

type Order = (a: number, b: number) => number;

function pickOrder(sol: Solution, rng: Random, absence: Int32Array | undefined): Order | 'random' {
  const p = sol.p;
  const home = p.m > 0 ? p.nurseStart[0]! : 0;
  const far = (v: number): number => p.travel[home * p.size + p.loc[v]!]!;
  const options: [number, Order | 'random'][] = [
    [4, 'random'],
    [4, (a, b) => p.demand[b]! - p.demand[a]!],
    [2, (a, b) => far(b) - far(a)],
    [1, (a, b) => far(a) - far(b)],
    [2, (a, b) => p.close[a]! - p.open[a]! - (p.close[b]! - p.open[b]!)],
  ];
  if (absence) options.push([3, (a, b) => absence[b]! - absence[a]!]);
  const total = options.reduce((s, [w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [w, order] of options) {
    if (r < w) return order;
    r -= w;
  }
  return 'random';
}

/** Inserts every unassigned visit it can; the rest stay in sol.unassigned. */
export function recreate(sol: Solution, rng: Random, params: RecreateParams): void {
  const p = sol.p;
  const list = sol.unassigned;
  sol.unassigned = [];
  const order = pickOrder(sol, rng, params.absence);
  if (order === 'random') {
    for (let i = list.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
  }
  // Pinned visits first: they have one place to go, and it must not be taken.
  const pinned = (v: number): number => (p.pinnedNurse[v]! >= 0 || p.open[v] === p.close[v] ? 1 : 0);
  const priority = (v: number): number => p.unassignedCost[v]!;
  list.sort((a, b) => pinned(b) - pinned(a) || priority(b) - priority(a) || (order === 'random' ? 0 : order(a, b)));
  for (const v of list) {
    const best = bestInsertion(sol, v, rng, params);
    if (best.route < 0) sol.unassigned.push(v);
    else sol.insert(best.route, v, best.position);
  }
}
