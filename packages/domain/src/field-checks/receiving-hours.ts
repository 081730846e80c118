/**
 * Is a lab receiving specimens at an instant, and which lab is the nearest one that is (ADR 076;
 * requirements.md 2.11's go-to-pick-drop shows "its name, address and receiving hours").
 *
 * Why this is careful: hours are wall-clock times ("07:00" to "19:00", "24:00" the end of the
 * day) in the lab's own zone, and an instant is not a wall-clock time. Each opening is placed on
 * the local date as an instant (localWallTime), so a day the clocks move is 23 or 25 hours long
 * and still opens at 7:00 there, and a lab in another zone is judged by its own clock. An end at
 * or before the start runs past midnight (22:00 to 06:00). No hours: it receives at any hour.
 *
 * The nearest is by great-circle distance (distanceMeters), as dispatch picks a visit's lab
 * (dispatch/receiving-place.ts), from where the nurse stands: the lab stop she came to.
 */
import { formatClockTime, TIME_RANGE_SEPARATOR, toLocalDateKey } from '../format/dates.ts';
import { toEpochMs, type Instant } from '../format/instant.ts';
import { addDaysToDateKey, localWallTime } from '../format/zoned-days.ts';
import { distanceMeters, type LatLng } from './deviation.ts';

/** Receiving hours as operations set them ("HH:MM", end "24:00" at most); either absent: any hour. */
export interface ReceivingHours {
  receivingStart?: string | null;
  receivingEnd?: string | null;
}

/** A lab as the phone knows it: where, its hours and the zone they are read in. */
export interface ReceivingLab extends ReceivingHours {
  name: string;
  address: string;
  lat: number;
  lng: number;
  timeZone: string;
}

const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minuteOf(clock: string): number | null {
  const match = CLOCK.exec(clock);
  const minute = match ? Number(match[1]) * 60 + Number(match[2]) : null;
  return minute !== null && minute <= 24 * 60 ? minute : null;
}

/** The hours as minutes from local midnight, or null when the place receives at any hour. */
function windowOf(hours: ReceivingHours): { start: number; end: number } | null {
  if (!hours.receivingStart || !hours.receivingEnd) return null;
  const start = minuteOf(hours.receivingStart);
  const end = minuteOf(hours.receivingEnd);
  // Hours that are not a clock time were not set by setPlaceHours: read as none, never as closed.
  return start === null || end === null ? null : { start, end };
}

/** The instant `minute` minutes after local midnight begins on `dateKey` ("24:00" is the next midnight). */
function instantOn(dateKey: string, minute: number, timeZone: string): number {
  const day = addDaysToDateKey(dateKey, Math.floor(minute / 1440));
  const rest = minute % 1440;
  const hhmm = `${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
  return localWallTime(day, hhmm, timeZone).getTime();
}

/** Whether the place takes specimens at `at`, its hours read in `timeZone` (its own). */
export function isReceivingAt(hours: ReceivingHours, timeZone: string, at: Instant): boolean {
  const window = windowOf(hours);
  if (window === null) return true;
  const t = toEpochMs(at);
  const today = toLocalDateKey(t, timeZone);
  // A window past midnight may have opened yesterday; one within the day opens today only.
  const opened = window.end > window.start ? [today] : [addDaysToDateKey(today, -1), today];
  const length = window.end > window.start ? window.end - window.start : window.end + 1440 - window.start;
  return opened.some((day) => {
    const open = instantOn(day, window.start, timeZone);
    const close = instantOn(day, window.start + length, timeZone);
    return t >= open && t < close;
  });
}

/** The nearest lab receiving at `at`, from `from`; undefined when none is. The first of equals. */
export function nearestReceivingLab<L extends ReceivingLab>(
  from: LatLng,
  labs: readonly L[],
  at: Instant,
): L | undefined {
  let best: { lab: L; meters: number } | undefined;
  for (const lab of labs) {
    if (!isReceivingAt(lab, lab.timeZone, at)) continue;
    const meters = distanceMeters(from, lab);
    if (!best || meters < best.meters) best = { lab, meters };
  }
  return best?.lab;
}

/** "7:00 AM – 7:00 PM", or null when the place receives at any hour. */
export function formatReceivingHours(hours: ReceivingHours): string | null {
  if (windowOf(hours) === null) return null;
  return `${formatClockTime(hours.receivingStart!)}${TIME_RANGE_SEPARATOR}${formatClockTime(hours.receivingEnd!)}`;
}

export const receivingHoursTexts = {
  /** "Front St Lab receives 7:00 AM – 7:00 PM. It is closed now." */
  closedNow: (name: string, hours: string) => `${name} receives ${hours}. It is closed now.`,
  nearestOpen: (lab: { name: string; address: string }, hours: string | null) =>
    `The nearest lab open now is ${lab.name}, ${lab.address}. It receives ${hours ?? 'at any hour'}.`,
  noneOpen: 'No other lab you can take these specimens to is open now.',
  /** The server's refusal of the drop-off, and the phone's reason Finish drop-off is disabled. */
  refused: (name: string, hours: string) =>
    `${name} receives ${hours}. It is closed now, so it cannot take the specimens: keep them with you.`,
} as const;

/**
 * Why a drop-off at this lab at `at` cannot be made (the closed text), or null when it can: it is
 * open then, or its hours are not known.
 */
export function closedLabRefusal(lab: ReceivingHours & { name: string }, timeZone: string, at: Instant): string | null {
  const hours = formatReceivingHours(lab);
  if (hours === null || isReceivingAt(lab, timeZone, at)) return null;
  return receivingHoursTexts.refused(lab.name, hours);
}

/** The warning at a closed lab, with the nearest lab open then (or that none is); null when it is open. */
export function closedLabWarning(
  lab: ReceivingHours & { name: string; timeZone: string },
  from: LatLng,
  others: readonly ReceivingLab[],
  at: Instant,
): { closed: string; elsewhere: string } | null {
  const hours = formatReceivingHours(lab);
  if (hours === null || isReceivingAt(lab, lab.timeZone, at)) return null;
  const open = nearestReceivingLab(from, others, at);
  return {
    closed: receivingHoursTexts.closedNow(lab.name, hours),
    elsewhere: open ? receivingHoursTexts.nearestOpen(open, formatReceivingHours(open)) : receivingHoursTexts.noneOpen,
  };
}
