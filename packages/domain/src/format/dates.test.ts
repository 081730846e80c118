import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  LONG_DATE_FORMAT,
  NO_AREA_ON_SHIFT,
  SHORT_DATE_FORMAT,
  formatDateKey,
  formatDuration,
  formatLongDate,
  formatServiceRegionNames,
  formatShortDate,
  formatClockTime,
  formatTime,
  formatTimeOnDay,
  formatTimeRange,
  zonedInstant,
  groupByLocalDate,
  toLocalDateKey,
} from './dates.ts';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';

describe('date headings (requirements.md 2.3: "MMM D" and "dddd, MMMM D", in the shift\'s own time zone)', () => {
  it('requirements.md 2.3: the formats verbatim', () => {
    expect(SHORT_DATE_FORMAT).toBe('MMM D');
    expect(LONG_DATE_FORMAT).toBe('dddd, MMMM D');
  });
  const rows: [string, string, string, string, string][] = [
    ['requirements.md 2.3: afternoon in New York', '2025-01-15T19:00:00Z', NY, 'Jan 15', 'Wednesday, January 15'],
    [
      'requirements.md 2.3: 10 PM in New York is already the next day in UTC',
      '2025-01-16T03:00:00Z',
      NY,
      'Jan 15',
      'Wednesday, January 15',
    ],
    ['requirements.md 2.3: the same instant in UTC', '2025-01-16T03:00:00Z', 'UTC', 'Jan 16', 'Thursday, January 16'],
    [
      'requirements.md 2.3: the same instant in Tokyo',
      '2025-01-16T03:00:00Z',
      'Asia/Tokyo',
      'Jan 16',
      'Thursday, January 16',
    ],
    ['requirements.md 2.3: single-digit day has no padding', '2025-07-04T16:00:00Z', LA, 'Jul 4', 'Friday, July 4'],
    ['requirements.md 2.3: New Year in Los Angeles', '2025-01-01T07:59:00Z', LA, 'Dec 31', 'Tuesday, December 31'],
  ];
  it.each(rows)('%s', (_, instant, zone, short, long) => {
    expect(formatShortDate(instant, zone)).toBe(short);
    expect(formatLongDate(instant, zone)).toBe(long);
  });

  it('design: an unknown time zone throws instead of using the host zone', () =>
    expect(() => formatShortDate('2025-01-15T19:00:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError));
});

describe('formatTime and formatTimeRange (requirements.md 2.3: each card shows time)', () => {
  const rows: [string, string, string | null, string, string][] = [
    ['requirements.md 2.3: a day shift', '2025-01-15T14:00:00Z', '2025-01-15T22:00:00Z', NY, '9:00 AM \u2013 5:00 PM'],
    [
      'requirements.md 2.3: the same shift seen in its own zone, Los Angeles',
      '2025-01-15T17:00:00Z',
      '2025-01-16T01:30:00Z',
      LA,
      '9:00 AM \u2013 5:30 PM',
    ],
    ['design: noon and midnight', '2025-01-15T17:00:00Z', '2025-01-16T05:00:00Z', NY, '12:00 PM \u2013 12:00 AM'],
    [
      'design: overnight shift, no day marker',
      '2025-01-16T03:00:00Z',
      '2025-01-16T11:00:00Z',
      NY,
      '10:00 PM \u2013 6:00 AM',
    ],
    [
      'design: across the spring DST change (EST to EDT)',
      '2025-03-09T06:00:00Z',
      '2025-03-09T14:00:00Z',
      NY,
      '1:00 AM \u2013 10:00 AM',
    ],
    ['design: no end -> start only', '2025-01-15T14:05:00Z', null, NY, '9:05 AM'],
  ];
  it.each(rows)('%s', (_, start, end, zone, text) => expect(formatTimeRange(start, end, zone)).toBe(text));

  it('design: Date and epoch ms are read like ISO strings', () => {
    const ms = Date.parse('2025-01-15T14:00:00Z');
    expect(formatTime(ms, NY)).toBe('9:00 AM');
    expect(formatTime(new Date(ms), NY)).toBe('9:00 AM');
  });
});

describe('groupByLocalDate (requirements.md 2.3: shifts grouped by date)', () => {
  const shifts = [
    { id: 'ny-morning', start: '2025-01-15T14:00:00Z', zone: NY },
    { id: 'la-late', start: '2025-01-16T06:30:00Z', zone: LA }, // 10:30 PM on the 15th in Los Angeles
    { id: 'ny-late', start: '2025-01-16T03:00:00Z', zone: NY }, // 10 PM on the 15th in New York
    { id: 'ny-next', start: '2025-01-16T14:00:00Z', zone: NY },
  ];
  const groups = groupByLocalDate(shifts, (s) => ({ time: s.start, timeZone: s.zone }));

  it('requirements.md 2.3: each shift joins the group of its own local date', () =>
    expect(groups.map((g) => [g.dateKey, g.items.map((s) => s.id)])).toEqual([
      ['2025-01-15', ['ny-morning', 'la-late', 'ny-late']],
      ['2025-01-16', ['ny-next']],
    ]));
  it('requirements.md 2.3: groups carry both heading formats', () =>
    expect(groups.map((g) => [g.shortHeading, g.longHeading])).toEqual([
      ['Jan 15', 'Wednesday, January 15'],
      ['Jan 16', 'Thursday, January 16'],
    ]));
  it('design: groups keep the order of first appearance (a Past list sorted descending stays descending)', () =>
    expect(
      groupByLocalDate([...shifts].reverse(), (s) => ({ time: s.start, timeZone: s.zone })).map((g) => g.dateKey),
    ).toEqual(['2025-01-16', '2025-01-15']));
  it('design: no shifts, no groups', () => expect(groupByLocalDate([], () => ({ time: 0, timeZone: NY }))).toEqual([]));
});

describe('toLocalDateKey and formatDateKey', () => {
  it('design: the local calendar date in the zone', () => {
    expect(toLocalDateKey('2025-01-16T03:00:00Z', NY)).toBe('2025-01-15');
    expect(toLocalDateKey('2025-01-16T03:00:00Z', 'UTC')).toBe('2025-01-16');
  });
  it('requirements.md 2.3: a date key formats without any zone', () => {
    expect(formatDateKey('2024-02-29', SHORT_DATE_FORMAT)).toBe('Feb 29');
    expect(formatDateKey('2024-02-29', LONG_DATE_FORMAT)).toBe('Thursday, February 29');
  });
  // Every month and weekday name, checked against a fixed calendar (2025: Jan 1 was a Wednesday).
  const firsts: [string, string, string][] = [
    ['2025-01-01', 'Jan 1', 'Wednesday, January 1'],
    ['2025-02-01', 'Feb 1', 'Saturday, February 1'],
    ['2025-03-01', 'Mar 1', 'Saturday, March 1'],
    ['2025-04-01', 'Apr 1', 'Tuesday, April 1'],
    ['2025-05-01', 'May 1', 'Thursday, May 1'],
    ['2025-06-01', 'Jun 1', 'Sunday, June 1'],
    ['2025-07-01', 'Jul 1', 'Tuesday, July 1'],
    ['2025-08-01', 'Aug 1', 'Friday, August 1'],
    ['2025-09-01', 'Sep 1', 'Monday, September 1'],
    ['2025-10-01', 'Oct 1', 'Wednesday, October 1'],
    ['2025-11-01', 'Nov 1', 'Saturday, November 1'],
    ['2025-12-01', 'Dec 1', 'Monday, December 1'],
  ];
  it.each(firsts)('requirements.md 2.3: %s is %j and %j', (key, short, long) => {
    expect(formatDateKey(key, SHORT_DATE_FORMAT)).toBe(short);
    expect(formatDateKey(key, LONG_DATE_FORMAT)).toBe(long);
  });
  it('design: the key of an instant in the autumn DST hour repeated in New York', () => {
    expect(toLocalDateKey('2025-11-02T05:30:00Z', NY)).toBe('2025-11-02');
    expect(formatTime('2025-11-02T05:30:00Z', NY)).toBe('1:30 AM');
    expect(formatTime('2025-11-02T06:30:00Z', NY)).toBe('1:30 AM');
  });
  it('design: an invalid instant throws instead of printing "Invalid Date"', () =>
    expect(() => toLocalDateKey('not a time', NY)).toThrow(RangeError));
  it.each(['2025-02-30', '2025-1-5', 'yesterday', '', '2025-13-01', '2025-00-10'])(
    'design: %j is not a date key',
    (key) => expect(() => formatDateKey(key, SHORT_DATE_FORMAT)).toThrow(RangeError),
  );
});

describe('the year where it is not this year (ADR 078: "Dec 31" alone read as this year’s)', () => {
  const today = '2026-11-29';
  it.each([
    ['an order for 2099-12-31 in the orders list', '2099-12-31', SHORT_DATE_FORMAT, today, 'Dec 31, 2099'],
    ['this year’s day: no year', '2026-12-31', SHORT_DATE_FORMAT, today, 'Dec 31'],
    ['next New Year’s Day', '2027-01-01', SHORT_DATE_FORMAT, today, 'Jan 1, 2027'],
    ['last year’s day', '2025-11-29', SHORT_DATE_FORMAT, today, 'Nov 29, 2025'],
    ['a heading in full', '2027-01-01', LONG_DATE_FORMAT, today, 'Friday, January 1, 2027'],
    ['no today given: the heading as requirements.md 2.3 has it', '2099-12-31', SHORT_DATE_FORMAT, undefined, 'Dec 31'],
  ] as const)('%s: %s', (_, key, format, todayKey, shown) => expect(formatDateKey(key, format, todayKey)).toBe(shown));

  it('a today that is not a date key throws rather than guessing the year', () =>
    expect(() => formatDateKey('2027-01-01', SHORT_DATE_FORMAT, 'today')).toThrow(RangeError));

  it.each([
    [
      'New Year’s Eve in New York, already 2027 in UTC: this year there',
      '2027-01-01T04:30:00Z',
      '2026-12-31T12:00:00-05:00',
      ['Dec 31', 'Thursday, December 31'],
    ],
    [
      'an instant next year in the zone',
      '2027-01-01T05:30:00Z',
      '2026-12-31T12:00:00-05:00',
      ['Jan 1, 2027', 'Friday, January 1, 2027'],
    ],
    [
      'now already next year in UTC, not yet in New York',
      '2026-12-31T17:00:00Z',
      '2027-01-01T03:00:00Z',
      ['Dec 31', 'Thursday, December 31'],
    ],
  ] as const)('instants, in the zone: %s', (_, instant, now, [short, long]) => {
    expect(formatShortDate(instant, NY, now)).toBe(short);
    expect(formatLongDate(instant, NY, now)).toBe(long);
  });
});

describe('formatServiceRegionNames (requirements.md 2.3: region names joined by a dash; No Area on Shift if none)', () => {
  const rows: [string, string[], string][] = [
    ['requirements.md 2.3: two regions', ['Brooklyn', 'Queens'], 'Brooklyn - Queens'],
    [
      'requirements.md 2.3: three regions keep their order',
      ['Queens', 'Brooklyn', 'Manhattan'],
      'Queens - Brooklyn - Manhattan',
    ],
    ['requirements.md 2.3: one region', ['Brooklyn'], 'Brooklyn'],
    ['requirements.md 2.3: none -> No Area on Shift', [], 'No Area on Shift'],
    ['design: blank names are skipped', [' ', 'Queens', ''], 'Queens'],
    ['design: only blank names -> No Area on Shift', ['', '  '], 'No Area on Shift'],
  ];
  it.each(rows)('%s', (_, names, text) => expect(formatServiceRegionNames(names)).toBe(text));
  it('requirements.md 2.3: the text verbatim', () => expect(NO_AREA_ON_SHIFT).toBe('No Area on Shift'));
});

describe('formatDuration (design: the ETA wording of the transit alerts, requirements.md 8)', () => {
  const MIN = 60_000;
  const rows: [number, string][] = [
    [0, '0 minutes'],
    [29_999, '0 minutes'],
    [30_000, '1 minute'],
    [MIN, '1 minute'],
    [45 * MIN, '45 minutes'],
    [59 * MIN + 29_999, '59 minutes'],
    [59 * MIN + 30_000, '1 hour'],
    [61 * MIN, '1 hour 1 minute'],
    [125 * MIN, '2 hours 5 minutes'],
    [-30 * MIN, '30 minutes'],
  ];
  it.each(rows)('design: %d ms -> %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
  it('design: NaN throws', () => expect(() => formatDuration(Number.NaN)).toThrow(RangeError));
});

describe('zonedInstant: a wall-clock time on a local day in a zone', () => {
  test.each<[string, string, string, string | null]>([
    ['2026-11-25', '08:00', 'America/New_York', '2026-11-25T13:00:00.000Z'],
    ['2026-07-01', '08:00', 'America/New_York', '2026-07-01T12:00:00.000Z'],
    ['2026-11-25', '23:30', 'America/Los_Angeles', '2026-11-26T07:30:00.000Z'],
    ['2026-11-25', '08:00', 'UTC', '2026-11-25T08:00:00.000Z'],
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'], // in the spring-forward gap: 3:30 EDT
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'], // the repeated autumn hour: its first, EDT
    ['2026-11-25', '8:00', 'America/New_York', null],
    ['not-a-date', '08:00', 'America/New_York', null],
  ])('%s %s %s -> %s', (day, clock, zone, expected) => {
    const at = zonedInstant(day, clock, zone);
    expect(at === null ? null : new Date(at).toISOString()).toBe(expected);
  });

  test('property: read back in its zone, the instant is on the same local day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(NY, 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC'),
        (date, hour, zone) => {
          const day = date.toISOString().slice(0, 10);
          const at = zonedInstant(day, `${String(hour).padStart(2, '0')}:00`, zone)!;
          expect(toLocalDateKey(at, zone)).toBe(day);
        },
      ),
    );
  });
});

describe("formatClockTime: a place's receiving hours as times are shown", () => {
  it.each([
    ['07:00', '7:00 AM'],
    ['00:30', '12:30 AM'],
    ['12:00', '12:00 PM'],
    ['19:45', '7:45 PM'],
    ['24:00', '12:00 AM'],
    ['7pm', '7pm'],
  ])('%s -> %s', (clock, shown) => expect(formatClockTime(clock)).toBe(shown));
});

describe('formatTimeOnDay: a time on a screen of one day (ADR 066)', () => {
  const rows: [string, string, string, string, string][] = [
    ['the same day', '2026-11-28T21:00:00-05:00', '2026-11-28', NY, '9:00 PM'],
    ['after midnight, the next day', '2026-11-29T00:30:00-05:00', '2026-11-28', NY, 'Sun 12:30 AM'],
    ['the evening before', '2026-11-28T23:10:00-05:00', '2026-11-29', NY, 'Sat 11:10 PM'],
    ['the second 01:30 of the night clocks go back', '2026-11-01T01:30:00-05:00', '2026-11-01', NY, '1:30 AM'],
    ['its day in its own zone, not UTC’s', '2026-11-28T23:30:00-05:00', '2026-11-28', NY, '11:30 PM'],
    ['New Year', '2027-01-01T00:05:00-05:00', '2026-12-31', NY, 'Fri 12:05 AM'],
  ];
  it.each(rows)('%s', (_, at, day, zone, text) => expect(formatTimeOnDay(at, day, zone)).toBe(text));
});
