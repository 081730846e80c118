/**
 * A route's stops out of the order they had (ADR 084): given each kept stop's place in the old
 * route, read in the new route's order, the places outside one longest increasing run. Those are
 * the fewest stops to pick up and put back elsewhere to turn the old order into the new one.
 */
export function outOfOrder(previousPositions: readonly number[]): Set<number> {
  // Longest increasing subsequence, patience sorting with back-links: O(n log n).
  const tails: number[] = [];
  const back = new Array<number>(previousPositions.length).fill(-1);
  previousPositions.forEach((x, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (previousPositions[tails[mid]!]! < x) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) back[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i >= 0; i = back[i]!) kept.add(i);
  const moved = new Set<number>();
  previousPositions.forEach((_, i) => {
    if (!kept.has(i)) moved.add(i);
  });
  return moved;
}
