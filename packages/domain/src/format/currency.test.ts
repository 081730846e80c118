import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, parseCents } from './currency.ts';

describe('formatCents (requirements.md 9: cents divided by 100, shown without decimals if whole)', () => {
  const rows: [string, number, string][] = [
    ['requirements.md 9: whole dollars drop the decimals', 24_000, '$240'],
    ['requirements.md 9: cents keep two decimals', 21_050, '$210.50'],
    ['requirements.md 9: a few cents', 5, '$0.05'],
    ['requirements.md 9: one dollar', 100, '$1'],
    ['requirements.md 9: 99 cents', 99, '$0.99'],
    ['requirements.md 9: zero', 0, '$0'],
    ['design: negative zero shows no sign', -0, '$0'],
    ['design: negative whole amount', -24_000, '-$240'],
    ['design: negative with cents', -123_405, '-$1,234.05'],
    ['design: thousands separators (en-US)', 123_456_789, '$1,234,567.89'],
    ['design: a million whole dollars', 100_000_000, '$1,000,000'],
    ['design: the largest safe amount formats exactly', Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
    ['design: the smallest safe amount', Number.MIN_SAFE_INTEGER, '-$90,071,992,547,409.91'],
  ];
  it.each(rows)('%s: %d -> %s', (_, cents, text) => expect(formatCents(cents)).toBe(text));

  it.each([
    ['a fraction of a cent', 1.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['beyond safe integers', 2 ** 53],
  ])('design: %s throws a RangeError', (_, cents) => expect(() => formatCents(cents)).toThrow(RangeError));
});

describe('parseCents (the inverse of formatCents)', () => {
  const rows: [string, number | null][] = [
    ['$240', 24_000],
    ['$210.50', 21_050],
    ['$0.05', 5],
    ['-$1,234.05', -123_405],
    ['$1,000,000', 100_000_000],
    ['240', 24_000],
    ['1234.56', 123_456],
    ['  $12.00  ', 1_200],
    ['-$0', 0],
    ['$1,23', null],
    ['$12.5', null],
    ['$12.505', null],
    ['12,34,567', null],
    ['$', null],
    ['', null],
    ['abc', null],
    ['$90,071,992,547,409.92', null],
  ];
  it.each(rows)('design: %j -> %s', (text, cents) => expect(parseCents(text)).toBe(cents));
});

describe('formatCents properties (requirements.md 9)', () => {
  const cents = fc.oneof(
    fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
    fc.maxSafeInteger(),
    fc.maxSafeNat().map((n) => -n),
  );

  it('round-trips: parsing the text gives back the same cents', () =>
    fc.assert(
      fc.property(cents, (c) => {
        expect(parseCents(formatCents(c))).toBe(c === 0 ? 0 : c);
      }),
    ));

  it('shows decimals exactly when the amount is not whole dollars', () =>
    fc.assert(
      fc.property(cents, (c) => {
        expect(formatCents(c).includes('.')).toBe(c % 100 !== 0);
      }),
    ));
});
