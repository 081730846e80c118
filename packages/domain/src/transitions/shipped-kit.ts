/**
 * A shipped kit's items (requirements.md 2.11 kit shipment; ADR 058, 075, 080): done packing marks the
 * kit, its tubes and the mail-in box `used`, and the box leaves for the patient. At the visit the
 * nurse scans them: they are that visit's to use, and nobody else's. "Used" on such an item means
 * "packed for this visit", not "held by some user here".
 *
 * A user is the shipment's when it works for one of the procedures the kit was packed for, or for
 * a visit (draft waypoint) it was shipped to:
 *   - a procedure: itself and its visit;
 *   - a processing action's new specimen bag: its procedure;
 *   - a shipment: the procedures whose samples it carries (sampleShipmentID), and those of the
 *     actions a mail-in action packing into it links;
 *   - a waypoint's bag: the visits the waypoint holds.
 */
import type { ItineraryData, Procedure } from '../itinerary-data/model.ts';
import type { ShippedKit, SupplyItem } from './entities.ts';
import type { SupplyItemUser } from './supply-items.ts';

/** The procedures and the visits a user holds items for. */
function servedBy(itinerary: ItineraryData, user: SupplyItemUser): { procedures: string[]; visits: string[] } {
  const of = (procedures: (Procedure | undefined)[]) => {
    const known = procedures.filter((p): p is Procedure => p !== undefined);
    return { procedures: known.map((p) => p.id), visits: known.map((p) => p.draftWaypointID) };
  };
  switch (user.kind) {
    case 'procedure':
      return of([itinerary.procedures[user.id]]);
    case 'processingAction':
      return of([itinerary.procedures[user.procedureID]]);
    case 'shipment': {
      const linked = Object.values(itinerary.waypointActions)
        .filter((a) => a.mailIn?.shipmentID === user.id)
        .flatMap((a) => a.mailIn?.linkedWaypointActionIDs ?? [])
        .flatMap((id) => itinerary.waypointActions[id]?.procedureIDs ?? []);
      return of(
        Object.values(itinerary.procedures).filter((p) => p.sampleShipmentID === user.id || linked.includes(p.id)),
      );
    }
    case 'waypoint': {
      const visits = itinerary.waypoints.find((w) => w.id === user.id)?.draftWaypoints.map((d) => d.id) ?? [];
      return { procedures: [], visits };
    }
  }
}

/** Whether the item was packed into a shipped kit shipment for what this user works for. */
export function isShippedKitFor(itinerary: ItineraryData, user: SupplyItemUser, item: SupplyItem): boolean {
  const kit: ShippedKit | null = item.shippedKit ?? null;
  if (kit === null) return false;
  const served = servedBy(itinerary, user);
  return (
    served.procedures.some((id) => kit.procedureIDs.includes(id)) ||
    served.visits.some((id) => kit.draftWaypointIDs.includes(id))
  );
}
