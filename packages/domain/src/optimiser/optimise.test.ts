import { describe, expect, test } from 'vitest';
import { checkPlan } from './check-plan.ts';
import { optimise } from './optimise.ts';
import { parseSolomon, solomonToInput } from './solomon.ts';
import { smallSolomon } from './solomon.test-data.ts';
import type { OptimiserInput, Progress, Visit } from './types.ts';

const c101of25 = solomonToInput(parseSolomon(smallSolomon));

describe('optimise on a Solomon instance', () => {
  // 191.3 is the optimum published with distances truncated to a tenth; real-valued it is 191.81.
  test("reaches C101's 25-customer optimum: 3 vehicles, 191.81", () => {
    const result = optimise(c101of25, { seed: 1, maxIterations: 1500 });
    expect(checkPlan(c101of25, result)).toEqual([]);
    expect(result.cost.routes).toBe(3);
    expect(result.cost.travel).toBeCloseTo(191.81, 1);
  });

  test('reports progress with a best cost that never gets worse, and stops when asked', () => {
    const seen: Progress[] = [];
    let calls = 0;
    const result = optimise(c101of25, { seed: 2, onProgress: (p) => seen.push(p), shouldStop: () => ++calls > 3 });
    expect(result.iterations).toBeLessThan(200);
    expect(seen[0]!.phase).toBe('construct');
    const key = (p: Progress) => p.best.unassigned * 1e9 + p.best.routes * 1e6 + p.best.travel;
    for (let i = 1; i < seen.length; i++) expect(key(seen[i]!)).toBeLessThanOrEqual(key(seen[i - 1]!));
    expect(checkPlan(c101of25, result)).toEqual([]);
  });
});

// Home (0) and five places on a line, 10 apart; a lab at 6 (next to home).
const xs = [0, 10, 20, 30, 40, 50, -5];
const line = { size: xs.length, travel: xs.flatMap((a) => xs.map((b) => Math.abs(a - b))) };
const visit = (i: number, extra: Partial<Visit> = {}): Visit => ({
  id: `v${i}`,
  location: i,
  window: { start: 0, end: 1000 },
  service: 10,
  demand: 1,
  ...extra,
});
const dayWith = (extra: Partial<Visit>, location = 3): OptimiserInput => ({
  matrix: line,
  visits: [visit(location, extra)],
  nurses: [{ id: 'N', start: 0, end: 0, shift: { start: 100, end: 400 }, skills: ['iv'], capacity: 2 }],
  places: [{ id: 'lab', location: 6, receiving: { start: 0, end: 1000 } }],
});

describe('why a visit is left out', () => {
  test.each([
    ['no-nurse-with-skill', dayWith({ skills: ['paediatric'] })],
    ['pinned-nurse-unknown', dayWith({ pinned: { nurseId: 'Z' } })],
    ['window-unreachable', dayWith({ window: { start: 0, end: 120 } })],
    ['working-hours', dayWith({ window: { start: 500, end: 600 } })],
    ['capacity', dayWith({ demand: 3 })],
    ['stability-limit', dayWith({ specimen: { placeId: 'lab', stability: 20 } })],
  ])('%s', (reason, input) => {
    const result = optimise(input, { seed: 1, maxIterations: 10 });
    expect(result.unassigned).toEqual([{ visitId: 'v3', reason }]);
    expect(checkPlan(input, result)).toEqual([]);
  });

  test('no-time-left: each visit alone fits, both do not', () => {
    const input = dayWith({ window: { start: 150, end: 160 } });
    input.visits = [...input.visits, visit(4, { window: { start: 150, end: 160 } })];
    const result = optimise(input, { seed: 1, maxIterations: 10 });
    expect(result.unassigned.map((u) => u.reason)).toEqual(['no-time-left']);
  });

  test('a higher priority visit wins the one slot', () => {
    const input = dayWith({ window: { start: 150, end: 160 } });
    input.visits = [...input.visits, visit(4, { window: { start: 150, end: 160 }, priority: 1 })];
    const result = optimise(input, { seed: 1, maxIterations: 10 });
    expect(result.unassigned.map((u) => u.visitId)).toEqual(['v3']);
  });
});

describe('re-optimising a plan', () => {
  test('after one visit is added, the rest stay with their nurses and the moves are counted', () => {
    const first = optimise(c101of25, { seed: 1, maxIterations: 300 });
    const previous = {
      routes: first.routes.map((r) => ({
        nurseId: r.nurseId,
        visitIds: r.stops.flatMap((s) => (s.kind === 'visit' ? [s.visitId] : [])),
      })),
    };
    const changed: OptimiserInput = {
      ...c101of25,
      visits: [...c101of25.visits, { ...c101of25.visits[0]!, id: 'new', window: { start: 0, end: 1236 } }],
      previous,
    };
    const again = optimise(changed, { seed: 5, maxIterations: 300 });
    expect(checkPlan(changed, again)).toEqual([]);
    const nurseOf = new Map(
      again.routes.flatMap((r) => r.stops.map((s) => [s.kind === 'visit' ? s.visitId : '', r.nurseId])),
    );
    const moved = previous.routes.flatMap((r) => r.visitIds.filter((id) => nurseOf.get(id) !== r.nurseId));
    expect(again.movedStops).toBe(moved.length);
    expect(again.movedStops).toBeLessThanOrEqual(2);
  });
});
