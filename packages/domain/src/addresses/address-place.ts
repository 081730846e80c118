/**
 * Whether an address has its place on the map, and what a form says when it has none (ADR 071).
 *
 * Why this is hard / conventions here: the product has no geocoder yet (architecture.md 7), so no
 * typed address finds its point by itself. Until one is built, an address is placed by a pin the
 * person types ("40.6889, -73.9925", as a map app copies it), the way operations place a lab
 * (ADR 060). An address without a point is refused, never saved in silence: an order for a patient
 * without one reached no dispatch board (ADR 049's consequences), and a nurse without one is left
 * out of her region's plan. A geocoder would answer the point when no pin is given, before this rule.
 */

/** A point on the map, in degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** The longest address a refusal quotes, so the message stays one line. */
const QUOTED_ADDRESS_MAX = 60;

export const ADDRESS_PLACE_TEXTS = {
  /** Beside the address field when it has no point: says so, and asks to correct it or place a pin. */
  notFound: (address: string) => {
    const quoted = address.length > QUOTED_ADDRESS_MAX ? `${address.slice(0, QUOTED_ADDRESS_MAX - 1)}…` : address;
    return `“${quoted}” was not found on the map. Correct the address or place a pin.`;
  },
  /** Beside the pin field when it does not read as a point. */
  badPin: 'Enter the pin as latitude, longitude, e.g. 40.6889, -73.9925.',
  /** The pin field's hint: the truth about lookup today. */
  pinHint:
    'Address lookup is not built yet, so an address finds its place by its pin: copy latitude, longitude from a map app, e.g. 40.6889, -73.9925.',
  /** The pin field's label. */
  pinLabel: 'Map pin',
  /** A nurse's leave-from saved with no point: what it costs her, and what to do. */
  leaveFromUnplaced:
    'Dispatch leaves you out of its plans until where you leave from has a place: add its map pin and save.',
} as const;

/** The "is this address placed" rule: a point with both coordinates, finite and on the globe. */
export function isPlaced(point: { lat: number | null; lng: number | null } | null | undefined): point is MapPoint {
  if (!point || point.lat === null || point.lng === null) return false;
  return (
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180
  );
}

/** "40.6889, -73.9925" (a comma or spaces between) as a point; null when it is not one. */
export function parseMapPin(text: string): MapPoint | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*(?:,\s*|\s+)(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const point = { lat: Number(match[1]), lng: Number(match[2]) };
  return isPlaced(point) ? point : null;
}

/** A point as its pin is typed, for a form that shows it again. */
export function formatMapPin(point: MapPoint): string {
  return `${point.lat}, ${point.lng}`;
}

export type AddressPlace =
  { ok: true; point: MapPoint | null } | { ok: false; field: 'address' | 'pin'; message: string };

/**
 * An address and its pin as a form sends them: the point it is saved with, or the refusal beside
 * the field to change. No address and no pin is no place at all (an optional address left empty);
 * a pin that does not read is refused before the address is judged.
 */
export function placeAddress(input: { address?: string | null; pin?: string | null }): AddressPlace {
  const address = (input.address ?? '').trim();
  const pin = (input.pin ?? '').trim();
  if (pin !== '') {
    const point = parseMapPin(pin);
    return point ? { ok: true, point } : { ok: false, field: 'pin', message: ADDRESS_PLACE_TEXTS.badPin };
  }
  if (address === '') return { ok: true, point: null };
  return { ok: false, field: 'address', message: ADDRESS_PLACE_TEXTS.notFound(address) };
}
