/**
 * Preparing a procedure's supplies (requirements.md 2.11 procedures supply, 5 procedure supply checks):
 * the scan list is the domain's (one line per unit the supply instructions ask to scan), with the
 * procedure's saved supply items ticked off against it. A scan is matched by the domain's
 * `matchScan` ("Wrong supply", "Barcode already scanned."); the write is the procedure's whole list.
 */
import { toSupplyScanList } from '@sc/domain/continue-rules/procedure-supply';
import type { ItineraryData, Procedure } from '@sc/domain/itinerary-data/model';
import { neededSupplies } from '@sc/domain/itinerary-data/selectors';
import { matchScan, type ExpectedItem } from '@sc/domain/scanning/match-scan';
import { scanMessages } from '@sc/domain/scanning/messages';
import type { ScannedItem } from '@sc/domain/scanning/scan-acceptance';

export type SupplyIDOf = (supplyItemID: string) => string | null;

/** The procedure's scan list with its saved supply items ticked (in the order they were scanned). */
export function procedureScanList(procedure: Procedure, supplyIDOf: SupplyIDOf): ExpectedItem[] {
  let items = toSupplyScanList(procedure.supplyInstructions);
  for (const id of procedure.supplyItemIDs) {
    const supplyID = supplyIDOf(id);
    if (supplyID === null) continue;
    const matched = matchScan(items, { barcode: id, supplyID, supplyItemID: id, serial: null });
    if (matched.ok) items = matched.items;
  }
  return items;
}

/** Supply items that other procedures of the itinerary already hold: scanning one is "already scanned". */
export function heldByOtherProcedures(data: ItineraryData, procedureID: string): string[] {
  return Object.values(data.procedures)
    .filter((p) => p.id !== procedureID)
    .flatMap((p) => [...p.supplyItemIDs, ...(p.kitSupplyItemID ? [p.kitSupplyItemID] : [])]);
}

export type SupplyScanOutcome = { ok: true; supplyItemIDs: string[] } | { ok: false; message: string };

/**
 * A scan on "scan procedure supplies": the procedure's new list of supply items, or the requirements.md 5 text
 * that refuses it. Items saved on the procedure that are not on the scan list are kept.
 */
export function acceptSupplyScan(
  procedure: Procedure,
  list: readonly ExpectedItem[],
  scan: ScannedItem,
  alsoScanned: Iterable<string>,
): SupplyScanOutcome {
  const { supplyID, supplyItemID } = scan;
  if (supplyItemID === null || supplyID === null) return { ok: false, message: scanMessages.wrongSupply };
  const matched = matchScan(
    list,
    { ...scan, supplyID, supplyItemID },
    { alsoScanned: [...alsoScanned, ...procedure.supplyItemIDs] },
  );
  if (!matched.ok) return { ok: false, message: matched.message };
  return { ok: true, supplyItemIDs: [...procedure.supplyItemIDs, supplyItemID] };
}

/** The procedure's list without one item (removing a scan: requirements.md 4 returns it to activated). */
export function withoutSupplyItem(procedure: Procedure, supplyItemID: string): string[] {
  return procedure.supplyItemIDs.filter((id) => id !== supplyItemID);
}

export interface PickableItem {
  id: string;
  label: string;
  picked: boolean;
}

export interface PickGroup {
  supplyID: string;
  /** How many items of the supply the procedure needs. */
  quantity: number;
  items: PickableItem[];
}

/**
 * Pack procedure bag without sample scanning: per supply the procedure needs, the nurse's items of
 * that supply to tap. An item is offered while it is activated, or when this procedure already
 * holds it (then it shows picked); items other procedures hold are left out.
 */
export function pickGroups(
  procedure: Procedure,
  nurseItems: readonly { id: string; supplyID: string; status: string; serial: string | null }[],
  heldElsewhere: ReadonlySet<string>,
): PickGroup[] {
  const own = new Set(procedure.supplyItemIDs);
  return [...neededSupplies(procedure)].map(([supplyID, quantity]) => ({
    supplyID,
    quantity,
    items: nurseItems
      .filter((item) => item.supplyID === supplyID && !heldElsewhere.has(item.id))
      .filter((item) => own.has(item.id) || item.status === 'activated')
      // An item is told apart by its serial, else by its place in the list: never by its internal id.
      .map((item, index) => ({ id: item.id, label: item.serial ?? String(index + 1), picked: own.has(item.id) })),
  }));
}

/** The procedure's list after tapping an item: added when not picked, removed when picked. */
export function togglePicked(procedure: Procedure, supplyItemID: string): string[] {
  return procedure.supplyItemIDs.includes(supplyItemID)
    ? withoutSupplyItem(procedure, supplyItemID)
    : [...procedure.supplyItemIDs, supplyItemID];
}
