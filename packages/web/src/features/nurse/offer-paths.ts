import { paths } from '../../lib/paths.ts';
import type { Offer } from './offer-card.tsx';

/** requirements.md 2.10: an itinerary offer's route is offer/{itineraryID}; a shift offer's shift-offer/{shiftID}. */
export function offerPath(offer: Pick<Offer, 'kind' | 'id'>): string {
  return offer.kind === 'itinerary'
    ? paths.offer.href({ itineraryID: offer.id })
    : paths.shiftOffer.href({ shiftID: offer.id });
}
