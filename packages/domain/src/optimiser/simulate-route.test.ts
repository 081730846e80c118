import { describe, expect, test } from 'vitest';
import { buildProblem } from './problem.ts';
import { createRandom } from './random.ts';
import { randomFieldDay } from './random-instance.ts';
import { routeStates, simulateRoute, type StopSink } from './simulate-route.ts';
import type { OptimiserInput, Visit } from './types.ts';

// A line: home 0, visits at 1..3 (10 apart), the lab at 4 (next to home, 40 from visit 3).
const xs = [0, 10, 20, 30, -5];
const matrix = { size: 5, travel: xs.flatMap((a) => xs.map((b) => Math.abs(a - b))) };

function day(visits: Visit[], capacity = 10): OptimiserInput {
  return {
    matrix,
    visits,
    nurses: [{ id: 'N', start: 0, end: 0, shift: { start: 0, end: 500 }, capacity }],
    places: [{ id: 'lab', location: 4, receiving: { start: 0, end: 400 }, service: 1 }],
  };
}

const visit = (i: number, extra: Partial<Visit> = {}): Visit => ({
  id: `v${i}`,
  location: i,
  window: { start: 0, end: 400 },
  service: 5,
  demand: 1,
  ...extra,
});

function trace(input: OptimiserInput, seq: number[]): { travel: number; stops: string[] } {
  const p = buildProblem(input);
  const stops: string[] = [];
  const sink: StopSink = {
    visit: (v, _a, start) => stops.push(`${input.visits[v]!.id}@${start}`),
    drop: (_q, vs, _a, start) => stops.push(`drop[${vs.map((v) => input.visits[v]!.id).join(',')}]@${start}`),
    end: () => {},
  };
  return { travel: simulateRoute(p, 0, seq, sink), stops };
}

describe('simulateRoute', () => {
  test('with no specimen it drives visit to visit and home', () => {
    expect(trace(day([visit(1), visit(2)]), [0, 1])).toEqual({ travel: 40, stops: ['v1@10', 'v2@25'] });
  });

  test('a long-lasting specimen is dropped on the way home', () => {
    const input = day([visit(1, { specimen: { placeId: 'lab', stability: 200 } }), visit(3)]);
    expect(trace(input, [0, 1])).toEqual({ travel: 30 + 35 + 5, stops: ['v1@10', 'v3@35', 'drop[v1]@75'] });
  });

  test('a short-lived specimen is dropped before the next visit', () => {
    // After visit 3 the lab would be reached at 75, past visit 1's deadline of 15 + 40.
    const input = day([visit(1, { specimen: { placeId: 'lab', stability: 40 } }), visit(3)]);
    expect(trace(input, [0, 1])).toEqual({ travel: 10 + 15 + 35 + 30, stops: ['v1@10', 'drop[v1]@30', 'v3@66'] });
  });

  test('a specimen that cannot reach the lab in time makes the route infeasible', () => {
    const input = day([visit(3, { specimen: { placeId: 'lab', stability: 20 } })]);
    expect(trace(input, [0]).travel).toBe(-1);
  });

  test('a full carrier is emptied at the lab before the next visit', () => {
    const input = day([visit(1, { specimen: { placeId: 'lab', stability: 300 } }), visit(2)], 1);
    expect(trace(input, [0, 1]).stops).toEqual(['v1@10', 'drop[v1]@30', 'v2@56']);
  });

  test('a missed window makes the route infeasible', () => {
    expect(trace(day([visit(3, { window: { start: 0, end: 20 } })]), [0]).travel).toBe(-1);
  });

  test('a shift too short for the way home makes the route infeasible', () => {
    const input = day([visit(3)]);
    input.nurses[0]!.shift.end = 60;
    expect(trace(input, [0]).travel).toBe(-1);
  });
});

describe('timing an insertion from the recorded states before it', () => {
  // Random field days (drops, stability limits, capacity): every insertion timed from the prefix
  // answers what timing the whole route answers, feasible or not.
  test.each([1, 2, 3, 4])('field day %i: prefix timing equals full timing', (seed) => {
    const p = buildProblem(randomFieldDay(seed, { visits: 40, nurses: 3 }));
    const rng = createRandom(seed);
    let compared = 0;
    let feasible = 0;
    for (let round = 0; round < 30; round++) {
      const k = rng.int(p.m);
      const seq = Array.from({ length: rng.int(5) }, () => rng.int(p.n)).filter((v, i, a) => a.indexOf(v) === i);
      const rec = routeStates(p);
      simulateRoute(p, k, seq, undefined, -1, -1, rec);
      const v = p.n - 1 - rng.int(5);
      if (seq.includes(v)) continue;
      for (let at = 0; at <= seq.length; at++) {
        const full = simulateRoute(p, k, seq, undefined, v, at);
        expect(simulateRoute(p, k, seq, undefined, v, at, undefined, rec)).toBe(full);
        compared++;
        if (full >= 0) feasible++;
      }
    }
    expect(compared).toBeGreaterThan(30);
    expect(feasible).toBeGreaterThan(0);
  });
});

describe('re-timing a route changed from a position on', () => {
  // After an insertion at `at`, the states recorded before `at` still hold: re-timing from there
  // records the same states and answers the same travel as re-timing the whole route.
  test.each([1, 2, 3, 4])('field day %i: re-timing from the change equals re-timing it all', (seed) => {
    const p = buildProblem(randomFieldDay(seed, { visits: 40, nurses: 3 }));
    const rng = createRandom(seed);
    let compared = 0;
    for (let round = 0; round < 30; round++) {
      const k = rng.int(p.m);
      const seq = Array.from({ length: rng.int(6) }, () => rng.int(p.n)).filter((v, i, a) => a.indexOf(v) === i);
      const v = p.n - 1 - rng.int(5);
      if (seq.includes(v)) continue;
      const at = rng.int(seq.length + 1);
      const changed = [...seq.slice(0, at), v, ...seq.slice(at)];
      const whole = routeStates(p);
      const wholeTravel = simulateRoute(p, k, changed, undefined, -1, -1, whole);
      const fromChange = routeStates(p);
      simulateRoute(p, k, seq, undefined, -1, -1, fromChange);
      expect(simulateRoute(p, k, changed, undefined, -1, at, fromChange)).toBe(wholeTravel);
      expect([fromChange.reached, fromChange.travel]).toEqual([whole.reached, whole.travel]);
      const stride = (whole.states.length / (p.n + 2)) | 0;
      expect(fromChange.states.subarray(0, (whole.reached + 1) * stride)).toEqual(
        whole.states.subarray(0, (whole.reached + 1) * stride),
      );
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
