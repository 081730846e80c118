/**
 * The route optimiser's one interface (issue 24): what goes in and what comes out. Plain data, so
 * the same input can go to the in-process search, a worker thread or a VROOM server.
 *
 * Units are the caller's: every time, duration and travel time is in one unit (the server uses
 * seconds from the day's midnight; a Solomon instance uses its own time units). Locations are
 * indices into the travel-time matrix, which is the cost too (travel time is what we minimise).
 */

export interface TimeWindow {
  start: number;
  end: number;
}

export interface TravelMatrix {
  /** Number of locations; the matrix is size x size, row-major: travel[from * size + to]. */
  size: number;
  travel: ArrayLike<number>;
}

/** A sample's destination and how long it keeps after collection (architecture.md 10's stability window). */
export interface SpecimenRule {
  placeId: string;
  /** Longest time from the end of the visit to the start of the drop at the place. */
  stability: number;
}

export interface Visit {
  id: string;
  location: number;
  window: TimeWindow;
  service: number;
  skills?: readonly string[];
  /** Higher is more important: a visit of higher priority is placed before any of lower. */
  priority?: number;
  /** Room it takes in the nurse's carrier (Solomon's demand); 0 when absent. */
  demand?: number;
  specimen?: SpecimenRule;
  /** Pinned visits stay with that nurse and/or start at that exact time. */
  pinned?: { nurseId?: string; time?: number };
}

export interface Nurse {
  id: string;
  start: number;
  end: number;
  shift: TimeWindow;
  skills?: readonly string[];
  capacity?: number;
}

/** A lab or drop box: where specimens go, open for receiving in its hours. */
export interface Place {
  id: string;
  location: number;
  receiving: TimeWindow;
  /** Time a drop takes there. */
  service?: number;
}

/**
 * The plan being re-optimised: each nurse's visits in order. With one, the search re-plans (ADR 084):
 * it starts from this plan, a moved stop (another nurse, left out, or out of her old order) costs
 * more than any travel saved, a nurse who had a day costs nothing to keep, and no route is removed.
 */
export interface PreviousPlan {
  routes: readonly { nurseId: string; visitIds: readonly string[] }[];
}

export interface OptimiserInput {
  matrix: TravelMatrix;
  visits: readonly Visit[];
  nurses: readonly Nurse[];
  places?: readonly Place[];
  previous?: PreviousPlan;
}

export interface VisitStop {
  kind: 'visit';
  visitId: string;
  arrival: number;
  wait: number;
  departure: number;
}

export interface DropStop {
  kind: 'drop';
  placeId: string;
  /** The visits whose specimens are handed over here. */
  visitIds: string[];
  arrival: number;
  wait: number;
  departure: number;
}

export type Stop = VisitStop | DropStop;

export interface PlannedRoute {
  nurseId: string;
  /** When the nurse leaves the start location. */
  departure: number;
  stops: Stop[];
  /** When the nurse reaches the end location. */
  arrival: number;
  travel: number;
}

export const UNASSIGNED_REASONS = [
  'no-nurse-with-skill',
  'pinned-nurse-unknown',
  'window-unreachable',
  'working-hours',
  'capacity',
  'stability-limit',
  'no-time-left',
] as const;
export type UnassignedReason = (typeof UNASSIGNED_REASONS)[number];

export interface Unassigned {
  visitId: string;
  reason: UnassignedReason;
}

export interface PlanCost {
  unassigned: number;
  routes: number;
  travel: number;
}

export interface OptimiserResult {
  routes: PlannedRoute[];
  unassigned: Unassigned[];
  cost: PlanCost;
  /** With a previous plan: its stops now with another nurse, left out, or out of their old order (ADR 084). */
  movedStops: number;
  iterations: number;
}

export interface Progress {
  iteration: number;
  phase: 'construct' | 'fleet' | 'travel';
  best: PlanCost;
}

export interface OptimiserOptions {
  seed?: number;
  /** Deterministic budget: the search stops after this many iterations. */
  maxIterations?: number;
  /** Iterations spent removing routes before minimising travel (fewest vehicles first). */
  fleetIterations?: number;
  /** Route removal gives up emptying a route after this many iterations without fewer visits left out. */
  fleetPatience?: number;
  /** Route removal ends after this many attempts in a row are given up (3 by default). */
  fleetGiveUps?: number;
  /** The caller's clock or stop button, polled every few iterations. */
  shouldStop?: () => boolean;
  /** The caller's clock ends route removal early (e.g. at 40% of a time limit). */
  fleetShouldStop?: () => boolean;
  /** Fraction of the budget spent, 0..1, for the annealing schedule; iterations/maxIterations by default. */
  progress?: () => number;
  onProgress?: (progress: Progress) => void;
  /** Cost of one moved stop when re-optimising a previous plan, in travel units (ADR 084: above any travel by default). */
  moveCost?: number;
  /** Annealing temperatures at the start and end, in typical short hops (default 10 and 1). */
  annealing?: { start: number; end: number };
}
