import { describe, expect, it } from 'vitest';
import { offerStatuses, type OfferStatus } from '../vocabulary/shifts.ts';
import {
  INITIAL_SHIFT_LIMIT,
  filterSchedule,
  isPastShift,
  isVisibleOffer,
  nextShiftLimit,
  openItineraryIDs,
  scheduleEmptyText,
  shiftProgress,
  shiftListTexts,
  takeShiftPage,
  validateDeclineReason,
  visibleOffers,
  type ScheduleFilter,
  type ScheduledShift,
  type ShiftItineraries,
  type ShiftProgress,
} from './shift-lists.ts';

const HOUR = 3_600_000;
const ZONE = 'America/New_York';
/** 2025-01-15 10:00 in New York. */
const NOW = Date.parse('2025-01-15T10:00:00-05:00');

type Shift = ScheduledShift & { id: string };
const shift = (
  id: string,
  status: Shift['status'],
  startOffsetHours: number,
  endOffsetHours?: number | null,
): Shift => ({
  id,
  status,
  startTime: NOW + startOffsetHours * HOUR,
  endTime: endOffsetHours === undefined || endOffsetHours === null ? endOffsetHours : NOW + endOffsetHours * HOUR,
  timeZone: ZONE,
});

describe('isPastShift (requirements.md 2.3 Upcoming and Past filters)', () => {
  const rows: [string, Shift, boolean][] = [
    ['design: accepted, starts tomorrow -> upcoming', shift('a', 'accepted', 24, 32), false],
    ['design: accepted, started, end ahead -> upcoming', shift('a', 'accepted', -1, 7), false],
    ['design: accepted, ended an hour ago -> past', shift('a', 'accepted', -9, -1), true],
    ['design: accepted, ends exactly now -> past', shift('a', 'accepted', -8, 0), true],
    ['design: in progress beyond its end -> upcoming until complete', shift('a', 'in_progress', -10, -1), false],
    ['design: complete, even if its end is ahead -> past', shift('a', 'complete', -3, 2), true],
    ['design: canceled future shift -> past', shift('a', 'canceled', 24, 30), true],
    ['design: no end time, started earlier today (local) -> upcoming', shift('a', 'accepted', -3, null), false],
    ['design: no end time, started yesterday (local) -> past', shift('a', 'accepted', -11, null), true],
    ['design: no end time, later today -> upcoming', shift('a', 'accepted', 5, undefined), false],
  ];
  it.each(rows)('%s', (_, given, expected) => expect(isPastShift(given, NOW)).toBe(expected));

  it("design: the local date is the shift's own zone, not UTC (23:30 yesterday in Los Angeles is today in UTC)", () => {
    const la: Shift = {
      id: 'la',
      status: 'accepted',
      startTime: '2025-01-14T23:30:00-08:00',
      timeZone: 'America/Los_Angeles',
    };
    expect(isPastShift(la, '2025-01-15T09:00:00-08:00')).toBe(true);
    expect(isPastShift({ ...la, timeZone: 'UTC' }, '2025-01-15T09:00:00-08:00')).toBe(false);
  });
});

describe('filterSchedule (requirements.md 2.3: Upcoming and Past filters)', () => {
  const shifts = [
    shift('past-old', 'complete', -72, -64),
    shift('next-week', 'accepted', 168, 176),
    shift('tomorrow', 'accepted', 24, 32),
    shift('now', 'in_progress', -1, 7),
    shift('past-recent', 'complete', -24, -16),
    shift('canceled', 'canceled', 48, 56),
  ];
  const rows: [string, ScheduleFilter, string[]][] = [
    ['requirements.md 2.3: Upcoming, soonest first', 'upcoming', ['now', 'tomorrow', 'next-week']],
    ['requirements.md 2.3: Past, most recent first', 'past', ['canceled', 'past-recent', 'past-old']],
  ];
  it.each(rows)('%s', (_, filter, ids) => expect(filterSchedule(shifts, filter, NOW).map((s) => s.id)).toEqual(ids));

  it('design: the two filters split the list exactly', () => {
    const all = [...filterSchedule(shifts, 'upcoming', NOW), ...filterSchedule(shifts, 'past', NOW)];
    expect(all.map((s) => s.id).sort()).toEqual(shifts.map((s) => s.id).sort());
  });

  it.each([
    ['requirements.md 2.3: Upcoming empty state', 'upcoming', 'Shifts will appear here'],
    ['requirements.md 2.3: Past empty state', 'past', 'Previous Shifts will be displayed here'],
  ] as const)('%s', (_, filter, text) => expect(scheduleEmptyText(filter)).toBe(text));

  it('requirements.md 2.3: offers empty state and filter labels', () =>
    expect(shiftListTexts).toMatchObject({
      upcoming: 'Upcoming',
      past: 'Past',
      noOffers: 'No shift offers right now...',
    }));
});

describe('paging (requirements.md 9: shift list page size 20, growing by 20 each load)', () => {
  const items = Array.from({ length: 45 }, (_, i) => i);
  const rows: [string, number, number, boolean][] = [
    ['requirements.md 9: first load shows 20 of 45', INITIAL_SHIFT_LIMIT, 20, true],
    ['requirements.md 9: second load shows 40 of 45', nextShiftLimit(INITIAL_SHIFT_LIMIT), 40, true],
    ['requirements.md 9: third load shows all 45, no more', nextShiftLimit(nextShiftLimit(INITIAL_SHIFT_LIMIT)), 45, false],
  ];
  it.each(rows)('%s', (_, limit, shown, hasMore) => {
    const page = takeShiftPage(items, limit);
    expect(page.items).toEqual(items.slice(0, shown));
    expect(page.hasMore).toBe(hasMore);
  });

  it('requirements.md 9: exactly 20 items fit the first page with nothing more', () =>
    expect(takeShiftPage(items.slice(0, 20), INITIAL_SHIFT_LIMIT).hasMore).toBe(false));
  it('requirements.md 9: the limit starts at 20 and grows by 20', () => {
    expect(INITIAL_SHIFT_LIMIT).toBe(20);
    expect(nextShiftLimit(60)).toBe(80);
  });
  it.each([-1, 1.5, Number.NaN])('design: limit %s throws a RangeError', (limit) => {
    expect(() => takeShiftPage(items, limit)).toThrow(RangeError);
    expect(() => nextShiftLimit(limit)).toThrow(RangeError);
  });
});

describe('offers (requirements.md 4: itinerary offers exclude declined; ADR 074: and ended ones)', () => {
  const shown: Record<OfferStatus, boolean> = {
    offered: true,
    accepted: true,
    declined: false,
    withdrawn: false,
    'no-response': false,
  };
  it.each(offerStatuses.map((status): [OfferStatus, boolean] => [status, shown[status]]))(
    'requirements.md 4: offer with status %s -> visible %s',
    (status, visible) => expect(isVisibleOffer({ status })).toBe(visible),
  );
  it('requirements.md 4: visibleOffers drops declined and expired, and keeps the order', () =>
    expect(
      visibleOffers([
        { id: 'a', status: 'offered' as const },
        { id: 'b', status: 'declined' as const },
        { id: 'c', status: 'no-response' as const },
        { id: 'd', status: 'accepted' as const },
      ]).map((o) => o.id),
    ).toEqual(['a', 'd']));
});

describe('validateDeclineReason (requirements.md 1/9: a decline needs a reason)', () => {
  const rows: [string, unknown, string | null][] = [
    ['requirements.md 9: a reason -> ok', 'I am not available that day', null],
    ['requirements.md 9: empty -> needs a reason', '', 'Please give a reason for declining.'],
    ['requirements.md 9: only spaces -> needs a reason', '   \n ', 'Please give a reason for declining.'],
    ['requirements.md 9: missing -> needs a reason', undefined, 'Please give a reason for declining.'],
    ['requirements.md 9: null -> needs a reason', null, 'Please give a reason for declining.'],
    ['design: 500 characters -> ok', 'x'.repeat(500), null],
    ['design: 501 characters -> too long', 'x'.repeat(501), 'Please keep your reason to 500 characters or fewer.'],
    ['design: surrounding spaces do not count toward the limit', ` ${'x'.repeat(500)} `, null],
    ['design: not a string -> needs a reason', 42, 'Please give a reason for declining.'],
  ];
  it.each(rows)('%s', (_, reason, expected) => expect(validateDeclineReason(reason)).toBe(expected));
});

describe('shiftProgress and openItineraryIDs (requirements.md 4: the itinerary is done when every waypoint is complete)', () => {
  const its = (status: ShiftItineraries['status'], all: string[], done: string[]): ShiftItineraries => ({
    status,
    itineraryIDs: all,
    doneItineraryIDs: done,
  });
  const rows: [string, ShiftItineraries, ShiftProgress, string[]][] = [
    ['requirements.md 4: checked in, nothing done -> in progress', its('in_progress', ['a', 'b'], []), 'in_progress', ['a', 'b']],
    ['requirements.md 4: checked in, one of two done -> in progress', its('in_progress', ['a', 'b'], ['a']), 'in_progress', ['b']],
    ['requirements.md 4: checked in, every itinerary done -> day done', its('in_progress', ['a', 'b'], ['b', 'a']), 'day_done', []],
    ['design: checked in, no itinerary -> in progress', its('in_progress', [], []), 'in_progress', []],
    ['design: accepted, itinerary done early -> accepted', its('accepted', ['a'], ['a']), 'accepted', []],
    ['design: complete stays complete', its('complete', ['a'], ['a']), 'complete', []],
  ];
  it.each(rows)('%s', (_, shift, progress, open) => {
    expect(shiftProgress(shift)).toBe(progress);
    expect(openItineraryIDs(shift)).toEqual(open);
  });
});
