/**
 * Who may write an itinerary's steps, and when a step happened (design; requirements.md 4 starts the
 * shift at check-in, and the nurse's steps follow it).
 */
import type { ItineraryData } from '../itinerary-data/model.ts';
import type { ShiftStatus } from '../vocabulary/shifts.ts';

/** Ours: the requirements.md gives none. */
export const fieldWriteTexts = {
  itineraryNotFound: 'Itinerary not found',
  checkInFirst: 'Check in to your shift before starting this itinerary.',
  itineraryClosed: (status: string) => `This itinerary is ${status === 'done' ? 'done' : 'canceled'}.`,
  notStarted: 'Accept this itinerary before starting it.',
  invalidStepTime: 'The time of this step is not valid: check your phone’s clock.',
} as const;

export interface ItineraryWriteInput {
  itineraryStatus: ItineraryData['status'];
  /** Null for an itinerary that belongs to no shift. */
  shiftStatus: ShiftStatus | null;
}

/**
 * Why the nurse may not write the itinerary's steps now, or null. An itinerary on a shift opens at
 * check-in (the shift in progress); one without a shift once accepted. Done and canceled close it.
 */
export function itineraryWriteRefusal({ itineraryStatus, shiftStatus }: ItineraryWriteInput): string | null {
  if (itineraryStatus === 'done' || itineraryStatus === 'canceled')
    return fieldWriteTexts.itineraryClosed(itineraryStatus);
  if (itineraryStatus === 'open') return fieldWriteTexts.notStarted;
  if (shiftStatus !== null && shiftStatus !== 'in_progress') return fieldWriteTexts.checkInFirst;
  return null;
}

/** A step may say when it happened up to this long ago (an offline queue replayed the next day). */
export const STEP_TIME_MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** ...and this far ahead of the server's clock (phones drift). */
export const STEP_TIME_MAX_SKEW_MS = 5 * 60 * 1000;

/** The step's time: the phone's when given and plausible, the server's when absent; null when implausible. */
export function toStepTime(at: string | undefined, nowMs: number): string | null {
  if (at === undefined) return new Date(nowMs).toISOString();
  const ms = Date.parse(at);
  if (!Number.isFinite(ms) || ms > nowMs + STEP_TIME_MAX_SKEW_MS || ms < nowMs - STEP_TIME_MAX_AGE_MS) return null;
  return new Date(ms).toISOString();
}
