/**
 * When check-in opens (ADR 077): an hour before the shift starts. Preparing for it (the area check,
 * the shift bag, the supplies) opens a day before, with "Check in available" (requirements.md 2.3);
 * checking in starts the shift and its itineraries (requirements.md 4), so it waits for the hour.
 *
 * Conventions here: the hour is counted in instants, so on the night the clocks change check-in
 * still opens sixty real minutes before; the text names the opening as the shift's own zone reads
 * it, with its day when that is not the day it is now there.
 */
import { CHECK_IN_OPENS_BEFORE_MS } from '../constants.ts';
import { formatLongDate, formatTime, toLocalDateKey } from '../format/dates.ts';
import { toEpochMs, type Instant } from '../format/instant.ts';

export const checkInWindowTexts = {
  /** "at 7:00 AM" or "on Sunday, November 29 at 7:00 AM". */
  opens: (when: string) => `Check-in opens ${when}, an hour before your shift starts.`,
} as const;

/** The instant check-in opens, epoch ms. */
export function checkInOpensAt(startTime: Instant): number {
  return toEpochMs(startTime, 'shift start') - CHECK_IN_OPENS_BEFORE_MS;
}

export interface CheckInWindowInput {
  startTime: Instant;
  /** The shift's zone: the text's time is its wall clock. */
  timeZone: string;
  now: Instant;
  /** The QA override (CHECK_IN_WINDOW_DISABLED_FLAG): check-in is open at any time. */
  windowDisabled?: boolean;
}

/** Why check-in is not open yet ("Check-in opens at 7:00 AM, …"), or null once it is. */
export function checkInTooEarly({
  startTime,
  timeZone,
  now,
  windowDisabled = false,
}: CheckInWindowInput): string | null {
  const opens = checkInOpensAt(startTime);
  const nowMs = toEpochMs(now, 'now');
  if (windowDisabled || nowMs >= opens) return null;
  const time = formatTime(opens, timeZone);
  const sameDay = toLocalDateKey(opens, timeZone) === toLocalDateKey(nowMs, timeZone);
  return checkInWindowTexts.opens(sameDay ? `at ${time}` : `on ${formatLongDate(opens, timeZone)} at ${time}`);
}
