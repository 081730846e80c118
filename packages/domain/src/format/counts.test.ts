import { expect, test } from 'vitest';
import { countOf } from './counts.ts';

test.each([
  [0, 'visit', undefined, '0 visits'],
  [1, 'visit', undefined, '1 visit'],
  [2, 'stop', undefined, '2 stops'],
  [1, 'supply', 'supplies', '1 supply'],
  [14, 'supply', 'supplies', '14 supplies'],
])('%i %s -> %s', (n, singular, plural, want) => expect(countOf(n, singular, plural)).toBe(want));
