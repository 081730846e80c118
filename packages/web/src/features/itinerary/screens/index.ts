/**
 * The screen groups' chunks (domain `itinerary/screen-groups.ts` says which group shows a step).
 * Groups load lazily, one chunk each, so opening a step downloads only the screens of its part of
 * the flow (requirements.md 9, architecture.md 8). Each group's chunk is the folder of its name: the server
 * names it in the page by that path (ADR 015).
 */
import { SCREEN_GROUPS, type ScreenGroup } from '@sc/domain/itinerary/screen-groups';
import { tracked } from '../../../lib/tracked.ts';
import type { StepScreen, StepScreens } from '../step-screen.ts';

const groups: { [G in ScreenGroup]: () => Promise<{ screens: StepScreens<G> }> } = {
  drive: () => import('./drive/index.ts'),
  visit: () => import('./visit/index.ts'),
  procedure: () => import('./procedure/index.ts'),
  'mail-in': () => import('./mail-in/index.ts'),
  'lab-drop-off': () => import('./lab-drop-off/index.ts'),
  centrifugation: () => import('./centrifugation/index.ts'),
};

/** A loaded group's screens, by kind. */
type GroupScreens = Readonly<Record<string, StepScreen>>;

const loaded = new Map<ScreenGroup, Promise<GroupScreens>>();

/** The screens of a group, loading its chunk once (a failed load is tried again next time). */
export function loadScreenGroup(group: ScreenGroup): Promise<GroupScreens> {
  let promise = loaded.get(group);
  if (!promise) {
    // Tracked: a step whose group has loaded renders at once (`use` reads it without suspending).
    promise = tracked(groups[group]().then((module): GroupScreens => module.screens));
    promise.catch(() => loaded.delete(group));
    loaded.set(group, promise);
  }
  return promise;
}

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 200);

/**
 * Loads every group ahead, so a phone that loses its connection mid-visit still has every screen:
 * one group per idle moment, so the loads do not compete with the nurse's first taps. Answers a
 * function that stops the rest.
 */
export function preloadScreenGroups(): () => void {
  const pending = [...SCREEN_GROUPS];
  let stopped = false;
  const next = () => {
    const group = pending.shift();
    if (stopped || !group) return;
    void loadScreenGroup(group)
      .catch(() => undefined)
      .finally(() => whenIdle(next));
  };
  whenIdle(next);
  return () => {
    stopped = true;
  };
}
