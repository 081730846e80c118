/**
 * The custody events a nurse's field write implies (architecture.md 10), read from the rows it changed:
 * a retried step changes nothing and so records nothing. Pure, so the rule is tested by applying
 * real field commands to a fixture (field-custody.test.ts).
 */
import type { ItineraryData, Procedure, Waypoint } from '../itinerary-data/model.ts';
import type { Change } from '../transitions/changes.ts';
import type { FieldState } from '../transitions/entities.ts';
import type { CustodyEventKind } from '../vocabulary/custody.ts';
import { custodyEvent, type CustodyEventDraft } from './custody-event.ts';

/** A procedure no longer travels once it failed or was canceled: its specimen has no more stops. */
const travels = (procedure: Procedure | undefined) =>
  procedure !== undefined && procedure.status !== 'failed' && procedure.status !== 'canceled';

export function custodyEventsOfFieldWrite(before: FieldState, changes: readonly Change[]): CustodyEventDraft[] {
  const itinerary = before.itinerary;
  const after = afterStatuses(itinerary, changes);
  const events: CustodyEventDraft[] = [];
  const seen = new Set<string>();
  const add = (event: CustodyEventDraft) => {
    const key = `${event.procedureID} ${event.kind} ${event.sampleID ?? ''} ${event.supplyItemID ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    events.push(event);
  };
  /** Where the stop is, for events that happen at it. */
  const at = (waypoint: Waypoint | undefined) =>
    waypoint ? { waypointID: waypoint.id, place: waypoint.location.address } : {};
  const moving = (kind: CustodyEventKind, procedureIDs: Iterable<string>, waypoint: Waypoint | undefined) => {
    for (const id of procedureIDs) if (travels(after(id))) add(custodyEvent(id, kind, at(waypoint)));
  };

  for (const change of changes) {
    if (change.op !== 'update') continue;
    switch (change.entity) {
      case 'waypoint': {
        const waypoint = itinerary.waypoints.find((w) => w.id === change.id);
        if (!waypoint) break;
        const visit = waypoint.type === 'patient';
        if (change.set.status === 'transit')
          moving(
            visit ? 'en-route' : 'to-lab',
            proceduresAt(itinerary, waypoint, visit ? 'visit' : 'dropoff'),
            waypoint,
          );
        if (change.set.status === 'at-waypoint' && visit)
          moving('arrived', proceduresAt(itinerary, waypoint, 'visit'), waypoint);
        break;
      }
      case 'waypointAction': {
        const action = itinerary.waypointActions[change.id];
        if (!action) break;
        const waypoint = itinerary.waypoints.find((w) => w.id === action.waypointID);
        if (change.set.status === 'complete' && action.type === 'dropoff')
          moving('dropped-off', action.procedureIDs, waypoint);
        if (change.set.status === 'packed' && action.type === 'mail-in')
          moving('packed', mailInProcedures(itinerary, action.id), waypoint);
        break;
      }
      case 'shipment': {
        const kind =
          change.set.status === 'ready_to_ship' ? 'packed' : change.set.status === 'in-transit' ? 'shipped' : null;
        if (kind) moving(kind, shipmentProcedures(itinerary, change.id), shipmentStop(itinerary, change.id));
        break;
      }
      case 'sample': {
        const sample = itinerary.procedures[change.procedureID]?.samples.find((s) => s.id === change.id);
        const where = at(visitOf(itinerary, change.procedureID));
        if (change.set.status === 'collected')
          add(
            custodyEvent(change.procedureID, 'sample-collected', {
              ...where,
              sampleID: change.id,
              supplyItemID: change.set.supplyItemID ?? sample?.supplyItemID ?? null,
            }),
          );
        if (change.set.status === 'failed')
          add(
            custodyEvent(change.procedureID, 'collection-failed', {
              ...where,
              sampleID: change.id,
              detail: change.set.collectionFailure ?? sample?.collectionFailure ?? null,
            }),
          );
        break;
      }
      case 'processingAction': {
        const previous = itinerary.processingActions[change.id];
        const waypoint = itinerary.waypoints.find((w) => w.id === previous?.waypointID);
        for (const [procedureID, bag] of Object.entries(change.set.newSpecimenBags ?? {}))
          if (!previous?.newSpecimenBags[procedureID])
            add(custodyEvent(procedureID, 'centrifuged', { ...at(waypoint), supplyItemID: bag.supplyItemID }));
        break;
      }
      case 'procedure': {
        const previous = itinerary.procedures[change.id];
        const where = at(visitOf(itinerary, change.id));
        const bag = change.set.specimenBag;
        if (bag && bag.id !== previous?.specimenBag?.id)
          add(custodyEvent(change.id, 'bagged', { ...where, supplyItemID: bag.id }));
        if (change.set.status === 'completed') add(custodyEvent(change.id, 'collection-completed', where));
        if (change.set.status === 'failed')
          add(custodyEvent(change.id, 'failed', { ...where, detail: change.set.failed?.reason ?? null }));
        if (change.set.status === 'canceled') add(custodyEvent(change.id, 'canceled', where));
        break;
      }
      default:
        break;
    }
  }
  return events;
}

/** A procedure as it stands once the changes apply (only its status matters here). */
function afterStatuses(itinerary: ItineraryData, changes: readonly Change[]) {
  const statuses = new Map<string, Procedure['status']>();
  for (const c of changes)
    if (c.op === 'update' && c.entity === 'procedure' && c.set.status) statuses.set(c.id, c.set.status);
  return (id: string): Procedure | undefined => {
    const procedure = itinerary.procedures[id];
    const status = statuses.get(id);
    return procedure && status ? { ...procedure, status } : procedure;
  };
}

/** The procedures a stop serves: a visit's patient actions, or a lab stop's drop-offs. */
function proceduresAt(itinerary: ItineraryData, waypoint: Waypoint, which: 'visit' | 'dropoff'): string[] {
  return waypoint.waypointActionIDs.flatMap((id) => {
    const action = itinerary.waypointActions[id];
    if (!action) return [];
    const wanted =
      which === 'dropoff' ? action.type === 'dropoff' : action.type !== 'dropoff' && action.type !== 'mail-in';
    return wanted ? action.procedureIDs : [];
  });
}

/** The patient stop whose actions hold the procedure. */
function visitOf(itinerary: ItineraryData, procedureID: string): Waypoint | undefined {
  return itinerary.waypoints.find(
    (w) =>
      w.type === 'patient' &&
      w.waypointActionIDs.some((id) => itinerary.waypointActions[id]?.procedureIDs.includes(procedureID)),
  );
}

/** A mail-in action carries its own procedures and those of the actions it links (requirements.md 3). */
function mailInProcedures(itinerary: ItineraryData, actionID: string): string[] {
  const action = itinerary.waypointActions[actionID];
  if (!action) return [];
  const linked = (action.mailIn?.linkedWaypointActionIDs ?? []).flatMap(
    (id) => itinerary.waypointActions[id]?.procedureIDs ?? [],
  );
  return [...action.procedureIDs, ...linked];
}

/** The procedures in a box: those shipped by it, and those of the mail-in action that carries it. */
function shipmentProcedures(itinerary: ItineraryData, shipmentID: string): string[] {
  const own = Object.values(itinerary.procedures)
    .filter((p) => p.sampleShipmentID === shipmentID)
    .map((p) => p.id);
  const carriers = Object.values(itinerary.waypointActions).filter((a) => a.mailIn?.shipmentID === shipmentID);
  return [...own, ...carriers.flatMap((a) => mailInProcedures(itinerary, a.id))];
}

/** The stop of the mail-in action that carries the box, if any. */
function shipmentStop(itinerary: ItineraryData, shipmentID: string): Waypoint | undefined {
  const carrier = Object.values(itinerary.waypointActions).find((a) => a.mailIn?.shipmentID === shipmentID);
  return carrier && itinerary.waypoints.find((w) => w.id === carrier.waypointID);
}
