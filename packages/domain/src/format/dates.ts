/**
 * Dates and times as the nurse home shows them (SPEC.md 2.3): headings "MMM D" and
 * "dddd, MMMM D", a shift's time range, shifts grouped by local date, and service region names.
 *
 * Why this is hard / conventions here: a shift happens in its own IANA time zone, not the
 * viewer's. Every function takes that zone explicitly and formats in it, so a nurse whose
 * browser is set elsewhere (or a test machine in UTC) still sees the shift's local wall clock.
 * An unknown zone throws a RangeError (from Intl) rather than silently using the host's.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { toEpochMs, type Instant } from '../field-checks/instant.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC.md 2.3 date heading formats. */
export const SHORT_DATE_FORMAT = 'MMM D';
export const LONG_DATE_FORMAT = 'dddd, MMMM D';
/** Design: a shift's clock times, "9:00 AM". */
export const TIME_FORMAT = 'h:mm A';
/** Design: the key shifts are grouped by, a local calendar date. */
export const LOCAL_DATE_KEY_FORMAT = 'YYYY-MM-DD';
/** Design: an en dash with spaces between the start and end of a range. */
export const TIME_RANGE_SEPARATOR = ' \u2013 ';
/** SPEC.md 2.3: service region names joined by a dash. */
export const REGION_NAME_SEPARATOR = ' - ';
/** SPEC.md 2.3: an offer (or shift) with no service region. */
export const NO_AREA_ON_SHIFT = 'No Area on Shift';

function inZone(instant: Instant, timeZone: string) {
  return dayjs(toEpochMs(instant)).tz(timeZone);
}

/** "Jan 15" in the shift's zone (SPEC.md 2.3 "MMM D"). */
export function formatShortDate(instant: Instant, timeZone: string): string {
  return inZone(instant, timeZone).format(SHORT_DATE_FORMAT);
}

/** "Wednesday, January 15" in the shift's zone (SPEC.md 2.3 "dddd, MMMM D"). */
export function formatLongDate(instant: Instant, timeZone: string): string {
  return inZone(instant, timeZone).format(LONG_DATE_FORMAT);
}

/** "9:00 AM" in the shift's zone. */
export function formatTime(instant: Instant, timeZone: string): string {
  return inZone(instant, timeZone).format(TIME_FORMAT);
}

/**
 * "9:00 AM – 5:00 PM" in the shift's zone; only the start when there is no end. An end on the
 * next local day is shown as its clock time ("10:00 PM – 6:00 AM"), with no day marker.
 */
export function formatTimeRange(start: Instant, end: Instant | null | undefined, timeZone: string): string {
  const from = formatTime(start, timeZone);
  return end === null || end === undefined ? from : `${from}${TIME_RANGE_SEPARATOR}${formatTime(end, timeZone)}`;
}

/** The local calendar date of an instant in a zone, "2025-01-15". */
export function toLocalDateKey(instant: Instant, timeZone: string): string {
  return inZone(instant, timeZone).format(LOCAL_DATE_KEY_FORMAT);
}

/** A heading format applied to a local date key; the key is a calendar date, so no zone applies. */
export function formatDateKey(dateKey: string, format: typeof SHORT_DATE_FORMAT | typeof LONG_DATE_FORMAT): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(dateKey) ? dayjs.utc(dateKey) : null;
  if (!date?.isValid() || date.format(LOCAL_DATE_KEY_FORMAT) !== dateKey) {
    throw new RangeError(`Invalid local date key: ${dateKey}`);
  }
  return date.format(format);
}

export interface DateGroup<T> {
  /** The shared local date, "2025-01-15". */
  dateKey: string;
  /** "Jan 15" and "Wednesday, January 15" (SPEC.md 2.3). */
  shortHeading: string;
  longHeading: string;
  items: T[];
}

/**
 * Groups items by the local date each starts on in its own zone (SPEC.md 2.3 "shifts grouped by
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
 * Service region names joined by a dash (SPEC.md 2.3), "Brooklyn - Queens"; blank names are
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
