/**
 * Where a nurse is, in words a dispatcher reads (ADR 083): never her coordinates. Her shared position
 * is named by the nearest place the day knows (its stops, her leave-from address, the region's labs):
 * "near 625 Atlantic Ave" within NEAR_M, "1.2 km from Riverside Lab" within FROM_M, and nothing
 * farther (the screen then says only when she shared it). An address is named by its first part, the
 * street and number; a place by its name.
 */
import { distanceMeters, type LatLng } from '../field-checks/deviation.ts';

/** Close enough to say "near": a city block or three, within a phone's usual accuracy. */
export const NEAR_M = 500;
/** Farther than this, a distance from a known place no longer helps anyone find her. */
export const FROM_M = 5_000;

export interface KnownPlace extends LatLng {
  /** An address ("625 Atlantic Ave, Brooklyn, NY 11217") or a place's name ("Riverside Lab"). */
  name: string;
}

/** "625 Atlantic Ave, Brooklyn, NY 11217" -> "625 Atlantic Ave"; a name without commas as it is. */
export function shortPlaceName(name: string): string {
  return name.split(',')[0]!.trim();
}

const valid = (p: LatLng) =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

/** The nearest named place and how far it is, or null when none is known. */
export function nearestPlace(position: LatLng, places: readonly KnownPlace[]) {
  if (!valid(position)) return null;
  let best: { place: KnownPlace; meters: number } | null = null;
  for (const place of places) {
    if (!valid(place) || shortPlaceName(place.name) === '') continue;
    const meters = distanceMeters(position, place);
    if (!best || meters < best.meters) best = { place, meters };
  }
  return best;
}

/**
 * "near 625 Atlantic Ave", "1.2 km from Riverside Lab", or null: nothing known within FROM_M (the
 * caller says "position shared …" alone).
 */
export function nearPlaceText(position: LatLng, places: readonly KnownPlace[]): string | null {
  const best = nearestPlace(position, places);
  if (!best || best.meters > FROM_M) return null;
  const name = shortPlaceName(best.place.name);
  if (best.meters <= NEAR_M) return `near ${name}`;
  return `${(best.meters / 1000).toFixed(1)} km from ${name}`;
}
