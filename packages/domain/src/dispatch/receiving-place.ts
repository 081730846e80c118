/**
 * Which place a dispatched visit's specimens go to (issue 25). The optimiser plans one drop stop
 * per visit, so dispatch names it: a lab before a drop box (a lab receives specimens by hand, a box
 * is for shipments), one still receiving after the visit's window opens, and of those the nearest.
 * When none is still receiving, the nearest lab (or place) all the same, so the optimiser reports
 * the visit as out of reach rather than planning it with no lab at all.
 *
 * It was the region's first place by id: a drop box that an operator added, receiving in the
 * evening, took every visit of the day, and the optimiser left all of them out.
 */
import { distanceMeters } from '../field-checks/deviation.ts';
import type { DispatchPlace, DispatchPoint } from './problem.ts';

export interface ReceivingCandidate extends DispatchPlace {
  kind: 'lab' | 'drop-off';
}

/** Undefined only when the region has no place. `windowStart` is in seconds from local midnight. */
export function receivingPlaceFor(
  point: DispatchPoint,
  windowStart: number,
  places: readonly ReceivingCandidate[],
): ReceivingCandidate | undefined {
  const nearest = (list: readonly ReceivingCandidate[]) =>
    list.reduce<ReceivingCandidate | undefined>(
      (best, p) => (best && distanceMeters(point, best.point) <= distanceMeters(point, p.point) ? best : p),
      undefined,
    );
  const labs = places.filter((p) => p.kind === 'lab');
  const open = (list: readonly ReceivingCandidate[]) => list.filter((p) => p.receiving.end > windowStart);
  return nearest(open(labs)) ?? nearest(open(places)) ?? nearest(labs) ?? nearest(places);
}
