import { describe, expect, test } from 'vitest';
import {
  ageOn,
  formatBirthDate,
  formatClock,
  formatDay,
  formatBookedTime,
  formatDayAndTime,
  formatLongDay,
  formatWeekOf,
  timeZoneName,
} from './local-dates.ts';

const NY = 'America/New_York';

describe('calendar days in the reader’s locale (issue 27: never "1962-11-02" or "10-28")', () => {
  test.each([
    ['a report’s day', '2026-10-28', 'en-US', {}, 'Oct 28'],
    ['with its weekday', '2026-10-28', 'en-US', { weekday: true }, 'Wed, Oct 28'],
    ['with its year', '1962-11-02', 'en-US', { year: true }, 'Nov 2, 1962'],
    ['day before month in Britain', '1962-11-02', 'en-GB', { year: true }, '2 Nov 1962'],
    ['a day key never shifts with a zone: New Year’s Day stays Jan 1', '2027-01-01', 'en-US', {}, 'Jan 1'],
    ['a leap day', '2028-02-29', 'en-US', { year: true }, 'Feb 29, 2028'],
    [
      'a date of birth to read against an ID',
      '1979-03-14',
      'en-US',
      { year: true, month: 'long' as const },
      'March 14, 1979',
    ],
    ['the same in Britain', '1979-03-14', 'en-GB', { year: true, month: 'long' as const }, '14 March 1979'],
  ])('%s: %s in %s', (_why, key, locale, options, shown) => {
    expect(formatDay(key, locale, options)).toBe(shown);
  });

  test.each(['1962-11-31', '2027-02-29', '10-28', '', '1962-1-2'])('%j is not a calendar day', (key) => {
    expect(() => formatDay(key, 'en-US')).toThrow(RangeError);
  });

  test.each([
    ['2026-10-26', 'en-US', 'Week of Oct 26'],
    ['2026-12-28', 'en-US', 'Week of Dec 28'],
    ['2026-10-26', 'en-GB', 'Week of 26 Oct'],
  ])('the week starting %s reads "%s" in %s', (key, locale, shown) => {
    expect(formatWeekOf(key, locale)).toBe(shown);
  });
});

describe('dates of birth with the age they give (issue 27: "born Nov 2, 1962 (64)")', () => {
  test.each([
    ['the birthday passed this year', '1962-11-02', '2026-11-27', 64],
    ['on the birthday itself', '1962-11-02', '2026-11-02', 64],
    ['the day before the birthday', '1962-11-02', '2026-11-01', 63],
    ['a Feb 29 birthday in a common year turns over on Mar 1', '2000-02-29', '2027-02-28', 26],
    ['… and is a year older on Mar 1', '2000-02-29', '2027-03-01', 27],
    ['born today', '2026-11-27', '2026-11-27', 0],
  ])('%s: born %s, on %s, is %i', (_why, birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  test.each([
    ['1962-11-02', 'en-US', 'Nov 2, 1962 (64)'],
    ['1962-11-02', 'en-GB', '2 Nov 1962 (64)'],
    ['1990-12-25', 'en-US', 'Dec 25, 1990 (35)'],
  ])('born %s reads "%s" in %s', (birth, locale, shown) => {
    expect(formatBirthDate(birth, '2026-11-27', locale)).toBe(shown);
  });
});

describe('time zones by the names people use (issue 27: "Eastern Time", never "America/New_York")', () => {
  const winter = '2026-01-15T12:00:00Z';
  test.each([
    [NY, 'en-US', 'Eastern Time'],
    ['America/Chicago', 'en-US', 'Central Time'],
    ['America/Denver', 'en-US', 'Mountain Time'],
    ['America/Los_Angeles', 'en-US', 'Pacific Time'],
    ['America/Anchorage', 'en-US', 'Alaska Time'],
    ['America/Phoenix (no daylight saving time, so its specific name)', 'en-US', 'Mountain Standard Time'],
    ['Pacific/Honolulu', 'en-US', 'Hawaii-Aleutian Standard Time'],
    ['UTC (a zone with no generic name: never "GMT+00:00" or "UTC")', 'en-US', 'Coordinated Universal Time'],
    ['Europe/Berlin', 'en-US', 'Central European Time'],
    ['Europe/Berlin', 'de-DE', 'Mitteleuropäische Zeit'],
  ])('%s in %s is "%s"', (zone, locale, shown) => {
    expect(timeZoneName(zone.split(' ')[0]!, locale, winter)).toBe(shown);
  });
});

describe('instants in a named zone (issue 27: a booked time in the viewer’s zone)', () => {
  test.each([
    ['10 AM in New York', '2026-12-03T15:00:00Z', NY, 'en-US', 'Thursday, December 3 at 10:00 AM', '10:00 AM'],
    ['the same instant in UTC', '2026-12-03T15:00:00Z', 'UTC', 'en-US', 'Thursday, December 3 at 3:00 PM', '3:00 PM'],
    [
      'late evening in New York is the next day in UTC',
      '2026-12-04T03:30:00Z',
      NY,
      'en-US',
      'Thursday, December 3 at 10:30 PM',
      '10:30 PM',
    ],
    [
      'a 24-hour clock in Britain',
      '2026-12-03T15:00:00Z',
      'Europe/London',
      'en-GB',
      'Thursday 3 December at 15:00',
      '15:00',
    ],
  ])('%s', (_why, instant, zone, locale, dayAndTime, clock) => {
    expect(formatDayAndTime(instant, zone, locale)).toBe(dayAndTime);
    expect(formatClock(instant, zone, locale)).toBe(clock);
    expect(dayAndTime.startsWith(formatLongDay(instant, zone, locale))).toBe(true);
  });
});

describe('a booked time names its zone (issue 27: the booked interview on the page and in its email)', () => {
  test.each([
    ['2026-12-03T15:00:00Z', NY, 'en-US', 'Thursday, December 3 at 10:00 AM Eastern Time'],
    ['2026-12-03T15:00:00Z', 'America/Chicago', 'en-US', 'Thursday, December 3 at 9:00 AM Central Time'],
    ['2026-12-03T15:00:00Z', 'UTC', 'en-US', 'Thursday, December 3 at 3:00 PM Coordinated Universal Time'],
  ])('%s in %s (%s): "%s"', (instant, zone, locale, shown) => {
    expect(formatBookedTime(instant, zone, locale)).toBe(shown);
  });
});
