/**
 * The last itinerary step the nurse stood on, per itinerary, on this phone (issue 13: "Continue
 * your itinerary" opens it after the tab was killed). Kept in localStorage beside the local flow
 * state; the step path is the step tree's (already encoded), the time says which itinerary of a
 * shift she was in last.
 */
import { useEffect } from 'react';
import { usePersistedState } from './persisted-state.ts';

export interface LastStep {
  path: string;
  /** Epoch milliseconds of the visit. */
  at: number;
}
export type LastSteps = Readonly<Record<string, LastStep>>;

export const LAST_STEPS_KEY = 'sc:itinerary-last-step';
const none: LastSteps = {};

/** Keeps only well-formed entries: an older or damaged value loses what it cannot vouch for. */
export function toLastSteps(stored: unknown): LastSteps {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return none;
  const steps: Record<string, LastStep> = {};
  for (const [itineraryID, value] of Object.entries(stored as Record<string, unknown>)) {
    const { path, at } = (value ?? {}) as Partial<LastStep>;
    if (typeof path === 'string' && typeof at === 'number' && Number.isFinite(at)) steps[itineraryID] = { path, at };
  }
  return steps;
}

export function useLastSteps(): LastSteps {
  return usePersistedState(LAST_STEPS_KEY, none, { parse: toLastSteps })[0];
}

/** Remembers `path` as the step shown in the itinerary (null: no step is shown). */
export function useRememberStep(itineraryID: string, path: string | null): void {
  const [, setSteps] = usePersistedState(LAST_STEPS_KEY, none, { parse: toLastSteps });
  useEffect(() => {
    if (path === null) return;
    // eslint-disable-next-line no-restricted-syntax -- orders her visits on this phone only: its own clock (ADR 066).
    setSteps((steps) => ({ ...steps, [itineraryID]: { path, at: Date.now() } }));
  }, [itineraryID, path, setSteps]);
}

/** Of the itineraries given, the one she stood in last, else the first; with its last step path. */
export function lastStepAmong(
  itineraryIDs: readonly string[],
  steps: LastSteps,
): { itineraryID: string; path: string } | null {
  let best: string | undefined;
  for (const id of itineraryIDs) {
    const at = steps[id]?.at;
    if (at !== undefined && (best === undefined || at > (steps[best]?.at ?? -Infinity))) best = id;
  }
  const itineraryID = best ?? itineraryIDs[0];
  return itineraryID === undefined ? null : { itineraryID, path: steps[itineraryID]?.path ?? '' };
}
