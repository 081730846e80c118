/**
 * The nurse home lists (requirements.md 2.3, 4, 9): the schedule's Upcoming and Past filters, the page
 * that grows by 20 as the nurse scrolls, which offers show, and the reason a decline needs.
 *
 * Conventions here (design, the requirements.md leaves them open):
 *   - A shift is Past when it is complete or canceled, or when it has ended: its end time has
 *     passed, or, without an end time, it started on an earlier local date (in its own zone) than
 *     today. An in-progress shift stays Upcoming until it is complete.
 *   - Upcoming is sorted soonest first, Past most recent first; equal starts keep their order.
 *   - Declined offers never show (requirements.md 4 says so of itinerary offers; a declined shift offer is
 *     treated the same). Every other status shows; the caller decides which statuses it loads.
 */
import { DECLINE_REASON_MAX_LENGTH, SHIFT_PAGE_SIZE } from '../constants.ts';
import { toLocalDateKey } from '../format/dates.ts';
import type { OfferStatus, ScheduleFilter, ShiftStatus } from '../vocabulary/shifts.ts';
import { toEpochMs, type Instant } from '../format/instant.ts';

// The lists are declared in vocabulary/; the shift lists' readers may take them from here.
export { scheduleFilters, type ScheduleFilter } from '../vocabulary/shifts.ts';

export const shiftListTexts = {
  upcoming: 'Upcoming',
  past: 'Past',
  /** requirements.md 2.3 empty states. */
  noOffers: 'No shift offers right now...',
  upcomingEmpty: 'Shifts will appear here',
  pastEmpty: 'Previous Shifts will be displayed here',
  /** Design: the requirements.md says a decline needs a reason but gives no text. */
  declineReasonRequired: 'Please give a reason for declining.',
  declineReasonTooLong: `Please keep your reason to ${DECLINE_REASON_MAX_LENGTH} characters or fewer.`,
} as const;

export interface ScheduledShift {
  status: ShiftStatus;
  startTime: Instant;
  endTime?: Instant | null;
  /** The shift's own IANA zone (requirements.md 3: startTime carries timestamp and timeZone). */
  timeZone: string;
}

export function isPastShift(shift: ScheduledShift, now: Instant): boolean {
  if (shift.status === 'complete' || shift.status === 'canceled') return true;
  if (shift.status === 'in_progress') return false;
  if (shift.endTime !== null && shift.endTime !== undefined) {
    return toEpochMs(shift.endTime, 'shift end') <= toEpochMs(now, 'now');
  }
  return toLocalDateKey(shift.startTime, shift.timeZone) < toLocalDateKey(now, shift.timeZone);
}

/** The shifts under one filter, in that filter's order (requirements.md 2.3 Upcoming and Past). */
export function filterSchedule<T extends ScheduledShift>(
  shifts: readonly T[],
  filter: ScheduleFilter,
  now: Instant,
): T[] {
  const past = filter === 'past';
  const direction = past ? -1 : 1;
  return shifts
    .filter((shift) => isPastShift(shift, now) === past)
    .map((shift) => ({ shift, start: toEpochMs(shift.startTime, 'shift start') }))
    .sort((a, b) => direction * (a.start - b.start))
    .map(({ shift }) => shift);
}

export function scheduleEmptyText(filter: ScheduleFilter): string {
  return filter === 'upcoming' ? shiftListTexts.upcomingEmpty : shiftListTexts.pastEmpty;
}

/** requirements.md 9: the list first shows 20 shifts... */
export const INITIAL_SHIFT_LIMIT = SHIFT_PAGE_SIZE;

/** ...and 20 more at each load (infinite scroll). */
export function nextShiftLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`Invalid list limit: ${limit}`);
  return limit + SHIFT_PAGE_SIZE;
}

/** The first `limit` items, and whether scrolling on would show more. */
export function takeShiftPage<T>(items: readonly T[], limit: number): { items: T[]; hasMore: boolean } {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`Invalid list limit: ${limit}`);
  return { items: items.slice(0, limit), hasMore: items.length > limit };
}

/** A shift on her schedule with its itineraries: all of them, and those done (requirements.md 4). */
export interface ShiftItineraries {
  status: ShiftStatus;
  /** Soonest first. */
  itineraryIDs: readonly string[];
  doneItineraryIDs: readonly string[];
}

/** The shift's itineraries she has yet to finish, soonest first ("Continue your itinerary" offers only these). */
export function openItineraryIDs(shift: ShiftItineraries): string[] {
  return shift.itineraryIDs.filter((id) => !shift.doneItineraryIDs.includes(id));
}

/**
 * What her shift card says. Nothing moves a shift to complete when its last itinerary is done, so
 * an in-progress shift whose itineraries are all done reads 'day_done', not "Checked in".
 */
export type ShiftProgress = ShiftStatus | 'day_done';

export function shiftProgress(shift: ShiftItineraries): ShiftProgress {
  const allDone = shift.itineraryIDs.length > 0 && openItineraryIDs(shift).length === 0;
  return shift.status === 'in_progress' && allDone ? 'day_done' : shift.status;
}

/**
 * requirements.md 4: itinerary offers exclude declined (and so do shift offers, by design); an offer
 * withdrawn or expired has ended too (ADR 074). What is left is open, or hers already.
 */
export const visibleOfferStatuses = ['offered', 'accepted'] as const satisfies readonly OfferStatus[];

export function isVisibleOffer(offer: { status: OfferStatus }): boolean {
  return (visibleOfferStatuses as readonly OfferStatus[]).includes(offer.status);
}

export function visibleOffers<T extends { status: OfferStatus }>(offers: readonly T[]): T[] {
  return offers.filter(isVisibleOffer);
}

/**
 * requirements.md 1, 9: a decline needs a reason. The error to show for one, or null when it is
 * acceptable: trimmed, it is not empty and at most DECLINE_REASON_MAX_LENGTH characters.
 */
export function validateDeclineReason(reason: unknown): string | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text.length === 0) return shiftListTexts.declineReasonRequired;
  return text.length > DECLINE_REASON_MAX_LENGTH ? shiftListTexts.declineReasonTooLong : null;
}
