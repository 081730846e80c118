/**
 * The packer's lists (issue 26, ADR 046): a place's supply transfers waiting to be packed and its
 * supply shipments ready to ship, found by PostgreSQL full-text search ('simple' dictionary, prefix
 * terms, a generated tsvector column with a GIN index), newest first. Every read names the place:
 * nothing here can answer another place's record.
 */
import { and, count, desc, eq, inArray, notInArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { supplyShipments, supplyTransferShipments, supplyTransfers } from '../db/schema.ts';

export interface ListSearch {
  placeId: string;
  /** A tsquery built by the domain's toSearchQuery (letters, digits, `:*` and `&` only), or null. */
  tsquery: string | null;
  exclude: readonly string[];
  limit: number;
}

/** The columns a list is read by: supply_transfers and supply_shipments both have them. */
interface Listed {
  id: AnyColumn;
  placeId: AnyColumn;
  status: AnyColumn;
  search: AnyColumn;
}

/** A list's records: the place's, in the status the list waits for (transfers pending, shipments ready). */
const waitingAt = (table: Listed, status: string, placeId: string) =>
  and(eq(table.placeId, placeId), eq(table.status, status));

/** Those of a list's records its search box finds, less the ones this device completed. */
const found = (table: Listed, status: string, search: ListSearch) =>
  and(
    waitingAt(table, status, search.placeId),
    search.tsquery === null ? undefined : sql`${table.search} @@ to_tsquery('simple', ${search.tsquery})`,
    search.exclude.length > 0 ? notInArray(table.id, [...search.exclude]) : undefined,
  );

/** A supply shipment as the packer's lists and pages show it (the contract's supplyShipmentRowSchema). */
export const shipmentRowColumns = {
  id: supplyShipments.id,
  status: supplyShipments.status,
  recipient: supplyShipments.recipient,
  address: supplyShipments.address,
  trackingNumber: supplyShipments.trackingNumber,
  createdAt: supplyShipments.createdAt,
};

export async function countPackingWork(db: Db, placeId: string) {
  const [transfers] = await db
    .select({ n: count() })
    .from(supplyTransfers)
    .where(waitingAt(supplyTransfers, 'pending', placeId));
  const [shipments] = await db
    .select({ n: count() })
    .from(supplyShipments)
    .where(waitingAt(supplyShipments, 'ready_to_ship', placeId));
  return { pickAndPackCount: transfers?.n ?? 0, shipCount: shipments?.n ?? 0 };
}

export async function searchPlaceTransfers(db: Db, search: ListSearch) {
  const rows = await db
    .select({
      id: supplyTransfers.id,
      kind: supplyTransfers.kind,
      status: supplyTransfers.status,
      recipient: supplyTransfers.recipient,
      address: supplyTransfers.address,
      neededBy: supplyTransfers.neededBy,
      createdAt: supplyTransfers.createdAt,
      patientId: supplyTransfers.patientId,
    })
    .from(supplyTransfers)
    .where(found(supplyTransfers, 'pending', search))
    .orderBy(desc(supplyTransfers.createdAt), desc(supplyTransfers.id))
    .limit(search.limit);
  return rows;
}

export async function searchPlaceShipments(db: Db, search: ListSearch) {
  const rows = await db
    .select(shipmentRowColumns)
    .from(supplyShipments)
    .where(found(supplyShipments, 'ready_to_ship', search))
    .orderBy(desc(supplyShipments.createdAt), desc(supplyShipments.id))
    .limit(search.limit);
  return rows;
}

/** The patients the shipments go to (through their transfers), for the audit trail. */
export async function patientsOfShipments(db: Db, shipmentIds: readonly string[]): Promise<string[]> {
  if (shipmentIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ patientId: supplyTransfers.patientId })
    .from(supplyTransferShipments)
    .innerJoin(supplyTransfers, eq(supplyTransfers.id, supplyTransferShipments.supplyTransferId))
    .where(inArray(supplyTransferShipments.supplyShipmentId, [...shipmentIds]));
  return rows.flatMap((r) => (r.patientId ? [r.patientId] : []));
}
