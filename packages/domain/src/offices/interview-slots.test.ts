import { describe, expect, it } from 'vitest';
import { interviewSlots, isKnownTimeZone, isOfferedSlot } from './interview-slots.ts';

// Sunday 22 November 2026, 02:00 UTC.
const now = new Date('2026-11-22T02:00:00Z');

describe('built-in interview booking (architecture.md 7; requirements.md 4: booking sets interview_scheduled)', () => {
  const slots = interviewSlots(now, 'America/New_York', []);

  it('offers half-hour weekday slots from 9:00 to 16:30 local, starting tomorrow', () => {
    expect(slots[0]).toEqual({ start: '2026-11-23T14:00:00.000Z', end: '2026-11-23T14:30:00.000Z' });
    expect(slots.filter((s) => s.start.startsWith('2026-11-23'))).toHaveLength(16);
    const days = new Set(slots.map((s) => new Date(s.start).getUTCDay()));
    expect(days.has(0) || days.has(6)).toBe(false);
  });

  it('leaves out booked starts', () => {
    const booked = [new Date(slots[0]!.start)];
    expect(interviewSlots(now, 'America/New_York', booked)[0]!.start).toBe(slots[1]!.start);
  });

  it.each([
    ['an offered slot', slots[3]!.start, 'America/New_York', true],
    ['the same instant offered in another zone only', '2026-11-23T14:00:00.000Z', 'Asia/Tokyo', false],
    [
      'a quarter-hour zone (UTC+05:45) slot',
      interviewSlots(now, 'Asia/Kathmandu', [])[0]!.start,
      'Asia/Kathmandu',
      true,
    ],
    ['a night time', '2026-11-24T03:00:00.000Z', 'America/New_York', false],
    ['a weekend time', '2026-11-28T15:00:00.000Z', 'America/New_York', false],
    ['a past time', '2026-11-20T15:00:00.000Z', 'America/New_York', false],
    ['off the grid', '2026-11-23T14:07:00.000Z', 'America/New_York', false],
  ])('isOfferedSlot: %s', (_name, start, zone, expected) => {
    expect(isOfferedSlot(new Date(start), now, zone)).toBe(expected);
  });

  it.each([
    ['UTC', true],
    ['Europe/Paris', true],
    ['Mars/Olympus', false],
  ])('isKnownTimeZone(%s) = %s', (zone, expected) => {
    expect(isKnownTimeZone(zone)).toBe(expected);
  });
});
