import { describe, expect, test } from 'vitest';
import { freeHours, hoursOnDay, weekdayOf } from './day-hours.ts';

const weekly = [
  { weekday: 5, startMinute: 8 * 60, endMinute: 12 * 60 },
  { weekday: 5, startMinute: 13 * 60, endMinute: 19 * 60 },
  { weekday: 6, startMinute: 9 * 60, endMinute: 15 * 60 },
];

describe('hoursOnDay', () => {
  test.each([
    ['a Friday: the longer of its two blocks', '2026-11-27', [], { start: 13 * 3600, end: 19 * 3600 }],
    ['a Saturday: its one block', '2026-11-28', [], { start: 9 * 3600, end: 15 * 3600 }],
    ['a Sunday: no block', '2026-11-29', [], null],
    [
      'an exception of other hours wins',
      '2026-11-28',
      [{ date: '2026-11-28', startMinute: 600, endMinute: 660 }],
      { start: 36000, end: 39600 },
    ],
    [
      'an exception without minutes is a day off',
      '2026-11-27',
      [{ date: '2026-11-27', startMinute: null, endMinute: null }],
      null,
    ],
    [
      'another day’s exception does not count',
      '2026-11-28',
      [{ date: '2026-11-27', startMinute: null, endMinute: null }],
      { start: 9 * 3600, end: 15 * 3600 },
    ],
  ] as const)('%s', (_name, day, exceptions, hours) => {
    expect(hoursOnDay(weekly, exceptions, day)).toEqual(hours);
  });

  test('weekdayOf reads the calendar date', () => {
    expect([weekdayOf('2026-11-27'), weekdayOf('2026-11-29'), weekdayOf('2024-02-29')]).toEqual([5, 0, 4]);
  });
});

describe('freeHours (ADR 070: her work elsewhere is fixed)', () => {
  const H = 3600;
  const hours = { start: 7 * H, end: 17 * H };
  test.each([
    ['nothing held: her hours', [], hours],
    ['held in the morning: the afternoon', [{ start: 7.5 * H, end: 13.5 * H }], { start: 13.5 * H, end: 17 * H }],
    ['held mid-day: the longer side', [{ start: 9 * H, end: 11 * H }], { start: 11 * H, end: 17 * H }],
    ['held all day: none', [{ start: 6 * H, end: 18 * H }], null],
    ['touching her start cuts nothing', [{ start: 5 * H, end: 7 * H }], hours],
    ['touching her end cuts nothing', [{ start: 17 * H, end: 19 * H }], hours],
    [
      'two pieces held: the longest gap',
      [
        { start: 8 * H, end: 9 * H },
        { start: 12 * H, end: 16 * H },
      ],
      { start: 9 * H, end: 12 * H },
    ],
    [
      'held the evening before, past midnight (negative seconds)',
      [{ start: -2 * H, end: 8 * H }],
      { start: 8 * H, end: 17 * H },
    ],
  ] as const)('%s', (_name, busy, free) => {
    expect(freeHours(hours, busy)).toEqual(free);
  });
});
