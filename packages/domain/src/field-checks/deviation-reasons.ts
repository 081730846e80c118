/**
 * The reasons a nurse gives for a deviation (requirements.md 3, 4: a failed check needs a reason), offered
 * as one-tap choices plus "Other", which takes her own words (issue 13: alerts that tell her what
 * to do). The arrival's too-far reason (requirements.md 4) is the same question as the location check at
 * finish, so it answers it: the nurse is asked once.
 *
 * Conventions here: a reason is stored as its text (the choice's label or her own words), so the
 * server and the reports read one string whichever way it was given.
 */
import { FAR_FROM_WAYPOINT_M } from '../constants.ts';
import type { DeviationName } from './deviation.ts';

/** The choice that opens a text field. */
export const OTHER_REASON = 'Other';

/** One-tap reasons per check, most frequent first; "Other" comes last on every list. */
export const deviationReasonChoices: Readonly<Record<DeviationName, readonly string[]>> = {
  duration: [
    'Patient was not ready',
    'Difficult draw',
    'Patient had questions',
    'Paperwork or ID check took longer',
    OTHER_REASON,
  ],
  location: [
    'Parked away from the address',
    'Patient met me at another entrance',
    'The address on file is wrong',
    'GPS shows the wrong place',
    OTHER_REASON,
  ],
};

/** The question each check asks (the location one is also the arrival's too-far question). */
export const deviationQuestions: Readonly<Record<DeviationName, string>> = {
  duration: 'This stop took longer than planned. Why?',
  location: `You are more than ${FAR_FROM_WAYPOINT_M / 1000} km from this stop. Why?`,
};

/**
 * The reason a choice gives: the choice's own label, or for "Other" the nurse's words trimmed.
 * Empty when nothing usable is given (no choice, a choice not on the list, or "Other" left blank).
 */
export function toDeviationReason(name: DeviationName, choice: string | null, otherText = ''): string {
  if (choice === null || !deviationReasonChoices[name].includes(choice)) return '';
  return choice === OTHER_REASON ? otherText.trim() : choice;
}

/**
 * The reasons a finish sends, with the arrival's too-far reason standing for the location check
 * when none was given at finish (asked once). A reason given at finish wins.
 */
export function withArrivalReason(
  reasons: Partial<Record<DeviationName, string>>,
  arrivalTooFarReason: string | null | undefined,
): Partial<Record<DeviationName, string>> {
  const arrival = arrivalTooFarReason?.trim() ?? '';
  if (arrival.length === 0 || (reasons.location?.trim().length ?? 0) > 0) return reasons;
  return { ...reasons, location: arrival };
}
