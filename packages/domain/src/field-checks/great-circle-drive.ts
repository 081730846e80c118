/**
 * A driving time with no routing service (requirements.md 7 getItineraryDrivingEstimate): the great-circle
 * distance between consecutive stops, times a road factor, at an average urban driving speed.
 * Roads are rarely straight: 1.3 is the usual circuity of city street networks; 30 km/h is a
 * typical door-to-door city average with lights and parking.
 *
 * The server's default routing adapter answers with it (no key, no network), and the phone shows
 * it while the server's answer is on its way or out of reach (issue 13: the drive's ETA and the
 * transit check work with no signal). A real routing service's answer replaces it when it comes.
 */
import { distanceMeters, type LatLng } from './deviation.ts';

export const ROAD_FACTOR = 1.3;
export const URBAN_SPEED_KMH = 30;

function requireValid(p: LatLng): void {
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng) || Math.abs(p.lat) > 90 || Math.abs(p.lng) > 180)
    throw new RangeError(`Invalid coordinates: ${p.lat}, ${p.lng}`);
}

/** The time to drive through the stops in order, in milliseconds (0 for fewer than two). */
export function greatCircleDurationMs(stops: readonly LatLng[]): number {
  stops.forEach(requireValid);
  let meters = 0;
  for (let i = 1; i < stops.length; i++) meters += distanceMeters(stops[i - 1]!, stops[i]!);
  const metersPerMs = (URBAN_SPEED_KMH * 1000) / 3_600_000;
  return Math.round((meters * ROAD_FACTOR) / metersPerMs);
}
