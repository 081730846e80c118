/**
 * Which shift an accepted itinerary is worked in (requirements.md 2.3, 3, 4). The nurse's schedule lists
 * her shifts, and check-in (which starts the itineraries) happens per shift, so an itinerary she
 * accepted must sit in a shift of hers, or it is on no schedule and can never be started.
 *
 * - already in a shift of hers (not complete or canceled): it stays;
 * - else her soonest live shift whose time covers the itinerary's start takes it;
 * - else a shift is made for her over the itinerary's own time, in the regions of its stops.
 */
import { isInServiceRegion, type ServiceRegion } from '../field-checks/geocheck.ts';
import type { ShiftStatus } from '../vocabulary/shifts.ts';

export interface ShiftWindow {
  id: string;
  status: ShiftStatus;
  userID: string | null;
  /** Epoch milliseconds. */
  startTime: number;
  endTime: number;
}

export interface ItineraryStop {
  lat: number;
  lng: number;
  /** Epoch milliseconds. */
  scheduledStart: number;
  /** The stop's summed action durations (requirements.md 5: waypoint delay). */
  durationMinutes: number;
}

export interface AcceptedItinerary {
  shiftID: string | null;
  /** Epoch milliseconds. */
  startTime: number;
  stops: readonly ItineraryStop[];
}

export type ItineraryShiftPlacement =
  | { kind: 'keep' }
  | { kind: 'join'; shiftID: string }
  | { kind: 'create'; startTime: number; endTime: number; serviceRegionIDs: string[] };

/** A shift with no stops to time still spans this long (an itinerary offer always takes time). */
export const MIN_ITINERARY_SHIFT_MS = 60 * 60 * 1000;

const isLive = (status: ShiftStatus) => status !== 'complete' && status !== 'canceled';

/** From the itinerary's start to the end of its last stop, at least MIN_ITINERARY_SHIFT_MS. */
export function itineraryWindow(itinerary: AcceptedItinerary): { startTime: number; endTime: number } {
  const ends = itinerary.stops.map((s) => s.scheduledStart + Math.max(0, s.durationMinutes) * 60_000);
  return {
    startTime: itinerary.startTime,
    endTime: Math.max(itinerary.startTime + MIN_ITINERARY_SHIFT_MS, ...ends),
  };
}

/** The regions, in the given order, that hold at least one of the stops. */
export function regionsOfStops(stops: readonly ItineraryStop[], regions: readonly ServiceRegion[]): string[] {
  return regions
    .filter((region) => stops.some((s) => isInServiceRegion({ lat: s.lat, lng: s.lng }, region)))
    .map((region) => region.id);
}

export function placeAcceptedItinerary(
  itinerary: AcceptedItinerary,
  nurseID: string,
  /** The nurse's shifts, and the itinerary's own shift if it has one. */
  shifts: readonly ShiftWindow[],
  regions: readonly ServiceRegion[],
): ItineraryShiftPlacement {
  const mine = shifts.filter((s) => s.userID === nurseID && isLive(s.status));
  if (itinerary.shiftID !== null && mine.some((s) => s.id === itinerary.shiftID)) return { kind: 'keep' };
  const covering = mine
    .filter((s) => s.startTime <= itinerary.startTime && itinerary.startTime < s.endTime)
    .sort((a, b) => a.startTime - b.startTime || a.id.localeCompare(b.id))[0];
  if (covering) return { kind: 'join', shiftID: covering.id };
  return { kind: 'create', ...itineraryWindow(itinerary), serviceRegionIDs: regionsOfStops(itinerary.stops, regions) };
}
