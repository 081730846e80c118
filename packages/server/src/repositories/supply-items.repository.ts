/** Supply items with their SKU and supply, and the tables a barcode scan reads (SPEC.md 3, 5, 7). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { SupplyItem } from '@sc/domain/transitions/entities';
import type { ScanLookups } from '@sc/domain/scanning/resolve-barcode';
import type { Db } from '../db/client.ts';
import { barcodes, batchItems, batchItemSerials, batchSkus, skus, supplies, supplyItems } from '../db/schema.ts';

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

/** What a nurse holds, by supply order then id; `limit + 1` rows tell whether there is more. */
export async function listSupplyItemsOwnedBy(db: Db, userId: string, limit: number): Promise<SupplyItemData[]> {
  return withSku(db)
    .where(eq(supplyItems.ownerUserId, userId))
    .orderBy(asc(supplies.orderWeight), asc(supplyItems.id))
    .limit(limit);
}

/** The items as the transitions read them, keyed by id; with `lock`, locked for the transaction. */
export async function loadSupplyItems(
  db: Db,
  ids: readonly string[],
  lock = false,
): Promise<Record<string, SupplyItem>> {
  if (ids.length === 0) return {};
  const query = db
    .select({ id: supplyItems.id, serial: supplyItems.serial, skuID: supplyItems.skuId, status: supplyItems.status })
    .from(supplyItems)
    .where(inArray(supplyItems.id, [...new Set(ids)]))
    .orderBy(asc(supplyItems.id));
  const rows = lock ? await query.for('update') : await query;
  return Object.fromEntries(rows.map((r) => [r.id, r]));
}

export async function setSupplyItemStatus(db: Db, id: string, status: SupplyItem['status'], at: Date): Promise<void> {
  await db.update(supplyItems).set({ status, statusAt: at }).where(eq(supplyItems.id, id));
}

const barcodeTypeOf = { 'supply-item': 'supply-item', 'batch-item': 'batch', 'shipping-label': 'label' } as const;

/**
 * Just the rows one scanned value can reach, in the shape the domain's resolveBarcode reads: the
 * barcode (by the whole value or its code), then its supply item or batch item, batch SKU and SKU.
 */
export async function loadScanLookups(db: Db, value: string): Promise<ScanLookups> {
  const trimmed = value.trim();
  const code = trimmed.split('-')[0] ?? trimmed;
  const lookups: { [K in keyof ScanLookups]: Record<string, ScanLookups[K][string]> } = {
    barcodes: {},
    batchItems: {},
    batchSkus: {},
    skus: {},
    supplyItems: {},
  };
  if (trimmed === '') return lookups;
  const barcodeRows = await db
    .select()
    .from(barcodes)
    .where(inArray(barcodes.value, code === trimmed ? [trimmed] : [trimmed, code]));
  const barcode = barcodeRows.find((b) => b.value === trimmed) ?? barcodeRows[0];
  if (!barcode) return lookups;
  lookups.barcodes[barcode.value] = { type: barcodeTypeOf[barcode.type], id: barcode.targetId };

  let itemIDs: string[] = [];
  if (barcode.type === 'supply-item') itemIDs = [barcode.targetId];
  if (barcode.type === 'batch-item') {
    const [batch] = await db.select().from(batchItems).where(eq(batchItems.id, barcode.targetId)).limit(1);
    if (batch) {
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
      const serial = trimmed.split('-')[1];
      if (serial) itemIDs = [`${code}-${serial}`];
    }
  }
  if (itemIDs.length > 0) {
    const rows = await db
      .select({
        id: supplyItems.id,
        serial: supplyItems.serial,
        skuID: supplyItems.skuId,
        status: supplyItems.status,
        supplyID: skus.supplyId,
        active: skus.active,
      })
      .from(supplyItems)
      .leftJoin(skus, eq(skus.id, supplyItems.skuId))
      .where(inArray(supplyItems.id, itemIDs));
    for (const r of rows) {
      lookups.supplyItems[r.id] = { id: r.id, serial: r.serial, skuID: r.skuID, status: r.status };
      if (r.supplyID !== null && r.active !== null) lookups.skus[r.skuID] = { supplyID: r.supplyID, active: r.active };
    }
  }
  return lookups;
}
