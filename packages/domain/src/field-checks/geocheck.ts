/**
 * The shift geocheck (requirements.md 5, 8) and the "Check in available" note (requirements.md 2.3, 9).
 *
 * Why this is hard / conventions here: service regions are GeoJSON-like polygons, so positions
 * are [lng, lat] (longitude first, unlike `LatLng`). A polygon is an outer ring followed by hole
 * rings; rings may be closed (first position repeated last, as GeoJSON requires) or not. A
 * polygon is a closed set: a point on its outer edge or on a hole's edge counts as inside, a
 * point strictly inside a hole does not ("on" is exact arithmetic: a point within rounding error
 * of an edge may fall either side). Edges are straight in [lng, lat] (planar), which is what
 * GeoJSON means; regions crossing the antimeridian are not supported.
 */
import { CHECK_IN_WINDOW_MS } from '../constants.ts';
import type { LatLng } from './deviation.ts';
import { toEpochMs, type Instant } from '../format/instant.ts';
import type { ShiftStatus } from '../vocabulary/shifts.ts';

export type Position = readonly [lng: number, lat: number];
export type Ring = readonly Position[];
/** Outer ring first, then holes. */
export type PolygonCoordinates = readonly Ring[];

export type RegionGeometry =
  | { type: 'Polygon'; coordinates: PolygonCoordinates }
  | { type: 'MultiPolygon'; coordinates: readonly PolygonCoordinates[] };

export interface ServiceRegion {
  id: string;
  name: string;
  /** null when the region has no drawn area: no one is ever inside it. */
  geometry: RegionGeometry | null;
}

export const geocheckTexts = {
  notInServiceRegion: 'Not in service region',
  noGeocheckToComplete: 'No geocheck to complete.',
  checkInAvailable: 'Check in available',
} as const;

export type RingPlacement = 'inside' | 'boundary' | 'outside';

function onSegment(point: Position, a: Position, b: Position): boolean {
  const [px, py] = point;
  const [ax, ay] = a;
  const [bx, by] = b;
  const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  if (cross !== 0) return false;
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** Where a point lies relative to one ring (ray casting, with an exact edge test first). */
export function locateInRing(point: Position, ring: Ring): RingPlacement {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(point, a, b)) return 'boundary';
    const [ax, ay] = a;
    const [bx, by] = b;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/** Inside or on the outer ring, and not strictly inside any hole. */
export function isPointInPolygon(point: Position, polygon: PolygonCoordinates): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || outer.length < 3 || locateInRing(point, outer) === 'outside') return false;
  return holes.every((hole) => hole.length < 3 || locateInRing(point, hole) !== 'inside');
}

export function isInServiceRegion(location: LatLng, region: ServiceRegion): boolean {
  const { geometry } = region;
  if (!geometry) return false;
  const point: Position = [location.lng, location.lat];
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some((polygon) => isPointInPolygon(point, polygon));
}

export type GeocheckResult<R extends ServiceRegion = ServiceRegion> =
  { ok: true; region: R } | { ok: false; message: typeof geocheckTexts.notInServiceRegion };

/**
 * requirements.md 5: the nurse's region must be one of the shift's service regions, else "Not in
 * service region". The first of the shift's regions (in the shift's order) that contains the
 * nurse wins. An unknown location is not in any region.
 */
export function geocheckShift<R extends ServiceRegion>({
  nurseLocation,
  shiftRegions,
}: {
  nurseLocation: LatLng | null;
  shiftRegions: readonly R[];
}): GeocheckResult<R> {
  const region = nurseLocation ? shiftRegions.find((r) => isInServiceRegion(nurseLocation, r)) : undefined;
  return region ? { ok: true, region } : { ok: false, message: geocheckTexts.notInServiceRegion };
}

/** What is stored on the shift (requirements.md 7: shifts/{id} geoCheck) once the geocheck passes. */
export interface GeoCheck {
  serviceRegionID: string;
  lat: number;
  lng: number;
  /** ISO-8601. */
  checkedAt: string;
}

export function toGeoCheck(region: ServiceRegion, nurseLocation: LatLng, now: Instant): GeoCheck {
  return {
    serviceRegionID: region.id,
    lat: nurseLocation.lat,
    lng: nurseLocation.lng,
    checkedAt: new Date(toEpochMs(now, 'now')).toISOString(),
  };
}

/** requirements.md 5, 8: completing the geocheck step needs a geoCheck, else "No geocheck to complete.". */
export function requireGeoCheck(geoCheck: GeoCheck | null | undefined): GeoCheck {
  if (!geoCheck) throw new Error(geocheckTexts.noGeocheckToComplete);
  return geoCheck;
}

export interface CheckInAvailableInput {
  shiftStatus: ShiftStatus;
  startTime: Instant;
  now: Instant;
  supplyPreparationDisabled: boolean;
  /** When given and passed, check-in is over (design). */
  endTime?: Instant | null;
}

/**
 * requirements.md 2.3, 9: the shift is accepted, starts in under 24 hours, and the supply-preparation-
 * disabled flag is off. A shift that has already started but is still accepted (not yet checked
 * in, so not in_progress) counts: the nurse can still check in late (requirements.md 7 records a
 * lateCheckInReason). It stops counting once the shift's end time, when known, has passed.
 */
export function checkInAvailable({
  shiftStatus,
  startTime,
  now,
  supplyPreparationDisabled,
  endTime,
}: CheckInAvailableInput): boolean {
  if (shiftStatus !== 'accepted' || supplyPreparationDisabled) return false;
  const nowMs = toEpochMs(now, 'now');
  if (endTime !== null && endTime !== undefined && toEpochMs(endTime, 'shift end') <= nowMs) return false;
  return toEpochMs(startTime, 'shift start') - nowMs < CHECK_IN_WINDOW_MS;
}
