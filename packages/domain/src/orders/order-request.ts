/**
 * What an order asks of its visit (issue 14): a day and a time window in the patient's time zone,
 * no earlier than today there and no later than a year from it (ADR 078: 2099-12-31 is no one's
 * visit); the window at least an hour long, inside the day.
 */
import { toLocalDateKey } from '../format/dates.ts';

export interface VisitRequest {
  /** `YYYY-MM-DD`, the patient's own calendar day. */
  requestedDate: string;
  /** `HH:MM`, 24-hour, the patient's wall clock. */
  windowStart: string;
  windowEnd: string;
  timeZone: string;
}

export const ORDER_REFUSALS = {
  invalidDate: 'Choose a valid date for the visit.',
  pastDate: 'The requested date is in the past.',
  tooFarAhead: 'The requested date is more than a year ahead. Choose a day within a year from today.',
  invalidWindow: 'Choose a valid time window (HH:MM).',
  shortWindow: 'The time window must end at least an hour after it starts.',
  endedWindow: 'This time window has already ended today. Choose a later window or another day.',
  unknownPatient: 'Patient not found.',
  unknownPrescriber: 'Prescriber not found.',
  unknownOffice: 'Office not found.',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MIN_WINDOW_MINUTES = 60;

const minutesOf = (hhmm: string) => {
  const match = TIME.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Minutes since midnight on the wall clock of `timeZone` at `now`. */
function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

export function isCalendarDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/**
 * The last day a year from `todayKey` ("YYYY-MM-DD"): the same day next year, February 28 for a
 * February 29 (ADR 078).
 */
export function aYearFrom(todayKey: string): string {
  const [year, month, day] = todayKey.split('-').map(Number) as [number, number, number];
  const next = `${year + 1}-${todayKey.slice(5)}`;
  return month === 2 && day === 29 && !isCalendarDate(next) ? `${year + 1}-02-28` : next;
}

/** The refusal of a visit request at `now`, or null when it can be ordered. */
export function visitRequestRefusal(request: VisitRequest, now: Date): string | null {
  if (!isCalendarDate(request.requestedDate)) return ORDER_REFUSALS.invalidDate;
  const today = toLocalDateKey(now, request.timeZone);
  if (request.requestedDate < today) return ORDER_REFUSALS.pastDate;
  if (request.requestedDate > aYearFrom(today)) return ORDER_REFUSALS.tooFarAhead;
  const start = minutesOf(request.windowStart);
  const end = minutesOf(request.windowEnd);
  if (start === null || end === null) return ORDER_REFUSALS.invalidWindow;
  if (end - start < MIN_WINDOW_MINUTES) return ORDER_REFUSALS.shortWindow;
  // Today, a window whose end has passed where the patient is can no longer be visited (issue 27).
  if (request.requestedDate === toLocalDateKey(now, request.timeZone) && end <= localMinutes(now, request.timeZone))
    return ORDER_REFUSALS.endedWindow;
  return null;
}

/**
 * A requisition number as printed and scanned: `RQ-` and 8 characters of Crockford's base 32
 * (no I, L, O or U: nothing a person misreads), from random bytes.
 */
export function requisitionNumberOf(bytes: Uint8Array): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let out = '';
  for (let i = 0; i < 8; i += 1) out += alphabet[(bytes[i] ?? 0) % 32];
  return `RQ-${out}`;
}
export const REQUISITION_NUMBER = /^RQ-[0-9A-HJKMNP-TV-Z]{8}$/;
