/**
 * Which of a region's places may receive a visit's specimens (issue 25, ADR 065): the places its
 * procedures' dropOffPlaceGroups name (requirements.md 3; createOrder stamps the ordering office's
 * place group there), so a lab office's specimens go to that lab's places, and receivingPlaceFor
 * then picks among them (a lab first, still receiving, the nearest).
 *
 * A procedure naming no group restricts nothing. When several procedures restrict, the places
 * every one of them allows, since a visit has one drop stop. When what they name holds no place of
 * this region (a group of another city's labs, a group emptied since), every place of the region:
 * the visit is still planned to a lab rather than left out for want of data.
 */
import { toDropOffPlaceIDs } from '../operations/place-groups.ts';

export function dropOffCandidates<P extends { id: string }>(
  places: readonly P[],
  /** Each of the visit's procedures' dropOffPlaceGroups: group ids, or a place's own id. */
  procedureGroups: readonly (readonly string[])[],
  /** A group's places by its id, for the groups named. */
  groups: ReadonlyMap<string, readonly string[]>,
): P[] {
  let allowed: P[] = [...places];
  for (const entries of procedureGroups) {
    if (entries.length === 0) continue;
    const named = new Set(toDropOffPlaceIDs(entries, groups));
    allowed = allowed.filter((p) => named.has(p.id));
  }
  return allowed.length > 0 ? allowed : [...places];
}
