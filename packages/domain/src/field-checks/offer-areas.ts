/**
 * The areas an itinerary offer names on the offers tab (SPEC.md 2.3: "regions (No Area on Shift if
 * none)"). An itinerary is worked where its stops are, so its areas are the regions of its stops
 * (`regionsOfStops`, the rule that also gives an accepted itinerary's new shift its regions). With
 * no stop inside a drawn region, the shift it sits in, if any, still says where; else none.
 */
import { regionsOfStops, type ItineraryStop } from '../transitions/itinerary-shift.ts';
import type { ServiceRegion } from './geocheck.ts';

/** Region names, in the order of `regions`; else `shiftRegionNames` as given. */
export function itineraryOfferAreas(
  stops: readonly ItineraryStop[],
  regions: readonly ServiceRegion[],
  shiftRegionNames: readonly string[],
): string[] {
  const ids = new Set(regionsOfStops(stops, regions));
  const names = regions.filter((region) => ids.has(region.id)).map((region) => region.name);
  return names.length > 0 ? names : [...shiftRegionNames];
}
