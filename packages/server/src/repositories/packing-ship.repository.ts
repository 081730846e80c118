/** Shipping a supply shipment and activating supplies at a place (issue 26). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { placeSupplies, supplyItems, supplyShipments, supplyTransferShipments, supplyTransfers } from '../db/schema.ts';
import { shipmentRowColumns } from './packing.repository.ts';

export async function findPlaceShipment(db: Db, shipmentId: string, placeId: string) {
  const [row] = await db
    .select({
      ...shipmentRowColumns,
      boxSupplyItemId: supplyShipments.boxSupplyItemId,
      patientId: supplyTransfers.patientId,
    })
    .from(supplyShipments)
    .leftJoin(supplyTransferShipments, eq(supplyTransferShipments.supplyShipmentId, supplyShipments.id))
    .leftJoin(supplyTransfers, eq(supplyTransfers.id, supplyTransferShipments.supplyTransferId))
    .where(and(eq(supplyShipments.id, shipmentId), eq(supplyShipments.placeId, placeId)))
    .limit(1);
  return row;
}

export async function lockShipment(db: Db, shipmentId: string): Promise<void> {
  await db.execute(sql`select 1 from supply_shipments where id = ${shipmentId} for update`);
}

export async function setShipmentStatus(db: Db, shipmentId: string, status: 'in-transit', at: Date): Promise<void> {
  await db.update(supplyShipments).set({ status, statusAt: at }).where(eq(supplyShipments.id, shipmentId));
}

/** The item becomes active at the place, and the place's count of its supply grows by one. */
export async function activateItemAtPlace(
  db: Db,
  input: { supplyItemId: string; placeId: string; supplyId: string; at: Date },
): Promise<number> {
  await db
    .update(supplyItems)
    .set({ status: 'activated', statusAt: input.at, ownerPlaceId: input.placeId, ownerUserId: null })
    .where(eq(supplyItems.id, input.supplyItemId));
  const [row] = await db
    .insert(placeSupplies)
    .values({ placeId: input.placeId, supplyId: input.supplyId, quantity: 1 })
    .onConflictDoUpdate({
      target: [placeSupplies.placeId, placeSupplies.supplyId],
      set: { quantity: sql`${placeSupplies.quantity} + 1` },
    })
    .returning({ quantity: placeSupplies.quantity });
  return row?.quantity ?? 1;
}

/**
 * Items leaving their place's shelf (done packing uses them, a kit order ships them to a nurse)
 * leave its count, as activating one there put it up (ADR 075): "N at your location" stays true.
 * Call before the items' own rows change: only those still active at a place are counted there.
 */
export async function takeOffPlaceCounts(db: Db, supplyItemIds: readonly string[]): Promise<void> {
  if (supplyItemIds.length === 0) return;
  const ids = sql.join(
    [...new Set(supplyItemIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`update place_supplies c set quantity = greatest(c.quantity - l.n, 0)
    from (select i.owner_place_id as place_id, k.supply_id, count(*)::int as n
          from supply_items i join skus k on k.id = i.sku_id
          where i.id in (${ids}) and i.status = 'activated' and i.owner_place_id is not null
          group by 1, 2) l
    where c.place_id = l.place_id and c.supply_id = l.supply_id`);
}
