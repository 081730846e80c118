/**
 * One simulated day of two regions for three seeds on PGlite, and once more on PostgreSQL when
 * DATABASE_URL names one (ADR 073): the real server on a ManualClock, every invariant of
 * architecture.md 11 checked after every step, with the faults that need PostgreSQL (the database
 * unreachable for a moment) possible there. CI has little time, so no shrinking here: a break
 * prints its seed, and `npm run simulate -- --seed N --days 1 --regions 2` shrinks it to its
 * shortest sequence.
 */
import { expect, test } from 'vitest';
import { describeSimulation, simulate } from '../sim/simulate.ts';

const SEEDS = [1, 2, 3];
const POSTGRES_SEED = 4;

test('a day of Brooklyn and Queens breaks no invariant, for three seeds on PGlite', async () => {
  const started = performance.now();
  for (const seed of SEEDS) {
    const result = await simulate({ seed, days: 1, regions: 2, stepsPerDay: 8, shrinkMs: 0, pglite: true });
    expect(result.broke, describeSimulation(result)).toEqual([]);
  }
  console.log(`simulation: ${SEEDS.length} seeds on PGlite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}, 300_000);

test.runIf(process.env.DATABASE_URL)(
  'a day of Brooklyn and Queens breaks no invariant on PostgreSQL',
  async () => {
    const started = performance.now();
    const result = await simulate({ seed: POSTGRES_SEED, days: 1, regions: 2, stepsPerDay: 8, shrinkMs: 0 });
    expect(result.broke, describeSimulation(result)).toEqual([]);
    console.log(
      `simulation: seed ${POSTGRES_SEED} on PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  },
  300_000,
);
