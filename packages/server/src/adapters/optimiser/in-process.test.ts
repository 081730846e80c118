import { describe, expect, test } from 'vitest';
import { checkPlan } from '@sc/domain/optimiser/check-plan';
import { randomFieldDay } from '@sc/domain/optimiser/random-instance';
import { inProcessOptimiser } from './in-process.ts';

describe('the in-process optimiser (a worker thread)', () => {
  test('answers a feasible plan within its time limit and reports progress', async () => {
    const input = randomFieldDay(7, { visits: 30, nurses: 4 });
    const progress: number[] = [];
    const started = performance.now();
    const result = await inProcessOptimiser.optimise(input, {
      seconds: 0.5,
      onProgress: (p) => progress.push(p.elapsedMs),
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(checkPlan(input, result)).toEqual([]);
    expect(progress.length).toBeGreaterThan(0);
  });

  test('stops when asked and still answers its best plan', async () => {
    const input = randomFieldDay(8, { visits: 30, nurses: 4 });
    const stop = new AbortController();
    const run = inProcessOptimiser.optimise(input, { seconds: 60, signal: stop.signal });
    setTimeout(() => stop.abort(), 300);
    const result = await run;
    expect(checkPlan(input, result)).toEqual([]);
  });
});
