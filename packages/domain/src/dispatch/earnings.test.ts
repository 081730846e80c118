import { describe, expect, test } from 'vitest';
import { ADDITIONAL_EARNINGS_REFUSAL, additionalEarningsOf } from './earnings.ts';

describe('additionalEarningsOf: whole dollars typed, cents kept, nothing guessed', () => {
  test.each([
    ['', { cents: 0 }],
    ['  ', { cents: 0 }],
    ['15', { cents: 1500 }],
    [' 15 ', { cents: 1500 }],
    ['$15', { cents: 1500 }],
    ['0', { cents: 0 }],
    ['500', { cents: 50_000 }],
    ['501', { refusal: ADDITIONAL_EARNINGS_REFUSAL }],
    ['-5', { refusal: ADDITIONAL_EARNINGS_REFUSAL }],
    ['-5abc', { refusal: ADDITIONAL_EARNINGS_REFUSAL }],
    ['12.50', { refusal: ADDITIONAL_EARNINGS_REFUSAL }],
    ['1e3', { refusal: ADDITIONAL_EARNINGS_REFUSAL }],
    ['9'.repeat(40), { refusal: ADDITIONAL_EARNINGS_REFUSAL }],
  ])('%j is %j', (typed, expected) => expect(additionalEarningsOf(typed)).toEqual(expected));

  test('the refusal names the range', () =>
    expect(ADDITIONAL_EARNINGS_REFUSAL).toBe('Enter whole dollars from 0 to 500.'));
});
