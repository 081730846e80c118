/**
 * Where the nurse stands (issue 13): the step of her visit ("Step 3 of 9") and the stop of her
 * day ("Stop 2 of 4"), read from route order (`flattenSteps`), so the header and Next agree.
 *
 * A stop is a waypoint: every screen about one waypoint (its visit, the centrifugation and mail-in
 * packing done after it, or a lab drop-off) counts as that stop's work. The tree lists each
 * waypoint's screens together, in itinerary order, so a stop's screens are one run of route order.
 * The overview belongs to no stop and has no progress.
 */
import type { Step } from './step.ts';

/** A position in a list, 1-based: `index` of `count`. */
export interface Progress {
  readonly index: number;
  readonly count: number;
}

export interface StepProgress {
  /** The step among the screens of her current stop; null where the step has no stop. */
  readonly visit: Progress | null;
  /** The stop among the day's stops; null where the step has no stop. */
  readonly day: Progress | null;
}

const NONE: StepProgress = { visit: null, day: null };

/**
 * The progress of the step at `path` in route order `steps`; none when it is not a stop's step.
 * `counted` leaves out the steps the nurse is not expected to see (issue 27: `StepWalk.counted`);
 * a step left out that she does see takes the number of the next counted one.
 */
export function stepProgress(
  steps: readonly Step[],
  path: string,
  counted: (step: Step) => boolean = () => true,
): StepProgress {
  const current = steps.find((s) => s.path === path);
  const waypointID = current?.waypointID;
  if (current === undefined || waypointID === undefined) return NONE;

  const stops: string[] = [];
  for (const step of steps) {
    if (step.waypointID !== undefined && !stops.includes(step.waypointID)) stops.push(step.waypointID);
  }
  const visit = steps.filter((s) => s.waypointID === waypointID);
  const at = visit.indexOf(current);
  const count = visit.filter(counted).length;
  const before = visit.slice(0, at).filter(counted).length;
  return {
    visit: { index: Math.max(1, Math.min(before + 1, count)), count },
    day: { index: stops.indexOf(waypointID) + 1, count: stops.length },
  };
}
