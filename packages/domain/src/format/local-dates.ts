/**
 * Dates, ages and time zones as people read them, in the reader's own locale (issue 27):
 * "Nov 2, 1962 (64)", "Eastern Time", "Week of Oct 26", never "1962-11-02", "America/New_York" or
 * "10-28". Screens and emails format through these, not through a date's stored form.
 *
 * Conventions here: a calendar date ("2026-10-28", a birthday, a report's day) has no zone, so it is
 * formatted as that day in UTC and never shifts; an instant is formatted in a zone the caller names
 * (the viewer's, the patient's). The locale is a BCP 47 tag ("en-US", "en-GB"); Intl does the words.
 */
import { toEpochMs, type Instant } from './instant.ts';

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day a "YYYY-MM-DD" key names, as a UTC midnight; throws a RangeError when it is not a real day. */
function dayOf(dateKey: string): Date {
  const match = DATE_KEY.exec(dateKey);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Invalid calendar date: ${dateKey}`);
  }
  return date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatters are built once per locale and options: building one costs far more than using it. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

export interface DayOptions {
  /** "Wed, Oct 28" rather than "Oct 28". */
  weekday?: boolean;
  /** "Oct 28, 2026". */
  year?: boolean;
  /** "October 28": the month in full, as on a date a person reads against a document. */
  month?: 'short' | 'long';
}

/** A calendar day in the reader's words: "Oct 28", "Wed, Oct 28", "Oct 28, 2026", "October 28, 2026" (en-US). */
export function formatDay(dateKey: string, locale: string, options: DayOptions = {}): string {
  return formatter(locale, {
    timeZone: 'UTC',
    month: options.month ?? 'short',
    day: 'numeric',
    ...(options.weekday ? { weekday: 'short' } : {}),
    ...(options.year ? { year: 'numeric' } : {}),
  }).format(dayOf(dateKey));
}

/** A report's week by the day it starts: "Week of Oct 26". */
export function formatWeekOf(weekStartKey: string, locale: string): string {
  return `Week of ${formatDay(weekStartKey, locale)}`;
}

/** Whole years from a birthday to a day (both "YYYY-MM-DD"); a Feb 29 birthday turns over on Mar 1. */
export function ageOn(birthKey: string, todayKey: string): number {
  const birth = dayOf(birthKey);
  const today = dayOf(todayKey);
  const years = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  return beforeBirthday ? years - 1 : years;
}

/** A date of birth with the age it gives today: "Nov 2, 1962 (64)". */
export function formatBirthDate(birthKey: string, todayKey: string, locale: string): string {
  return `${formatDay(birthKey, locale, { year: true })} (${ageOn(birthKey, todayKey)})`;
}

/**
 * A time zone by the name people use: "Eastern Time", "Central European Time"; "Coordinated
 * Universal Time" for UTC. Where the locale has no name for a zone, Intl's specific name at `at`
 * ("Mountain Standard Time"), and its offset ("GMT+05:45") only when it has neither.
 */
export function timeZoneName(timeZone: string, locale: string, at: Instant): string {
  const ms = toEpochMs(at);
  const named = (style: 'longGeneric' | 'long') =>
    formatter(locale, { timeZone, timeZoneName: style })
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const generic = named('longGeneric');
  return /^(GMT|UTC)([+-]|$)/.test(generic) ? named('long') : generic;
}

/** An instant's day and time in a zone: "Thursday, December 3 at 10:00 AM" (en-US). */
export function formatDayAndTime(instant: Instant, timeZone: string, locale: string): string {
  return `${formatLongDay(instant, timeZone, locale)} at ${formatClock(instant, timeZone, locale)}`;
}

/** An instant's clock time in a zone: "10:00 AM" (en-US), "10:00" (en-GB). */
export function formatClock(instant: Instant, timeZone: string, locale: string): string {
  return formatter(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(toEpochMs(instant));
}

/** An instant's day in a zone: "Thursday, December 3" (en-US). */
export function formatLongDay(instant: Instant, timeZone: string, locale: string): string {
  return formatter(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(toEpochMs(instant));
}

/** A booked time with its zone named: "Thursday, December 3 at 10:00 AM Eastern Time" (en-US). */
export function formatBookedTime(instant: Instant, timeZone: string, locale: string): string {
  return `${formatDayAndTime(instant, timeZone, locale)} ${timeZoneName(timeZone, locale, instant)}`;
}
