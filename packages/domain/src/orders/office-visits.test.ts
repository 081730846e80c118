import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { groupVisitsByDay, NO_DAY, visitDayKey, visitTimeLabel, type VisitTiming } from './office-visits.ts';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';

const visit = (over: Partial<VisitTiming> & { id?: string } = {}): VisitTiming & { id: string } => ({
  id: 'v',
  requestedDate: '2026-11-25',
  windowStart: '08:00',
  windowEnd: '10:00',
  timeZone: NY,
  scheduledStartAt: null,
  ...over,
});

describe('a visit’s day is the office’s (issue 14: grouped by day in the office’s time zone)', () => {
  test.each<[string, Partial<VisitTiming>, string, string | null]>([
    ['a requested window, office in the same zone', {}, NY, '2026-11-25'],
    [
      'a late window in Los Angeles, office in New York: the next day',
      { windowStart: '22:00', timeZone: LA },
      NY,
      '2026-11-26',
    ],
    [
      'a scheduled stop: its start, read in the office’s zone',
      { scheduledStartAt: '2026-11-26T03:30:00Z' },
      NY,
      '2026-11-25',
    ],
    [
      'the same stop for an office in Berlin',
      { scheduledStartAt: '2026-11-26T03:30:00Z' },
      'Europe/Berlin',
      '2026-11-26',
    ],
    ['no window: its requested day', { windowStart: null, windowEnd: null }, NY, '2026-11-25'],
    ['no day at all', { requestedDate: null, windowStart: null }, NY, null],
  ])('%s', (_, over, zone, expected) => expect(visitDayKey(visit(over), zone)).toBe(expected));
});

describe('visitTimeLabel', () => {
  test.each<[string, Partial<VisitTiming>, string, string]>([
    ['the window on the office’s clock', {}, NY, '8:00 AM – 10:00 AM'],
    ['a Los Angeles window read in New York', { timeZone: LA }, NY, '11:00 AM – 1:00 PM'],
    ['a scheduled stop', { scheduledStartAt: '2026-11-25T14:15:00Z' }, NY, 'Scheduled 9:15 AM'],
    ['no window', { windowStart: null }, NY, 'Time to be agreed'],
  ])('%s', (_, over, zone, expected) => expect(visitTimeLabel(visit(over), zone)).toBe(expected));
});

describe('groupVisitsByDay', () => {
  test('days in order, each day’s visits by start, one with no day last', () => {
    const visits = [
      visit({ id: 'late', windowStart: '14:00', windowEnd: '16:00' }),
      visit({ id: 'tomorrow', requestedDate: '2026-11-26' }),
      visit({ id: 'scheduled', scheduledStartAt: '2026-11-25T12:30:00Z' }), // 7:30 AM in New York
      visit({ id: 'no-day', requestedDate: null, windowStart: null }),
      visit({ id: 'early', windowStart: '08:00' }),
      visit({ id: 'la-evening', requestedDate: '2026-11-25', windowStart: '22:00', windowEnd: '23:00', timeZone: LA }),
    ];
    const days = groupVisitsByDay(visits, NY);
    expect(days.map((d) => [d.dateKey, d.heading, d.visits.map((v) => v.id)])).toEqual([
      ['2026-11-25', 'Wednesday, November 25', ['scheduled', 'early', 'late']],
      ['2026-11-26', 'Thursday, November 26', ['la-evening', 'tomorrow']],
      [NO_DAY, 'Day to be agreed', ['no-day']],
    ]);
  });

  test('property: every visit is in exactly one day, on its own day, days ascending', () => {
    const arbVisit = fc.record({
      id: fc.uuid(),
      requestedDate: fc
        .integer({ min: 0, max: 20 })
        .map((d) => new Date(Date.UTC(2026, 10, 20 + d)).toISOString().slice(0, 10)),
      windowStart: fc.integer({ min: 0, max: 23 }).map((h) => `${String(h).padStart(2, '0')}:00`),
      windowEnd: fc.constant('23:59'),
      timeZone: fc.constantFrom(NY, LA, 'UTC'),
      scheduledStartAt: fc.option(
        fc.integer({ min: 0, max: 20 * 24 }).map((h) => new Date(Date.UTC(2026, 10, 20) + h * 3_600_000).toISOString()),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(arbVisit, { maxLength: 30 }), fc.constantFrom(NY, LA, 'Europe/Berlin'), (visits, office) => {
        const days = groupVisitsByDay(visits, office);
        const listed = days.flatMap((d) => d.visits.map((v) => v.id));
        expect(listed.sort()).toEqual(visits.map((v) => v.id).sort());
        for (const d of days) for (const v of d.visits) expect(visitDayKey(v, office)).toBe(d.dateKey);
        expect(days.map((d) => d.dateKey)).toEqual(days.map((d) => d.dateKey).sort());
      }),
    );
  });
});
