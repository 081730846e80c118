/**
 * The phone's scan data (getNurseScanData, kept for the day: ADR 022) as the rules read it: the
 * scan tables resolveBarcode reads, and what the visit-bag rule reads of each item. The web calls
 * these, and the server's parity test (scan-parity.test.ts) calls them on the same answer, so the
 * phone's verdict is checked against the server's with the phone's own code (issue 22).
 *
 * It lives in scanning/, not transitions/: the shift's check-in pages load it (lib/scan-data.ts) with
 * the scanning rules, without the itinerary's chunk (ADR 025). It declares the shapes the
 * transitions read (`PhoneScans`, `VisitBagCandidate`), so transitions/ imports scanning/ and never
 * the other way.
 */
import type { SupplyItemStatus } from '../vocabulary/supplies.ts';
import { resolveBarcode, type ScanLookups } from './resolve-barcode.ts';

/** One item of the scan data: its scan record and supply, whether she holds it, whether it is a shift's bag. */
export interface ScanDataItem {
  id: string;
  serial: string | null;
  skuID: string;
  status: SupplyItemStatus;
  supplyType: string;
  held: boolean;
  shiftBag: boolean;
}

/**
 * A scanned bag, with what the field state does not know of it. The server reads it from its
 * tables; the phone from the scan data it keeps for the day (getNurseScanData: `held`,
 * `shiftBag`), so both judge a visit bag with no signal alike (issue 22).
 */
export interface VisitBagCandidate {
  supplyItemID: string;
  /** The type of the item's supply (supplies.type). */
  supplyType: string;
  /** Whether the scanning nurse holds it: a patient's kit or box, or another nurse's bag, is not hers. */
  held: boolean;
  /** Whether it is some shift's bag (shifts/{id}/supplyItem), hers or another's. */
  shiftBag: boolean;
}

/** A scanned value to the item it names, on this phone (null when it cannot tell). */
export type ItemOfBarcode = (barcode: string) => string | null;

/** What the phone knows of scanned values (phoneScansOf below builds it from the scan data). */
export interface PhoneScans {
  itemOf: ItemOfBarcode;
  /** What the visit-bag rule reads of an item the phone holds (undefined: the server's to judge). */
  visitBagOf: (supplyItemID: string) => VisitBagCandidate | undefined;
}

export type ScanDataOnPhone = Omit<ScanLookups, 'supplyItems'> & { items: readonly ScanDataItem[] };

/** The items by id (none while the scan data has not come). */
export function scanDataItemsOf<I extends ScanDataItem>(data: { items: readonly I[] } | undefined): Record<string, I> {
  return Object.fromEntries((data?.items ?? []).map((item) => [item.id, item]));
}

export function scanLookupsOf(data: ScanDataOnPhone): ScanLookups {
  return { ...data, supplyItems: scanDataItemsOf(data) };
}

/** What the visit-bag rule reads of an item, from its scan data. */
export function visitBagOfItem(item: ScanDataItem): VisitBagCandidate {
  return { supplyItemID: item.id, supplyType: item.supplyType, held: item.held, shiftBag: item.shiftBag };
}

/** The scanned values and items the phone can judge with no signal. */
export function phoneScansOf(data: ScanDataOnPhone | undefined): PhoneScans {
  const items = scanDataItemsOf(data);
  return {
    itemOf: (barcode) => {
      if (!data) return null;
      const result = resolveBarcode(barcode, scanLookupsOf(data));
      return result.ok ? result.scan.supplyItemID : null;
    },
    visitBagOf: (supplyItemID) => {
      const item = Object.hasOwn(items, supplyItemID) ? items[supplyItemID] : undefined;
      return item && visitBagOfItem(item);
    },
  };
}
