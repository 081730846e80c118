/**
 * Matching a resolved scan against the list of items a step expects (requirements.md 3 "scan lists ...
 * with an isScanned flag per item", requirements.md 5 scanning rules).
 *
 * - A scan's identity is its supply item id, or, for a mail-in box (scanned against its supply
 *   ID, requirements.md 7), the scanned value. A scan whose identity already satisfied an item of the list
 *   (or is listed in `alsoScanned`) is "Barcode already scanned.".
 * - Otherwise it marks the first unscanned item of the same supply whose serial, if the item has
 *   one, equals the scan's; items expecting exactly that serial go before items expecting any.
 * - No such item: "Wrong supply".
 * The list is never changed in place; a refused scan leaves it as it was.
 */
import { resolveBarcode, toScanError, type ResolvedScan, type ScanError, type ScanLookups } from './resolve-barcode.ts';

export interface ExpectedItem {
  supplyID: string;
  /** Set when only the unit with this serial will do. */
  serial?: string | null;
  isScanned: boolean;
  /** The identity of the scan that satisfied the item. */
  scannedKey?: string | null;
  /** The supply item that satisfied the item, when the scan named one. */
  supplyItemID?: string | null;
}

export type ScanToMatch = Pick<ResolvedScan, 'barcode' | 'supplyID' | 'supplyItemID' | 'serial'>;

export type MatchScanResult<T> = { ok: true; items: T[]; index: number } | ScanError;

/** The identity that makes a second scan of the same thing "already scanned". */
export function toScanKey(scan: Pick<ScanToMatch, 'barcode' | 'supplyItemID'>): string {
  return scan.supplyItemID ?? scan.barcode;
}

function keyOf(item: ExpectedItem): string | null {
  return item.scannedKey ?? item.supplyItemID ?? null;
}

export function matchScan<T extends ExpectedItem>(
  items: readonly T[],
  scan: ScanToMatch,
  options: { alsoScanned?: Iterable<string> } = {},
): MatchScanResult<T> {
  const key = toScanKey(scan);
  const taken = new Set(options.alsoScanned ?? []);
  if (taken.has(key) || items.some((item) => item.isScanned && keyOf(item) === key)) {
    return toScanError('already-scanned');
  }

  const fits = (item: T) => !item.isScanned && item.supplyID === scan.supplyID;
  let index = items.findIndex((item) => fits(item) && item.serial != null && item.serial === scan.serial);
  if (index === -1) index = items.findIndex((item) => fits(item) && item.serial == null);
  if (index === -1) return toScanError('wrong-supply');

  const next = items.slice();
  next[index] = { ...items[index]!, isScanned: true, scannedKey: key, supplyItemID: scan.supplyItemID };
  return { ok: true, items: next, index };
}

/** Resolves a scanned value (requirements.md 5) and matches it against the list in one go. */
export function scanExpectedItem<T extends ExpectedItem>(
  scanned: string,
  lookups: ScanLookups,
  items: readonly T[],
  options: { alsoScanned?: Iterable<string> } = {},
): (MatchScanResult<T> & { ok: true; scan: ResolvedScan }) | ScanError {
  const resolved = resolveBarcode(scanned, lookups);
  if (!resolved.ok) return resolved;
  const matched = matchScan(items, resolved.scan, options);
  return matched.ok ? { ...matched, scan: resolved.scan } : matched;
}

/** Undoes one item's scan (requirements.md 4: unsetting a scanned supply returns it to activated). */
export function clearScan<T extends ExpectedItem>(items: readonly T[], index: number): T[] {
  const item = items[index];
  if (item === undefined || !item.isScanned) return items.slice();
  const next = items.slice();
  next[index] = { ...item, isScanned: false, scannedKey: null, supplyItemID: null };
  return next;
}

/** A scan list is complete when it is not empty and every item on it is scanned. */
export function isScanListComplete(items: readonly { isScanned: boolean }[] | null | undefined): boolean {
  return items != null && items.length > 0 && items.every((item) => item.isScanned);
}
