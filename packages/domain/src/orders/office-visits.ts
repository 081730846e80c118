/**
 * An office's upcoming visits (requirements.md 2.8 "Visits (flag)", issue 14): each order is one patient's
 * visit (ADR 028), listed from the office's today on and grouped by day.
 *
 * Why this is hard / conventions here: three clocks meet. An order's requested day and window are
 * the patient's wall clock (`orders.time_zone`); a scheduled stop is an instant; the office reads
 * both on its own wall clock (`offices.time_zone`). So a visit's day and start are worked out as
 * instants first, then read in the office's zone: a visit scheduled at 11 PM in Los Angeles is on
 * the next day for an office in New York. "Today" is the office's today.
 */
import { toEpochMs, type Instant } from '../format/instant.ts';
import { messages } from '../messages.ts';
import {
  formatDateKey,
  formatTime,
  LONG_DATE_FORMAT,
  TIME_RANGE_SEPARATOR,
  toLocalDateKey,
  zonedInstant,
} from '../format/dates.ts';
import type { OrderStatus } from '../vocabulary/orders.ts';

/** The feature flag behind office/visits (requirements.md 2.8 "Visits (flag)"): off, the page and its read are not found. */
export const VISITS_FLAG = 'visits';
/** The not-found page's words (requirements.md 2.7), for the read of a page whose flag is off. */
export const VISITS_OFF = messages.notFoundBody;

/** A visit is upcoming until its procedures are all done: done and canceled ones are not listed. */
export const UPCOMING_VISIT_STATUSES = [
  'ordered',
  'scheduled',
  'in-progress',
] as const satisfies readonly OrderStatus[];

/** When a visit happens, as an order and its stop know it. */
export interface VisitTiming {
  /** The requested day in the order's zone, "2026-11-25". */
  requestedDate: string | null;
  /** The requested window's start and end, "08:00", in the order's zone. */
  windowStart: string | null;
  windowEnd: string | null;
  /** The order's (the patient's) IANA zone. */
  timeZone: string | null;
  /** The stop's scheduled start once a nurse's itinerary holds it. */
  scheduledStartAt: string | null;
}

/** When a visit starts: its stop's scheduled start, else the start of its requested window. */
export function visitStart(v: VisitTiming): number | null {
  if (v.scheduledStartAt) return toEpochMs(v.scheduledStartAt as Instant);
  if (v.requestedDate && v.windowStart && v.timeZone) return zonedInstant(v.requestedDate, v.windowStart, v.timeZone);
  return null;
}

/** The office's day a visit falls on: its start read in the office's zone, else its requested day. */
export function visitDayKey(v: VisitTiming, officeTimeZone: string): string | null {
  const start = visitStart(v);
  return start === null ? v.requestedDate : toLocalDateKey(start, officeTimeZone);
}

/**
 * "8:00 AM – 10:00 AM" on the office's clock; a scheduled stop reads "Scheduled 9:15 AM". The
 * window is named in the patient's zone when it differs from the office's.
 */
export function visitTimeLabel(v: VisitTiming, officeTimeZone: string): string {
  if (v.scheduledStartAt) return `Scheduled ${formatTime(v.scheduledStartAt as Instant, officeTimeZone)}`;
  if (!v.requestedDate || !v.windowStart || !v.windowEnd || !v.timeZone) return 'Time to be agreed';
  const start = zonedInstant(v.requestedDate, v.windowStart, v.timeZone);
  const end = zonedInstant(v.requestedDate, v.windowEnd, v.timeZone);
  if (start === null || end === null) return 'Time to be agreed';
  return `${formatTime(start, officeTimeZone)}${TIME_RANGE_SEPARATOR}${formatTime(end, officeTimeZone)}`;
}

export interface VisitDay<T> {
  /** The office's local day, "2026-11-25". */
  dateKey: string;
  /** "Wednesday, November 25" (requirements.md 2.3's long format). */
  heading: string;
  visits: T[];
}

/** Visits with no day at all are grouped under this key, after every day. */
export const NO_DAY = '9999-12-31';

/**
 * Visits grouped by the office's day, days in order and each day's visits by start (a visit with
 * no known start last). What is listed is the server's choice (from the office's today on); a
 * visit with no day at all comes last, under "Day to be agreed".
 */
export function groupVisitsByDay<T extends VisitTiming>(visits: readonly T[], officeTimeZone: string): VisitDay<T>[] {
  const days = new Map<string, T[]>();
  for (const v of visits) {
    const key = visitDayKey(v, officeTimeZone) ?? NO_DAY;
    days.set(key, [...(days.get(key) ?? []), v]);
  }
  const startOf = (v: T) => visitStart(v) ?? Number.POSITIVE_INFINITY;
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([dateKey, list]) => ({
      dateKey,
      heading: dateKey === NO_DAY ? 'Day to be agreed' : formatDateKey(dateKey, LONG_DATE_FORMAT),
      visits: [...list].sort((a, b) => startOf(a) - startOf(b)),
    }));
}
