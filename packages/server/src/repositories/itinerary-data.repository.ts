/**
 * Reads one itinerary with everything it contains into the domain's model (itinerary-data/model.ts), so
 * the step tree, the continue rules and the transitions run on exactly what the tables hold. The
 * only SQL that assembles an itinerary; every query is bounded by the itinerary's own rows and
 * served by an index of migration 004/005.
 */
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  ItineraryData,
  Procedure,
  ProcessingAction,
  Sample,
  Shipment,
  Waypoint,
  WaypointAction,
} from '@sc/domain/itinerary-data/model';
import type { Db } from '../db/client.ts';
import {
  bookings,
  draftWaypoints,
  itineraries,
  orders,
  places,
  processingActionProcedures,
  processingActions,
  processingActionSpecimenBags,
  procedureAmberBags,
  procedures,
  procedureSpecimenBagItems,
  procedureSupplyItems,
  samples,
  serviceRegions,
  shipments,
  waypointActionLinks,
  waypointActionProcedures,
  users,
  waypointActions,
  waypoints,
} from '../db/schema.ts';

export type ItineraryRow = typeof itineraries.$inferSelect;
type ProcedureRow = typeof procedures.$inferSelect;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function groupBy<T, K extends string>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * The rows of `table` whose `column` is one of `ids`, in `position` order when given: every level
 * of the itinerary below its waypoints is read so, by the ids of the level above. No ids, no query.
 */
async function rowsWhereIn<T extends PgTable>(
  db: Db,
  table: T,
  column: AnyPgColumn,
  ids: readonly string[],
  position?: AnyPgColumn,
): Promise<T['$inferSelect'][]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(table as PgTable)
    .where(inArray(column, [...ids]));
  return (await (position ? query.orderBy(asc(position)) : query)) as T['$inferSelect'][];
}

/** The itinerary row, unlocked (writes lock it with shifts.repository's lockItinerary). */
export async function findItineraryRow(db: Db, id: string): Promise<ItineraryRow | undefined> {
  const [row] = await db.select().from(itineraries).where(eq(itineraries.id, id)).limit(1);
  return row;
}

/** Every waypoint, action, procedure, sample and shipment of the itinerary, as the domain reads them. */
export async function loadItineraryData(db: Db, row: ItineraryRow): Promise<ItineraryData> {
  const stops = await loadStopRows(db, row.id);
  if (stops.waypoints.length === 0) return toItinerary(row, [], {}, {}, {}, {});
  const work = await loadProcedureRows(db, stops);
  const shipmentRows = await loadShipmentRows(db, stops, work.procedures);
  return toItinerary(
    row,
    toWaypoints(stops),
    toWaypointActions(stops),
    toProcessingActions(stops),
    toProcedures(work),
    toShipments(shipmentRows),
  );
}

type StopRows = Awaited<ReturnType<typeof loadStopRows>>;
type ProcedureRows = Awaited<ReturnType<typeof loadProcedureRows>>;

/** The stops: waypoints in order, their drafts, actions and processing actions, with their links. */
async function loadStopRows(db: Db, itineraryID: string) {
  const waypointRows = await db
    .select()
    .from(waypoints)
    .where(eq(waypoints.itineraryId, itineraryID))
    .orderBy(asc(waypoints.position));
  const waypointIDs = waypointRows.map((w) => w.id);
  const drafts = await rowsWhereIn(db, draftWaypoints, draftWaypoints.waypointId, waypointIDs);
  const actionRows = waypointIDs.length
    ? await db
        .select()
        .from(waypointActions)
        .where(eq(waypointActions.itineraryId, itineraryID))
        .orderBy(asc(waypointActions.position))
    : [];
  const processingRows = await rowsWhereIn(db, processingActions, processingActions.waypointId, waypointIDs);
  const actionIDs = actionRows.map((a) => a.id);
  const processingIDs = processingRows.map((p) => p.id);
  const links = await rowsWhereIn(db, waypointActionLinks, waypointActionLinks.mailInActionId, actionIDs);
  const actionProcedures = await rowsWhereIn(
    db,
    waypointActionProcedures,
    waypointActionProcedures.waypointActionId,
    actionIDs,
    waypointActionProcedures.position,
  );
  const processingProcedures = await rowsWhereIn(
    db,
    processingActionProcedures,
    processingActionProcedures.processingActionId,
    processingIDs,
    processingActionProcedures.position,
  );
  const newBags = await rowsWhereIn(
    db,
    processingActionSpecimenBags,
    processingActionSpecimenBags.processingActionId,
    processingIDs,
  );
  return {
    waypoints: waypointRows,
    drafts,
    actions: actionRows,
    processing: processingRows,
    links,
    actionProcedures,
    processingProcedures,
    newBags,
  };
}

/**
 * The procedures and what each holds. A procedure belongs to the itinerary through its draft
 * waypoint or through an action that lists it (a lab stop's drop-off lists procedures collected at
 * earlier visits).
 */
async function loadProcedureRows(db: Db, stops: StopRows) {
  const draftIDs = stops.drafts.map((d) => d.id);
  const listedIDs = [...new Set(stops.actionProcedures.map((p) => p.procedureId))];
  const procedureRows = await db
    .select()
    .from(procedures)
    .where(
      or(
        draftIDs.length ? inArray(procedures.draftWaypointId, draftIDs) : undefined,
        listedIDs.length ? inArray(procedures.id, listedIDs) : undefined,
      ) ?? eq(procedures.id, ''),
    );
  const procedureIDs = procedureRows.map((p) => p.id);
  return {
    procedures: procedureRows,
    samples: await rowsWhereIn(db, samples, samples.procedureId, procedureIDs, samples.position),
    supplies: await rowsWhereIn(db, procedureSupplyItems, procedureSupplyItems.procedureId, procedureIDs),
    ambers: await rowsWhereIn(
      db,
      procedureAmberBags,
      procedureAmberBags.procedureId,
      procedureIDs,
      procedureAmberBags.position,
    ),
    bagItems: await rowsWhereIn(db, procedureSpecimenBagItems, procedureSpecimenBagItems.procedureId, procedureIDs),
  };
}

/** Shipments of the itinerary's mail-in actions, and those its procedures' samples travel in. */
async function loadShipmentRows(db: Db, stops: StopRows, procedureRows: readonly ProcedureRow[]) {
  const actionIDs = stops.actions.map((a) => a.id);
  const shipmentIDs = new Set<string>();
  for (const a of stops.actions) if (a.shipmentId) shipmentIDs.add(a.shipmentId);
  for (const p of procedureRows) if (p.sampleShipmentId) shipmentIDs.add(p.sampleShipmentId);
  return db
    .select()
    .from(shipments)
    .where(
      or(
        actionIDs.length ? inArray(shipments.waypointActionId, actionIDs) : undefined,
        shipmentIDs.size ? inArray(shipments.id, [...shipmentIDs]) : undefined,
      ) ?? eq(shipments.id, ''),
    );
}

function toWaypoints(stops: StopRows): Waypoint[] {
  const draftsByWaypoint = groupBy(stops.drafts, (d) => d.waypointId);
  const actionsByWaypoint = groupBy(stops.actions, (a) => a.waypointId);
  const processingByWaypoint = groupBy(stops.processing, (p) => p.waypointId);
  return stops.waypoints.map((w) => ({
    id: w.id,
    type: w.type,
    location: { lat: w.lat, lng: w.lng, address: w.address },
    status: w.status,
    statusTimestamp: iso(w.statusAt),
    scheduledStart: w.scheduledStartAt.toISOString(),
    waypointActionIDs: (actionsByWaypoint.get(w.id) ?? []).map((a) => a.id),
    processingActionIDs: (processingByWaypoint.get(w.id) ?? []).map((p) => p.id),
    draftWaypoints: (draftsByWaypoint.get(w.id) ?? []).map((d) => ({ id: d.id, supplyStrategy: d.supplyStrategy })),
    supplyItemID: w.supplyItemId,
  }));
}

function toWaypointActions(stops: StopRows): Record<string, WaypointAction> {
  const linksByAction = groupBy(stops.links, (l) => l.mailInActionId);
  const proceduresByAction = groupBy(stops.actionProcedures, (p) => p.waypointActionId);
  const actions: Record<string, WaypointAction> = {};
  for (const a of stops.actions)
    actions[a.id] = {
      id: a.id,
      itineraryID: a.itineraryId,
      waypointID: a.waypointId,
      type: a.type,
      status: a.status,
      statusTimestamp: iso(a.statusAt),
      procedureIDs: (proceduresByAction.get(a.id) ?? []).map((p) => p.procedureId),
      actionDurationMinutes: a.actionDurationMinutes,
      mailIn:
        a.type === 'mail-in'
          ? {
              linkedWaypointActionIDs: (linksByAction.get(a.id) ?? []).map((l) => l.linkedActionId),
              mailInBoxBarcode: a.mailInBoxBarcode,
              shipmentID: a.shipmentId,
            }
          : null,
    };
  return actions;
}

function toProcessingActions(stops: StopRows): Record<string, ProcessingAction> {
  const proceduresByProcessing = groupBy(stops.processingProcedures, (p) => p.processingActionId);
  const bagsByProcessing = groupBy(stops.newBags, (b) => b.processingActionId);
  const processing: Record<string, ProcessingAction> = {};
  for (const p of stops.processing)
    processing[p.id] = {
      id: p.id,
      waypointID: p.waypointId,
      type: p.type,
      supplyInstruction: p.supplyInstruction,
      status: p.status,
      procedureIDs: (proceduresByProcessing.get(p.id) ?? []).map((x) => x.procedureId),
      newSpecimenBags: Object.fromEntries(
        (bagsByProcessing.get(p.id) ?? []).map((b) => [
          b.procedureId,
          { supplyItemID: b.supplyItemId, relatedSupplyItemIDs: b.relatedSupplyItemIds },
        ]),
      ),
    };
  return processing;
}

function toProcedures(work: ProcedureRows): Record<string, Procedure> {
  const samplesByProcedure = groupBy(work.samples, (s) => s.procedureId);
  const suppliesByProcedure = groupBy(work.supplies, (s) => s.procedureId);
  const ambersByProcedure = groupBy(work.ambers, (s) => s.procedureId);
  const bagItemsByProcedure = groupBy(work.bagItems, (s) => s.procedureId);
  const procedureMap: Record<string, Procedure> = {};
  for (const p of work.procedures)
    procedureMap[p.id] = toProcedure(
      p,
      (samplesByProcedure.get(p.id) ?? []).map(toSample),
      (suppliesByProcedure.get(p.id) ?? []).map((s) => s.supplyItemId),
      (ambersByProcedure.get(p.id) ?? []).map((s) => s.supplyItemId),
      (bagItemsByProcedure.get(p.id) ?? []).map((s) => s.supplyItemId),
    );
  return procedureMap;
}

function toShipments(rows: readonly (typeof shipments.$inferSelect)[]): Record<string, Shipment> {
  const shipmentMap: Record<string, Shipment> = {};
  for (const s of rows)
    shipmentMap[s.id] = {
      id: s.id,
      status: s.status,
      shipmentBoxSupplyItemID: s.shipmentBoxSupplyItemId,
      scannedShippingLabelBarcode: s.scannedShippingLabelBarcode,
      shippingLabelBarcode: s.shippingLabelBarcode,
      shipmentBoxImage: s.shipmentBoxImage,
      waypointActionID: s.waypointActionId,
      waypointArrival: s.waypointArrival,
      preparingToLabel: s.preparingToLabel,
    };
  return shipmentMap;
}

function toItinerary(
  row: ItineraryRow,
  waypointList: Waypoint[],
  actions: Record<string, WaypointAction>,
  processing: Record<string, ProcessingAction>,
  procedureMap: Record<string, Procedure>,
  shipmentMap: Record<string, Shipment>,
): ItineraryData {
  return {
    id: row.id,
    shiftID: row.shiftId,
    status: row.status,
    startTime: row.startAt.toISOString(),
    waypoints: waypointList,
    waypointActions: actions,
    processingActions: processing,
    procedures: procedureMap,
    shipments: shipmentMap,
  };
}

function toSample(s: typeof samples.$inferSelect): Sample {
  return {
    id: s.id,
    status: s.status,
    supplyID: s.supplyId,
    supplyItemID: s.supplyItemId,
    serial: s.serial,
    collectionTimestamp: iso(s.collectedAt),
    collectionFailure: s.collectionFailure,
    noScanAfterCollection: s.noScanAfterCollection,
    lightSensitive: s.lightSensitive,
    refrigerated: s.refrigerated,
    processing: s.processing,
  };
}

function toProcedure(
  p: ProcedureRow,
  sampleList: Sample[],
  supplyItemIDs: string[],
  amberBagIDs: string[],
  bagItemIDs: string[],
): Procedure {
  const instructions = p.instructions;
  return {
    id: p.id,
    status: p.status,
    taskID: p.taskId,
    // Loaded by its draft waypoint (loadItineraryData): an itinerary's procedure always has one.
    draftWaypointID: p.draftWaypointId!,
    samples: sampleList,
    supplyItemIDs,
    kitSupplyItemID: p.kitSupplyItemId,
    amberBagIDs,
    insulatedBagID: p.insulatedBagId,
    specimenBag: p.specimenBagId === null ? null : { id: p.specimenBagId, relatedSupplyItemIDs: bagItemIDs },
    supplyInstructions: p.supplyInstructionConfig,
    instructions: {
      consentRequired: instructions.consentRequired ?? false,
      diagnosis: instructions.diagnosis ?? null,
      fasting: instructions.fasting ?? null,
      requiredPatientAction: instructions.requiredPatientAction ?? null,
      transferInstructions: instructions.transferInstructions ?? null,
      collectionInstructions: instructions.collectionInstructions ?? null,
    },
    charting: { items: p.chartingItems, status: p.chartingStatus },
    disableSampleScanning: p.disableSampleScanning,
    sampleShipmentID: p.sampleShipmentId,
    failed:
      p.failedReason !== null && p.failedAt !== null
        ? {
            reason: p.failedReason,
            failedBy: p.failedBy ?? '',
            failedByRole: p.failedByRole ?? '',
            supplyCondition: p.failedSupplyCondition ?? 'used',
            timestamp: p.failedAt.toISOString(),
          }
        : null,
  };
}

/** Who a procedure is for, and what its order tells the nurse. */
export interface ProcedureContact {
  name: string;
  phone: string | null;
  /** The patient's date of birth, "YYYY-MM-DD": the identity step compares it with her ID. */
  dateOfBirth: string | null;
  /** The office's notes for the nurse on the order ("Buzz 4B. Street parking."), "" when none. */
  notes: string;
}

/**
 * Who each procedure is for (requirements.md 3: contact name and phone), for the patient list: its
 * contact, else the patient its order was placed for (an office's order carries no contact, and a
 * dispatched visit would otherwise be nameless on the drive, the visit and the lab's hand-over).
 * With the booked patient's date of birth and the order's notes for the nurse.
 */
export async function listProcedureContacts(db: Db, procedureIDs: readonly string[]) {
  if (procedureIDs.length === 0) return new Map<string, ProcedureContact>();
  const rows = await db
    .select({
      id: procedures.id,
      contact: procedures.contact,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      dateOfBirth: users.dateOfBirth,
      notes: orders.notes,
    })
    .from(procedures)
    .leftJoin(bookings, eq(bookings.orderId, procedures.orderId))
    .leftJoin(users, eq(users.id, bookings.patientId))
    .leftJoin(orders, eq(orders.id, procedures.orderId))
    .where(inArray(procedures.id, [...procedureIDs]));
  return new Map(
    rows.flatMap((r): [string, ProcedureContact][] => {
      const more = { dateOfBirth: r.dateOfBirth ?? null, notes: r.notes ?? '' };
      if (r.contact) return [[r.id, { name: r.contact.name, phone: r.contact.phone, ...more }]];
      const name = [r.firstName, r.lastName].filter(Boolean).join(' ').trim();
      return name ? [[r.id, { name, phone: r.phone ?? null, ...more }]] : [];
    }),
  );
}

/**
 * The named places an itinerary's stops are at (a lab's drop-off point), by waypoint id, with their
 * receiving hours in minutes from local midnight (null: at any hour), and the zone those are read
 * in: the place's service region's, else the itinerary's (ADR 076).
 */
export async function listStopPlaces(db: Db, itineraryId: string) {
  const rows = await db
    .select({
      waypointId: waypoints.id,
      placeId: places.id,
      name: places.name,
      address: places.address,
      startMinute: places.receivingStartMinute,
      endMinute: places.receivingEndMinute,
      regionId: places.serviceRegionId,
      timeZone: sql<string>`coalesce(${serviceRegions.timeZone}, ${itineraries.timeZone})`,
    })
    .from(waypoints)
    .innerJoin(places, eq(places.id, waypoints.placeId))
    .innerJoin(itineraries, eq(itineraries.id, waypoints.itineraryId))
    .leftJoin(serviceRegions, eq(serviceRegions.id, places.serviceRegionId))
    .where(eq(waypoints.itineraryId, itineraryId));
  return Object.fromEntries(
    rows.map((r) => [
      r.waypointId,
      {
        placeId: r.placeId,
        name: r.name,
        address: r.address,
        startMinute: r.startMinute,
        endMinute: r.endMinute,
        regionId: r.regionId,
        timeZone: r.timeZone,
      },
    ]),
  );
}
