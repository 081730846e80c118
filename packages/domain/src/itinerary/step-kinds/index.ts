/**
 * Every kind of itinerary step, declared once (./README.md says how to add one). The tables below
 * are built from the declarations; the web's screen map is typed by `ScreenKindOf<group>`, so a
 * kind without a screen does not compile.
 */
import type { ScreenGroup } from '../screen-groups.ts';
import { centrifugationKinds } from './centrifugation.ts';
import type { ScreenKind } from './declare.ts';
import { driveKinds } from './drive.ts';
import { groupKinds } from './groups.ts';
import { labDropOffKinds } from './lab-drop-off.ts';
import { mailInKinds } from './mail-in.ts';
import { procedureKinds } from './procedure.ts';
import { visitKinds } from './visit.ts';

export { specimenBagStepTitle } from './procedure.ts';

export const screenKinds = {
  ...visitKinds,
  ...driveKinds,
  ...procedureKinds,
  ...mailInKinds,
  ...labDropOffKinds,
  ...centrifugationKinds,
} as const;

export type ScreenStepKind = keyof typeof screenKinds;
export type GroupStepKind = keyof typeof groupKinds;
export type StepKind = ScreenStepKind | GroupStepKind;

/** The screen kinds a group of screens shows. */
export type ScreenKindOf<G extends ScreenGroup> = {
  [K in ScreenStepKind]: (typeof screenKinds)[K]['group'] extends G ? K : never;
}[ScreenStepKind];

export const screenStepKinds = Object.keys(screenKinds) as ScreenStepKind[];
export const groupStepKinds = Object.keys(groupKinds) as GroupStepKind[];

export function isScreenKind(kind: StepKind): kind is ScreenStepKind {
  return Object.hasOwn(screenKinds, kind);
}

/** A screen kind's declaration. */
export function screenKind(kind: ScreenStepKind): ScreenKind {
  return screenKinds[kind];
}

/** A kind's path segment (for a kind keyed by an id, the word before the id). */
export function segmentOf(kind: StepKind): string {
  return isScreenKind(kind) ? screenKinds[kind].segment : groupKinds[kind].segment;
}

export const stepTitles: Readonly<Record<StepKind, string>> = Object.fromEntries(
  [...Object.entries(screenKinds), ...Object.entries(groupKinds)].map(([kind, { title }]) => [kind, title]),
) as Record<StepKind, string>;

/** Which group of screens shows each step kind. */
export const screenGroupOf: Readonly<Record<ScreenStepKind, ScreenGroup>> = Object.fromEntries(
  Object.entries(screenKinds).map(([kind, { group }]) => [kind, group]),
) as Record<ScreenStepKind, ScreenGroup>;
