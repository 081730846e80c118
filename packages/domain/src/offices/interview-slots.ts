/**
 * The built-in interview and demo booking (architecture.md 7): half-hour slots on weekdays, 9:00 to
 * 17:00 in the booker's time zone, from tomorrow for two weeks, minus the ones already booked.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SLOT_MINUTES = 30;
export const BOOKING_DAYS = 14;
const FIRST_HOUR = 9;
const LAST_HOUR = 17;

export interface Slot {
  start: string;
  end: string;
}

export function interviewSlots(now: Date, timeZone: string, booked: readonly Date[]): Slot[] {
  const taken = new Set(booked.map((d) => d.getTime()));
  const slots: Slot[] = [];
  const today = dayjs(now).tz(timeZone).startOf('day');
  for (let day = 1; day <= BOOKING_DAYS; day += 1) {
    const date = today.add(day, 'day');
    if (date.day() === 0 || date.day() === 6) continue;
    for (let minutes = FIRST_HOUR * 60; minutes < LAST_HOUR * 60; minutes += SLOT_MINUTES) {
      const start = dayjs.tz(`${date.format('YYYY-MM-DD')}T00:00:00`, timeZone).add(minutes, 'minute');
      if (taken.has(start.valueOf())) continue;
      slots.push({ start: start.toISOString(), end: start.add(SLOT_MINUTES, 'minute').toISOString() });
    }
  }
  return slots;
}

/**
 * A start can be booked when it is one of the slots offered in the booker's time zone: a weekday,
 * within working hours, between tomorrow and the booking horizon.
 */
export function isOfferedSlot(start: Date, now: Date, timeZone: string): boolean {
  const iso = start.toISOString();
  return interviewSlots(now, timeZone, []).some((slot) => slot.start === iso);
}

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
