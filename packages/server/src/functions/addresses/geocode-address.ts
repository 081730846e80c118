/**
 * geocodeAddress (ADR 082): the candidates for a typed address, from the configured geocoder. A
 * read: no record is touched, nothing is written, and the address is neither logged nor kept. A
 * geocoder that does not answer is said in words, with the way round it (a pin, ADR 071).
 */
import { GEOCODE_MAX_CANDIDATES } from '@sc/domain/contract/addresses';
import { GeocoderUnavailableError } from '../../adapters/geocoding/geocoding.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireCaller, type Handler } from '../context.ts';

export const GEOCODE_TEXTS = {
  unavailable: 'The address lookup is not answering just now. Try again in a moment, or place a pin.',
} as const;

export const geocodeAddress: Handler<'geocodeAddress'> = async (input, ctx) => {
  requireCaller(ctx);
  const limit = Math.min(input.limit ?? GEOCODE_MAX_CANDIDATES, GEOCODE_MAX_CANDIDATES);
  try {
    const candidates = await ctx.adapters.geocoding.geocode(input.address, { limit });
    return { candidates: candidates.slice(0, limit) };
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    // The error's message names neither the address nor the query (nominatim.ts).
    ctx.log.warn({ err: error.message }, 'geocoder unavailable');
    throw new AppError('unavailable', GEOCODE_TEXTS.unavailable, 'address');
  }
};
