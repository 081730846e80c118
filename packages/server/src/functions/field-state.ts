/**
 * The state a domain field command applies to (transitions/entities.ts): an itinerary and every
 * supply item it names, locked for the transaction. The itinerary steps and procedure
 * cancellation both load it; the flow data names the same items.
 */
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type { FieldState } from '@sc/domain/transitions/entities';
import { listSupplyItemUsers, toSupplyItemUserIDs } from '@sc/domain/transitions/supply-items';
import type { Db } from '../db/client.ts';
import { loadItineraryData, type ItineraryRow } from '../repositories/itinerary-data.repository.ts';
import { findShippedKitItems } from '../repositories/shipped-kits.repository.ts';
import { loadSupplyItems } from '../repositories/supply-items.repository.ts';

/** Every supply item the itinerary names: procedures' slots, new specimen bags, boxes, waypoint bags. */
export function supplyItemIDsOf(itinerary: ItineraryData): string[] {
  return [...new Set(listSupplyItemUsers(itinerary).flatMap((user) => toSupplyItemUserIDs(itinerary, user)))];
}

/** The itinerary's state, with `extraSupplyItemIDs` (items a command may start using) loaded and locked too. */
export async function loadFieldState(
  db: Db,
  row: ItineraryRow,
  extraSupplyItemIDs: readonly string[] = [],
): Promise<FieldState> {
  const itinerary = await loadItineraryData(db, row);
  const supplyItems = await loadSupplyItems(db, [...supplyItemIDsOf(itinerary), ...extraSupplyItemIDs], true);
  // A kit shipped to one of its visits: the field rule lets that visit use its items (ADR 080).
  const shipped = await findShippedKitItems(db, visitsOf(itinerary));
  for (const [id, shippedKit] of shipped) if (supplyItems[id]) supplyItems[id] = { ...supplyItems[id], shippedKit };
  return { itinerary, supplyItems };
}

/** The itinerary's visits (draft waypoints), its stops' and its procedures'. */
function visitsOf(itinerary: ItineraryData): string[] {
  return [
    ...new Set([
      ...itinerary.waypoints.flatMap((w) => w.draftWaypoints.map((d) => d.id)),
      ...Object.values(itinerary.procedures).map((p) => p.draftWaypointID),
    ]),
  ];
}
