/**
 * When the nurse's current location is written (requirements.md 5, 9), and the browser geolocation
 * options (requirements.md 7).
 *
 * A record is written when there is none yet, when at least 5 minutes (300000 ms) have passed
 * since the last one, or when the nurse has moved more than 100 m from it. "After 5 minutes" is
 * read as inclusive (5 minutes have passed), "over 100 m" as strict. A fix older than the last
 * record (clock skew) is judged by distance alone.
 */
import {
  GEOLOCATION_ONE_OFF_TIMEOUT_MS,
  GEOLOCATION_WATCH_TIMEOUT_MS,
  LOCATION_WRITE_DISTANCE_M,
  LOCATION_WRITE_INTERVAL_MS,
} from '../constants.ts';
import { distanceMeters, type LatLng } from './deviation.ts';
import { toEpochMs, type Instant } from '../format/instant.ts';

/** A position and when it was taken (requirements.md 3: location.current with lat, lng, lastUpdate). */
export interface LocationFix extends LatLng {
  timestamp: Instant;
}

export function shouldWriteLocation(last: LocationFix | null, next: LocationFix): boolean {
  if (last === null) return true;
  const elapsed = toEpochMs(next.timestamp, 'location timestamp') - toEpochMs(last.timestamp, 'location timestamp');
  return elapsed >= LOCATION_WRITE_INTERVAL_MS || distanceMeters(last, next) > LOCATION_WRITE_DISTANCE_M;
}

/** The shape of the browser's PositionOptions (domain has no DOM types). */
export interface GeolocationOptions {
  readonly enableHighAccuracy: boolean;
  readonly timeout: number;
  readonly maximumAge?: number;
}

/** watchPosition (requirements.md 7): timeout 30 s, not high accuracy. */
export const WATCH_POSITION_OPTIONS: GeolocationOptions = Object.freeze({
  enableHighAccuracy: false,
  timeout: GEOLOCATION_WATCH_TIMEOUT_MS,
});

/** getCurrentPosition, the one-off read (requirements.md 7): high accuracy, timeout 5 s. */
export const CURRENT_POSITION_OPTIONS: GeolocationOptions = Object.freeze({
  enableHighAccuracy: true,
  timeout: GEOLOCATION_ONE_OFF_TIMEOUT_MS,
});
