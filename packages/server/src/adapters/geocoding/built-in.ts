/**
 * The built-in stand-in geocoder (ADR 082): the default when GEOCODER_URL is unset, so the
 * embedded product places addresses with no network. It knows the demo area only (demo-area.ts):
 * every address of the demo seed at its point, and the area's streets, where a house number is
 * interpolated between the street's ends. Anything else (“asdf”, “zzzz nowhere”, an address
 * elsewhere) finds nothing, and the form asks to correct it or place a pin (ADR 071).
 */
import { matchAddress, type Gazetteer } from '@sc/domain/addresses/address-match';
import { demoAreaGazetteer } from './demo-area.ts';
import type { GeocodingService } from './geocoding.ts';

export function builtInGeocoder(gazetteer: Gazetteer = demoAreaGazetteer()): GeocodingService {
  return {
    async geocode(address, options = {}) {
      return matchAddress(address, gazetteer, options.limit ?? 5);
    },
  };
}
