/**
 * The production geocoder (ADR 082): a Nominatim-compatible server over HTTP (our own, e.g. the
 * mediagis/nominatim image with a region's extract, or a provider speaking its API), chosen by
 * GEOCODER_URL. `GET {url}/search?format=jsonv2&addressdetails=1&q=…&limit=…` answers places as
 * JSON; a URL ending in `/v1` is read as Pelias instead (`/v1/search?text=…&size=…`, GeoJSON).
 *
 * Each answer becomes candidates labelled the way our addresses are written ("163 Elm Pl,
 * Brooklyn, NY 11201"), not Nominatim's long display name. Bounded: one request, a timeout, at
 * most 10 results read. Nothing here logs, and a failure's message names neither the address
 * nor the query string (patients' addresses stay out of logs).
 */
import { shortStreetName } from '@sc/domain/addresses/address-match';
import { GeocoderUnavailableError, type GeocodeCandidate, type GeocodingService } from './geocoding.ts';

export interface HttpGeocoderOptions {
  /** Milliseconds to wait for an answer; 5 s by default (a person is waiting at a form). */
  timeoutMs?: number;
  /** Nominatim's usage policy asks every client to say who it is. */
  userAgent?: string;
  fetch?: typeof fetch;
}

const MAX_RESULTS = 10;

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

interface PeliasFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: Record<string, string | number | undefined>;
}

const point = (lat: unknown, lng: unknown) => {
  const p = { lat: Number(lat), lng: Number(lng) };
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180 ? p : null;
};

/** "163 Elm Pl, Brooklyn, NY 11201" from an address's parts; null when it has no street. */
function label(parts: {
  number?: string | undefined;
  street?: string | undefined;
  place?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
}): string | null {
  if (!parts.street) return null;
  const line = [parts.number, shortStreetName(parts.street)].filter(Boolean).join(' ');
  const stateZip = [parts.state, parts.zip].filter(Boolean).join(' ');
  return [line, parts.place, stateZip].filter(Boolean).join(', ');
}

export function toNominatimCandidates(body: unknown): GeocodeCandidate[] {
  if (!Array.isArray(body)) throw new GeocoderUnavailableError('an answer that is not a list');
  return (body as NominatimPlace[]).slice(0, MAX_RESULTS).flatMap((place) => {
    const at = point(place.lat, place.lon);
    if (!at) return [];
    const a = place.address ?? {};
    const state = a['ISO3166-2-lvl4']?.replace(/^[A-Z]{2}-/, '') ?? a.state;
    const words =
      label({
        number: a.house_number,
        street: a.road ?? a.pedestrian ?? a.footway,
        place: a.city_district ?? a.borough ?? a.suburb ?? a.city ?? a.town ?? a.village ?? a.hamlet,
        state,
        zip: a.postcode,
      }) ?? place.display_name?.replace(/, United States$/, '');
    return words ? [{ point: at, label: words }] : [];
  });
}

export function toPeliasCandidates(body: unknown): GeocodeCandidate[] {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) throw new GeocoderUnavailableError('an answer with no features');
  return (features as PeliasFeature[]).slice(0, MAX_RESULTS).flatMap((feature) => {
    const [lng, lat] = feature.geometry?.coordinates ?? [];
    const at = point(lat, lng);
    if (!at) return [];
    const p = feature.properties ?? {};
    const text = (key: string) => (p[key] === undefined ? undefined : String(p[key]));
    const words =
      label({
        number: text('housenumber'),
        street: text('street'),
        place: text('borough') ?? text('locality') ?? text('localadmin'),
        state: text('region_a'),
        zip: text('postalcode'),
      }) ?? text('label')?.replace(/, USA$/, '');
    return words ? [{ point: at, label: words }] : [];
  });
}

export function httpGeocoder(baseUrl: string, options: HttpGeocoderOptions = {}): GeocodingService {
  const base = baseUrl.replace(/\/+$/, '');
  const pelias = /\/v1$/.test(base);
  const timeoutMs = options.timeoutMs ?? 5_000;
  const request = options.fetch ?? fetch;
  return {
    async geocode(address, { limit = 5 } = {}) {
      const size = String(Math.min(MAX_RESULTS, Math.max(1, limit)));
      const url = pelias
        ? `${base}/search?${new URLSearchParams({ text: address, size })}`
        : `${base}/search?${new URLSearchParams({ format: 'jsonv2', addressdetails: '1', q: address, limit: size })}`;
      let response: Response;
      try {
        response = await request(url, {
          headers: {
            accept: 'application/json',
            'accept-language': 'en',
            'user-agent': options.userAgent ?? 'sample-collect geocoding',
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // A timeout or a refused connection: its own message may carry the URL, so it is not kept.
        throw new GeocoderUnavailableError(
          error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'no connection',
        );
      }
      if (!response.ok) throw new GeocoderUnavailableError(`status ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new GeocoderUnavailableError('an answer that is not JSON');
      }
      return (pelias ? toPeliasCandidates(body) : toNominatimCandidates(body)).slice(0, Number(size));
    },
  };
}
