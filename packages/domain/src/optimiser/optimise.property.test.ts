import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkPlan } from './check-plan.ts';
import { optimise } from './optimise.ts';
import { randomFieldDay } from './random-instance.ts';
import type { OptimiserInput } from './types.ts';

const shapes = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  visits: fc.integer({ min: 1, max: 14 }),
  nurses: fc.integer({ min: 1, max: 3 }),
  stabilityShare: fc.double({ min: 0, max: 1, noNaN: true }),
  km: fc.integer({ min: 2, max: 40 }),
});

const budget = { maxIterations: 60 };

describe('optimise on random field days', () => {
  test('every answer passes the independent checker', () => {
    fc.assert(
      fc.property(shapes, ({ seed, ...shape }) => {
        const input = randomFieldDay(seed, shape);
        const result = optimise(input, { seed, ...budget });
        expect(checkPlan(input, result)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  test('a seed gives the same answer twice', () => {
    fc.assert(
      fc.property(shapes, ({ seed, ...shape }) => {
        const input = randomFieldDay(seed, shape);
        expect(optimise(input, { seed, ...budget })).toEqual(optimise(input, { seed, ...budget }));
      }),
      { numRuns: 20 },
    );
  });

  test('pinned visits stay with their nurse at their time', () => {
    fc.assert(
      fc.property(shapes, fc.integer({ min: 1, max: 1000 }), ({ seed, ...shape }, otherSeed) => {
        const input = randomFieldDay(seed, shape);
        const first = optimise(input, { seed, ...budget });
        // Pin every other placed visit to the nurse and start time it got.
        const pins = new Map<string, { nurseId: string; time: number }>();
        first.routes.forEach((r) =>
          r.stops.forEach((s, i) => {
            if (s.kind === 'visit' && i % 2 === 0)
              pins.set(s.visitId, { nurseId: r.nurseId, time: s.arrival + s.wait });
          }),
        );
        const pinned: OptimiserInput = {
          ...input,
          visits: input.visits.map((v) => (pins.has(v.id) ? { ...v, pinned: pins.get(v.id) } : v)),
        };
        const again = optimise(pinned, { seed: otherSeed, ...budget });
        expect(checkPlan(pinned, again)).toEqual([]);
        for (const r of again.routes)
          for (const s of r.stops)
            if (s.kind === 'visit' && pins.has(s.visitId)) {
              expect(pins.get(s.visitId)).toEqual({ nurseId: r.nurseId, time: s.arrival + s.wait });
              pins.delete(s.visitId);
            }
        expect([...pins.keys()]).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
