/**
 * Addresses become places (ADR 082): a typed address and the points it may be, best first, each
 * with the address in words as the geocoder knows it. The built-in stand-in (built-in.ts) knows the
 * demo area and answers offline; a Nominatim- or Pelias-compatible server (nominatim.ts) answers
 * in production, chosen by GEOCODER_URL.
 */
import type { GeocodeCandidate } from '@sc/domain/addresses/address-match';

export type { GeocodeCandidate };

export interface GeocodingService {
  /** At most `limit` candidates for the address, best first; none when it cannot be placed. */
  geocode(address: string, options?: { limit?: number }): Promise<GeocodeCandidate[]>;
}

/**
 * The geocoder did not answer (down, slow, or an answer that does not read). Its message names
 * neither the address nor the URL's query: addresses are patients' data and stay out of logs.
 */
export class GeocoderUnavailableError extends Error {
  constructor(reason: string) {
    super(`The geocoder did not answer: ${reason}`);
    this.name = 'GeocoderUnavailableError';
  }
}
