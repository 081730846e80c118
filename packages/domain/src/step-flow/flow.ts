/**
 * A step flow declared as data (architecture.md 8): its steps in route order, each with its key,
 * its path below the flow's route, its title and its continue rule over the flow's state. Back and
 * Next come from route order (requirements.md 4), Next is disabled while the step's rule fails and its
 * tooltip lists the failures (requirements.md 5). The shift check-in and the supply shipment flow are
 * declared this way; the itinerary builds its tree from its data and shares the same pieces
 * (`tree.ts`, `route-order.ts`).
 *
 * Declaring a flow: `defineStepFlow([{ key, path, title, rule }, ...])`. The keys become the flow's
 * step type, so a screen map typed `Record<StepKey<typeof flow>, ...>` fails to compile until
 * every step has its screen.
 */
import { positionOf, stepAfter, stepBefore, type RoutePosition } from './route-order.ts';

export interface StepDeclaration<K extends string, State> {
  readonly key: K;
  /** The step's path below the flow's route, one or more segments. */
  readonly path: string;
  /** The step's heading. */
  readonly title: string;
  /** The texts that keep Next disabled on the step (requirements.md 5); empty allows Continue. */
  readonly rule: (state: State) => string[];
}

export interface StepFlow<K extends string, State> {
  /** The steps in route order. */
  readonly steps: readonly StepDeclaration<K, State>[];
  readonly keys: readonly K[];
  step(key: K): StepDeclaration<K, State>;
  /** The step at a path below the flow's route; null when none is there. */
  stepAt(path: string): StepDeclaration<K, State> | null;
  /** Next's target; null on the last step. */
  next(key: K): StepDeclaration<K, State> | null;
  /** Back's target; null on the first step (the flow's own page comes before it). */
  back(key: K): StepDeclaration<K, State> | null;
  /** "Step 2 of 5". */
  position(key: K): RoutePosition;
  /** What keeps Next disabled on a step. */
  failures(key: K, state: State): string[];
  /** The first of `keys` (route order by default) whose rule fails, with its failures; null when none does. */
  firstBlocked(state: State, keys?: readonly K[]): { step: StepDeclaration<K, State>; failures: string[] } | null;
}

/** The keys of a declared flow's steps. */
export type StepKey<F> = F extends { readonly keys: readonly (infer K)[] } ? K : never;

export function defineStepFlow<const K extends string, State>(
  steps: readonly StepDeclaration<K, State>[],
): StepFlow<K, State> {
  const keyOf = (s: StepDeclaration<K, State>) => s.key;
  const seen = new Set<string>();
  for (const s of steps) {
    if (seen.has(s.key) || seen.has(`path:${s.path}`)) throw new Error(`Step ${s.key} is declared twice`);
    seen.add(s.key).add(`path:${s.path}`);
  }
  const step = (key: K) => steps.find((s) => s.key === key)!;
  return {
    steps,
    keys: steps.map(keyOf),
    step,
    stepAt: (path) => steps.find((s) => s.path === path.replace(/^\/+|\/+$/g, '')) ?? null,
    next: (key) => stepAfter(steps, keyOf, key),
    back: (key) => stepBefore(steps, keyOf, key),
    position: (key) => positionOf(steps, keyOf, key) ?? { index: 0, count: steps.length },
    failures: (key, state) => step(key).rule(state),
    firstBlocked(state, keys = steps.map(keyOf)) {
      for (const key of keys) {
        const failures = step(key).rule(state);
        if (failures.length > 0) return { step: step(key), failures };
      }
      return null;
    },
  };
}
