/**
 * A service region's area as operations enter it (issue 25): GeoJSON-style polygon coordinates,
 * an outer ring then holes, each ring of [lng, lat] positions, closed (its last position its
 * first), at least a triangle. The geocheck (field-checks/geocheck.ts) reads exactly this shape.
 */
import type { PolygonCoordinates } from '../field-checks/geocheck.ts';

export const MAX_RINGS = 10;
export const MAX_RING_POSITIONS = 1000;

export const polygonTexts = {
  noRing: 'A region needs an outer ring.',
  tooManyRings: `A region has at most ${MAX_RINGS} rings.`,
  ringTooShort: (ring: number) => `Ring ${ring} needs at least 4 positions (a triangle, closed).`,
  ringTooLong: (ring: number) => `Ring ${ring} has more than ${MAX_RING_POSITIONS} positions.`,
  badPosition: (ring: number, index: number) =>
    `Ring ${ring}, position ${index}: a position is [longitude, latitude], longitude -180 to 180, latitude -90 to 90.`,
  notClosed: (ring: number) => `Ring ${ring} must end where it starts.`,
} as const;

const isPosition = (p: unknown): p is [number, number] =>
  Array.isArray(p) &&
  p.length === 2 &&
  typeof p[0] === 'number' &&
  typeof p[1] === 'number' &&
  Number.isFinite(p[0]) &&
  Number.isFinite(p[1]) &&
  Math.abs(p[0]) <= 180 &&
  Math.abs(p[1]) <= 90;

/** Why these coordinates are not a region's polygon, or null when they are (rings numbered from 1). */
export function polygonProblem(coordinates: readonly (readonly unknown[])[]): string | null {
  if (coordinates.length === 0) return polygonTexts.noRing;
  if (coordinates.length > MAX_RINGS) return polygonTexts.tooManyRings;
  for (const [r, ring] of coordinates.entries()) {
    const n = r + 1;
    if (ring.length < 4) return polygonTexts.ringTooShort(n);
    if (ring.length > MAX_RING_POSITIONS) return polygonTexts.ringTooLong(n);
    for (const [i, position] of ring.entries()) if (!isPosition(position)) return polygonTexts.badPosition(n, i + 1);
    const first = ring[0] as [number, number];
    const last = ring[ring.length - 1] as [number, number];
    if (first[0] !== last[0] || first[1] !== last[1]) return polygonTexts.notClosed(n);
  }
  return null;
}

/** The coordinates, once `polygonProblem` found nothing, as the geocheck's type. */
export function toPolygon(coordinates: readonly (readonly unknown[])[]): PolygonCoordinates {
  return coordinates as PolygonCoordinates;
}

/** A box as a region's polygon: one ring from its south-west corner, counter-clockwise, closed. */
export function boxPolygon(west: number, south: number, east: number, north: number): [number, number][][] {
  return [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ];
}
