/**
 * An itinerary of the domain's model (itinerary-data/model.ts) as the rows that hold it: the inverse of
 * repositories/itinerary-data.repository.ts, so the demo seed writes the domain's own fixture and
 * reads back exactly it. What the model lacks (orders, contacts, places, time zone) the caller adds.
 */
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type * as t from './schema.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

function get<T>(records: Record<string, T>, id: string): T {
  const record = records[id];
  if (record === undefined) throw new Error(`The itinerary names ${id} but does not hold it`);
  return record;
}

export function itineraryRows(data: ItineraryData) {
  // A position is a record's place in the list that names it: the tables keep order by position.
  const actions = data.waypoints.flatMap((w) =>
    w.waypointActionIDs.map((id, position) => ({ ...get(data.waypointActions, id), position })),
  );
  const processing = Object.values(data.processingActions);
  const procedures = Object.values(data.procedures);
  return {
    itinerary: { id: data.id, shiftId: data.shiftID, status: data.status, startAt: new Date(data.startTime) },
    waypoints: data.waypoints.map((w, position): Row<typeof t.waypoints> => ({
      id: w.id,
      itineraryId: data.id,
      position,
      type: w.type,
      ...w.location,
      status: w.status,
      statusAt: date(w.statusTimestamp),
      scheduledStartAt: new Date(w.scheduledStart),
      supplyItemId: w.supplyItemID,
    })),
    draftWaypoints: data.waypoints.flatMap((w) =>
      w.draftWaypoints.map((d): Row<typeof t.draftWaypoints> => ({ ...d, waypointId: w.id })),
    ),
    // A mail-in action names its shipment once both rows exist (see `actionShipments`).
    waypointActions: actions.map((a): Row<typeof t.waypointActions> => ({
      id: a.id,
      itineraryId: a.itineraryID,
      waypointId: a.waypointID,
      position: a.position,
      type: a.type,
      status: a.status,
      statusAt: date(a.statusTimestamp),
      actionDurationMinutes: a.actionDurationMinutes,
      mailInBoxBarcode: a.mailIn?.mailInBoxBarcode ?? null,
    })),
    actionShipments: actions.flatMap((a) =>
      a.mailIn?.shipmentID ? [{ actionId: a.id, shipmentId: a.mailIn.shipmentID }] : [],
    ),
    waypointActionLinks: actions.flatMap((a) =>
      (a.mailIn?.linkedWaypointActionIDs ?? []).map((linkedActionId): Row<typeof t.waypointActionLinks> => ({
        mailInActionId: a.id,
        linkedActionId,
      })),
    ),
    waypointActionProcedures: actions.flatMap((a) =>
      a.procedureIDs.map((procedureId, position): Row<typeof t.waypointActionProcedures> => ({
        waypointActionId: a.id,
        procedureId,
        position,
      })),
    ),
    shipments: Object.values(data.shipments).map((s): Row<typeof t.shipments> => ({
      id: s.id,
      status: s.status,
      shipmentBoxSupplyItemId: s.shipmentBoxSupplyItemID,
      scannedShippingLabelBarcode: s.scannedShippingLabelBarcode,
      shippingLabelBarcode: s.shippingLabelBarcode,
      shipmentBoxImage: s.shipmentBoxImage,
      waypointActionId: s.waypointActionID,
      waypointArrival: s.waypointArrival,
      preparingToLabel: s.preparingToLabel,
    })),
    processingActions: processing.map((p): Row<typeof t.processingActions> => ({
      id: p.id,
      waypointId: p.waypointID,
      type: p.type,
      supplyInstruction: p.supplyInstruction,
      status: p.status,
    })),
    processingActionProcedures: processing.flatMap((p) =>
      p.procedureIDs.map((procedureId, position): Row<typeof t.processingActionProcedures> => ({
        processingActionId: p.id,
        procedureId,
        position,
      })),
    ),
    processingActionSpecimenBags: processing.flatMap((p) =>
      Object.entries(p.newSpecimenBags).map(([procedureId, bag]): Row<typeof t.processingActionSpecimenBags> => ({
        processingActionId: p.id,
        procedureId,
        supplyItemId: bag.supplyItemID,
        relatedSupplyItemIds: bag.relatedSupplyItemIDs,
      })),
    ),
    procedures: procedures.map((p): Row<typeof t.procedures> => ({
      id: p.id,
      taskId: p.taskID,
      draftWaypointId: p.draftWaypointID,
      status: p.status,
      kitSupplyItemId: p.kitSupplyItemID,
      insulatedBagId: p.insulatedBagID,
      specimenBagId: p.specimenBag?.id ?? null,
      supplyInstructionConfig: p.supplyInstructions,
      instructions: p.instructions,
      chartingItems: p.charting.items,
      chartingStatus: p.charting.status,
      disableSampleScanning: p.disableSampleScanning,
      sampleShipmentId: p.sampleShipmentID,
      failedReason: p.failed?.reason ?? null,
      failedBy: p.failed?.failedBy ?? null,
      failedByRole: p.failed?.failedByRole ?? null,
      failedSupplyCondition: p.failed?.supplyCondition ?? null,
      failedAt: date(p.failed?.timestamp ?? null),
    })),
    procedureSupplyItems: procedures.flatMap((p) =>
      p.supplyItemIDs.map((supplyItemId): Row<typeof t.procedureSupplyItems> => ({ procedureId: p.id, supplyItemId })),
    ),
    procedureAmberBags: procedures.flatMap((p) =>
      p.amberBagIDs.map((supplyItemId, position): Row<typeof t.procedureAmberBags> => ({
        procedureId: p.id,
        supplyItemId,
        position,
      })),
    ),
    procedureSpecimenBagItems: procedures.flatMap((p) =>
      (p.specimenBag?.relatedSupplyItemIDs ?? []).map((supplyItemId): Row<typeof t.procedureSpecimenBagItems> => ({
        procedureId: p.id,
        supplyItemId,
      })),
    ),
    samples: procedures.flatMap((p) =>
      p.samples.map((s, position): Row<typeof t.samples> => ({
        id: s.id,
        procedureId: p.id,
        position,
        status: s.status,
        supplyId: s.supplyID,
        supplyItemId: s.supplyItemID,
        serial: s.serial,
        collectedAt: date(s.collectionTimestamp),
        collectionFailure: s.collectionFailure,
        noScanAfterCollection: s.noScanAfterCollection,
        lightSensitive: s.lightSensitive,
        refrigerated: s.refrigerated,
        processing: s.processing,
      })),
    ),
  };
}
