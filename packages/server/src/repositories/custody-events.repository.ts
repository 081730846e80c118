/**
 * Custody events (migration 016, architecture.md 10): appended in the caller's transaction, never
 * changed (the database refuses it), read as one procedure's timeline.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CustodyEventDraft } from '@sc/domain/custody/custody-event';
import type { Db } from '../db/client.ts';
import {
  custodyEvents,
  orderContainers,
  draftWaypoints,
  places,
  procedures,
  samples,
  skus,
  supplies,
  supplyItems,
  users,
  waypoints,
} from '../db/schema.ts';

/** Who caused the events and when: the write's own caller and time. */
export interface CustodyCause {
  userId: string | null;
  role: string | null;
  at: Date;
}

export async function appendCustodyEvents(db: Db, drafts: readonly CustodyEventDraft[], cause: CustodyCause) {
  if (drafts.length === 0) return;
  await db.insert(custodyEvents).values(
    drafts.map((d) => ({
      procedureId: d.procedureID,
      kind: d.kind,
      at: cause.at,
      actorUserId: cause.userId,
      actorRole: cause.role,
      waypointId: d.waypointID,
      place: d.place,
      sampleId: d.sampleID,
      supplyItemId: d.supplyItemID,
      detail: d.detail,
    })),
  );
}

/** The procedures an itinerary's stops carry (their draft waypoints'), those still going: not canceled or failed. */
export async function listItineraryProcedureIDs(db: Db, itineraryID: string): Promise<string[]> {
  const rows = await db
    .select({ id: procedures.id })
    .from(procedures)
    .innerJoin(draftWaypoints, eq(draftWaypoints.id, procedures.draftWaypointId))
    .innerJoin(waypoints, eq(waypoints.id, draftWaypoints.waypointId))
    .where(and(eq(waypoints.itineraryId, itineraryID), notInArray(procedures.status, ['canceled', 'failed'])));
  return rows.map((r) => r.id);
}

/** A timeline is a visit's worth of events; this bounds a pathological one. */
const TIMELINE_MAX = 500;

/** One procedure's events, oldest first, with who, the place's name and the supply involved. */
export async function listCustodyEvents(db: Db, procedureID: string) {
  return db
    .select({
      id: custodyEvents.id,
      kind: custodyEvents.kind,
      at: custodyEvents.at,
      actorRole: custodyEvents.actorRole,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      place: custodyEvents.place,
      placeName: places.name,
      sampleId: custodyEvents.sampleId,
      supplyName: supplies.name,
      // The serial the nurse scanned is the sample's (requirements.md 5); an item may not carry one itself.
      serial: sql<string | null>`coalesce(${samples.serial}, ${supplyItems.serial})`,
      detail: custodyEvents.detail,
    })
    .from(custodyEvents)
    .leftJoin(users, eq(users.id, custodyEvents.actorUserId))
    .leftJoin(waypoints, eq(waypoints.id, custodyEvents.waypointId))
    .leftJoin(places, eq(places.id, waypoints.placeId))
    .leftJoin(samples, eq(samples.id, custodyEvents.sampleId))
    .leftJoin(supplyItems, eq(supplyItems.id, custodyEvents.supplyItemId))
    .leftJoin(skus, eq(skus.id, supplyItems.skuId))
    .leftJoin(supplies, eq(supplies.id, skus.supplyId))
    .where(eq(custodyEvents.procedureId, procedureID))
    .orderBy(asc(custodyEvents.at), asc(custodyEvents.id))
    .limit(TIMELINE_MAX);
}

/**
 * For each order, its procedures and the kinds each met, oldest first (where the specimens of a
 * page of orders are). Every procedure counts, with a test or without. Through procedures_order
 * and custody_events_procedure.
 */
export async function listOrderCustodyKinds(db: Db, orderIDs: readonly string[]) {
  const byOrder = new Map<string, Map<string, CustodyEventDraft['kind'][]>>();
  if (orderIDs.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: procedures.orderId, procedureId: procedures.id, kind: custodyEvents.kind })
    .from(procedures)
    .leftJoin(custodyEvents, eq(custodyEvents.procedureId, procedures.id))
    .where(inArray(procedures.orderId, [...orderIDs]))
    .orderBy(asc(procedures.id), asc(custodyEvents.at), asc(custodyEvents.id));
  for (const r of rows) {
    const order = byOrder.get(r.orderId!) ?? new Map<string, CustodyEventDraft['kind'][]>();
    byOrder.set(r.orderId!, order);
    const kinds = order.get(r.procedureId) ?? [];
    order.set(r.procedureId, r.kind ? [...kinds, r.kind] : kinds);
  }
  return byOrder;
}

/** The shortest stability window of the containers the procedure's tubes are in, in hours. */
export async function findStabilityHours(db: Db, procedureID: string): Promise<number | null> {
  const [row] = await db
    .select({ hours: sql<number | null>`min(${orderContainers.stabilityHours})` })
    .from(orderContainers)
    .innerJoin(procedures, eq(procedures.orderId, orderContainers.orderId))
    .where(and(eq(procedures.id, procedureID), sql`${procedureID} = any(${orderContainers.procedureIds})`));
  return row?.hours ?? null;
}
