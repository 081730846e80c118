/**
 * Operations' supplies, SKUs, supply items and batches (issue 25, ADR 060): read for update so a
 * change's audit row has its before, and written as one call's transaction decides.
 */
import { sql } from 'drizzle-orm';
import type { SupplyType } from '@sc/domain/vocabulary/supplies';
import type { Db } from '../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

export interface SupplyFields {
  name: string;
  type: SupplyType;
  color: string | null;
  noScanAfterCollection: boolean;
  orderWeight: number;
}

export async function listSupplies(db: Db) {
  const supplies = await rowsOf<SupplyFields & { id: string }>(
    db.execute(sql`select id, name, type, color, no_scan_after_collection as "noScanAfterCollection",
        order_weight as "orderWeight" from supplies order by order_weight, name limit 500`),
  );
  const skus = await rowsOf<{ id: string; supplyId: string; active: boolean }>(
    db.execute(sql`select id, supply_id as "supplyId", active from skus order by id limit 2000`),
  );
  return supplies.map((s) => ({
    ...s,
    skus: skus.filter((k) => k.supplyId === s.id).map(({ id, active }) => ({ id, active })),
  }));
}

export async function findSupplyForUpdate(db: Db, id: string): Promise<SupplyFields | undefined> {
  const [row] = await rowsOf<SupplyFields>(
    db.execute(sql`select name, type, color, no_scan_after_collection as "noScanAfterCollection",
        order_weight as "orderWeight" from supplies where id = ${id} for update`),
  );
  return row;
}

export async function writeSupply(db: Db, id: string, s: SupplyFields, create: boolean) {
  if (create) {
    await db.execute(sql`insert into supplies (id, name, type, color, no_scan_after_collection, order_weight)
      values (${id}, ${s.name}, ${s.type}, ${s.color}, ${s.noScanAfterCollection}, ${s.orderWeight})`);
    return;
  }
  await db.execute(sql`update supplies set name = ${s.name}, type = ${s.type}, color = ${s.color},
      no_scan_after_collection = ${s.noScanAfterCollection}, order_weight = ${s.orderWeight}
    where id = ${id}`);
}

export async function insertSku(db: Db, id: string, supplyId: string) {
  await db.execute(sql`insert into skus (id, supply_id, active) values (${id}, ${supplyId}, true)`);
}

export async function skuExists(db: Db, id: string) {
  return (await rowsOf(db.execute(sql`select 1 from skus where id = ${id}`))).length > 0;
}

export async function barcodeTaken(db: Db, value: string) {
  return (await rowsOf(db.execute(sql`select 1 from barcodes where value = ${value}`))).length > 0;
}

export async function serialTaken(db: Db, serial: string) {
  return (await rowsOf(db.execute(sql`select 1 from supply_items where serial = ${serial}`))).length > 0;
}

export async function insertSupplyItem(
  db: Db,
  item: { id: string; skuId: string; serial: string | null; barcode: string },
) {
  await db.execute(sql`insert into supply_items (id, serial, sku_id, status)
    values (${item.id}, ${item.serial}, ${item.skuId}, 'inactive')`);
  await db.execute(
    sql`insert into barcodes (value, type, target_id) values (${item.barcode}, 'supply-item', ${item.id})`,
  );
}

export async function insertBatch(
  db: Db,
  batch: { batchSkuId: string; batchItemId: string; skuId: string; code: string; serials: readonly string[] },
) {
  await db.execute(sql`insert into batch_skus (id, sku_id, quantity)
    values (${batch.batchSkuId}, ${batch.skuId}, ${batch.serials.length})`);
  await db.execute(sql`insert into batch_items (id, batch_sku_id) values (${batch.batchItemId}, ${batch.batchSkuId})`);
  await db.execute(
    sql`insert into batch_item_serials (batch_item_id, serial) values ${sql.join(
      batch.serials.map((serial) => sql`(${batch.batchItemId}, ${serial})`),
      sql`, `,
    )}`,
  );
  await db.execute(
    sql`insert into barcodes (value, type, target_id) values (${batch.code}, 'batch-item', ${batch.batchItemId})`,
  );
}
