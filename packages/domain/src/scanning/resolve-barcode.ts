/**
 * What a scanned barcode names (requirements.md 3, 5, 7): a supply, and usually one supply item of it.
 *
 * Why this is hard: one scanned text goes through up to five tables (barcodes, batch items, batch
 * SKUs, SKUs, supply items), each of which may be missing, and each miss has its own text. The
 * conventions here, where requirements.md 5 leaves them open:
 *
 * - The value is trimmed; an empty one is "Missing barcode.".
 * - A barcode is looked up by the whole value, then by its code (the part before the first dash).
 *   The serial a value carries is its second dash-separated part, as for supply item ids.
 * - `supply-item` barcodes name a supply item. The item must exist ("Supply item {id} not found"),
 *   its SKU must exist ("Invalid supply barcode") and be active ("Inactive supply. Please contact
 *   support."). A serialised item (one with a serial) must be scanned with that serial, else
 *   "Invalid barcode"; an item without a serial ignores any serial part.
 * - `batch` barcodes name a batch item (serials, batch SKU). A missing batch item or batch SKU is
 *   "Invalid batch barcode"; then the SKU as above. The scanned serial must be one of the batch's
 *   serials ("Invalid barcode"), and the unit is the supply item `<code>-<serial>`, which must
 *   exist. So `serialOf(supplyItemID)` is the scanned serial.
 * - `mail-in-box` barcodes name a SKU: a box is scanned against its supply ID (requirements.md 7), not as an
 *   item, so the result has no supply item and the scanned value is its identity.
 * - Any other barcode (a shipping label, a form) names no supply: "Invalid supply barcode".
 * - A supply item's status is returned, not judged: requirements.md 5 makes only an inactive SKU an error.
 */
import type { SupplyItemStatus } from '../vocabulary/supplies.ts';
import type { BarcodeType } from '../vocabulary/supplies.ts';
import { getOwn, type Table } from './lookup.ts';
import { scanMessages, supplyItemNotFound } from './messages.ts';
import { serialOf } from './serial.ts';

// The list is declared in vocabulary/; scanning's readers may take it from here.
/** barcodes/{id} (requirements.md 3: type and id). */
export interface BarcodeRecord {
  type: BarcodeType;
  id: string;
}

/** batchItems/{id} (requirements.md 3: serials, batchSkuID). */
export interface BatchItemRecord {
  serials: readonly string[];
  batchSkuID: string;
}

/** batchSkus/{id}: the SKU a batch holds. */
export interface BatchSkuRecord {
  skuID: string;
}

/** skus/{id} (requirements.md 3: supplyID, active). */
export interface SkuRecord {
  supplyID: string;
  active: boolean;
}

/** supplyItems/{id} (requirements.md 3: id, serial, skuID, status). */
export interface SupplyItemRecord {
  id: string;
  serial: string | null;
  skuID: string;
  status: SupplyItemStatus;
}

export interface ScanLookups {
  barcodes: Table<BarcodeRecord>;
  batchItems: Table<BatchItemRecord>;
  batchSkus: Table<BatchSkuRecord>;
  skus: Table<SkuRecord>;
  supplyItems: Table<SupplyItemRecord>;
}

export interface ResolvedScan {
  /** The trimmed scanned value. */
  barcode: string;
  barcodeType: 'supply-item' | 'batch' | 'mail-in-box';
  supplyID: string;
  skuID: string;
  /** Null for a mail-in box, which is scanned by its supply only. */
  supplyItem: SupplyItemRecord | null;
  supplyItemID: string | null;
  serial: string | null;
  batchItemID: string | null;
}

export const scanErrorCodes = [
  'missing-barcode',
  'invalid-barcode',
  'invalid-batch-barcode',
  'invalid-supply-barcode',
  'inactive-supply',
  'supply-item-not-found',
  'already-scanned',
  'wrong-supply',
] as const;
export type ScanErrorCode = (typeof scanErrorCodes)[number];

export interface ScanError {
  ok: false;
  code: ScanErrorCode;
  /** The exact text of requirements.md 5 and 8. */
  message: string;
}

export type ResolveBarcodeResult = { ok: true; scan: ResolvedScan } | ScanError;

const fixedTexts = {
  'missing-barcode': scanMessages.missingBarcode,
  'invalid-barcode': scanMessages.invalidBarcode,
  'invalid-batch-barcode': scanMessages.invalidBatchBarcode,
  'invalid-supply-barcode': scanMessages.invalidSupplyBarcode,
  'inactive-supply': scanMessages.inactiveSupply,
  'already-scanned': scanMessages.alreadyScanned,
  'wrong-supply': scanMessages.wrongSupply,
} as const;

export function toScanError(code: Exclude<ScanErrorCode, 'supply-item-not-found'>): ScanError {
  return { ok: false, code, message: fixedTexts[code] };
}

function notFound(supplyItemID: string): ScanError {
  return { ok: false, code: 'supply-item-not-found', message: supplyItemNotFound(supplyItemID) };
}

/** The SKU check shared by every supply barcode: it exists and is active. */
function requireActiveSku(lookups: ScanLookups, skuID: string): SkuRecord | ScanError {
  const sku = getOwn(lookups.skus, skuID);
  if (sku === undefined) return toScanError('invalid-supply-barcode');
  if (!sku.active) return toScanError('inactive-supply');
  return sku;
}

function isError(value: object): value is ScanError {
  return 'ok' in value && value.ok === false;
}

export function resolveBarcode(scanned: string, lookups: ScanLookups): ResolveBarcodeResult {
  const value = scanned.trim();
  if (value === '') return toScanError('missing-barcode');

  const code = value.split('-')[0] ?? value;
  const barcode = getOwn(lookups.barcodes, value) ?? (code !== value ? getOwn(lookups.barcodes, code) : undefined);
  if (barcode === undefined) return toScanError('invalid-barcode');
  const scannedSerial = serialOf(value);

  switch (barcode.type) {
    case 'supply-item': {
      const item = getOwn(lookups.supplyItems, barcode.id);
      if (item === undefined) return notFound(barcode.id);
      const sku = requireActiveSku(lookups, item.skuID);
      if (isError(sku)) return sku;
      if (item.serial !== null && item.serial !== scannedSerial) return toScanError('invalid-barcode');
      return {
        ok: true,
        scan: {
          barcode: value,
          barcodeType: 'supply-item',
          supplyID: sku.supplyID,
          skuID: item.skuID,
          supplyItem: item,
          supplyItemID: item.id,
          serial: item.serial,
          batchItemID: null,
        },
      };
    }
    case 'batch': {
      const batchItem = getOwn(lookups.batchItems, barcode.id);
      const batchSku = batchItem && getOwn(lookups.batchSkus, batchItem.batchSkuID);
      if (batchItem === undefined || batchSku === undefined) return toScanError('invalid-batch-barcode');
      const sku = requireActiveSku(lookups, batchSku.skuID);
      if (isError(sku)) return sku;
      if (scannedSerial === null || !batchItem.serials.includes(scannedSerial)) return toScanError('invalid-barcode');
      const supplyItemID = `${code}-${scannedSerial}`;
      const item = getOwn(lookups.supplyItems, supplyItemID);
      if (item === undefined) return notFound(supplyItemID);
      return {
        ok: true,
        scan: {
          barcode: value,
          barcodeType: 'batch',
          supplyID: sku.supplyID,
          skuID: batchSku.skuID,
          supplyItem: item,
          supplyItemID,
          serial: scannedSerial,
          batchItemID: barcode.id,
        },
      };
    }
    case 'mail-in-box': {
      const sku = requireActiveSku(lookups, barcode.id);
      if (isError(sku)) return sku;
      return {
        ok: true,
        scan: {
          barcode: value,
          barcodeType: 'mail-in-box',
          supplyID: sku.supplyID,
          skuID: barcode.id,
          supplyItem: null,
          supplyItemID: null,
          serial: null,
          batchItemID: null,
        },
      };
    }
    default:
      return toScanError('invalid-supply-barcode');
  }
}

/** What a scan answers its caller (scanBarcode's output): the server's answer and the phone's alike. */
export function scanAnswerOf(scan: ResolvedScan) {
  return {
    barcode: scan.barcode,
    barcodeType: scan.barcodeType,
    supplyID: scan.supplyID,
    supplyItemID: scan.supplyItemID,
    serial: scan.serial,
    supplyItemStatus: scan.supplyItem?.status ?? null,
    batchItemID: scan.batchItemID,
  };
}

/** requirements.md 7: the scan-item event's fields: what the barcode named, or the text the scan showed. */
export function scanEventProperties(
  barcode: string,
  result: ResolveBarcodeResult,
): Record<string, string | boolean | null> {
  return result.ok
    ? {
        barcodeType: result.scan.barcodeType,
        barcodeValue: barcode,
        batchItemID: result.scan.batchItemID,
        supplyItemID: result.scan.supplyItemID,
        unknownBarcode: false,
      }
    : { barcodeValue: barcode, errorMessage: result.message, unknownBarcode: result.code === 'invalid-barcode' };
}
