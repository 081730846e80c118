import { describe, expect, test } from 'vitest';
import {
  aYearFrom,
  ORDER_REFUSALS,
  REQUISITION_NUMBER,
  requisitionNumberOf,
  visitRequestRefusal,
} from './order-request.ts';

// 2026-11-24 02:00 UTC: still the 23rd in New York, already the 24th in UTC.
const now = new Date('2026-11-24T02:00:00Z');
const ok = { requestedDate: '2026-11-25', windowStart: '08:00', windowEnd: '10:00', timeZone: 'America/New_York' };

describe('a visit request', () => {
  test.each([
    ['tomorrow, 8 to 10', {}, null],
    [
      'today in the patient’s zone (9 PM there), though tomorrow in UTC, a window still to come',
      { requestedDate: '2026-11-23', windowStart: '21:30', windowEnd: '23:00' },
      null,
    ],
    [
      'today, a window under way (it ends at 10 PM)',
      { requestedDate: '2026-11-23', windowStart: '20:30', windowEnd: '22:00' },
      null,
    ],
    ['today, a window that ended this morning (issue 27)', { requestedDate: '2026-11-23' }, ORDER_REFUSALS.endedWindow],
    [
      'today, a window that ends this very minute',
      { requestedDate: '2026-11-23', windowStart: '19:00', windowEnd: '21:00' },
      ORDER_REFUSALS.endedWindow,
    ],
    ['tomorrow, a window whose hour has passed today', { windowStart: '06:00', windowEnd: '08:00' }, null],
    ['yesterday in the patient’s zone', { requestedDate: '2026-11-22' }, ORDER_REFUSALS.pastDate],
    [
      'today in UTC for a patient already a day ahead',
      { requestedDate: '2026-11-23', timeZone: 'Asia/Tokyo' },
      ORDER_REFUSALS.pastDate,
    ],
    ['a day that does not exist', { requestedDate: '2026-02-30' }, ORDER_REFUSALS.invalidDate],
    ['a date in another format', { requestedDate: '11/25/2026' }, ORDER_REFUSALS.invalidDate],
    ['a time past midnight', { windowEnd: '24:00' }, ORDER_REFUSALS.invalidWindow],
    ['a time without minutes', { windowStart: '8' }, ORDER_REFUSALS.invalidWindow],
    ['a window of 59 minutes', { windowStart: '08:00', windowEnd: '08:59' }, ORDER_REFUSALS.shortWindow],
    ['a window of exactly an hour', { windowStart: '08:00', windowEnd: '09:00' }, null],
    ['a window that ends before it starts', { windowStart: '10:00', windowEnd: '08:00' }, ORDER_REFUSALS.shortWindow],
    // ADR 078: a year ahead at most, counted from today in the patient's zone (the 23rd in New York).
    ['a year from today in the patient’s zone', { requestedDate: '2027-11-23' }, null],
    ['a year and a day', { requestedDate: '2027-11-24' }, ORDER_REFUSALS.tooFarAhead],
    [
      'a year from today in UTC is a year and a day in Los Angeles',
      { requestedDate: '2027-11-24', timeZone: 'America/Los_Angeles' },
      ORDER_REFUSALS.tooFarAhead,
    ],
    [
      'a year from today in Tokyo, already the 24th there',
      { requestedDate: '2027-11-24', timeZone: 'Asia/Tokyo' },
      null,
    ],
    ['the order seen in the office’s list: 2099-12-31', { requestedDate: '2099-12-31' }, ORDER_REFUSALS.tooFarAhead],
  ])('%s', (_, change, expected) => {
    expect(visitRequestRefusal({ ...ok, ...change }, now)).toBe(expected);
  });
});

describe('a year from today (ADR 078)', () => {
  test.each([
    ['an ordinary day', '2026-11-23', '2027-11-23'],
    ['New Year’s Eve', '2026-12-31', '2027-12-31'],
    ['a leap day: February 28 next year', '2028-02-29', '2029-02-28'],
    ['February 28 before a leap year stays February 28', '2027-02-28', '2028-02-28'],
  ])('%s: %s -> %s', (_, today, last) => expect(aYearFrom(today)).toBe(last));
});

describe('a requisition number', () => {
  test('is RQ- and 8 characters no one misreads', () => {
    expect(requisitionNumberOf(new Uint8Array([0, 1, 18, 19, 20, 27, 31, 255]))).toBe('RQ-01JKMVZZ');
    for (let i = 0; i < 256; i += 1)
      expect(requisitionNumberOf(Uint8Array.from({ length: 8 }, (_, j) => (i * 31 + j * 7) % 256))).toMatch(
        REQUISITION_NUMBER,
      );
  });
});
