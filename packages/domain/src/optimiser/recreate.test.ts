import { describe, expect, test } from 'vitest';
import { buildProblem } from './problem.ts';
import { createRandom } from './random.ts';
import { bestInsertion, recreate } from './recreate.ts';
import { Solution } from './solution.ts';
import type { OptimiserInput, Visit } from './types.ts';

// Points on a line: home at 0, visits at 10, 20, 30 and 15.
const xs = [0, 10, 20, 30, 15];
const matrix = { size: xs.length, travel: xs.flatMap((a) => xs.map((b) => Math.abs(a - b))) };
const visit = (i: number, extra: Partial<Visit> = {}): Visit => ({
  id: `v${i}`,
  location: i,
  window: { start: 0, end: 1000 },
  service: 0,
  ...extra,
});
const nurse = (id: string, skills: string[] = []) => ({ id, start: 0, end: 0, shift: { start: 0, end: 1000 }, skills });

function solutionWith(input: OptimiserInput, routes: number[][]): Solution {
  const sol = new Solution(buildProblem(input));
  routes.forEach((r, k) => r.forEach((v, i) => sol.insert(k, v, i)));
  return sol;
}

const noBlink = { blinkRate: 0, allowNewRoutes: true };

describe('bestInsertion', () => {
  test('puts a visit where it adds the least travel', () => {
    const input: OptimiserInput = { matrix, visits: [1, 2, 3, 4].map((i) => visit(i)), nurses: [nurse('N')] };
    const sol = solutionWith(input, [[0, 1, 2]]);
    expect(bestInsertion(sol, 3, createRandom(1), noBlink)).toEqual({ route: 0, position: 1, delta: 0 });
  });

  test.each([
    ['a nurse without the skill', { skills: ['iv'] }, -1],
    ['the pinned nurse only', { pinned: { nurseId: 'B' } }, 1],
    ['no place when its window has passed', { window: { start: 0, end: 5 } }, -1],
  ] as const)('respects %s', (_, extra, route) => {
    const input: OptimiserInput = {
      matrix,
      visits: [visit(1), visit(2, extra as Partial<Visit>)],
      nurses: [nurse('A'), nurse('B')],
    };
    const sol = solutionWith(input, [[0]]);
    expect(bestInsertion(sol, 1, createRandom(1), noBlink).route).toBe(route);
  });

  test('opens no route beyond the most allowed while routes are being removed', () => {
    const input: OptimiserInput = {
      matrix,
      visits: [visit(1), visit(2, { pinned: { nurseId: 'B' } })],
      nurses: [nurse('A'), nurse('B')],
    };
    const sol = solutionWith(input, [[0]]);
    expect(bestInsertion(sol, 1, createRandom(1), { ...noBlink, maxRoutes: 1 }).route).toBe(-1);
    expect(bestInsertion(sol, 1, createRandom(1), { ...noBlink, maxRoutes: 2 }).route).toBe(1);
  });
});

describe('recreate', () => {
  test('places every visit it can and leaves the rest unassigned', () => {
    const input: OptimiserInput = {
      matrix,
      visits: [visit(1), visit(2), visit(3, { skills: ['iv'] }), visit(4)],
      nurses: [nurse('A')],
    };
    const sol = new Solution(buildProblem(input));
    sol.unassigned = [0, 1, 2, 3];
    recreate(sol, createRandom(3), noBlink);
    expect(sol.unassigned).toEqual([2]);
    expect(sol.routes[0]!.slice().sort()).toEqual([0, 1, 3]);
    expect(sol.travel[0]).toBe(40);
  });
});
