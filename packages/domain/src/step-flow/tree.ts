/**
 * A step flow as a tree (architecture.md 8): group nodes hold steps, screens are the steps a person
 * stands on. Route order is the pre-order walk of the screens; a path names a step, and a group's
 * path resolves to its first screen. The itinerary is such a tree; a flat flow (`flow.ts`) is a
 * tree of one level.
 *
 * What keeps Next disabled is each screen's continue rule (requirements.md 5), run once over the tree
 * by a provider and kept on the step as `failures`: empty means Continue is allowed.
 */

/** What the engine reads of a step: its path, whether it is a screen, its children, its failures. */
export interface TreeStep<S> {
  /** Unique in the tree; "" for the root. */
  readonly path: string;
  /** False for group nodes, which have no screen and are not in route order. */
  readonly screen: boolean;
  /** What blocks Continue, one line each (requirements.md 5); set by `attachFailures`. */
  readonly failures?: readonly string[];
  readonly children: readonly S[];
}

/** A continue rule run over one screen: the texts that keep Next disabled, in display order. */
export type FailureProvider<S> = (step: S) => string[];

/** Whether `path` is `ancestor` or lies under it ("" is the root, above every path). */
export function isWithinPath(path: string, ancestor: string): boolean {
  return ancestor === '' || path === ancestor || path.startsWith(`${ancestor}/`);
}

/** The screens of the tree in route order: pre-order, group nodes left out. */
export function flattenSteps<S extends TreeStep<S>>(root: S): S[] {
  const out: S[] = [];
  const walk = (step: S) => {
    if (step.screen) out.push(step);
    step.children.forEach(walk);
  };
  walk(root);
  return out;
}

/** The step at a path; a group's path resolves to its first screen. Null when nothing is there. */
export function resolveStep<S extends TreeStep<S>>(root: S, path: string): S | null {
  const find = (step: S): S | null => {
    if (step.path === path) return step.screen ? step : (flattenSteps(step)[0] ?? null);
    if (!isWithinPath(path, step.path)) return null;
    for (const child of step.children) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  return find(root);
}

/** The tree with `failures` filled in for every screen (group nodes are left without). */
export function attachFailures<S extends TreeStep<S>>(root: S, provider: FailureProvider<S>): S {
  const children = root.children.map((child) => attachFailures(child, provider));
  return root.screen ? { ...root, children, failures: provider(root) } : { ...root, children };
}

/** Whether Continue is allowed on a step: no failures (requirements.md 5). */
export function canContinue(step: { readonly failures?: readonly string[] }): boolean {
  return (step.failures ?? []).length === 0;
}

/** The first step in route order that is not complete; null when all are. */
export function firstIncompleteStep<S extends { readonly path: string }>(
  steps: readonly S[],
  completedPaths: Iterable<string>,
): S | null {
  const completed = new Set(completedPaths);
  return steps.find((s) => !completed.has(s.path)) ?? null;
}

/**
 * Whether a step may be opened: it is a step, and every step before it in route order is complete.
 * So the first incomplete step and everything before it are reachable; nothing after it is, even
 * if marked complete. What "complete" means (Continue passed, data written) is the flow's.
 */
export function canReach<S extends { readonly path: string }>(
  steps: readonly S[],
  path: string,
  completedPaths: Iterable<string>,
): boolean {
  const index = steps.findIndex((s) => s.path === path);
  if (index < 0) return false;
  const completed = new Set(completedPaths);
  return steps.slice(0, index).every((s) => completed.has(s.path));
}
