import { describe, expect, it } from 'vitest';
import { buildStatement, statementCsv } from './statement.ts';

describe('the yearly earnings statement (issue 23)', () => {
  const statement = buildStatement([
    { month: 3, source: 'shift', amountCents: 24_000 },
    { month: 3, source: 'itinerary', amountCents: 9_550 },
    { month: 11, source: 'itinerary', amountCents: 12_500 },
  ]);
  it('sums per month and kind', () => {
    expect(statement.months[2]).toEqual({ month: 3, shiftCents: 24_000, itineraryCents: 9_550, totalCents: 33_550 });
    expect(statement.totalCents).toBe(46_050);
  });
  it('writes CSV in requirements.md 9 money, every month listed', () => {
    const csv = statementCsv(2026, 'Nora Nightingale', statement).split('\r\n');
    expect(csv[0]).toBe('"Earnings statement 2026","Nora Nightingale"');
    expect(csv[4]).toBe('"March","$240","$95.50","$335.50"');
    expect(csv[14]).toBe('"Total","","","$460.50"');
  });
});
