/**
 * A nurse out sick holds nothing that day (ADR 085): once operations mark her out, no visit of that
 * day is still hers and no offer of it still waits for her; every itinerary taken from her is
 * offered to another nurse, held by another, or waits on the board, never lost (canceled while
 * its visits still wait). An itinerary she had already started stays hers (ADR 085).
 */
import type { InvariantBreak, NurseOutItineraryFacts } from './view.ts';

export function nurseOutBreaks(itineraries: readonly NurseOutItineraryFacts[]): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  const fail = (message: string) => breaks.push({ invariant: 'nurse-out-holds-nothing', message });
  for (const i of itineraries) {
    const who = `nurse ${i.nurseId}, out on ${i.day}`;
    if (i.holder === i.nurseId && i.status === 'accepted')
      fail(`${who}, still holds itinerary ${i.itineraryId} that day`);
    if (i.herOffer === 'offered') fail(`${who}, is still offered itinerary ${i.itineraryId} that day`);
    if (i.herOffer === 'withdrawn' && i.status === 'canceled' && i.visitsWaiting > 0)
      fail(`itinerary ${i.itineraryId}, withdrawn from ${who}, was canceled with ${i.visitsWaiting} visits still to do`);
  }
  return breaks;
}
