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
