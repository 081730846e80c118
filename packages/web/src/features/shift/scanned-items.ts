/** What the nurse has scanned for her shift, counted and named as she knows it. */
import type { ShiftDetails } from './use-shift.ts';

export const scannedOf = (shift: ShiftDetails) => new Set(shift.supplyItemIDs).size;

/** A scanned item as the nurse knows it: its supply's name, never its internal id (issue 13). */
export function scannedItemName(shift: ShiftDetails, supplyItemID: string): string {
  const supplyID = shift.scannedSupplyIDs?.[supplyItemID];
  return (supplyID && shift.supplyNames[supplyID]) || 'Supply';
}
