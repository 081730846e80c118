/**
 * Invariant 2 (architecture.md 11): no nurse holds two pieces of work that overlap in time, across
 * regions, shifts, itineraries and kinds of work. A nurse booked twice for one morning leaves one
 * set of patients waiting at home with no one coming.
 */
import type { InvariantBreak, WorkPiece } from './view.ts';

/** An itinerary and the shift it sits in are one piece of work. */
const sameWork = (a: WorkPiece, b: WorkPiece): boolean =>
  (a.kind === 'itinerary' && a.shiftId === b.id && b.kind === 'shift') ||
  (b.kind === 'itinerary' && b.shiftId === a.id && a.kind === 'shift');

export function doubleBookingBreaks(work: readonly WorkPiece[]): InvariantBreak[] {
  const byNurse = new Map<string, WorkPiece[]>();
  for (const piece of work) byNurse.set(piece.nurseId, [...(byNurse.get(piece.nurseId) ?? []), piece]);
  const breaks: InvariantBreak[] = [];
  for (const [nurseId, pieces] of byNurse) {
    const sorted = [...pieces].sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id));
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length && sorted[j]!.startMs < sorted[i]!.endMs; j++) {
        const [a, b] = [sorted[i]!, sorted[j]!];
        if (sameWork(a, b) || a.startMs === a.endMs || b.startMs === b.endMs) continue;
        // An itinerary inside a shift of hers that is not its own is caught as the two shifts' overlap.
        if (a.kind !== b.kind && (a.shiftId ?? b.shiftId) !== null) continue;
        breaks.push({
          invariant: 'no-double-booking',
          message: `nurse ${nurseId} holds ${a.kind} ${a.id} (${iso(a.startMs)}–${iso(a.endMs)}) and ${b.kind} ${b.id} (${iso(b.startMs)}–${iso(b.endMs)})`,
        });
      }
  }
  return breaks;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
