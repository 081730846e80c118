/**
 * Checking in to a shift (requirements.md 2.10, 4, 5): the check-in declared as a step flow, the scan list
 * of the shift's supplies, and what check-in needs. The step failures of shift-preparation.ts are
 * the texts.
 */
import type { ExpectedItem } from '../scanning/match-scan.ts';
import { getOwn, type Table } from '../scanning/lookup.ts';
import { defineStepFlow } from '../step-flow/flow.ts';
import { shiftPreparationFailures, type ShiftPreparationState, type ShiftStep } from './shift-preparation.ts';

const step = (key: ShiftStep, title: string) => ({
  key,
  path: key,
  title,
  rule: (state: ShiftPreparationState) => shiftPreparationFailures(key, state),
});

/**
 * The check-in below shift/{shiftID} (requirements.md 2.10), in the order Next walks it: area-check,
 * leave-from, scan-shift-bag, scan-shift-supplies, check-in. The shift's own page comes before
 * the first step; each step's Next waits on its rule in shift-preparation.ts. The flow's state is
 * the server's shift, so a reload keeps her progress.
 */
export const shiftCheckInFlow = defineStepFlow([
  step('area-check', 'Area check'),
  step('leave-from', 'Where do you leave from?'),
  step('scan-shift-bag', 'Scan your shift bag'),
  step('scan-shift-supplies', 'Your supplies'),
  step('check-in', 'Check in'),
]);

export interface ScannedShiftItem {
  supplyItemID: string;
  supplyID: string;
}

/**
 * One expected item per required unit (requirements.md 3: supplies, count by supply), in supply order, with
 * the items already scanned marked; an item of a supply the shift no longer needs is left out.
 */
export function toShiftSupplyScanList(supplies: Table<number>, scanned: readonly ScannedShiftItem[]): ExpectedItem[] {
  const list: ExpectedItem[] = [];
  for (const supplyID of Object.keys(supplies).sort()) {
    const count = getOwn(supplies, supplyID) ?? 0;
    const mine = scanned.filter((s) => s.supplyID === supplyID);
    for (let i = 0; i < (Number.isFinite(count) ? Math.ceil(count) : 0); i++) {
      const item = mine[i];
      list.push(
        item
          ? { supplyID, isScanned: true, scannedKey: item.supplyItemID, supplyItemID: item.supplyItemID }
          : { supplyID, isScanned: false },
      );
    }
  }
  return list;
}

/**
 * The first reason check-in is refused, or null: the geocheck (requirements.md 5: "No geocheck to
 * complete."), the shift bag, then every supply scanned, unless the supply-preparation-disabled
 * flag turns preparation off (then neither is asked for).
 */
export function checkInRefusal(
  state: Omit<ShiftPreparationState, 'nurseRegionID' | 'serviceRegionIDs'>,
  options: { supplyPreparationDisabled: boolean },
): string | null {
  const full = { ...state, nurseRegionID: null, serviceRegionIDs: [] };
  const steps = options.supplyPreparationDisabled
    ? (['check-in'] as const)
    : (['check-in', 'scan-shift-bag', 'scan-shift-supplies'] as const);
  for (const step of steps) {
    const failures = shiftPreparationFailures(step, full);
    if (failures.length > 0) return failures[0]!;
  }
  return null;
}
