/**
 * The shape of a step kind's one declaration (see ./README.md, "Adding a step kind"). A screen kind
 * says what the nurse sees (title), which lazily loaded group of screens shows it, where it sits in
 * the path, and what keeps its Next disabled; a group kind is a key level of the tree with no
 * screen of its own.
 */
import type { StepRule } from '../../continue-rules/itinerary-step.ts';
import type { ScreenGroup } from '../screen-groups.ts';

export interface ScreenKind<G extends ScreenGroup = ScreenGroup> {
  /** Quoted requirements.md 2.11 titles are marked "requirements.md" where declared; the others are ours. */
  readonly title: string;
  /** The group of screens that shows it (the web's `screens/{group}/`). */
  readonly group: G;
  /** Its last path segment; a kind keyed by an id puts the id after it (`waypoint/{waypointID}`). */
  readonly segment: string;
  /** What keeps Next disabled (requirements.md 5), one text a line; empty when Continue is allowed. */
  readonly rule: StepRule;
  /** The Continue button's label where requirements.md 2.11 gives one. */
  readonly continueLabel?: string;
}

export interface GroupKind {
  readonly title: string;
  /** The key word before the id (`procedure/{procedureID}`). */
  readonly segment: string;
}

/** The screen kinds of one group. */
export type ScreenKinds<G extends ScreenGroup> = Readonly<Record<string, ScreenKind<G>>>;
