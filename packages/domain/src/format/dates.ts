/**
 * Dates and times as the nurse home shows them (requirements.md 2.3): headings "MMM D" and
 * "dddd, MMMM D", a shift's time range, shifts grouped by local date, and service region names.
 *
 * Why this is hard / conventions here: a shift happens in its own IANA time zone, not the
 * viewer's. Every function takes that zone explicitly and formats in it, so a nurse whose
 * browser is set elsewhere (or a test machine in UTC) still sees the shift's local wall clock.
 * An unknown zone throws a RangeError (from Intl) rather than silently using the host's.
 */
import { toEpochMs, type Instant } from './instant.ts';

/** requirements.md 2.3 date heading formats. */
export const SHORT_DATE_FORMAT = 'MMM D';
export const LONG_DATE_FORMAT = 'dddd, MMMM D';
/** Design: an en dash with spaces between the start and end of a range. */
export const TIME_RANGE_SEPARATOR = ' \u2013 ';
/** requirements.md 2.3: service region names joined by a dash. */
export const REGION_NAME_SEPARATOR = ' - ';
/** requirements.md 2.3: an offer (or shift) with no service region. */
export const NO_AREA_ON_SHIFT = 'No Area on Shift';

/** Month names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A calendar date and wall-clock time; `month` is 1 to 12. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * One formatter per zone, built once: building an Intl formatter costs far more than using one
 * (a list of shift cards formats dozens of times in a render, on a slow phone).
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function inZone(instant: Instant, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of zoneFormatter(timeZone).formatToParts(toEpochMs(instant))) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time on a local day stands for in a zone ("2026-11-25", "08:00",
 * "America/New_York"); null when any part is not one. In a spring-forward gap it answers the
 * instant just after; a repeated autumn hour answers its first.
 */
export function zonedInstant(dateKey: string, hhmm: string, timeZone: string): number | null {
  const d = DATE_KEY.exec(dateKey);
  const c = CLOCK.exec(hhmm);
  if (!d || !c) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(c[1]), Number(c[2]));
  if (Number.isNaN(wall)) return null;
  // The zone's offset at a guess, then at the corrected instant: equal, that is the instant; else
  // the second is right unless the wall time falls in a gap, where the later reading is taken.
  return instantOfWall(wall, timeZone);
}

/** The instant of a wall time written as UTC milliseconds, read as zonedInstant reads it. */
function instantOfWall(wall: number, timeZone: string): number {
  const first = wall - offsetMs(wall, timeZone);
  const offset = offsetMs(first, timeZone);
  const second = wall - offset;
  if (second === first || offsetMs(second, timeZone) === offset) return second;
  return Math.max(first, second);
}

/**
 * Wall-clock seconds into a local day (ADR 049's unit: dispatch counts a day as the clock on the
 * wall reads it, so 08:00 is 28,800 on a 23- or 25-hour day too). `wallSecondsOfDay` answers where
 * an instant falls (below 0 the evening before, past 86,400 the day after); `instantOfWallSeconds`
 * is its inverse, read as zonedInstant reads a wall time. Elapsed time since midnight is not the
 * same: on the night the clocks go back, 08:00 is 9 hours after midnight.
 */
export function wallSecondsOfDay(instant: number, dateKey: string, timeZone: string): number {
  return (instant + offsetMs(instant, timeZone) - dayStartAsUtc(dateKey)) / 1000;
}

export function instantOfWallSeconds(dateKey: string, seconds: number, timeZone: string): number {
  return instantOfWall(dayStartAsUtc(dateKey) + seconds * 1000, timeZone);
}

function dayStartAsUtc(dateKey: string): number {
  const d = DATE_KEY.exec(dateKey);
  if (!d) throw new RangeError(`Invalid date key: ${dateKey}`);
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]));
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: -5 h); zones move by whole minutes. */
function offsetMs(epochMs: number, timeZone: string): number {
  const c = inZone(epochMs, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - Math.floor(epochMs / 60_000) * 60_000;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const monthName = (date: { month: number }) => MONTHS[date.month - 1] ?? '';

/**
 * "Jan 15" or "Wednesday, January 15"; with ", 2027" when the caller says which year it is now
 * (`thisYear`) and the date is in another (ADR 078): "Dec 31" alone reads as this December 31.
 */
function formatCalendarDate(
  date: { year: number; month: number; day: number },
  format: typeof SHORT_DATE_FORMAT | typeof LONG_DATE_FORMAT,
  thisYear?: number,
): string {
  const year = thisYear !== undefined && date.year !== thisYear ? `, ${date.year}` : '';
  if (format === SHORT_DATE_FORMAT) return `${monthName(date).slice(0, 3)} ${date.day}${year}`;
  const weekday = WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
  return `${weekday}, ${monthName(date)} ${date.day}${year}`;
}

/** The year it is at `now` in a zone; none when the caller gives no `now` (headings of one near list). */
const yearAt = (now: Instant | undefined, timeZone: string) =>
  now === undefined ? undefined : inZone(now, timeZone).year;

/** "Jan 15" in the shift's zone (requirements.md 2.3 "MMM D"); "Jan 15, 2027" when `now` is in another year there. */
export function formatShortDate(instant: Instant, timeZone: string, now?: Instant): string {
  return formatCalendarDate(inZone(instant, timeZone), SHORT_DATE_FORMAT, yearAt(now, timeZone));
}

/** "Wednesday, January 15" in the shift's zone (requirements.md 2.3 "dddd, MMMM D"); with its year as formatShortDate. */
export function formatLongDate(instant: Instant, timeZone: string, now?: Instant): string {
  return formatCalendarDate(inZone(instant, timeZone), LONG_DATE_FORMAT, yearAt(now, timeZone));
}

/**
 * A time read on a screen of one day: "9:00 AM" on that day (a local date key), "Sun 12:30 AM" on
 * another, so a stop after midnight does not read as before the shift that holds it (ADR 066).
 */
export function formatTimeOnDay(instant: Instant, dayKey: string, timeZone: string): string {
  const time = formatTime(instant, timeZone);
  if (toLocalDateKey(instant, timeZone) === dayKey) return time;
  const date = inZone(instant, timeZone);
  return `${WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()]!.slice(0, 3)} ${time}`;
}

/** "9:00 AM" in the shift's zone ("h:mm A"). */
export function formatTime(instant: Instant, timeZone: string): string {
  const { hour, minute } = inZone(instant, timeZone);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad2(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A wall-clock time "HH:MM" (a place's receiving hours) as the app shows times: "07:00" is
 * "7:00 AM", "24:00" (the end of the day) "12:00 AM". Anything else is shown as it came.
 */
export function formatClockTime(clock: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return clock;
  const hour = Number(match[1]) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * "9:00 AM – 5:00 PM" in the shift's zone; only the start when there is no end. An end on the
 * next local day is shown as its clock time ("10:00 PM – 6:00 AM"), with no day marker.
 */
export function formatTimeRange(start: Instant, end: Instant | null | undefined, timeZone: string): string {
  const from = formatTime(start, timeZone);
  return end === null || end === undefined ? from : `${from}${TIME_RANGE_SEPARATOR}${formatTime(end, timeZone)}`;
}

/** The local calendar date of an instant in a zone, "2025-01-15" ("YYYY-MM-DD"). */
export function toLocalDateKey(instant: Instant, timeZone: string): string {
  const { year, month, day } = inZone(instant, timeZone);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * A heading format applied to a local date key; the key is a calendar date, so no zone applies.
 * Given today's key, a day in another year carries it: "Dec 31, 2099" (ADR 078).
 */
export function formatDateKey(
  dateKey: string,
  format: typeof SHORT_DATE_FORMAT | typeof LONG_DATE_FORMAT,
  todayKey?: string,
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Invalid local date key: ${dateKey}`);
  }
  const thisYear = todayKey === undefined ? undefined : Number(DATE_KEY.exec(todayKey)?.[1] ?? Number.NaN);
  if (thisYear !== undefined && !Number.isInteger(thisYear))
    throw new RangeError(`Invalid local date key: ${todayKey}`);
  return formatCalendarDate({ year, month, day }, format, thisYear);
}

export interface DateGroup<T> {
  /** The shared local date, "2025-01-15". */
  dateKey: string;
  /** "Jan 15" and "Wednesday, January 15" (requirements.md 2.3). */
  shortHeading: string;
  longHeading: string;
  items: T[];
}

/**
 * Groups items by the local date each starts on in its own zone (requirements.md 2.3 "shifts grouped by
 * date"). Groups keep the order in which their first item appears and items keep their order, so
 * a list sorted ascending (Upcoming) or descending (Past) gives groups in that same order.
 */
export function groupByLocalDate<T>(
  items: readonly T[],
  when: (item: T) => { time: Instant; timeZone: string },
): DateGroup<T>[] {
  const groups = new Map<string, DateGroup<T>>();
  for (const item of items) {
    const { time, timeZone } = when(item);
    const dateKey = toLocalDateKey(time, timeZone);
    let group = groups.get(dateKey);
    if (!group) {
      group = {
        dateKey,
        shortHeading: formatDateKey(dateKey, SHORT_DATE_FORMAT),
        longHeading: formatDateKey(dateKey, LONG_DATE_FORMAT),
        items: [],
      };
      groups.set(dateKey, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/**
 * Service region names joined by a dash (requirements.md 2.3), "Brooklyn - Queens"; blank names are
 * skipped, and "No Area on Shift" stands in when none is left.
 */
export function formatServiceRegionNames(names: readonly string[]): string {
  const shown = names.map((name) => name.trim()).filter((name) => name.length > 0);
  return shown.length === 0 ? NO_AREA_ON_SHIFT : shown.join(REGION_NAME_SEPARATOR);
}

/**
 * A length of time in words, to the nearest minute: "1 minute", "45 minutes", "2 hours",
 * "1 hour 5 minutes". The sign is ignored (callers say "before" or "after").
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid duration: ${ms}`);
  const totalMinutes = Math.round(Math.abs(ms) / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return plural(minutes, 'minute');
  return minutes === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`;
}
