/** What the packer's printed documents read (issue 26), found only at her place. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  labTests,
  orders,
  places,
  procedures,
  supplies,
  supplyShipments,
  supplyTransferShipments,
  supplyTransfers,
} from '../db/schema.ts';

export async function findPrintableProcedure(db: Db, procedureId: string, placeId: string) {
  const [row] = await db
    .select({
      id: procedures.id,
      supplyTransferId: supplyTransfers.id,
      recipient: supplyTransfers.recipient,
      address: supplyTransfers.address,
      neededBy: supplyTransfers.neededBy,
      requisitionNumber: orders.requisitionNumber,
      orderTimeZone: orders.timeZone,
      testName: labTests.name,
      kitName: supplies.name,
      instructions: procedures.instructions,
    })
    .from(procedures)
    .innerJoin(supplyTransfers, eq(supplyTransfers.id, procedures.supplyTransferId))
    .leftJoin(orders, eq(orders.id, procedures.orderId))
    .leftJoin(labTests, eq(labTests.id, procedures.testId))
    .leftJoin(supplies, eq(supplies.id, procedures.kitSupplyId))
    .where(and(eq(procedures.id, procedureId), eq(supplyTransfers.placeId, placeId)))
    .limit(1);
  return row;
}

export async function findPrintableShipment(db: Db, shipmentId: string, placeId: string) {
  const [row] = await db
    .select({
      id: supplyShipments.id,
      recipient: supplyShipments.recipient,
      address: supplyShipments.address,
      shippingLabelBarcode: supplyShipments.shippingLabelBarcode,
      trackingNumber: supplyShipments.trackingNumber,
      placeName: places.name,
      placeAddress: places.address,
      patientId: supplyTransfers.patientId,
    })
    .from(supplyShipments)
    .innerJoin(places, eq(places.id, supplyShipments.placeId))
    .leftJoin(supplyTransferShipments, eq(supplyTransferShipments.supplyShipmentId, supplyShipments.id))
    .leftJoin(supplyTransfers, eq(supplyTransfers.id, supplyTransferShipments.supplyTransferId))
    .where(and(eq(supplyShipments.id, shipmentId), eq(supplyShipments.placeId, placeId)))
    .limit(1);
  return row;
}
