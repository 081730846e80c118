/**
 * Reading a typed address and finding it in a small gazetteer (ADR 082): the built-in stand-in
 * geocoder's rules, pure so they are table-tested here and the server only holds the data.
 *
 * Why this is hard / conventions here: people type the same place many ways ("163 Elm Place,
 * Brooklyn", "163 elm pl brooklyn ny", "163 Elm Pl, Brooklyn, NY 11201"). An address is read as a
 * house number ("163", Queens' "37-02"), a street, and the words of its locality (city, state, ZIP).
 * Street words are folded to one spelling (Place → pl, West → w, Fifth → 5th). A locality matches
 * when every place word the person typed is one the gazetteer's entry has: "New York", "NY" and
 * "USA" say nothing in the demo area and are ignored, and a ZIP, when both have one, must agree.
 * A known address (the demo seed's) wins over its street; a street answers a point between its
 * two numbered ends (interpolated), or its middle when no number is typed. Text with no street
 * ("asdf", "zzzz nowhere") finds nothing: the form then asks to correct it or place a pin (ADR 071).
 */
import type { MapPoint } from './address-place.ts';

/** One place a geocoder found: its point, and the address in words as it knows it. */
export interface GeocodeCandidate {
  point: MapPoint;
  label: string;
}

/** An address the gazetteer knows exactly, with its point. */
export interface KnownAddress {
  address: string;
  point: MapPoint;
}

/**
 * A street of the demo area: its name, its locality in words (e.g. "Brooklyn, NY 11201"), and two
 * numbered ends with their points, between which a house number is interpolated.
 */
export interface KnownStreet {
  street: string;
  locality: string;
  from: { number: number; point: MapPoint };
  to: { number: number; point: MapPoint };
  /** Neighbourhoods the street runs through, also accepted as its locality ("Elmhurst" in Queens). */
  areas?: readonly string[];
}

export interface Gazetteer {
  addresses: readonly KnownAddress[];
  streets: readonly KnownStreet[];
}

/** The longest address the lookup reads (the forms' own bound). */
export const ADDRESS_MAX_LENGTH = 300;

const WORD_FOLDS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  place: 'pl',
  road: 'rd',
  lane: 'ln',
  boulevard: 'blvd',
  drive: 'dr',
  court: 'ct',
  parkway: 'pkwy',
  terrace: 'ter',
  highway: 'hwy',
  square: 'sq',
  west: 'w',
  east: 'e',
  north: 'n',
  south: 's',
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
};

/** How our addresses write a street's type and direction words: "West 34th Street" → "W 34th St". */
const SHORT_WORDS: Record<string, string> = {
  street: 'St',
  avenue: 'Ave',
  place: 'Pl',
  road: 'Rd',
  lane: 'Ln',
  boulevard: 'Blvd',
  drive: 'Dr',
  parkway: 'Pkwy',
  terrace: 'Ter',
  highway: 'Hwy',
  square: 'Sq',
  west: 'W',
  east: 'E',
  north: 'N',
  south: 'S',
};

/**
 * A street's name as our addresses write it (a geocoder's "Elm Place" → "Elm Pl"). A type word
 * that is the whole name, or its first word ("Avenue J", "Court Street"), is kept as it is.
 */
export function shortStreetName(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts
    .map((w, i) => {
      const short = SHORT_WORDS[w.toLowerCase()];
      if (!short || parts.length === 1) return w;
      const direction = short.length === 1;
      return direction ? (i === 0 || i === parts.length - 1 ? short : w) : i > 0 ? short : w;
    })
    .join(' ');
}

/** Street-type words: where a street's name ends when an address is typed without commas. */
const STREET_TYPES = new Set(['st', 'ave', 'pl', 'rd', 'ln', 'blvd', 'dr', 'ct', 'pkwy', 'ter', 'hwy', 'sq', 'way']);

/** Locality words that tell nothing apart in the demo area (every place in it is in them). */
const SILENT_PLACE_WORDS = new Set(['ny', 'new', 'york', 'nyc', 'city', 'usa', 'us', 'united', 'states', 'america']);

/** Lower case, accents and punctuation gone (a house number's hyphen kept), words folded. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/(^|\s)-+|-+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => WORD_FOLDS[w] ?? w);
}

/** An address as read: its house number, its street's words folded, its locality's words. */
export interface ReadAddress {
  /** "163", or Queens' "37-02"; null when none is typed. */
  number: string | null;
  street: string;
  /** Place words that tell places apart (city, neighbourhood), silent ones left out. */
  placeWords: string[];
  zip: string | null;
}

const isHouseNumber = (w: string) => /^\d+[a-z]?$|^\d+-\d+$/.test(w);

/**
 * Reads "163 Elm Pl, Brooklyn, NY 11201" (or the same without commas). Null when there is no
 * street to read: no letters, or nothing but a number.
 */
export function readAddress(text: string): ReadAddress | null {
  const parts = text
    .slice(0, ADDRESS_MAX_LENGTH)
    .split(',')
    .map(words)
    .filter((p) => p.length > 0);
  if (parts.length === 0) return null;
  let head = parts[0]!;
  let tail = parts.slice(1).flat();
  const number = head.length > 1 && isHouseNumber(head[0]!) ? head[0]! : null;
  if (number) head = head.slice(1);
  if (parts.length === 1) {
    // No commas: the street ends at its type word ("elm pl brooklyn" → "elm pl", "brooklyn").
    const end = head.findIndex((w, i) => i > 0 && STREET_TYPES.has(w));
    if (end >= 0) {
      tail = head.slice(end + 1);
      head = head.slice(0, end + 1);
    }
  }
  if (!head.some((w) => /[a-z]/.test(w))) return null;
  const zip = tail.find((w) => /^\d{5}$/.test(w)) ?? null;
  const placeWords = tail.filter((w) => !/^\d{5}(-\d{4})?$/.test(w) && !SILENT_PLACE_WORDS.has(w));
  return { number, street: head.join(' '), placeWords, zip };
}

/** Whether what the person typed of a locality fits the one the gazetteer has. */
function localityFits(typed: ReadAddress, known: ReadAddress): boolean {
  if (typed.zip && known.zip && typed.zip !== known.zip) return false;
  const have = new Set(known.placeWords);
  return typed.placeWords.every((w) => have.has(w));
}

/** The house number's value for interpolation: "37-02" is 37 blocks and 2, read as 3702. */
function numberValue(number: string): number {
  const [block, house] = number.split('-');
  return house === undefined ? Number.parseInt(block!, 10) : Number.parseInt(block!, 10) * 100 + Number(house);
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The point a house number has on a street: between its ends, clamped to them. */
export function interpolate(street: KnownStreet, number: string | null): MapPoint {
  const { from, to } = street;
  const span = to.number - from.number;
  const share =
    number === null || span === 0 ? 0.5 : Math.min(1, Math.max(0, (numberValue(number) - from.number) / span));
  return {
    lat: round6(from.point.lat + share * (to.point.lat - from.point.lat)),
    lng: round6(from.point.lng + share * (to.point.lng - from.point.lng)),
  };
}

/**
 * The candidates for a typed address, best first: known addresses that match it exactly (number,
 * street and a fitting locality), then its street's interpolated point. Empty when nothing fits.
 */
export function matchAddress(text: string, gazetteer: Gazetteer, limit = 5): GeocodeCandidate[] {
  const typed = readAddress(text);
  if (!typed) return [];
  const found: GeocodeCandidate[] = [];
  for (const known of gazetteer.addresses) {
    const read = readAddress(known.address);
    if (!read || read.street !== typed.street || read.number !== typed.number) continue;
    if (localityFits(typed, read)) found.push({ point: known.point, label: known.address });
  }
  for (const street of gazetteer.streets) {
    const read = readAddress(`${street.street}, ${street.locality}, ${(street.areas ?? []).join(' ')}`);
    if (!read || read.street !== typed.street || !localityFits(typed, read)) continue;
    const label = `${typed.number ? `${typed.number} ` : ''}${street.street}, ${street.locality}`;
    if (found.some((f) => f.label === label)) continue;
    found.push({ point: interpolate(street, typed.number), label });
  }
  return found.slice(0, Math.max(0, limit));
}
