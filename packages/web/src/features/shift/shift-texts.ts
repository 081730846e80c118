/** The shift and check-in pages' own words (the requirements.md's texts come from the domain's messages). */
import { countOf } from '@sc/domain/format/counts';
import type { ShiftStep } from '@sc/domain/continue-rules/shift-preparation';

export const shiftTexts = {
  back: 'Back',
  /** Beside "Step 2 of 5": which flow the steps count. */
  checkIn: 'Check-in',
  startCheckIn: 'Start check-in',
  checkedIn: 'You are checked in.',
  ready: 'Everything is ready: check in to start your shift.',
  /** Check-in opened before its earlier steps are done: what to finish first. */
  notReady: 'Finish this first',
  /** Everything is ready, but check-in has not opened yet (ADR 077): the domain's text says when. */
  notYet: 'Everything is ready',
  backToShift: 'Back to your shift',
  itinerary: (n: number) => `Itinerary ${n}`,
  openItinerary: (n: number) => `Open Itinerary ${n}`,
  stopCount: (n: number) => countOf(n, 'stop'),
  /** A stop nobody named: the patient's or place's name is not on the phone yet. */
} as const;

/** The button to the page check-in still needs (issue 13: never a dead end). */
export const goToStepTexts: Partial<Record<ShiftStep, string>> = {
  'area-check': 'Go to the area check',
  'scan-shift-bag': 'Go to the shift bag scan',
  'scan-shift-supplies': 'Go to your supplies',
};
