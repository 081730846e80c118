/**
 * The offline default routing service: the great-circle distance between consecutive stops, times
 * a road factor, at an average urban driving speed. Roads are rarely straight: 1.3 is the usual
 * circuity of city street networks; 30 km/h is a typical door-to-door city average with lights
 * and parking. A real routing service plugs in behind RoutingService; this one keeps the transit
 * check (SPEC.md 4) working offline and in tests, with no key and no network.
 */
import { distanceMeters } from '@sc/domain/field-checks/deviation';
import type { LatLngPoint, RoutingService } from './routing.ts';

export const ROAD_FACTOR = 1.3;
export const URBAN_SPEED_KMH = 30;

function requireValid(p: LatLngPoint): void {
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng) || Math.abs(p.lat) > 90 || Math.abs(p.lng) > 180)
    throw new RangeError(`Invalid coordinates: ${p.lat}, ${p.lng}`);
}

export function greatCircleDurationMs(stops: readonly LatLngPoint[]): number {
  stops.forEach(requireValid);
  let meters = 0;
  for (let i = 1; i < stops.length; i++) meters += distanceMeters(stops[i - 1]!, stops[i]!);
  const metersPerMs = (URBAN_SPEED_KMH * 1000) / 3_600_000;
  return Math.round((meters * ROAD_FACTOR) / metersPerMs);
}

export const greatCircleRouting: RoutingService = {
  drivingDurationMs: async (stops) => greatCircleDurationMs(stops),
};
