/**
 * Making supply transfers (issue 26, ADR 045). Two kinds of work reach the packer as a transfer
 * with one supply shipment waiting:
 * - a kit shipment (requirements.md 2.11's kit-shipment supply strategy): the procedures whose kits go to the
 *   patient, needed by the visit's day;
 * - a nurse's kit order: lines of supplies for the nurse herself.
 * Call these inside the transaction of the write that causes them (an order, a kit order), so the
 * transfer exists exactly when its cause does.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { toSearchText } from '@sc/domain/packing/search-query';
import type { DeliveryMethod } from '@sc/domain/vocabulary/supplies';
import type { Db } from '../db/client.ts';
import {
  places,
  procedures,
  supplyShipments,
  supplyTransferLines,
  supplyTransferShipments,
  supplyTransfers,
} from '../db/schema.ts';

export interface NewTransferCommon {
  /** The packing & shipping place that packs it; the first such place when left out. */
  placeId?: string;
  recipient: string;
  address: string;
  deliveryMethod?: DeliveryMethod;
  /** Ids are generated when left out (the demo seed names its own). */
  id?: string;
  shipmentId?: string;
  /** When it was asked for: the clock's (ADR 066). */
  at: Date;
}

/** The packing & shipping place that packs work when none is named: the first, if any. */
export async function findDefaultPackingPlace(db: Db): Promise<string | undefined> {
  const [place] = await db
    .select({ id: places.id })
    .from(places)
    .where(eq(places.type, 'packing-and-shipping'))
    .orderBy(places.id)
    .limit(1);
  return place?.id;
}

async function defaultPackingPlace(db: Db): Promise<string> {
  const place = await findDefaultPackingPlace(db);
  if (!place) throw new Error('No packing & shipping place to pack a supply transfer');
  return place;
}

async function insertTransfer(
  db: Db,
  input: NewTransferCommon,
  fields: Pick<
    typeof supplyTransfers.$inferInsert,
    'kind' | 'draftWaypointId' | 'requestedByUserId' | 'patientId' | 'neededBy'
  >,
  searchWords: readonly string[],
): Promise<{ supplyTransferID: string; supplyShipmentID: string; placeID: string }> {
  const id = input.id ?? `st-${randomUUID()}`;
  const shipmentId = input.shipmentId ?? `ss-${randomUUID()}`;
  const placeId = input.placeId ?? (await defaultPackingPlace(db));
  const at = input.at;
  const searchText = toSearchText([input.recipient, input.address, ...searchWords]);
  await db.insert(supplyTransfers).values({
    id,
    ...fields,
    placeId,
    recipient: input.recipient,
    address: input.address,
    searchText,
    createdAt: at,
  });
  await db.insert(supplyShipments).values({
    id: shipmentId,
    deliveryMethod: input.deliveryMethod ?? 'mail',
    placeId,
    recipient: input.recipient,
    address: input.address,
    searchText,
    createdAt: at,
  });
  await db.insert(supplyTransferShipments).values({ supplyTransferId: id, supplyShipmentId: shipmentId });
  return { supplyTransferID: id, supplyShipmentID: shipmentId, placeID: placeId };
}

/**
 * A kit-shipment's procedures become one transfer (requirements.md 2.11 kit-shipment, 2.12): its procedures
 * point at it. A procedure already on a transfer is left where it is.
 */
export async function createSupplyTransferForKitShipment(
  db: Db,
  input: NewTransferCommon & {
    procedureIds: readonly string[];
    patientId: string | null;
    /** The visit's day (ISO), when known: a kit expiring before it is refused. */
    neededBy: string | null;
    draftWaypointId?: string | null;
  },
) {
  const created = await insertTransfer(
    db,
    input,
    {
      kind: 'kit-shipment',
      draftWaypointId: input.draftWaypointId ?? null,
      patientId: input.patientId,
      neededBy: input.neededBy,
    },
    input.procedureIds,
  );
  if (input.procedureIds.length > 0)
    await db
      .update(procedures)
      .set({ supplyTransferId: created.supplyTransferID })
      .where(and(inArray(procedures.id, [...input.procedureIds]), isNull(procedures.supplyTransferId)));
  return created;
}

/** A nurse's kit order becomes a transfer of its supply lines, shipped to her. */
export async function createSupplyTransferForKitOrder(
  db: Db,
  input: NewTransferCommon & {
    nurseUserId: string;
    lines: readonly { supplyId: string; quantity: number }[];
    /** The supply names, for the packer's search. */
    supplyNames?: readonly string[];
  },
) {
  const created = await insertTransfer(
    db,
    input,
    { kind: 'kit-order', draftWaypointId: null, requestedByUserId: input.nurseUserId, patientId: null, neededBy: null },
    ['kit', 'order', ...(input.supplyNames ?? [])],
  );
  if (input.lines.length > 0)
    await db
      .insert(supplyTransferLines)
      .values(input.lines.map((l) => ({ supplyTransferId: created.supplyTransferID, ...l })));
  return created;
}

/**
 * Canceled procedures leave the packers' work (ADR 058): taken off a transfer not yet packed (the
 * kit the packer scanned for one goes back to the shelf), and a kit shipment left with no procedure
 * is removed with its waiting shipment, its scans and printed forms. What was scanned for a canceled
 * procedure leaves a transfer that stays too (ADR 075). A packed transfer is a box on the bench and
 * stays. Answers the transfers removed.
 */
export async function releaseCanceledFromTransfers(db: Db, procedureIds: readonly string[]): Promise<string[]> {
  if (procedureIds.length === 0) return [];
  const ids = sql.join(
    procedureIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // What the packer scanned for them leaves the transfer with them: the kit (in the box too), its
  // supplies and printed forms, so those items are on the shelf again, not packed (ADR 075).
  await db.execute(sql`
    delete from supply_transfer_scans s using procedures p, supply_transfers t
    where p.id in (${ids}) and p.status = 'canceled' and t.id = p.supply_transfer_id and t.status = 'pending'
      and s.supply_transfer_id = t.id
      and (s.procedure_id = p.id or (s.role = 'box-kit' and s.supply_item_id = p.kit_supply_item_id))`);
  await db.execute(sql`
    delete from supply_transfer_documents d using procedures p, supply_transfers t
    where p.id in (${ids}) and p.status = 'canceled' and t.id = p.supply_transfer_id and t.status = 'pending'
      and d.supply_transfer_id = t.id and d.procedure_id = p.id`);
  const { rows: released } = (await db.execute(sql`
    update procedures p set supply_transfer_id = null, kit_supply_item_id = null
    from supply_transfers t
    where p.id in (${ids}) and p.status = 'canceled' and t.id = p.supply_transfer_id and t.status = 'pending'
    returning t.id`)) as unknown as { rows: { id: string }[] };
  const touched = [...new Set(released.map((r) => r.id))];
  if (touched.length === 0) return [];
  const transferIds = sql.join(
    touched.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows: empty } = (await db.execute(sql`
    select t.id from supply_transfers t
    where t.id in (${transferIds}) and t.kind = 'kit-shipment' and t.status = 'pending'
      and not exists (select 1 from procedures p where p.supply_transfer_id = t.id)`)) as unknown as {
    rows: { id: string }[];
  };
  for (const { id } of empty) {
    await db.execute(sql`delete from supply_shipments where status = 'pending'
      and id in (select supply_shipment_id from supply_transfer_shipments where supply_transfer_id = ${id})`);
    await db.execute(sql`delete from supply_transfers where id = ${id}`);
  }
  return empty.map((r) => r.id);
}
