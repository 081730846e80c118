/** The shift and check-in pages' own words (the requirements.md's texts come from the domain's messages). */
import { countOf } from '@sc/domain/format/counts';
import type { ShiftStep } from '@sc/domain/continue-rules/shift-preparation';
import type { ShiftStatus } from '@sc/domain/vocabulary/shifts';

export const shiftTexts = {
  back: 'Back',
  /** Beside "Step 2 of 5": which flow the steps count. */
  checkIn: 'Check-in',
  startCheckIn: 'Start check-in',
  checkedIn: 'You are checked in.',
  ready: 'Everything is ready: check in to start your shift.',
  /** Check-in opened before its earlier steps are done: what to finish first. */
  notReady: 'Finish this first',
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

/** The shift's state on its chip, as a nurse says it (requirements.md 4 statuses). */
export const shiftStatusChips: Record<ShiftStatus, { label: string; tone: 'neutral' | 'info' | 'success' | 'danger' }> =
  {
    open: { label: 'Open', tone: 'neutral' },
    accepted: { label: 'Accepted', tone: 'neutral' },
    in_progress: { label: 'Checked in', tone: 'info' },
    complete: { label: 'Complete', tone: 'success' },
    canceled: { label: 'Canceled', tone: 'danger' },
  };
