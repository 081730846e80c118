/**
 * A nurse's hours on one day, for the optimiser's single shift window (issue 25): a dated exception
 * wins over her weekly hours (the rule of nurse-profile/availability.ts); of several blocks that
 * day, the longest (the optimiser plans one stretch of work a day). Null: she is not available.
 */
import type { AvailabilityException, WeeklyBlock } from '../nurse-profile/availability.ts';
import { intervalsOverlap } from '../field-checks/work-overlap.ts';
import type { TimeWindow } from '../optimiser/types.ts';

/** Weekday of a YYYY-MM-DD date, 0 Sunday (the calendar's, whatever the zone). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

export function hoursOnDay(
  blocks: readonly WeeklyBlock[],
  exceptions: readonly AvailabilityException[],
  day: string,
): TimeWindow | null {
  const exception = exceptions.find((e) => e.date === day);
  if (exception) {
    if (exception.startMinute === null || exception.endMinute === null) return null;
    return { start: exception.startMinute * 60, end: exception.endMinute * 60 };
  }
  const weekday = weekdayOf(day);
  let best: WeeklyBlock | undefined;
  for (const b of blocks)
    if (b.weekday === weekday && (!best || b.endMinute - b.startMinute > best.endMinute - best.startMinute)) best = b;
  return best ? { start: best.startMinute * 60, end: best.endMinute * 60 } : null;
}

/**
 * Her hours less the time she already holds, in this region or another (ADR 070): the optimiser
 * must not plan her into it. Of the stretches left, the longest (one stretch a day, as above);
 * null when nothing is left. Busy time only touching her hours cuts nothing (`intervalsOverlap`).
 */
export function freeHours(hours: TimeWindow, busy: readonly TimeWindow[]): TimeWindow | null {
  let free: TimeWindow[] = [hours];
  for (const b of busy)
    free = free.flatMap((w) =>
      intervalsOverlap(w, b)
        ? [
            { start: w.start, end: b.start },
            { start: b.end, end: w.end },
          ].filter((piece) => piece.end > piece.start)
        : [w],
    );
  let best: TimeWindow | null = null;
  for (const w of free) if (!best || w.end - w.start > best.end - best.start) best = w;
  return best;
}
