/** The test catalogue's kinds: the containers a specimen goes in and how it must be kept (issue 14). */

/** What a container holds. */
export const specimenKinds = ['blood', 'urine'] as const;
export type SpecimenKind = (typeof specimenKinds)[number];

/**
 * Collection containers, each a supply the nurse scans. Blood tubes by their cap and additive
 * (CLSI GP41 names them so), then the urine cup. `catalogue/containers.ts` gives each its order of
 * draw, volume and supply.
 */
export const containerKinds = [
  'blood-culture-bottles',
  'light-blue-citrate',
  'red-serum',
  'gold-sst',
  'green-heparin',
  'lavender-edta',
  'royal-blue-edta',
  'tan-lead',
  'gray-fluoride',
  'urine-cup',
] as const;
export type ContainerKind = (typeof containerKinds)[number];

/** How a specimen travels to the lab. Two temperatures cannot share a tube. */
export const specimenTemperatures = ['room', 'refrigerated', 'frozen'] as const;
export type SpecimenTemperature = (typeof specimenTemperatures)[number];
