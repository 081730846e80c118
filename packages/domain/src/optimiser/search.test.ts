import { describe, expect, test } from 'vitest';
import { checkPlan } from './check-plan.ts';
import { optimise } from './optimise.ts';
import { buildProblem } from './problem.ts';
import { createRandom } from './random.ts';
import { routeToEmpty } from './search.ts';
import { Solution } from './solution.ts';
import type { OptimiserInput, Visit } from './types.ts';

// Home 0 and visits 1..5 on a line, 10 apart. Nurse A alone has the IV skill.
const xs = [0, 10, 20, 30, 40, 50];
const matrix = { size: xs.length, travel: xs.flatMap((a) => xs.map((b) => Math.abs(a - b))) };
const visit = (i: number, extra: Partial<Visit> = {}): Visit => ({
  id: `v${i}`,
  location: i,
  window: { start: 0, end: 1000 },
  service: 5,
  demand: 1,
  ...extra,
});
const nurse = (id: string, skills: string[] = []) => ({
  id,
  start: 0,
  end: 0,
  shift: { start: 0, end: 1000 },
  skills,
  capacity: 10,
});
const day: OptimiserInput = {
  matrix,
  visits: [visit(1, { skills: ['iv'] }), visit(2), visit(3), visit(4), visit(5)],
  nurses: [nurse('A', ['iv']), nurse('B'), nurse('C')],
};

function planOf(routes: number[][]): Solution {
  const sol = new Solution(buildProblem(day));
  routes.forEach((seq, k) => {
    for (const v of seq) sol.routes[k]!.push(v);
    sol.refresh(k);
  });
  return sol;
}

describe('routeToEmpty: the route the others take back most easily', () => {
  test.each([
    // A's visit needs A's skill: A is never the one, though its route is as short as any.
    ['the shortest route whose visits fit elsewhere', [[0], [1, 2], [3]], [0, 1, 2], 2],
    ['fewer visits left out before fewer visits', [[0], [1, 2, 3], [4]], [0, 1], 1],
    ['only among the candidates', [[0], [1, 2], [3]], [0, 1], 1],
  ] as const)('%s', (_, routes, candidates, expected) => {
    const sol = planOf(routes.map((r) => [...r]));
    const before = sol.routes.map((r) => r.slice());
    expect(routeToEmpty(sol, createRandom(1), candidates)).toBe(expected);
    // The probes leave the plan as it was.
    expect(sol.routes).toEqual(before);
    expect(sol.unassigned).toEqual([]);
  });
});

describe('route removal', () => {
  test('gives up a route nobody else can take and empties another (fewest nurses first)', () => {
    const result = optimise(day, { seed: 3, maxIterations: 400, fleetIterations: 200, fleetPatience: 20 });
    expect(checkPlan(day, result)).toEqual([]);
    expect(result.cost.routes).toBe(1);
    expect(result.routes[0]!.nurseId).toBe('A');
  });
});
