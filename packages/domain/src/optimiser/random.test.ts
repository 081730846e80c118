import { describe, expect, test } from 'vitest';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  test('a seed gives the same sequence twice', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  test('different seeds give different sequences', () => {
    expect(createRandom(1).next()).not.toEqual(createRandom(2).next());
  });

  test.each([1, 7, 100])('int(%i) stays in [0, n)', (n) => {
    const r = createRandom(3);
    for (let i = 0; i < 1000; i++) {
      const v = r.int(n);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(n);
    }
  });
});
