import { describe, expect, test } from 'vitest';
import { toSearchQuery, toSearchText } from './search-query.ts';

describe('toSearchQuery (ADR 046: search as you type)', () => {
  test.each([
    ['', null],
    ['   ', null],
    ['ben', 'ben:*'],
    ['Ben Okafor', 'ben:* & okafor:*'],
    ["o'brien & | ! :* (", 'o:* & brien:*'],
    ['Zoë', 'zoe:*'],
    ['st-demo-1', 'st:* & demo:* & 1:*'],
    ['a b c d e f g h i j', 'a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*'],
    ['x'.repeat(100), `${'x'.repeat(40)}:*`],
  ])('%j', (input, expected) => {
    expect(toSearchQuery(input)).toBe(expected);
  });
});

describe('toSearchText', () => {
  test('words once, empty parts skipped', () => {
    expect(toSearchText(['Ben Okafor', null, 'Ben', '  12 Main St '])).toBe('Ben Okafor 12 Main St');
  });
  test('bounded to 2,000 characters', () => {
    const words = Array.from({ length: 1000 }, (_, i) => `word${i}`);
    expect(toSearchText(words).length).toBeLessThanOrEqual(2000);
  });
});
