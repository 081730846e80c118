/** Supply items with their SKU and supply, and the tables a barcode scan reads (requirements.md 3, 5, 7). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SupplyItem } from '@sc/domain/transitions/entities';
import type { VisitBagCandidate } from '@sc/domain/scanning/phone-scans';
import type { ScanLookups } from '@sc/domain/scanning/resolve-barcode';
import type { Db } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import {
  barcodes,
  batchItems,
  batchItemSerials,
  batchSkus,
  shifts,
  skus,
  supplies,
  supplyItems,
} from '../db/schema.ts';

export interface SupplyItemData {
  id: string;
  serial: string | null;
  skuID: string;
  status: SupplyItem['status'];
  supplyID: string;
  supplyName: string;
  supplyType: string;
  color: string | null;
  icon: string | null;
}

const dataColumns = {
  id: supplyItems.id,
  serial: supplyItems.serial,
  skuID: supplyItems.skuId,
  status: supplyItems.status,
  supplyID: supplies.id,
  supplyName: supplies.name,
  supplyType: supplies.type,
  color: supplies.color,
  icon: supplies.icon,
};

function withSku(db: Db) {
  return db
    .select(dataColumns)
    .from(supplyItems)
    .innerJoin(skus, eq(skus.id, supplyItems.skuId))
    .innerJoin(supplies, eq(supplies.id, skus.supplyId));
}

/** The items with these ids (unknown ids are left out). */
export async function findSupplyItemsData(db: Db, ids: readonly string[]): Promise<SupplyItemData[]> {
  if (ids.length === 0) return [];
  return withSku(db).where(inArray(supplyItems.id, [...new Set(ids)]));
}

/**
 * What the visit-bag rule reads of items (VisitBagCandidate), keyed by id: their supply type,
 * whether `userId` holds them, whether they are some shift's bag. The scan data carries the same
 * for the phone (issue 22), so both judge a visit bag alike.
 */
export async function findVisitBagCandidates(
  db: Db,
  ids: readonly string[],
  userId: string,
): Promise<Map<string, VisitBagCandidate>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      supplyItemID: supplyItems.id,
      supplyType: supplies.type,
      ownerUserID: supplyItems.ownerUserId,
      shiftBagOf: shifts.id,
    })
    .from(supplyItems)
    .innerJoin(skus, eq(skus.id, supplyItems.skuId))
    .innerJoin(supplies, eq(supplies.id, skus.supplyId))
    .leftJoin(shifts, eq(shifts.supplyItemId, supplyItems.id))
    .where(inArray(supplyItems.id, [...new Set(ids)]));
  const found = new Map<string, VisitBagCandidate>();
  for (const row of rows) {
    const known = found.get(row.supplyItemID);
    found.set(row.supplyItemID, {
      supplyItemID: row.supplyItemID,
      supplyType: row.supplyType,
      held: row.ownerUserID === userId,
      shiftBag: (known?.shiftBag ?? false) || row.shiftBagOf !== null,
    });
  }
  return found;
}

/** What a nurse holds, by supply order then id; `limit + 1` rows tell whether there is more. */
export async function listSupplyItemsOwnedBy(db: Db, userId: string, limit: number): Promise<SupplyItemData[]> {
  return withSku(db)
    .where(eq(supplyItems.ownerUserId, userId))
    .orderBy(asc(supplies.orderWeight), asc(supplyItems.id))
    .limit(limit);
}

/**
 * The items as the transitions read them, keyed by id, with their supply's name (a refusal names
 * an item by it, issue 22); with `lock`, the items' rows are locked for the transaction.
 */
export async function loadSupplyItems(
  db: Db,
  ids: readonly string[],
  lock = false,
): Promise<Record<string, SupplyItem>> {
  if (ids.length === 0) return {};
  const query = db
    .select({
      id: supplyItems.id,
      serial: supplyItems.serial,
      skuID: supplyItems.skuId,
      status: supplyItems.status,
      supplyName: supplies.name,
    })
    .from(supplyItems)
    .leftJoin(skus, eq(skus.id, supplyItems.skuId))
    .leftJoin(supplies, eq(supplies.id, skus.supplyId))
    .where(inArray(supplyItems.id, [...new Set(ids)]))
    .orderBy(asc(supplyItems.id));
  const rows = lock ? await query.for('update', { of: supplyItems }) : await query;
  return Object.fromEntries(rows.map((r) => [r.id, r]));
}

export async function setSupplyItemStatus(db: Db, id: string, status: SupplyItem['status'], at: Date): Promise<void> {
  await db.update(supplyItems).set({ status, statusAt: at }).where(eq(supplyItems.id, id));
}

const barcodeTypeOf = { 'supply-item': 'supply-item', 'batch-item': 'batch', 'shipping-label': 'label' } as const;

/** Every scan reads its barcode: built once (db/prepared.ts). */
const scanLookupQuery = preparedPerHandle((db) =>
  db
    .select({
      value: barcodes.value,
      type: barcodes.type,
      targetId: barcodes.targetId,
      item: { id: supplyItems.id, serial: supplyItems.serial, skuID: supplyItems.skuId, status: supplyItems.status },
      sku: { id: skus.id, supplyID: skus.supplyId, active: skus.active },
    })
    .from(barcodes)
    .leftJoin(supplyItems, and(eq(barcodes.type, 'supply-item'), eq(supplyItems.id, barcodes.targetId)))
    .leftJoin(skus, eq(skus.id, supplyItems.skuId))
    .where(inArray(barcodes.value, [sql.placeholder('value'), sql.placeholder('code')]))
    .prepare('scan_lookup'),
);

/**
 * Just the rows one scanned value can reach, in the shape the domain's resolveBarcode reads: the
 * barcode (by the whole value or its code), then its supply item or batch item, batch SKU and SKU.
 */
export async function loadScanLookups(db: Db, value: string): Promise<ScanLookups> {
  const trimmed = value.trim();
  const code = trimmed.split('-')[0] ?? trimmed;
  const lookups: MutableLookups = {
    barcodes: {},
    batchItems: {},
    batchSkus: {},
    skus: {},
    supplyItems: {},
  };
  if (trimmed === '') return lookups;
  // One round trip for the common case: the barcode (the whole value or its code) with its supply
  // item and SKU.
  const found = await scanLookupQuery(db).execute({ value: trimmed, code });
  const barcode = found.find((b) => b.value === trimmed) ?? found[0];
  if (!barcode) return lookups;
  lookups.barcodes[barcode.value] = { type: barcodeTypeOf[barcode.type], id: barcode.targetId };
  if (barcode.item) lookups.supplyItems[barcode.item.id] = barcode.item;
  if (barcode.sku) lookups.skus[barcode.sku.id] = { supplyID: barcode.sku.supplyID, active: barcode.sku.active };
  if (barcode.type === 'batch-item') await addBatchLookups(db, lookups, barcode.targetId, trimmed, code);
  return lookups;
}

type MutableLookups = { [K in keyof ScanLookups]: Record<string, ScanLookups[K][string]> };

/** A batch barcode: the batch item, its serials, batch SKU and SKU, and the unit `<code>-<serial>`. */
async function addBatchLookups(db: Db, lookups: MutableLookups, batchItemID: string, value: string, code: string) {
  const [batch] = await db.select().from(batchItems).where(eq(batchItems.id, batchItemID)).limit(1);
  if (!batch) return;
  const serials = await db
    .select({ serial: batchItemSerials.serial })
    .from(batchItemSerials)
    .where(eq(batchItemSerials.batchItemId, batch.id));
  lookups.batchItems[batch.id] = { batchSkuID: batch.batchSkuId, serials: serials.map((s) => s.serial) };
  const [batchSku] = await db.select().from(batchSkus).where(eq(batchSkus.id, batch.batchSkuId)).limit(1);
  if (batchSku) {
    lookups.batchSkus[batchSku.id] = { skuID: batchSku.skuId };
    const [sku] = await db.select().from(skus).where(eq(skus.id, batchSku.skuId)).limit(1);
    if (sku) lookups.skus[sku.id] = { supplyID: sku.supplyId, active: sku.active };
  }
  const serial = value.split('-')[1];
  if (!serial) return;
  const [unit] = await db
    .select({ id: supplyItems.id, serial: supplyItems.serial, skuID: supplyItems.skuId, status: supplyItems.status })
    .from(supplyItems)
    .where(eq(supplyItems.id, `${code}-${serial}`))
    .limit(1);
  if (unit) lookups.supplyItems[unit.id] = unit;
}
