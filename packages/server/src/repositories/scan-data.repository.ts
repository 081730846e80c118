/**
 * The scan tables for the items one nurse holds (issue 13): the phone resolves her scans with the
 * domain's resolveBarcode against these, with no request, and only a value they do not name goes
 * to the server. Bounded by the items she may hold (NURSE_SUPPLY_ITEMS_MAX); every query is by
 * primary key or an index (supply_items_owner_user, barcodes_target).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { NURSE_SUPPLY_ITEMS_MAX } from '@sc/domain/contract/supplies';
import type { ScanLookups } from '@sc/domain/scanning/resolve-barcode';
import type { Db } from '../db/client.ts';
import { barcodes, batchItems, batchItemSerials, batchSkus, skus } from '../db/schema.ts';
import { listSupplyItemsOwnedBy, type SupplyItemData } from './supply-items.repository.ts';

type Tables = { -readonly [K in keyof ScanLookups]: Record<string, ScanLookups[K][string]> };

export async function loadNurseScanData(
  db: Db,
  userId: string,
): Promise<Omit<Tables, 'supplyItems'> & { items: SupplyItemData[] }> {
  const items = await listSupplyItemsOwnedBy(db, userId, NURSE_SUPPLY_ITEMS_MAX);
  const tables: Omit<Tables, 'supplyItems'> = { barcodes: {}, batchItems: {}, batchSkus: {}, skus: {} };
  if (items.length === 0) return { items, ...tables };
  const ids = items.map((item) => item.id);

  const own = await db
    .select({ value: barcodes.value, id: barcodes.targetId })
    .from(barcodes)
    .where(and(eq(barcodes.type, 'supply-item'), inArray(barcodes.targetId, ids)));
  for (const b of own) tables.barcodes[b.value] = { type: 'supply-item', id: b.id };

  // A unit of a batch is the item `<code>-<serial>`, scanned as the batch's code with its serial.
  const serialsByCode = new Map<string, string[]>();
  for (const id of ids) {
    const [code, serial] = id.split('-');
    if (code && serial) serialsByCode.set(code, [...(serialsByCode.get(code) ?? []), serial]);
  }
  if (serialsByCode.size > 0) {
    const batches = await db
      .select({ value: barcodes.value, id: barcodes.targetId })
      .from(barcodes)
      .where(and(eq(barcodes.type, 'batch-item'), inArray(barcodes.value, [...serialsByCode.keys()])));
    if (batches.length > 0) {
      const batchIDs = batches.map((b) => b.id);
      const rows = await db.select().from(batchItems).where(inArray(batchItems.id, batchIDs));
      const serials = await db
        .select()
        .from(batchItemSerials)
        .where(
          and(
            inArray(batchItemSerials.batchItemId, batchIDs),
            inArray(batchItemSerials.serial, [...serialsByCode.values()].flat()),
          ),
        );
      for (const b of batches) tables.barcodes[b.value] = { type: 'batch', id: b.id };
      for (const row of rows) {
        // Only her units' serials: another serial of the batch is answered by the server.
        const code = batches.find((b) => b.id === row.id)?.value ?? '';
        const hers = new Set(serialsByCode.get(code) ?? []);
        tables.batchItems[row.id] = {
          batchSkuID: row.batchSkuId,
          serials: serials.filter((s) => s.batchItemId === row.id && hers.has(s.serial)).map((s) => s.serial),
        };
      }
      const batchSkuIDs = [...new Set(rows.map((r) => r.batchSkuId))];
      if (batchSkuIDs.length > 0)
        for (const row of await db.select().from(batchSkus).where(inArray(batchSkus.id, batchSkuIDs)))
          tables.batchSkus[row.id] = { skuID: row.skuId };
    }
  }

  const skuIDs = [...new Set([...items.map((i) => i.skuID), ...Object.values(tables.batchSkus).map((b) => b.skuID)])];
  for (const row of await db.select().from(skus).where(inArray(skus.id, skuIDs)))
    tables.skus[row.id] = { supplyID: row.supplyId, active: row.active };
  return { items, ...tables };
}
