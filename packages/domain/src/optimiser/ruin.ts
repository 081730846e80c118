/**
 * SISR's ruin (Christiaens & Vanden Berghe 2020, "Slack induction by string removals"): remove a
 * few strings of consecutive visits from routes that are near each other, around one seed visit.
 * Removing neighbours' strings from several routes makes room where routes meet, which is where a
 * better plan usually differs. A "split string" keeps a few visits in the middle of the string in
 * place, so a route's order can change without the whole string moving.
 */
import type { Random } from './random.ts';
import type { Solution } from './solution.ts';

export interface RuinParams {
  /** c-bar: visits removed per iteration on average. */
  averageRemoved: number;
  /** L-max: the longest string. */
  maxString: number;
  /** Chance of a split string rather than a plain one. */
  splitRate: number;
}

export const DEFAULT_RUIN: RuinParams = { averageRemoved: 10, maxString: 10, splitRate: 0.5 };

function randomAssigned(sol: Solution, rng: Random): number {
  const n = sol.p.n;
  for (let tries = 0; tries < 8; tries++) {
    const v = rng.int(n);
    if (sol.routeOf[v]! >= 0) return v;
  }
  const start = rng.int(n);
  for (let i = 0; i < n; i++) if (sol.routeOf[(start + i) % n]! >= 0) return (start + i) % n;
  return -1;
}

/** Removes the string of `length` visits of route k starting at `from`, keeping `keep` visits at `keepAt`. */
export function removeString(sol: Solution, k: number, from: number, length: number, keep = 0, keepAt = 0): number[] {
  const removed: number[] = [];
  const route = sol.routes[k]!;
  sol.touch(k);
  const kept: number[] = [];
  for (let i = 0; i < length; i++) {
    const v = route[from + i]!;
    if (keep > 0 && i >= keepAt && i < keepAt + keep) kept.push(v);
    else removed.push(v);
  }
  route.splice(from, length, ...kept);
  for (const v of removed) sol.routeOf[v] = -1;
  sol.refresh(k, from);
  return removed;
}

/**
 * Ruins the plan around a random placed visit, or around `around` (route removal passes a visit
 * left out: the strings then come from the routes near it, making room where it must go). The
 * removed visits join sol.unassigned.
 */
export function ruinStrings(sol: Solution, rng: Random, params: RuinParams = DEFAULT_RUIN, around = -1): number[] {
  const p = sol.p;
  const used = sol.usedRoutes();
  if (used === 0) return [];
  const assigned = p.n - sol.unassigned.length;
  const maxLength = Math.min(params.maxString, assigned / used);
  const maxStrings = (4 * params.averageRemoved) / (1 + maxLength) - 1;
  const strings = Math.floor(rng.next() * maxStrings) + 1;
  const seed = around >= 0 ? around : randomAssigned(sol, rng);
  if (seed < 0) return [];
  const ruined: number[] = [];
  const removed: number[] = [];
  const near = p.neighbors[seed]!;
  for (let i = -1; i < near.length && ruined.length < strings; i++) {
    const c = i < 0 ? seed : near[i]!;
    const k = sol.routeOf[c]!;
    if (k < 0 || ruined.includes(k)) continue;
    const route = sol.routes[k]!;
    const len = route.length;
    const at = route.indexOf(c);
    const l = Math.floor(rng.next() * Math.min(len, maxLength)) + 1;
    if (l < len && rng.next() < params.splitRate) {
      let keep = 1;
      while (l + keep < len && rng.next() < 0.5) keep++;
      const total = l + keep;
      const from = Math.max(0, at - total + 1) + rng.int(Math.min(at, len - total) - Math.max(0, at - total + 1) + 1);
      const keepAt = rng.int(l + 1);
      removed.push(...removeString(sol, k, from, total, keep, keepAt));
    } else {
      const from = Math.max(0, at - l + 1) + rng.int(Math.min(at, len - l) - Math.max(0, at - l + 1) + 1);
      removed.push(...removeString(sol, k, from, l));
    }
    ruined.push(k);
  }
  sol.unassigned.push(...removed);
  return removed;
}
