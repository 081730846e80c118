/**
 * Which stops a re-plan moved (ADR 084): the count the board says after a change ("2 other stops
 * moved") and the cost the optimiser's minimal-change search counts. A stop placed in `before`
 * moved when, in `after`:
 *   - it is with another nurse, or no longer placed; or
 *   - it is with the same nurse but out of order: her stops in both plans, read in her old order
 *     and her new one, share a longest common order; the stops outside it are moved (the fewest
 *     she would have to pick up and put back elsewhere to turn the old order into the new one).
 * Visits not placed in `before` (newly placed) never count; a stop only re-timed (earlier or later
 * in the same order) did not move. Pure.
 */
import { outOfOrder } from '../optimiser/out-of-order.ts';

export interface PlanRoutes {
  routes: readonly { nurseId: string; stops: readonly ({ kind: 'visit'; visitId: string } | { kind: 'drop' })[] }[];
}

function visitOrder(plan: PlanRoutes): Map<string, { nurseId: string; position: number }> {
  const at = new Map<string, { nurseId: string; position: number }>();
  for (const r of plan.routes) {
    let position = 0;
    for (const s of r.stops) if (s.kind === 'visit') at.set(s.visitId, { nurseId: r.nurseId, position: position++ });
  }
  return at;
}

/** The visits placed in `before` that moved in `after`, in `before`'s order; `except` are left out of the answer. */
export function movedStops(before: PlanRoutes, after: PlanRoutes, except: readonly string[] = []): string[] {
  const was = visitOrder(before);
  const now = visitOrder(after);
  const moved = new Set<string>();
  for (const [id, w] of was) {
    const n = now.get(id);
    if (!n || n.nurseId !== w.nurseId) moved.add(id);
  }
  for (const r of after.routes) {
    const kept = r.stops.flatMap((s) =>
      s.kind === 'visit' && was.get(s.visitId)?.nurseId === r.nurseId ? [s.visitId] : [],
    );
    for (const i of outOfOrder(kept.map((id) => was.get(id)!.position))) moved.add(kept[i]!);
  }
  const skip = new Set(except);
  return [...was.keys()].filter((id) => moved.has(id) && !skip.has(id));
}

/** "2 other stops moved" / "1 other stop moved" / "No other stop moved". */
export function movedStopsText(count: number): string {
  if (count === 0) return 'No other stop moved';
  return `${count} other ${count === 1 ? 'stop' : 'stops'} moved`;
}

/**
 * What the board says of a re-plan it did not ask for (ADR 084): "Maya Morgan's visit was cancelled
 * by the office; 1 other stop moved", or after "Re-optimise the rest" the same words as a set-aside's.
 */
export function planNoteText(
  note: { kind: 'cancelled'; movedStops: number } | { kind: 'reoptimised'; movedStops: number },
  patientName = '',
): string {
  const moved = movedStopsText(note.movedStops);
  if (note.kind === 'reoptimised') return moved;
  const whose = patientName.trim() === '' ? 'A visit' : `${patientName.trim()}'s visit`;
  return `${whose} was cancelled by the office; ${moved.charAt(0).toLowerCase()}${moved.slice(1)}`;
}
