import { paths } from '../../lib/paths.ts';

/** The URL of a step: `itinerary/{itineraryID}` plus its path (already one encoded segment per id). */
export function stepHref(itineraryID: string, stepPath: string): string {
  const base = paths.itinerary.href({ itineraryID });
  return stepPath === '' ? base : `${base}/${stepPath}`;
}
