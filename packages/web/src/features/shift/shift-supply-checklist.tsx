/**
 * Check-in supplies as one checklist (issue 13.4): a line per unit the shift needs (requirements.md 3
 * supplies: count by supply), by name and cap colour, ticked as its items are scanned, with what
 * is left. The scanned items' supplies come from the nurse's own items (getNurseSupplyItems).
 */
import { ScanList, type ScanListItem } from '../../components/ui/scan-list.tsx';
import { toScanNames } from '../../lib/scan-names.ts';
import { useNurseSupplyItems } from '../../lib/supply-names.ts';
import type { ShiftDetails } from './use-shift.ts';

export const shiftChecklistTexts = {
  label: 'Supplies for this shift',
} as const;

type Shift = Pick<ShiftDetails, 'supplies' | 'supplyNames' | 'supplyItemIDs'>;

/** The lines: per supply, as many as it needs, the first ones ticked by the items scanned of it. */
export function toShiftChecklist(
  shift: Shift,
  supplyOf: (supplyItemID: string) => string | null,
  colorOf: (supplyID: string) => string | null,
): ScanListItem[] {
  const scanned = new Map<string, number>();
  for (const id of new Set(shift.supplyItemIDs)) {
    const supplyID = supplyOf(id);
    if (supplyID !== null) scanned.set(supplyID, (scanned.get(supplyID) ?? 0) + 1);
  }
  return Object.entries(shift.supplies).flatMap(([supplyID, count]) =>
    Array.from({ length: Math.max(0, Math.floor(count)) }, (_, unit) => ({
      key: `${supplyID}#${unit}`,
      name: shift.supplyNames[supplyID] ?? 'Supply',
      color: colorOf(supplyID),
      scanned: unit < (scanned.get(supplyID) ?? 0),
    })),
  );
}

export function ShiftSupplyChecklist({ shift }: { shift: Shift }) {
  const nurse = useNurseSupplyItems();
  const names = toScanNames(nurse.data?.items ?? []);
  return (
    <ScanList label={shiftChecklistTexts.label} items={toShiftChecklist(shift, names.supplyOf, names.supplyColor)} />
  );
}
