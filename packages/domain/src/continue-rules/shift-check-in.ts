/**
 * Checking in to a shift (SPEC.md 2.10, 4, 5): the scan list of the shift's supplies, and what
 * check-in needs. The step failures of shift-preparation.ts are the texts.
 */
import type { ExpectedItem } from '../scanning/match-scan.ts';
import { getOwn, type Table } from '../scanning/lookup.ts';
import { shiftPreparationFailures, type ShiftPreparationState } from './shift-preparation.ts';

export interface ScannedShiftItem {
  supplyItemID: string;
  supplyID: string;
}

/**
 * One expected item per required unit (SPEC.md 3: supplies, count by supply), in supply order, with
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
 * The first reason check-in is refused, or null: the geocheck (SPEC.md 5: "No geocheck to
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
