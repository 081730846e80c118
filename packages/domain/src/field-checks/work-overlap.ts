/**
 * A nurse holds one piece of work at a time (ADR 070): a shift or itinerary she accepts, or that
 * operations assign her, may not overlap work she already holds, in any region. One rule for the
 * server's refusal, the dispatch board's busy hours, the optimiser's nurse windows and the phone.
 *
 * Conventions here:
 *   - Work is an interval of instants (epoch ms), so work in two zones compares by the instant and
 *     work past midnight is one interval, not two days.
 *   - Half-open: work ending at 10:00 and work starting at 10:00 do not overlap.
 *   - A shift and an itinerary it holds are one piece of work: an itinerary fills a shift of hers
 *     (transitions/itinerary-shift.ts), it does not compete with it.
 */
import { formatLongDate, formatTime, formatTimeOnDay, toLocalDateKey } from '../format/dates.ts';

export interface WorkInterval {
  start: number;
  end: number;
}

export type WorkKind = 'shift' | 'itinerary';

export interface HeldWork extends WorkInterval {
  kind: WorkKind;
  id: string;
  /** An itinerary's shift: the one that holds it, or will once it is accepted; null for a shift. */
  shiftID: string | null;
  /** Where the work is, by region name; empty when it names none. */
  regions: readonly string[];
}

/** True when the two share any instant; touching ends (one ends as the other starts) do not. */
export function intervalsOverlap(a: WorkInterval, b: WorkInterval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The same work, or a shift and an itinerary it holds. */
function isSameWork(a: HeldWork, b: HeldWork): boolean {
  if (a.kind === b.kind) return a.id === b.id;
  const [shift, itinerary] = a.kind === 'shift' ? [a, b] : [b, a];
  return itinerary.shiftID === shift.id;
}

/**
 * The held work the candidate overlaps, or null. Of several, the earliest; at one start an
 * itinerary before the shift made for it, since the itinerary is what she accepted.
 */
export function findOverlappingWork(candidate: HeldWork, held: readonly HeldWork[]): HeldWork | null {
  const clashes = held.filter((work) => !isSameWork(candidate, work) && intervalsOverlap(candidate, work));
  clashes.sort(
    (a, b) =>
      a.start - b.start || (a.kind === b.kind ? 0 : a.kind === 'itinerary' ? -1 : 1) || a.id.localeCompare(b.id),
  );
  return clashes[0] ?? null;
}

/** "itinerary in Brooklyn", "shift in Brooklyn and Queens", "shift". */
function workName(work: HeldWork): string {
  return work.regions.length > 0 ? `${work.kind} in ${work.regions.join(' and ')}` : work.kind;
}

export const workOverlapTexts = {
  /** The refusal a nurse reads, in her own zone: which work, which day, which hours. */
  overlaps: (work: HeldWork, timeZone: string) => {
    const day = toLocalDateKey(work.start, timeZone);
    const when = `${formatLongDate(work.start, timeZone)}, ${formatTime(work.start, timeZone)} – ${formatTimeOnDay(work.end, day, timeZone)}`;
    return `This overlaps your ${workName(work)} on ${when}. You can't accept both.`;
  },
  /** A line of the dispatch board's nurse, its times as the board shows hours ("07:38–13:35"). */
  busy: (work: HeldWork, times: string) => `busy ${times} (${workName(work)})`,
} as const;
