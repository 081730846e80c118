import { describe, expect, test } from 'vitest';
import { localSearch } from './local-search.ts';
import { buildProblem } from './problem.ts';
import { createRandom } from './random.ts';
import { Solution } from './solution.ts';
import type { OptimiserInput, Visit } from './types.ts';

// A line: A's home at 0 (location 0), B's at 100 (location 1); visits at 10, 20, 30, 70, 80, 90.
const xs = [0, 100, 10, 20, 30, 70, 80, 90];
const matrix = { size: xs.length, travel: xs.flatMap((a) => xs.map((b) => Math.abs(a - b))) };
const visit = (loc: number, extra: Partial<Visit> = {}): Visit => ({
  id: `at${xs[loc]}`,
  location: loc,
  window: { start: 0, end: 1000 },
  service: 0,
  ...extra,
});
// Shifts of 150: a nurse cannot reach both ends of the line and come home.
const nurse = (id: string, home: number) => ({ id, start: home, end: home, shift: { start: 0, end: 150 } });
const day = (visits: Visit[]): OptimiserInput => ({ matrix, visits, nurses: [nurse('A', 0), nurse('B', 1)] });
const line = [2, 3, 4, 5, 6, 7].map((loc) => visit(loc));
const at = (...xs_: number[]): number[] => xs_.map((x) => xs.indexOf(x) - 2);

function improve(input: OptimiserInput, routes: number[][]): Solution {
  const sol = new Solution(buildProblem(input));
  routes.forEach((seq, k) => {
    for (const v of seq) sol.routes[k]!.push(v);
    sol.refresh(k);
  });
  localSearch(sol, createRandom(1), () => false);
  return sol;
}

describe('localSearch: each nurse ends with her own end of the line, in order', () => {
  test.each([
    ['visits out of order in each route', [at(30, 10, 20), at(70, 90, 80)]],
    ['a visit with the wrong nurse', [at(10, 20), at(30, 70, 80, 90)]],
    ['two visits exchanged between the nurses', [at(10, 20, 70), at(30, 80, 90)]],
    ['both out of order and exchanged', [at(20, 70, 10), at(90, 30, 80)]],
  ])('%s', (_, routes) => {
    const sol = improve(day(line), routes);
    expect(sol.routes.map((r) => r.slice().sort((a, b) => a - b))).toEqual([at(10, 20, 30), at(70, 80, 90)]);
    expect(sol.totalTravel()).toBe(120);
  });

  test('a visit pinned to a nurse stays with her', () => {
    const visits = line.map((v) => (v.id === 'at30' ? { ...v, pinned: { nurseId: 'B' } } : v));
    const sol = improve(day(visits), [at(10, 20), at(30, 70, 80, 90)]);
    expect(sol.routes[1]).toContain(at(30)[0]);
    expect(sol.routes[0]).toEqual(at(10, 20));
  });

  test('stops when asked', () => {
    const sol = new Solution(buildProblem(day(line)));
    [at(30, 10, 20), at(70, 90, 80)].forEach((seq, k) => {
      for (const v of seq) sol.routes[k]!.push(v);
      sol.refresh(k);
    });
    expect(localSearch(sol, createRandom(1), () => true)).toBe(0);
  });
});
