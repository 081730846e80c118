/** The itinerary screens' own texts; requirements.md's are quoted from the domain where it has them. */
export const itineraryTexts = {
  /** requirements.md 2.11, verbatim (with the ellipsis character). */
  loading: 'Loading your itinerary\u2026',
  /** requirements.md 8 "There was a problem loading data for this {entity}". */
  loadFailed: 'There was a problem loading data for this itinerary',
  overviewTitle: 'Your itinerary',
  next: 'Next',
  back: 'Back',
  toOverview: 'Itinerary',
  stepNotFound: 'This step is not part of your itinerary any more.',
  done: 'Itinerary complete',
  doneMessage: 'Every stop is finished. Thank you!',
  /** Shown while a step its scan completed moves on by itself. */
  movingOn: 'Done. Moving on\u2026',
} as const;
