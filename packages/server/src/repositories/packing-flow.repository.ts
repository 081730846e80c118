/**
 * The supply transfer flow's reads and writes (issue 26): a transfer of a place with its
 * procedures, kits, scans, printed forms and shipments; each scan's row; done packing. Reads name
 * the place, so another place's transfer is not found.
 */
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SupplyInstruction } from '@sc/domain/itinerary-data/model';
import type { PackingDocument, PackingScanRole } from '@sc/domain/vocabulary/packing';
import type { Db } from '../db/client.ts';
import {
  files,
  labTests,
  orders,
  procedures,
  skus,
  supplies,
  supplyItems,
  supplyShipments,
  supplyTransferDocuments,
  supplyTransferLines,
  supplyTransferScans,
  supplyTransferShipments,
  supplyTransfers,
} from '../db/schema.ts';
import { takeOffPlaceCounts } from './packing-ship.repository.ts';

export async function findPlaceTransfer(db: Db, transferId: string, placeId: string) {
  const [row] = await db
    .select()
    .from(supplyTransfers)
    .where(and(eq(supplyTransfers.id, transferId), eq(supplyTransfers.placeId, placeId)))
    .limit(1);
  return row;
}

/** Locks the transfer's row for a write: two scans of one transfer apply one after the other. */
export async function lockTransfer(db: Db, transferId: string): Promise<void> {
  await db.execute(sql`select 1 from supply_transfers where id = ${transferId} for update`);
}

export async function loadTransferRows(db: Db, transferId: string) {
  const procs = await db
    .select({
      id: procedures.id,
      orderId: procedures.orderId,
      requisitionNumber: orders.requisitionNumber,
      testName: labTests.name,
      kitSupplyItemId: procedures.kitSupplyItemId,
      kitSupplyId: procedures.kitSupplyId,
      testId: procedures.testId,
      supplyInstructionConfig: procedures.supplyInstructionConfig,
      dropOffPlaceGroups: procedures.dropOffPlaceGroups,
      instructions: procedures.instructions,
    })
    .from(procedures)
    .leftJoin(orders, eq(orders.id, procedures.orderId))
    .leftJoin(labTests, eq(labTests.id, procedures.testId))
    .where(eq(procedures.supplyTransferId, transferId))
    .orderBy(asc(procedures.createdAt), asc(procedures.id));
  const shipments = await db
    .select({
      id: supplyShipments.id,
      status: supplyShipments.status,
      boxSupplyItemId: supplyShipments.boxSupplyItemId,
      shippingLabelBarcode: supplyShipments.shippingLabelBarcode,
      trackingNumber: supplyShipments.trackingNumber,
      scannedShippingLabelBarcode: supplyShipments.scannedShippingLabelBarcode,
      boxImageFileId: supplyShipments.boxImageFileId,
    })
    .from(supplyTransferShipments)
    .innerJoin(supplyShipments, eq(supplyShipments.id, supplyTransferShipments.supplyShipmentId))
    .where(eq(supplyTransferShipments.supplyTransferId, transferId))
    .orderBy(asc(supplyShipments.createdAt), asc(supplyShipments.id));
  const scans = await db
    .select({
      role: supplyTransferScans.role,
      procedureId: supplyTransferScans.procedureId,
      supplyShipmentId: supplyTransferScans.supplyShipmentId,
      supplyItemId: supplyTransferScans.supplyItemId,
      supplyId: skus.supplyId,
    })
    .from(supplyTransferScans)
    .innerJoin(supplyItems, eq(supplyItems.id, supplyTransferScans.supplyItemId))
    .innerJoin(skus, eq(skus.id, supplyItems.skuId))
    .where(eq(supplyTransferScans.supplyTransferId, transferId))
    .orderBy(asc(supplyTransferScans.scannedAt));
  const documents = await db
    .select({ procedureId: supplyTransferDocuments.procedureId, document: supplyTransferDocuments.document })
    .from(supplyTransferDocuments)
    .where(eq(supplyTransferDocuments.supplyTransferId, transferId));
  const lines = await db
    .select({ supplyId: supplyTransferLines.supplyId, quantity: supplyTransferLines.quantity })
    .from(supplyTransferLines)
    .where(eq(supplyTransferLines.supplyTransferId, transferId))
    .orderBy(asc(supplyTransferLines.supplyId));
  const supplyIds = new Set<string>(lines.map((l) => l.supplyId));
  for (const p of procs) {
    for (const i of p.supplyInstructionConfig as SupplyInstruction[]) supplyIds.add(i.supplyID);
    if (p.kitSupplyId) supplyIds.add(p.kitSupplyId);
  }
  const supplyRows =
    supplyIds.size === 0
      ? []
      : await db
          .select({ id: supplies.id, name: supplies.name, type: supplies.type, kitSupplyId: supplies.kitSupplyId })
          .from(supplies)
          .where(or(inArray(supplies.id, [...supplyIds]), inArray(supplies.kitSupplyId, [...supplyIds])));
  // Kits named by their contents need their own names too.
  const kitIds = supplyRows.flatMap((s) => (s.kitSupplyId && !supplyIds.has(s.kitSupplyId) ? [s.kitSupplyId] : []));
  const kits =
    kitIds.length === 0
      ? []
      : await db
          .select({ id: supplies.id, name: supplies.name, type: supplies.type, kitSupplyId: supplies.kitSupplyId })
          .from(supplies)
          .where(inArray(supplies.id, kitIds));
  return { procedures: procs, shipments, scans, documents, lines, supplies: [...supplyRows, ...kits] };
}

/** A scanned item's facts the packing rules read beyond its barcode. */
export async function findItemFacts(db: Db, supplyItemId: string) {
  const [row] = await db
    .select({
      id: supplyItems.id,
      status: supplyItems.status,
      ownerPlaceId: supplyItems.ownerPlaceId,
      ownerUserId: supplyItems.ownerUserId,
      expiresOn: supplyItems.expiresOn,
      supplyId: skus.supplyId,
      supplyName: supplies.name,
      supplyType: supplies.type,
    })
    .from(supplyItems)
    .innerJoin(skus, eq(skus.id, supplyItems.skuId))
    .innerJoin(supplies, eq(supplies.id, skus.supplyId))
    .where(eq(supplyItems.id, supplyItemId))
    .limit(1);
  return row;
}

/** Whether the item is packed anywhere but as `exceptRole` of this transfer (a kit of a procedure, a box). */
export async function isItemPacked(db: Db, supplyItemId: string): Promise<boolean> {
  const [scan] = await db
    .select({ one: sql<number>`1` })
    .from(supplyTransferScans)
    .where(and(eq(supplyTransferScans.supplyItemId, supplyItemId), ne(supplyTransferScans.role, 'box-kit')))
    .limit(1);
  if (scan) return true;
  // A kit order's box holds its own items (a kit shipment's box holds its procedures' kits again).
  const [ordered] = await db
    .select({ one: sql<number>`1` })
    .from(supplyTransferScans)
    .innerJoin(supplyTransfers, eq(supplyTransfers.id, supplyTransferScans.supplyTransferId))
    .where(
      and(
        eq(supplyTransferScans.supplyItemId, supplyItemId),
        eq(supplyTransferScans.role, 'box-kit'),
        eq(supplyTransfers.kind, 'kit-order'),
      ),
    )
    .limit(1);
  if (ordered) return true;
  const [kit] = await db
    .select({ one: sql<number>`1` })
    .from(procedures)
    .where(eq(procedures.kitSupplyItemId, supplyItemId))
    .limit(1);
  if (kit) return true;
  const [box] = await db
    .select({ one: sql<number>`1` })
    .from(supplyShipments)
    .where(eq(supplyShipments.boxSupplyItemId, supplyItemId))
    .limit(1);
  return box !== undefined;
}

export async function insertPackingScan(
  db: Db,
  row: {
    supplyTransferId: string;
    role: PackingScanRole;
    procedureId: string | null;
    supplyShipmentId: string | null;
    supplyItemId: string;
    scannedBy: string;
    at: Date;
  },
): Promise<void> {
  const { at, ...rest } = row;
  await db
    .insert(supplyTransferScans)
    .values({ ...rest, scannedAt: at })
    .onConflictDoNothing();
}

export async function setProcedureKit(db: Db, procedureId: string, supplyItemId: string): Promise<void> {
  await db
    .update(procedures)
    .set({ kitSupplyItemId: supplyItemId })
    .where(and(eq(procedures.id, procedureId), isNull(procedures.kitSupplyItemId)));
}

export async function insertPackingDocument(
  db: Db,
  row: { supplyTransferId: string; procedureId: string; document: PackingDocument; at: Date },
): Promise<void> {
  await db
    .insert(supplyTransferDocuments)
    .values({
      supplyTransferId: row.supplyTransferId,
      procedureId: row.procedureId,
      document: row.document,
      scannedAt: row.at,
    })
    .onConflictDoNothing();
}

export async function updateSupplyShipment(
  db: Db,
  id: string,
  set: Partial<
    Pick<
      typeof supplyShipments.$inferInsert,
      | 'boxSupplyItemId'
      | 'shippingLabelBarcode'
      | 'trackingNumber'
      | 'scannedShippingLabelBarcode'
      | 'boxImageFileId'
      | 'status'
      | 'statusAt'
    >
  >,
): Promise<void> {
  await db.update(supplyShipments).set(set).where(eq(supplyShipments.id, id));
}

export async function setTransferPacked(db: Db, id: string, at: Date): Promise<void> {
  await db.update(supplyTransfers).set({ status: 'packed', statusAt: at }).where(eq(supplyTransfers.id, id));
}

/** A photo named by a record is kept by the unattached-files sweep. */
export async function markFileAttached(db: Db, fileId: string, at: Date): Promise<void> {
  await db
    .update(files)
    .set({ attachedAt: at })
    .where(and(eq(files.id, fileId), isNull(files.attachedAt)));
}

/** The items used by a packed transfer become used (requirements.md 4: supply item status used), off their place's count. */
export async function markItemsUsed(db: Db, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await takeOffPlaceCounts(db, ids);
  await db
    .update(supplyItems)
    .set({ status: 'used', statusAt: at })
    .where(inArray(supplyItems.id, [...ids]));
}
