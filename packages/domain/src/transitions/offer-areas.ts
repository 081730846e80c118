/**
 * The areas an itinerary offer names on the offers tab (requirements.md 2.3: "regions (No Area on Shift if
 * none)"). An itinerary is worked where its stops are, so its areas are the regions of its stops
 * (`regionsOfStops`, the rule that also gives an accepted itinerary's new shift its regions). With
 * no stop inside a drawn region, the shift it sits in, if any, still says where; else none.
 */
import { regionsOfStops, type ItineraryStop } from './itinerary-shift.ts';
import type { WaypointType } from '../vocabulary/itinerary.ts';
import { isInServiceRegion, type ServiceRegion } from '../field-checks/geocheck.ts';

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

/** A stop of an offered itinerary as the server reads it. */
export interface OfferStop extends ItineraryStop {
  type: WaypointType;
  /** The lab or drop-off place of a pick-drop stop; null for a patient's. */
  placeName: string | null;
}

/** A stop as an offer shows it (issue 27: the offer's page named no stop). */
export interface OfferStopLine {
  type: WaypointType;
  /** A patient's stop by its service region only (her address is hers until the nurse accepts); a lab by its name. */
  area: string | null;
  /** Epoch milliseconds. */
  scheduledStart: number;
  durationMinutes: number;
}

export function offerStopLines(stops: readonly OfferStop[], regions: readonly ServiceRegion[]): OfferStopLine[] {
  return stops.map((stop) => ({
    type: stop.type,
    area:
      stop.type === 'pick-drop'
        ? stop.placeName
        : (regions.find((region) => isInServiceRegion({ lat: stop.lat, lng: stop.lng }, region))?.name ?? null),
    scheduledStart: stop.scheduledStart,
    durationMinutes: stop.durationMinutes,
  }));
}
