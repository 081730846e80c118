/**
 * A step of the itinerary flow (requirements.md 2.11; architecture.md 8) and what building the tree reads. A step
 * is data: its path, its kind (declared once in `step-kinds/`), the ids it is about and, once a
 * `StepFailureProvider` has run, what keeps Next disabled.
 */
import type { ItineraryFlags } from '../itinerary-data/flags.ts';
import type { ItineraryLocalFlow } from '../itinerary-data/flow-state.ts';
import type { StepRef } from '../itinerary-data/step-ref.ts';
import type { FailureProvider, TreeStep } from '../step-flow/tree.ts';
import type { StepKind } from './step-kinds/index.ts';

export { attachFailures, canContinue } from '../step-flow/tree.ts';

/** An itinerary step: a step of the engine's tree (step-flow/tree.ts) with the ids it is about. */
export interface Step extends TreeStep<Step>, StepRef {
  /** Unique in the tree and stable across rebuilds: the path, or "overview" for the root. */
  readonly id: string;
  /** Relative to `itinerary/{itineraryID}`; "" for the overview. */
  readonly path: string;
  readonly title: string;
  readonly kind: StepKind;
  /** requirements.md 2.8/2.11: anonymous users are sent to login (set where requirements.md 2.11 says: centrifugation). */
  readonly requiresAuth?: boolean;
  /** requirements.md 2.8/2.11: blocked until the profile is complete (centrifugation). */
  readonly requiresCompletedProfile?: boolean;
  /** False hides the back button; absent means shown. */
  readonly backVisible?: boolean;
  /** The Continue button's label where the requirements.md gives one. */
  readonly continueLabel?: string;
}

/**
 * The hook the continue rules plug into: the failures that keep Next disabled on a step, in
 * display order; empty when Continue is allowed. Called for screens only.
 */
export type StepFailureProvider = FailureProvider<Step>;

export interface StepTreeContext {
  readonly localFlow: ItineraryLocalFlow;
  /** Not read by any requirements.md 2.11 condition; accepted so one context serves tree, entry and staleness. */
  readonly now?: Date;
  /** The waypoint the nurse is at by location (read by `entryStep`). */
  readonly nurseAtWaypointID?: string | null;
  readonly flags: ItineraryFlags;
  /** The path the nurse is on: that step and its groups are kept even if their condition ended. */
  readonly currentPath?: string | null;
  /** When given, every screen gets its `failures`. */
  readonly failures?: StepFailureProvider;
}
