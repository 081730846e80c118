/**
 * Whether an address has its place on the map, and what a form says when it has none (ADR 071).
 *
 * Why this is hard / conventions here: an address is placed by a point. The form looks a typed
 * address up first (geocodeAddress, ADR 082), shows where it was placed and asks to confirm; the
 * confirmed point is saved as the address's pin. An address the lookup cannot place gets a pin the
 * person types ("40.6889, -73.9925", as a map app copies it), the way operations place a lab
 * (ADR 060). An address without a point is refused, never saved in silence: an order for a patient
 * without one reached no dispatch board (ADR 049's consequences), and a nurse without one is left
 * out of her region's plan. The server does not look addresses up when it saves (ADR 082).
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
  badPin: 'Paste the pin as a map app copies it: its latitude, a comma, then its longitude.',
  /** The pin field's hint: for an address the lookup does not find (ADR 082). */
  pinHint: 'Only if the address is not found: drop a pin on the place in a map app, copy its latitude and longitude and paste them here.',
  /** Where the lookup placed the address, before the form saves it (ADR 082). */
  placedAt: 'Placed at:',
  /** The question under it. */
  isItRight: 'Is this the right place?',
  confirm: 'Confirm',
  correct: 'Correct the address',
  /** The drawing's name, for those who cannot see it. */
  mapLabel: (label: string) => `Where ${label} is on the map`,
  /** The pin field's label. */
  pinLabel: 'Map pin',
  /** A nurse's leave-from saved with no point: what it costs her, and what to do. */
  leaveFromUnplaced:
    'Dispatch leaves you out of its plans until where you leave from has a place: save it again to place it on the map.',
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
