/** A nurse's supplies and fulfillments (migration 021, issue 23): the only SQL for them. */
import { sql } from 'drizzle-orm';
import type { KitOrderFulfillment } from '@sc/domain/fulfillments/kit-order';
import type { FulfillmentStatus } from '@sc/domain/vocabulary/fulfillments';
import type { SupplyItemStatus } from '@sc/domain/vocabulary/supplies';
import type { Db } from '../db/client.ts';
import { takeOffPlaceCounts } from './packing-ship.repository.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

export interface ItemRow {
  supplyItemID: string;
  supplyID: string;
  serial: string | null;
  sku: string;
  name: string;
  status: SupplyItemStatus;
  fulfillmentID: string | null;
}

const itemSelect = sql`
  select i.id as "supplyItemID", s.id as "supplyID", i.serial, k.id as sku, s.name, i.status,
    fi.fulfillment_id as "fulfillmentID"
  from supply_items i join skus k on k.id = i.sku_id join supplies s on s.id = k.supply_id
  left join fulfillment_items fi on fi.supply_item_id = i.id`;

/** The items she holds and the items of her fulfillments. */
export async function listNurseItems(db: Db, userId: string) {
  return rowsOf<ItemRow>(
    db.execute(sql`${itemSelect}
      where i.owner_user_id = ${userId}
         or fi.fulfillment_id in (select id from fulfillments where user_id = ${userId})
      order by s.order_weight, i.id`),
  );
}

export interface FulfillmentRow {
  id: string;
  status: FulfillmentStatus;
  createdAt: Date | string;
}

export async function listFulfillments(db: Db, userId: string) {
  return rowsOf<FulfillmentRow>(
    db.execute(sql`select id, status, created_at as "createdAt" from fulfillments
      where user_id = ${userId} order by created_at desc limit 50`),
  );
}

/** Her fulfillment, locked; another nurse's is not found. */
export async function lockFulfillment(db: Db, userId: string, id: string): Promise<FulfillmentRow | undefined> {
  return (
    await rowsOf<FulfillmentRow>(
      db.execute(sql`select id, status, created_at as "createdAt" from fulfillments
        where id = ${id} and user_id = ${userId} for update`),
    )
  )[0];
}

export async function fulfillmentItems(db: Db, id: string) {
  return rowsOf<ItemRow>(db.execute(sql`${itemSelect} where fi.fulfillment_id = ${id} order by s.order_weight, i.id`));
}

/** The item is hers now, activated (requirements.md 4). */
export async function activateItem(db: Db, supplyItemId: string, userId: string, at: Date): Promise<void> {
  await db.execute(sql`update supply_items set status = 'activated', status_at = ${at.toISOString()}::timestamptz,
    owner_user_id = ${userId}, owner_place_id = null where id = ${supplyItemId}`);
}

export async function markFulfillmentActivated(db: Db, id: string, at: Date): Promise<void> {
  await db.execute(sql`update fulfillments set status = 'activated', activated_at = ${at.toISOString()}::timestamptz
    where id = ${id}`);
}

/** A shipped kit reached her: the first scan of one of its items says so (ADR 057). */
export async function markFulfillmentDelivered(db: Db, id: string): Promise<void> {
  await db.execute(sql`update fulfillments set status = 'delivered' where id = ${id} and status = 'shipped'`);
}

/** What a shipped transfer's domain rule reads: its kind, its nurse and what went into the shipment's box. */
export async function findShippedTransfer(db: Db, supplyShipmentId: string) {
  const [transfer] = await rowsOf<{ id: string; kind: 'kit-shipment' | 'kit-order'; requestedByUserID: string | null }>(
    db.execute(sql`select t.id, t.kind, t.requested_by_user_id as "requestedByUserID"
      from supply_transfer_shipments ts join supply_transfers t on t.id = ts.supply_transfer_id
      where ts.supply_shipment_id = ${supplyShipmentId} limit 1`),
  );
  if (!transfer) return undefined;
  const box = await rowsOf<{ id: string }>(
    db.execute(sql`select supply_item_id as id from supply_transfer_scans
      where supply_transfer_id = ${transfer.id} and supply_shipment_id = ${supplyShipmentId} and role = 'box-kit'
      order by scanned_at, supply_item_id`),
  );
  return { ...transfer, boxItemIDs: box.map((b) => b.id) };
}

/**
 * Her shipped kit (issue 23, ADR 057): the fulfillment and its items, the items inactive and at no
 * place until she activates them. Once per transfer: a second call (a retry, a race) finds the
 * fulfillment made (the unique transfer index, migration 035) and writes nothing.
 */
export async function insertKitOrderFulfillment(db: Db, f: KitOrderFulfillment, at: Date): Promise<boolean> {
  const made = await rowsOf<{ id: string }>(
    db.execute(sql`insert into fulfillments (id, user_id, status, supply_transfer_id, created_at)
      values (${f.id}, ${f.userID}, ${f.status}, ${f.supplyTransferID}, ${at.toISOString()}::timestamptz)
      on conflict do nothing returning id`),
  );
  if (made.length === 0) return false;
  for (const itemId of f.itemIDs)
    await db.execute(sql`insert into fulfillment_items (fulfillment_id, supply_item_id) values (${f.id}, ${itemId})
      on conflict do nothing`);
  // They leave the packer's place: off its count first, while their rows still say where they were.
  await takeOffPlaceCounts(db, f.itemIDs);
  await db.execute(sql`update supply_items set status = 'inactive', status_at = ${at.toISOString()}::timestamptz,
    owner_place_id = null, owner_user_id = null
    where id in (select supply_item_id from fulfillment_items where fulfillment_id = ${f.id})`);
  return true;
}
