import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { toLocalDateKey } from './dates.ts';
import { addDaysToDateKey, localDateKeyAfter, localWallTime } from './zoned-days.ts';

const NY = 'America/New_York';
const DAY = 86_400_000;

describe('addDaysToDateKey: calendar days, no zone', () => {
  test.each<[string, number, string]>([
    ['2026-11-28', 1, '2026-11-29'],
    ['2026-11-28', 0, '2026-11-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-07', 1, '2026-03-08'], // the day New York springs forward is a day like any other here
    ['2026-10-31', 1, '2026-11-01'],
    ['2026-11-28', 365, '2027-11-28'],
  ])('%s %+d is %s', (day, n, expected) => expect(addDaysToDateKey(day, n)).toBe(expected));

  test.each<[string, number]>([
    ['2026-02-30', 1],
    ['26-11-28', 1],
    ['2026-11-28', 0.5],
  ])('%s %d is refused', (day, n) => expect(() => addDaysToDateKey(day, n)).toThrow(RangeError));
});

describe('localDateKeyAfter: today, tomorrow… where the instant is read', () => {
  test.each<[string, string, number, string, string]>([
    // 23:30 on a Saturday in New York: UTC is already Sunday, New York's today is Saturday.
    ['Saturday 23:30 in New York, today', '2026-11-28T23:30:00-05:00', 0, NY, '2026-11-28'],
    ['Saturday 23:30 in New York, tomorrow', '2026-11-28T23:30:00-05:00', 1, NY, '2026-11-29'],
    ['the same instant in UTC', '2026-11-28T23:30:00-05:00', 0, 'UTC', '2026-11-29'],
    ['New Year’s Eve 23:59, tomorrow', '2026-12-31T23:59:00-05:00', 1, NY, '2027-01-01'],
    // 00:30 on the night clocks go back: 24 hours on is 23:30 the same day; tomorrow is the 2nd.
    ['the 25-hour day, tomorrow', '2026-11-01T00:30:00-04:00', 1, NY, '2026-11-02'],
    ['the repeated 01:30, first (EDT)', '2026-11-01T01:30:00-04:00', 1, NY, '2026-11-02'],
    ['the repeated 01:30, second (EST)', '2026-11-01T01:30:00-05:00', 0, NY, '2026-11-01'],
    // 23:30 the night before clocks go forward: 24 hours on is 00:30 on the 9th; tomorrow is the 8th.
    ['the eve of the 23-hour day, tomorrow', '2026-03-07T23:30:00-05:00', 1, NY, '2026-03-08'],
    ['just after the missing hour, yesterday', '2026-03-08T03:30:00-04:00', -1, NY, '2026-03-07'],
    ['Kolkata’s half-hour offset', '2026-11-28T18:45:00Z', 0, 'Asia/Kolkata', '2026-11-29'],
  ])('%s', (_, instant, days, zone, expected) => expect(localDateKeyAfter(instant, days, zone)).toBe(expected));

  test('24 hours on is not always tomorrow: the two nights the clocks move', () => {
    const fallBack = new Date('2026-11-01T00:30:00-04:00');
    expect(toLocalDateKey(new Date(fallBack.getTime() + DAY), NY)).toBe('2026-11-01');
    const springForward = new Date('2026-03-07T23:30:00-05:00');
    expect(toLocalDateKey(new Date(springForward.getTime() + DAY), NY)).toBe('2026-03-09');
  });
});

describe('localWallTime: a wall time on a local date, as an instant', () => {
  test.each<[string, string, string, string]>([
    ['2026-11-29', '08:00', NY, '2026-11-29T13:00:00.000Z'],
    ['2026-07-01', '08:00', NY, '2026-07-01T12:00:00.000Z'],
    ['2026-11-01', '08:00', NY, '2026-11-01T13:00:00.000Z'], // after the clocks went back: EST
    ['2026-11-01', '01:30', NY, '2026-11-01T05:30:00.000Z'], // the repeated hour: its first, EDT
    ['2026-03-08', '02:30', NY, '2026-03-08T07:30:00.000Z'], // does not exist: 03:30 EDT, just after
    ['2026-03-08', '08:00', NY, '2026-03-08T12:00:00.000Z'], // after the clocks went forward: EDT
    ['2026-11-29', '08:00', 'Asia/Kolkata', '2026-11-29T02:30:00.000Z'],
  ])('%s %s %s is %s', (day, hhmm, zone, expected) =>
    expect(localWallTime(day, hhmm, zone).toISOString()).toBe(expected),
  );

  test.each<[string, string]>([
    ['2026-11-29', '8:00'],
    ['2026-13-01', '08:00'],
    ['2026-02-30', '08:00'],
    ['2026-11-29', '24:00'],
    ['2026-11-29', '08:60'],
  ])('%s %s is refused', (day, hhmm) => expect(() => localWallTime(day, hhmm, NY)).toThrow(RangeError));

  test('property: N local days on, 08:00 is on the date N days on, whatever the zone and the night', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom(NY, 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'),
        (now, days, zone) => {
          const day = localDateKeyAfter(now, days, zone);
          expect(toLocalDateKey(localWallTime(day, '08:00', zone), zone)).toBe(day);
          expect(day).toBe(addDaysToDateKey(toLocalDateKey(now, zone), days));
        },
      ),
    );
  });
});
