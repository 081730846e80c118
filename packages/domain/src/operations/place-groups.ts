/**
 * Place groups (issue 25; requirements.md 3: an office's placeGroupID, a procedure's
 * dropOffPlaceGroups): named sets of places a specimen may be taken to. A group's type says what
 * it gathers, and so which kinds of place it may hold; phones and screens subscribe to the types
 * (requirements.md 7's live subscription to place group types).
 */
import type { PlaceType } from '../vocabulary/supplies.ts';

export const placeGroupTypes = ['lab-company', 'drop-boxes', 'office-sites'] as const;
export type PlaceGroupType = (typeof placeGroupTypes)[number];

export const placeGroupTypeLabels: Record<PlaceGroupType, string> = {
  'lab-company': 'Lab company',
  'drop-boxes': 'Drop boxes',
  'office-sites': 'Office sites',
};

export const placeTypeLabels: Record<PlaceType, string> = {
  lab: 'Lab',
  'drop-off': 'Drop box',
  'packing-and-shipping': 'Packing & shipping',
};

/**
 * What each type may hold: a lab company's labs and the drop boxes its couriers empty; drop boxes
 * only; an office's own sites, whatever they are.
 */
export const placeTypesOfGroup: Record<PlaceGroupType, readonly PlaceType[]> = {
  'lab-company': ['lab', 'drop-off'],
  'drop-boxes': ['drop-off'],
  'office-sites': ['lab', 'drop-off', 'packing-and-shipping'],
};

const placeNouns: Record<PlaceType, string> = {
  lab: 'a lab',
  'drop-off': 'a drop box',
  'packing-and-shipping': 'a packing & shipping place',
};
export const placePlurals: Record<PlaceType, string> = {
  lab: 'labs',
  'drop-off': 'drop boxes',
  'packing-and-shipping': 'packing & shipping places',
};

export const MAX_GROUP_PLACES = 200;

export const placeGroupTexts = {
  noPlace: 'Choose at least one place.',
  tooManyPlaces: `A group holds at most ${MAX_GROUP_PLACES} places.`,
  wrongPlace: (place: string, placeType: PlaceType, groupType: PlaceGroupType) =>
    `${place} is ${placeNouns[placeType]}, and a “${placeGroupTypeLabels[groupType]}” group holds only ${placeTypesOfGroup[
      groupType
    ]
      .map((t) => placePlurals[t])
      .join(' and ')}.`,
} as const;

/** Why these places cannot form a group of this type, or null when they can. */
export function placeGroupProblem(
  type: PlaceGroupType,
  places: readonly { name: string; type: PlaceType }[],
): string | null {
  if (places.length === 0) return placeGroupTexts.noPlace;
  if (places.length > MAX_GROUP_PLACES) return placeGroupTexts.tooManyPlaces;
  const wrong = places.find((p) => !placeTypesOfGroup[type].includes(p.type));
  return wrong ? placeGroupTexts.wrongPlace(wrong.name, wrong.type, type) : null;
}

/**
 * The places a procedure's dropOffPlaceGroups name, in order, once each: a group stands for its
 * places; an entry that is no group is a place's own id (how procedures named a lab before groups
 * existed, and still may).
 */
export function toDropOffPlaceIDs(
  entries: readonly string[],
  groups: ReadonlyMap<string, readonly string[]>,
): string[] {
  const out = new Set<string>();
  for (const entry of entries) for (const id of groups.get(entry) ?? [entry]) out.add(id);
  return [...out];
}
