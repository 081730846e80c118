/**
 * A step of the itinerary flow (SPEC.md 2.11; DESIGN.md 8) and what building the tree reads. A step
 * is data: its path, its kind (declared once in `step-kinds/`), the ids it is about and, once a
 * `StepFailureProvider` has run, what keeps Next disabled.
 */
import type { StepKind } from './step-kinds/index.ts';

export interface Step {
  /** Unique in the tree and stable across rebuilds: the path, or "overview" for the root. */
  readonly id: string;
  /** Relative to `itinerary/{itineraryID}`; "" for the overview. */
  readonly path: string;
  readonly title: string;
  readonly kind: StepKind;
  /** False for group nodes, which have no screen and are not in route order. */
  readonly screen: boolean;
  readonly waypointID?: string;
  readonly waypointActionID?: string;
  readonly procedureID?: string;
  readonly sampleID?: string;
  readonly processingActionID?: string;
  readonly shipmentID?: string;
  /** SPEC 2.8/2.11: anonymous users are sent to login (set where SPEC 2.11 says: centrifugation). */
  readonly requiresAuth?: boolean;
  /** SPEC 2.8/2.11: blocked until the profile is complete (centrifugation). */
  readonly requiresCompletedProfile?: boolean;
  /** False hides the back button; absent means shown. */
  readonly backVisible?: boolean;
  /** The Continue button's label where the SPEC gives one. */
  readonly continueLabel?: string;
  /** What blocks Continue, one line each (SPEC 5); filled by a `StepFailureProvider`. */
  readonly failures?: readonly string[];
  readonly children: readonly Step[];
}

/**
 * The hook the continue rules plug into: the failures that keep Next disabled on a step, in
 * display order; empty when Continue is allowed. Called for screens only.
 */
export type StepFailureProvider = (step: Step) => string[];

/** The tree with `failures` filled in for every screen (group nodes are left without). */
export function attachFailures(root: Step, provider: StepFailureProvider): Step {
  const children = root.children.map((child) => attachFailures(child, provider));
  return root.screen ? { ...root, children, failures: provider(root) } : { ...root, children };
}

/** Whether Continue is allowed on a step: no failures (SPEC 5). */
export function canContinue(step: Step): boolean {
  return (step.failures ?? []).length === 0;
}

/** The part of SPEC 3's local flow state the tree reads. Callers may pass the whole state. */
export interface ItineraryLocalFlow {
  /** Mail-in waypoint action id -> its box was scanned on this device (SPEC 3 mailInBoxScanned). */
  readonly mailInBoxScanned?: Readonly<Record<string, boolean>>;
}

/** Feature flags the tree reads. */
export interface ItineraryFlags {
  /** The supply-preparation-disabled flag (SPEC 2.3): the waypoint check then says not needed. */
  readonly supplyPreparationDisabled?: boolean;
}

export interface StepTreeContext {
  readonly localFlow: ItineraryLocalFlow;
  /** Not read by any SPEC 2.11 condition; accepted so one context serves tree, entry and staleness. */
  readonly now?: Date;
  /** The waypoint the nurse is at by location (read by `entryStep`). */
  readonly nurseAtWaypointID?: string | null;
  readonly flags: ItineraryFlags;
  /** The path the nurse is on: that step and its groups are kept even if their condition ended. */
  readonly currentPath?: string | null;
  /** When given, every screen gets its `failures`. */
  readonly failures?: StepFailureProvider;
}
