/**
 * Intensification: a local search on one plan, to its local optimum (as HGS's and VROOM's local
 * searches do), between neighbours only (granular: each visit and its closest visits). Moves:
 * relocate a visit or a pair of consecutive visits next to a neighbour (same route or another:
 * or-opt), swap two visits, and 2-opt* (exchange two routes' tails). Every candidate route is
 * timed whole (with drops, by simulation), so a move is kept only when it keeps every rule and
 * lowers the cost; first improvement. Ruin and recreate finds such moves only by chance, and a
 * short run ends far from them.
 */
import type { Problem } from './problem.ts';
import type { Random } from './random.ts';
import { simulateRoute } from './simulate-route.ts';
import type { Solution } from './solution.ts';

/** Neighbours of each visit tried as partners. */
const PARTNERS = 16;
const EPSILON = 1e-6;
const POLL = 64;

/** Travel of route k as seq, or -1 if it breaks a rule (without drops: windows, shift, capacity). */
function plainTravel(p: Problem, k: number, seq: readonly number[]): number {
  const T = p.travel;
  const size = p.size;
  let at = p.nurseStart[k]!;
  let t = p.shiftStart[k]!;
  let travel = 0;
  let load = 0;
  for (const v of seq) {
    const d = T[at * size + p.loc[v]!]!;
    travel += d;
    t = Math.max(p.open[v]!, t + d);
    if (t > p.close[v]!) return -1;
    t += p.service[v]!;
    load += p.demand[v]!;
    at = p.loc[v]!;
  }
  if (load > p.capacity[k]!) return -1;
  const back = T[at * size + p.nurseEnd[k]!]!;
  if (t + back > p.shiftEnd[k]!) return -1;
  return travel + back;
}

/** What route k costs as seq in the objective (travel, using a nurse, moved stops), or Infinity. */
function routeCost(sol: Solution, k: number, seq: readonly number[]): number {
  const p = sol.p;
  if (seq.length === 0) return 0;
  let extra = sol.openCost[k]!;
  for (const v of seq) if (p.eligible[v * p.m + k] === 0) return Infinity;
  if (sol.previousNurse) extra += sol.moveCost * sol.movedCount(k, seq);
  const travel = p.hasDrops ? simulateRoute(p, k, seq) : plainTravel(p, k, seq);
  return travel < 0 ? Infinity : travel + extra;
}

/**
 * Improves the plan in place until no move between neighbours lowers its cost, or stop() says so.
 * Answers how many moves were made. Pinned visits keep their nurse (eligibility) and time (window).
 */
export function localSearch(sol: Solution, rng: Random, stop: () => boolean): number {
  const p = sol.p;
  const cost = new Float64Array(p.m);
  for (let k = 0; k < p.m; k++) cost[k] = routeCost(sol, k, sol.routes[k]!);
  const a: number[] = [];
  const b: number[] = [];
  let evaluations = 0;
  let moves = 0;
  let stopped = false;
  const halt = (): boolean => {
    if (!stopped && evaluations++ % POLL === 0 && stop()) stopped = true;
    return stopped;
  };

  /** Keeps route r1 as a (and r2 as b, when another route) if that is cheaper; answers whether it did. */
  const tryMove = (r1: number, r2: number): boolean => {
    if (halt()) return false;
    const c1 = routeCost(sol, r1, a);
    if (c1 === Infinity) return false;
    if (r1 === r2) {
      if (c1 >= cost[r1]! - EPSILON) return false;
    } else {
      if (c1 - cost[r1]! >= cost[r2]! - EPSILON) return false;
      const c2 = routeCost(sol, r2, b);
      if (c1 + c2 >= cost[r1]! + cost[r2]! - EPSILON) return false;
      replace(r2, b, c2);
    }
    replace(r1, a, c1);
    moves++;
    return true;
  };
  const replace = (k: number, seq: readonly number[], c: number): void => {
    const r = sol.routes[k]!;
    r.length = 0;
    for (const v of seq) r.push(v);
    sol.refresh(k);
    cost[k] = c;
  };
  const copy = (to: number[], from: readonly number[], start: number, end: number): void => {
    for (let i = start; i < end; i++) to.push(from[i]!);
  };

  /** The moves of visit u (and its successor) next to partner w. */
  const movesOf = (u: number, w: number): boolean => {
    const r1 = sol.routeOf[u]!;
    const r2 = sol.routeOf[w]!;
    if (r1 < 0 || r2 < 0) return false;
    const s1 = sol.routes[r1]!;
    const s2 = sol.routes[r2]!;
    const i = s1.indexOf(u);
    const j = s2.indexOf(w);
    // Relocate u, then u and its successor, after w and before w.
    for (let len = 1; len <= 2; len++) {
      if (i + len > s1.length) break;
      const seg = s1.slice(i, i + len);
      if (seg.includes(w)) break;
      for (const after of [true, false]) {
        a.length = 0;
        b.length = 0;
        if (r1 === r2) {
          for (const v of s1) {
            if (seg.includes(v)) continue;
            if (v === w && !after) a.push(...seg);
            a.push(v);
            if (v === w && after) a.push(...seg);
          }
          if (a.every((v, x) => v === s1[x])) continue;
        } else {
          copy(a, s1, 0, i);
          copy(a, s1, i + len, s1.length);
          copy(b, s2, 0, after ? j + 1 : j);
          b.push(...seg);
          copy(b, s2, after ? j + 1 : j, s2.length);
        }
        if (tryMove(r1, r2)) return true;
      }
    }
    // Swap u and w.
    a.length = 0;
    b.length = 0;
    if (r1 === r2) {
      for (const v of s1) a.push(v === u ? w : v === w ? u : v);
      if (tryMove(r1, r1)) return true;
    } else {
      for (const v of s1) a.push(v === u ? w : v);
      for (const v of s2) b.push(v === w ? u : v);
      if (tryMove(r1, r2)) return true;
    }
    if (r1 === r2) return false;
    // 2-opt*: u's route goes on with what followed w, and w's with what followed u; or u's
    // predecessor's route goes on from w, and w's predecessor's from u.
    for (const shift of [1, 0]) {
      a.length = 0;
      b.length = 0;
      copy(a, s1, 0, i + shift);
      copy(a, s2, j + shift, s2.length);
      copy(b, s2, 0, j + shift);
      copy(b, s1, i + shift, s1.length);
      if (tryMove(r1, r2)) return true;
    }
    return false;
  };
  const order = Array.from({ length: p.n }, (_, v) => v);
  for (let improved = true; improved && !stopped;) {
    improved = false;
    for (let x = order.length - 1; x > 0; x--) {
      const y = rng.int(x + 1);
      [order[x], order[y]] = [order[y]!, order[x]!];
    }
    for (const u of order) {
      const near = p.neighbors[u]!;
      for (let x = 0; x < Math.min(PARTNERS, near.length) && !stopped; x++) {
        if (movesOf(u, near[x]!)) improved = true;
      }
      if (stopped) break;
    }
  }
  return moves;
}
