/**
 * Days counted where they happen (ADR 066): "tomorrow in New York", "8:00 on that day in New York".
 * A local day is not 24 hours: on the nights the clocks move it is 23 or 25, so "now plus 24 hours"
 * can land on the same local date or skip one. These count calendar days on the zone's own date,
 * then place a wall time on it.
 */
import { toLocalDateKey, zonedInstant } from './dates.ts';
import type { Instant } from './instant.ts';

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date `days` after a "YYYY-MM-DD" key (before it when negative); throws a RangeError on a key that is not a day. */
export function addDaysToDateKey(dateKey: string, days: number): string {
  const match = DATE_KEY.exec(dateKey);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== dateKey || !Number.isInteger(days)) {
    throw new RangeError(`Invalid date key or day count: ${dateKey} ${days}`);
  }
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The local date `days` after the one `instant` falls on in `timeZone`: 0 is today there, 1 tomorrow. */
export function localDateKeyAfter(instant: Instant, days: number, timeZone: string): string {
  return addDaysToDateKey(toLocalDateKey(instant, timeZone), days);
}

/**
 * The instant of wall time "HH:MM" on a local date in a zone, read as zonedInstant reads it (a time
 * in the spring-forward gap is the instant just after it; a repeated autumn time is its first);
 * throws a RangeError where it answers none.
 */
export function localWallTime(dateKey: string, hhmm: string, timeZone: string): Date {
  // zonedInstant rolls a 13th month or a 30 February over; a day that is not one is refused here.
  const ms = zonedInstant(addDaysToDateKey(dateKey, 0), hhmm, timeZone);
  if (ms === null || !CLOCK.test(hhmm)) throw new RangeError(`Invalid local time: ${dateKey} ${hhmm} ${timeZone}`);
  return new Date(ms);
}
