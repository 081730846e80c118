/**
 * SISR's recreate: put the removed visits back one by one, each at its cheapest feasible place,
 * in an order drawn at random from a few sensible ones (random, largest demand, farthest,
 * closest, narrowest window; in route removal, most often left out). "Blinks" skip a place now
 * and then (1%), so equal plans do not always rebuild the same way. Pinned visits go first, then
 * higher priority.
 */
import type { Random } from './random.ts';
import { stateStride, type RouteStates } from './simulate-route.ts';
import type { Solution } from './solution.ts';

/** Travel of the recorded route from the stop before position pos to the one after (drops included). */
function legTravel(r: RouteStates, stride: number, pos: number, len: number): number {
  const from = r.states[pos * stride + 2]!;
  return pos < len ? r.states[(pos + 1) * stride + 2]! - from : r.travel - from;
}

/**
 * The first position at which v could go: late (the latest starts, which only grow along a route)
 * must leave room to serve v before the stop after it. Positions before it are skipped unlooked.
 */
function firstPosition(late: Float64Array, len: number, earliestEnd: number): number {
  let lo = 0;
  let hi = len + 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (late[mid + 1]! < earliestEnd) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface RecreateParams {
  blinkRate: number;
  /** Whether an unused nurse may take a visit. */
  allowNewRoutes: boolean;
  /** While removing routes: the most routes the plan may use (a route emptied by a ruin can refill). */
  maxRoutes?: number;
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
  let bestRoute = -1;
  let bestPos = -1;
  let bestDelta = Infinity;
  const stamp = sol.nextStamp();
  const T = p.travel;
  const size = p.size;
  const vLoc = p.loc[v]!;
  const open = p.open[v]!;
  const close = p.close[v]!;
  const service = p.service[v]!;
  const demand = p.demand[v]!;
  const blink = params.blinkRate;
  // Without drops, moves are priced inline here (the hot loop of the whole search); with drops
  // (or a previous plan to stay close to) Solution.delta simulates the route.
  const plain = !p.hasDrops && !sol.previousNurse;
  const candidates = candidatesFor(sol);
  const stride = stateStride(p);
  const canOpen = params.allowNewRoutes && (params.maxRoutes === undefined || sol.usedRoutes() < params.maxRoutes);
  for (let k = 0; k < p.m; k++) {
    if (p.eligible[v * p.m + k] === 0) continue;
    const route = sol.routes[k]!;
    const len = route.length;
    if (len === 0) {
      const c = p.nurseClass[k]!;
      if (!canOpen || sol.classStamp[c] === stamp) continue;
      sol.classStamp[c] = stamp;
      const d = sol.delta(k, v, 0);
      if (d >= 0 && d < bestDelta) [bestRoute, bestPos, bestDelta] = [k, 0, d];
      continue;
    }
    const early = sol.early[k]!;
    if (!plain) {
      const near = p.near;
      const row = v * p.n;
      const late = sol.late[k]!;
      const locs = sol.locs[k]!;
      const leaves = sol.leave[k]!;
      const states =
        p.hasDrops && sol.states[k]!.reached === len && sol.states[k]!.travel >= 0 ? sol.states[k]! : undefined;
      const moved = sol.previousNurse && sol.previousNurse[v]! >= 0 && sol.previousNurse[v] !== k ? sol.moveCost : 0;
      for (let pos = firstPosition(late, len, open + service); pos <= len; pos++) {
        if (early[pos]! > close) break;
        // Simulating a route is costly: only next to one of v's closest visits, or at an end.
        if (p.hasDrops && pos > 0 && pos < len && near[row + route[pos - 1]!] === 0 && near[row + route[pos]!] === 0)
          continue;
        // The plain detour and window check (drops only add time), to order the candidates.
        const prevLoc = locs[pos]!;
        const nextLoc = locs[pos + 1]!;
        const toV = T[prevLoc * size + vLoc]!;
        const fromV = T[vLoc * size + nextLoc]!;
        const start = Math.max(open, leaves[pos]! + toV);
        if (start > close || start + service + fromV > late[pos + 1]!) continue;
        const direct = T[prevLoc * size + nextLoc]!;
        // A drop the route makes between the two stops is a detour v may lie on: less that.
        const drops = states ? legTravel(states, stride, pos, len) - direct : 0;
        candidates.add(k, pos, toV + fromV - direct - drops + moved);
      }
      continue;
    }
    if (sol.load[k]! + demand > p.capacity[k]!) continue;
    const late = sol.late[k]!;
    const locs = sol.locs[k]!;
    const leaves = sol.leave[k]!;
    const first = firstPosition(late, len, open + service);
    let nextLoc = locs[first]!;
    for (let pos = first; pos <= len; pos++) {
      const leave = leaves[pos]!;
      if (leave > close) break;
      const prevLoc = nextLoc;
      nextLoc = locs[pos + 1]!;
      const toV = T[prevLoc * size + vLoc]!;
      const fromV = T[vLoc * size + nextLoc]!;
      const d = toV + fromV - T[prevLoc * size + nextLoc]!;
      if (d >= bestDelta) continue;
      const start = Math.max(open, leave + toV);
      if (start > close || start + service + fromV > late[pos + 1]!) continue;
      if (rng.next() < blink) continue;
      bestRoute = k;
      bestPos = pos;
      bestDelta = Math.max(d, 0);
    }
  }
  // Timed by simulation: cheapest plain detour first, until no detour can beat the best found
  // (a drop saved by the insertion could make a place cheaper than its detour, rarely).
  if (!plain) {
    for (let c = candidates.takeCheapest(); c >= 0; c = candidates.takeCheapest()) {
      if (candidates.taken >= bestDelta) break;
      if (rng.next() < blink) continue;
      const k = candidates.route[c]!;
      const d = sol.delta(k, v, candidates.position[c]!);
      if (d >= 0 && d < bestDelta) {
        bestRoute = k;
        bestPos = candidates.position[c]!;
        bestDelta = d;
      }
    }
    candidates.clear();
  }
  return { route: bestRoute, position: bestPos, delta: bestDelta };
}

/** Insertion places to time by simulation, taken cheapest key first (scratch, reused). */
class Candidates {
  route: Int32Array;
  position: Int32Array;
  key: Float64Array;
  /** The key of the last candidate taken. */
  taken = 0;
  private count = 0;
  constructor(size: number) {
    this.route = new Int32Array(size);
    this.position = new Int32Array(size);
    this.key = new Float64Array(size);
  }
  add(k: number, pos: number, key: number): void {
    this.route[this.count] = k;
    this.position[this.count] = pos;
    this.key[this.count++] = key;
  }
  /** The cheapest candidate not yet taken (first added among equals), or -1. */
  takeCheapest(): number {
    let best = -1;
    let bestKey = Infinity;
    for (let i = 0; i < this.count; i++) {
      const key = this.key[i]!;
      if (key < bestKey) {
        best = i;
        bestKey = key;
      }
    }
    if (best >= 0) {
      this.taken = bestKey;
      this.key[best] = Infinity;
    }
    return best;
  }
  clear(): void {
    this.count = 0;
  }
}

const scratch = new WeakMap<Solution, Candidates>();

function candidatesFor(sol: Solution): Candidates {
  let c = scratch.get(sol);
  if (!c) {
    c = new Candidates(sol.p.m * (sol.p.n + 1));
    scratch.set(sol, c);
  }
  c.clear();
  return c;
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
