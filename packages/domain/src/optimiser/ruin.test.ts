import { describe, expect, test } from 'vitest';
import { buildProblem } from './problem.ts';
import { createRandom } from './random.ts';
import { recreate } from './recreate.ts';
import { removeString, ruinStrings } from './ruin.ts';
import { parseSolomon, solomonToInput } from './solomon.ts';
import { Solution } from './solution.ts';
import { smallSolomon } from './solomon.test-data.ts';

function planned(seed: number): Solution {
  const sol = new Solution(buildProblem(solomonToInput(parseSolomon(smallSolomon))));
  for (let v = 0; v < sol.p.n; v++) sol.unassigned.push(v);
  sol.begin();
  recreate(sol, createRandom(seed), { blinkRate: 0, allowNewRoutes: true });
  return sol;
}

describe('removeString', () => {
  test.each([
    ['a plain string', 1, 3, 0, 0, [0, 4, 5], [1, 2, 3]],
    ['a split string keeping one in the middle', 1, 4, 1, 2, [0, 3, 5], [1, 2, 4]],
  ] as const)('removes %s', (_, from, length, keep, keepAt, left, removed) => {
    const sol = planned(1);
    const k = sol.routes.findIndex((r) => r.length >= 6);
    const route = sol.routes[k]!.slice();
    const out = removeString(sol, k, from, length, keep, keepAt);
    expect(out).toEqual(removed.map((i) => route[i]));
    expect(sol.routes[k]!.slice(0, 3)).toEqual(left.map((i) => route[i]));
    for (const v of out) expect(sol.routeOf[v]).toBe(-1);
  });
});

describe('ruinStrings', () => {
  test.each([1, 2, 3, 4, 5])('seed %i: removes strings from nearby routes, and rollback undoes it', (seed) => {
    const sol = planned(seed);
    const before = sol.snapshot();
    sol.begin();
    const removed = ruinStrings(sol, createRandom(seed));
    expect(removed.length).toBeGreaterThan(0);
    expect(sol.unassigned.sort()).toEqual([...removed].sort());
    const placed = sol.routes.flat();
    expect(placed.length + removed.length).toBe(sol.p.n);
    for (const v of removed) expect(sol.routeOf[v]).toBe(-1);
    sol.rollback();
    expect(sol.snapshot()).toEqual(before);
  });
});
