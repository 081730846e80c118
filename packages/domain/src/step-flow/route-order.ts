/**
 * Back and Next from route order (requirements.md 4: "back and next are computed from route order"), for
 * every step flow: the itinerary's step tree, the packer's supply transfer, and the declared flows
 * (`flow.ts`: the shift check-in, the supply shipment). A step is known by its key (its path); one
 * not on the route has no neighbours.
 */
export function stepAfter<S>(route: readonly S[], keyOf: (step: S) => string, key: string): S | null {
  const index = route.findIndex((s) => keyOf(s) === key);
  return index < 0 ? null : (route[index + 1] ?? null);
}

export function stepBefore<S>(route: readonly S[], keyOf: (step: S) => string, key: string): S | null {
  const index = route.findIndex((s) => keyOf(s) === key);
  return index <= 0 ? null : (route[index - 1] ?? null);
}

/** A position in route order, 1-based: `index` of `count` ("Step 2 of 5"). */
export interface RoutePosition {
  readonly index: number;
  readonly count: number;
}

/** Where the step at `key` stands in the route; null when it is not on it. */
export function positionOf<S>(route: readonly S[], keyOf: (step: S) => string, key: string): RoutePosition | null {
  const index = route.findIndex((s) => keyOf(s) === key);
  return index < 0 ? null : { index: index + 1, count: route.length };
}
