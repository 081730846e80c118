import { describe, expect, it } from 'vitest';
import { toEpochMs, type Instant } from './instant.ts';

const ms = Date.UTC(2025, 0, 15, 14, 0, 0);

describe('toEpochMs (design: one reading of requirements.md 3 timestamps)', () => {
  const rows: [string, Instant, number][] = [
    ['Date', new Date(ms), ms],
    ['ISO string in UTC', '2025-01-15T14:00:00.000Z', ms],
    ['ISO string with offset', '2025-01-15T09:00:00-05:00', ms],
    ['epoch milliseconds', ms, ms],
  ];
  it.each(rows)('requirements.md 3 timestamp as %s', (_, input, expected) => expect(toEpochMs(input)).toBe(expected));

  const bad: [string, Instant][] = [
    ['unparseable string', 'not a date'],
    ['invalid Date', new Date(Number.NaN)],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ];
  it.each(bad)('design: %s throws a RangeError naming the field', (_, input) =>
    expect(() => toEpochMs(input, 'scheduled start')).toThrow(/Invalid scheduled start/),
  );
});
