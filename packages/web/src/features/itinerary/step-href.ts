import { paths } from '../../lib/paths.ts';

/** The URL of a step: `itinerary/{itineraryID}` plus its path (the step tree's, already encoded). */
export function stepHref(itineraryID: string, stepPath: string): string {
  return paths.itineraryStep.href({ itineraryID, '*': stepPath });
}
