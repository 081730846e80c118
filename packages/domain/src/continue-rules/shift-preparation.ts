/**
 * Shift check-in and supply preparation, shift/{shiftID}/... (requirements.md 2.10, 3, 5).
 *
 * - area-check: the nurse's region must be one of the shift's service regions, else "Not in
 *   service region" (requirements.md 5); an unknown region is not in any.
 * - check-in: needs a geoCheck, else "No geocheck to complete." (requirements.md 5 and 8).
 * - scan-shift-supplies: a shift is fully prepared when the scanned item count equals the sum of
 *   the required supplies (requirements.md 5). Equal, as the requirements.md says: a scan beyond the count is refused at
 *   scan time ("Wrong supply"), so more never happens through the scan rules. A supply item scanned
 *   twice counts once.
 * - scan-shift-bag: needs the shift's bag (requirements.md 7 shifts/{id}/supplyItem); the text is ours.
 * - leave-from never blocks.
 */
import { getOwn, type Table } from '../scanning/lookup.ts';
import { shiftMessages, stepMessages } from './messages.ts';

export const shiftSteps = ['area-check', 'check-in', 'leave-from', 'scan-shift-bag', 'scan-shift-supplies'] as const;
export type ShiftStep = (typeof shiftSteps)[number];

export interface ShiftPreparationState {
  /** requirements.md 3 Shift.supplies: count by supply id. */
  supplies: Table<number>;
  /** requirements.md 3 Shift.supplyItems: the items scanned for the shift. */
  scannedSupplyItemIDs: readonly string[];
  /** requirements.md 3 Shift.geoCheck, once done. */
  geoCheck: object | null;
  /** requirements.md 7 shifts/{id}/supplyItem: the shift bag. */
  shiftBagSupplyItemID: string | null;
  /** The service region the nurse is in now, if known. */
  nurseRegionID: string | null;
  serviceRegionIDs: readonly string[];
}

/** requirements.md 5: the sum of the required supplies (non-positive or non-numeric counts add nothing). */
export function requiredSupplyCount(supplies: Table<number>): number {
  return Object.keys(supplies).reduce((sum, id) => {
    const count = getOwn(supplies, id) ?? 0;
    return sum + (Number.isFinite(count) && count > 0 ? Math.ceil(count) : 0);
  }, 0);
}

/** requirements.md 5: scanned item count equals the sum of required supplies. */
export function isShiftFullyPrepared(state: Pick<ShiftPreparationState, 'supplies' | 'scannedSupplyItemIDs'>): boolean {
  return new Set(state.scannedSupplyItemIDs).size === requiredSupplyCount(state.supplies);
}

export function shiftPreparationFailures(step: ShiftStep, state: ShiftPreparationState): string[] {
  switch (step) {
    case 'area-check':
      return state.nurseRegionID !== null && state.serviceRegionIDs.includes(state.nurseRegionID)
        ? []
        : [shiftMessages.notInServiceRegion];
    case 'check-in':
      return state.geoCheck ? [] : [shiftMessages.noGeoCheck];
    case 'leave-from':
      return [];
    case 'scan-shift-bag':
      return state.shiftBagSupplyItemID ? [] : [stepMessages.scanShiftBag];
    case 'scan-shift-supplies':
      return isShiftFullyPrepared(state) ? [] : [stepMessages.scanAllItems];
  }
}
