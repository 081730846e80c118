import { describe, expect, it } from 'vitest';
import { checkInOpensAt, checkInTooEarly } from './check-in-window.ts';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const opens = (when: string) => `Check-in opens ${when}, an hour before your shift starts.`;

describe('checkInTooEarly (ADR 077: check-in opens an hour before the shift, counted in instants)', () => {
  const rows: [
    string,
    { startTime: string; timeZone: string; now: string; windowDisabled?: boolean },
    string | null,
  ][] = [
    [
      'the evening before (ten hours early): refused, naming the day',
      { startTime: '2026-11-29T08:00:00-05:00', timeZone: NY, now: '2026-11-28T22:12:00-05:00' },
      opens('on Sunday, November 29 at 7:00 AM'),
    ],
    [
      'the same morning, a minute before the hour: refused, the time alone',
      { startTime: '2026-11-29T08:00:00-05:00', timeZone: NY, now: '2026-11-29T06:59:00-05:00' },
      opens('at 7:00 AM'),
    ],
    [
      'a millisecond before it opens: refused',
      { startTime: '2026-11-29T13:00:00.000Z', timeZone: NY, now: '2026-11-29T11:59:59.999Z' },
      opens('at 7:00 AM'),
    ],
    [
      'exactly an hour before: open',
      { startTime: '2026-11-29T13:00:00.000Z', timeZone: NY, now: '2026-11-29T12:00:00.000Z' },
      null,
    ],
    [
      'half an hour before: open',
      { startTime: '2026-11-29T08:00:00-05:00', timeZone: NY, now: '2026-11-29T07:30:00-05:00' },
      null,
    ],
    [
      'after the start, checking in late (requirements.md 7 lateCheckInReason): open',
      { startTime: '2026-11-29T08:00:00-05:00', timeZone: NY, now: '2026-11-29T09:15:00-05:00' },
      null,
    ],
    [
      'the QA override: open the evening before',
      { startTime: '2026-11-29T08:00:00-05:00', timeZone: NY, now: '2026-11-28T22:12:00-05:00', windowDisabled: true },
      null,
    ],
    [
      'clocks go forward: a 3:30 AM shift opens at 1:30 AM, sixty real minutes before',
      { startTime: '2027-03-14T03:30:00-04:00', timeZone: NY, now: '2027-03-14T01:00:00-05:00' },
      opens('at 1:30 AM'),
    ],
    [
      'clocks go forward: at 1:30 AM standard time it is open',
      { startTime: '2027-03-14T03:30:00-04:00', timeZone: NY, now: '2027-03-14T01:30:00-05:00' },
      null,
    ],
    [
      'clocks go back: a shift at the second 1:30 AM is refused at the first 1:10 AM',
      { startTime: '2026-11-01T01:30:00-05:00', timeZone: NY, now: '2026-11-01T01:10:00-04:00' },
      opens('at 1:30 AM'),
    ],
    [
      'clocks go back: open at the second 1:10 AM',
      { startTime: '2026-11-01T01:30:00-05:00', timeZone: NY, now: '2026-11-01T01:10:00-05:00' },
      null,
    ],
    [
      'the shift’s own zone names the time, not the server’s or the phone’s',
      { startTime: '2026-11-29T16:00:00.000Z', timeZone: LA, now: '2026-11-29T14:30:00.000Z' },
      opens('at 7:00 AM'),
    ],
    [
      'a shift just after midnight opens the evening before, the same day as now there',
      { startTime: '2026-11-30T00:30:00-05:00', timeZone: NY, now: '2026-11-29T10:00:00-05:00' },
      opens('at 11:30 PM'),
    ],
  ];
  it.each(rows)('%s', (_, input, expected) => expect(checkInTooEarly(input)).toBe(expected));

  it('opens sixty minutes before the start instant', () =>
    expect(new Date(checkInOpensAt('2026-11-29T13:00:00.000Z')).toISOString()).toBe('2026-11-29T12:00:00.000Z'));

  it('an invalid start is a RangeError, not a silent open', () =>
    expect(() => checkInTooEarly({ startTime: 'soon', timeZone: NY, now: 0 })).toThrow(RangeError));
});
