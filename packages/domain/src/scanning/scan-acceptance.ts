/**
 * Whether a step accepts a scanned item, for the scan steps that know exactly which items they
 * expect (requirements.md 3 scan lists, 5 scanning rules): centrifugation, mail-in packing, and the
 * packer's and the nurse's supply flows to come. The caller has resolved the barcode (scanBarcode)
 * and gathered the ids; these rules only compare.
 */
import { matchScan } from './match-scan.ts';
import { scanMessages, type ScanMessage } from './messages.ts';

/** What a scan answered (scanBarcode), as far as the acceptance rules read it. */
export interface ScannedItem {
  barcode: string;
  supplyID: string | null;
  supplyItemID: string | null;
  serial: string | null;
}

/** One line of a scan list: an expected supply item and whether it is scanned. */
export interface ScanRow {
  supplyItemID: string;
  scanned: boolean;
}

/** The scan list of a step: each expected item once, in order, ticked when scanned. */
export function scanRows(expected: readonly string[], scanned: readonly string[]): ScanRow[] {
  const have = new Set(scanned);
  return [...new Set(expected)].map((supplyItemID) => ({ supplyItemID, scanned: have.has(supplyItemID) }));
}

/**
 * A scanned supply item against the exact items a step expects (requirements.md 5): one scanned already is
 * "Barcode already scanned.", one not expected is "Wrong supply". Null when it fits.
 */
export function expectedItemRefusal(
  expected: readonly string[],
  scanned: readonly string[],
  supplyItemID: string | null,
): ScanMessage | null {
  if (supplyItemID !== null && scanned.includes(supplyItemID)) return scanMessages.alreadyScanned;
  if (supplyItemID === null || !expected.includes(supplyItemID)) return scanMessages.wrongSupply;
  return null;
}

/**
 * A new bag scanned to hold items (a new specimen bag after centrifugation). It must be a bag of
 * `bagSupplyID` when that is known ("Wrong supply") and none of the bags in use here ("Barcode
 * already scanned."); a scan naming no supply item is "Wrong supply". Null when it fits.
 */
export function newBagRefusal(input: {
  /** The supply the bag must be of, when known. */
  bagSupplyID: string | null;
  /** The bags already in use: scanning one again is "Barcode already scanned.". */
  inUse: readonly string[];
  scan: ScannedItem;
}): string | null {
  const { bagSupplyID, inUse, scan } = input;
  if (scan.supplyItemID === null) return scanMessages.wrongSupply;
  if (bagSupplyID === null) return inUse.includes(scan.supplyItemID) ? scanMessages.alreadyScanned : null;
  const matched = matchScan(
    [{ supplyID: bagSupplyID, isScanned: false }],
    { ...scan, supplyID: scan.supplyID ?? '' },
    { alsoScanned: inUse },
  );
  return matched.ok ? null : matched.message;
}
