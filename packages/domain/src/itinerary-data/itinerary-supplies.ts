/**
 * What a nurse carries for an itinerary (requirements.md 3: a shift's supplies, a count by supply),
 * so a shift made or joined when she accepts a dispatched itinerary lists them at check-in ("Your
 * supplies") and she leaves with what her visits will ask for. Each patient visit's procedures she
 * brings supplies for (not shipped to the patient as a kit, not canceled) need what their supply
 * instructions name (`neededSupplies`: the largest quantity of each supply); the day needs the sum.
 *
 * Bags (visit, procedure, specimen, amber, insulated) are not in it: their steps take a bag by its
 * kind, and which supply of that kind she takes is hers to choose.
 */
import type { ItineraryData } from './model.ts';
import { neededSupplies, nurseSuppliedProceduresOf, waypointsOf } from './selectors.ts';

export function itinerarySupplies(data: ItineraryData): Record<string, number> {
  const counts: Record<string, number> = {};
  const seen = new Set<string>();
  for (const waypoint of waypointsOf(data))
    for (const procedure of nurseSuppliedProceduresOf(data, waypoint)) {
      if (seen.has(procedure.id)) continue;
      seen.add(procedure.id);
      for (const [supplyID, quantity] of neededSupplies(procedure))
        counts[supplyID] = (counts[supplyID] ?? 0) + quantity;
    }
  return counts;
}
