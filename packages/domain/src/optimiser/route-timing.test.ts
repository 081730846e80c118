import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildProblem } from './problem.ts';
import { createRandom } from './random.ts';
import { randomFieldDay } from './random-instance.ts';
import { insertionDelta, timeRoute } from './route-timing.ts';
import { simulateRoute } from './simulate-route.ts';

describe('insertionDelta (the constant-time insertion check)', () => {
  test('agrees with timing the whole route, for every visit and place', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const p = buildProblem(randomFieldDay(seed, { visits: 9, nurses: 1, stabilityShare: 0 }));
        const rng = createRandom(seed);
        const route: number[] = [];
        for (let v = 0; v < p.n; v++) {
          const at = rng.int(route.length + 1);
          const next = [...route.slice(0, at), v, ...route.slice(at)];
          if (rng.next() < 0.7 && simulateRoute(p, 0, next) >= 0) route.splice(at, 0, v);
        }
        const early = new Float64Array(p.n + 2);
        const late = new Float64Array(p.n + 2);
        const travel = timeRoute(p, 0, route, early, late);
        expect(travel).toBeCloseTo(simulateRoute(p, 0, route), 6);
        for (let v = 0; v < p.n; v++) {
          if (route.includes(v)) continue;
          for (let pos = 0; pos <= route.length; pos++) {
            const next = [...route.slice(0, pos), v, ...route.slice(pos)];
            const truth = simulateRoute(p, 0, next);
            const delta = insertionDelta(p, 0, route, early, late, v, pos);
            if (truth < 0) expect(delta).toBe(-1);
            else expect(delta).toBeCloseTo(truth - travel, 6);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  test('an empty route costs the trip out and back', () => {
    const p = buildProblem(randomFieldDay(1, { visits: 3, nurses: 1, stabilityShare: 0 }));
    const early = new Float64Array(5);
    const late = new Float64Array(5);
    timeRoute(p, 0, [], early, late);
    const out = p.travel[p.nurseStart[0]! * p.size + p.loc[0]!]!;
    const back = p.travel[p.loc[0]! * p.size + p.nurseEnd[0]!]!;
    const delta = insertionDelta(p, 0, [], early, late, 0, 0);
    expect(delta === -1 || Math.abs(delta - (out + back)) < 1e-9).toBe(true);
  });
});
