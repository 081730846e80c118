/**
 * Where the nurse stands in a shift check-in (requirements.md 2.10; issue 13: a progress indicator on
 * every step): the check-in's pages in route order, "Step 2 of 5" for one of them, and the first
 * page before check-in that is still incomplete, so a check-in opened directly can send her there.
 *
 * Route order is the declared flow's (`shiftCheckInFlow`): area-check, leave-from, scan-shift-bag,
 * scan-shift-supplies, check-in. The shift page itself is not a step of the check-in.
 */
import { shiftCheckInFlow } from '../continue-rules/shift-check-in.ts';
import {
  shiftPreparationFailures,
  type ShiftPreparationState,
  type ShiftStep,
} from '../continue-rules/shift-preparation.ts';
import type { RoutePosition } from '../step-flow/route-order.ts';

/** The check-in's pages, in the order Next walks them (the declared flow: continue-rules/shift-check-in.ts). */
export const checkInSteps = shiftCheckInFlow.keys;

/** "Step `index` of `count`" for one check-in page, 1-based. */
export function checkInProgress(step: ShiftStep): RoutePosition {
  return shiftCheckInFlow.position(step);
}

export interface MissingCheckInStep {
  /** The page to go back to. */
  step: ShiftStep;
  /** What is missing, in the step rules' own words (requirements.md 5: "No geocheck to complete."). */
  reason: string;
}

/**
 * The first page whose work check-in still needs, in the order checkInRefusal asks (the geocheck,
 * then the shift bag, then every supply), or null when check-in may go ahead. The geocheck is
 * done on area-check; with supply preparation disabled, neither bag nor supplies are asked for.
 */
export function missingCheckInStep(
  state: Omit<ShiftPreparationState, 'nurseRegionID' | 'serviceRegionIDs'>,
  options: { supplyPreparationDisabled: boolean },
): MissingCheckInStep | null {
  const full = { ...state, nurseRegionID: null, serviceRegionIDs: [] };
  const asked: [rule: ShiftStep, page: ShiftStep][] = options.supplyPreparationDisabled
    ? [['check-in', 'area-check']]
    : [
        ['check-in', 'area-check'],
        ['scan-shift-bag', 'scan-shift-bag'],
        ['scan-shift-supplies', 'scan-shift-supplies'],
      ];
  for (const [rule, page] of asked) {
    const [reason] = shiftPreparationFailures(rule, full);
    if (reason !== undefined) return { step: page, reason };
  }
  return null;
}
