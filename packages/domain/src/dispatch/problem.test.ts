import { describe, expect, test } from 'vitest';
import { clockSeconds, formatClock } from './problem.ts';

describe('formatClock: the minute a clock shows, as on the nurse’s screens', () => {
  test.each([
    [0, '00:00'],
    [8 * 3600 + 23 * 60 + 40, '08:23'],
    [8 * 3600 + 23 * 60 + 59.9, '08:23'],
    [12 * 3600, '12:00'],
    [23 * 3600 + 59 * 60 + 59, '23:59'],
    [24 * 3600 + 5 * 60, '00:05'],
  ])('%s s is %s', (seconds, text) => expect(formatClock(seconds)).toBe(text));

  test.each(['07:00', '16:45'])('%s back and forth', (hhmm) => expect(formatClock(clockSeconds(hhmm))).toBe(hhmm));
});
