/**
 * A nurse's hours on one day, for the optimiser's single shift window (issue 25): a dated exception
 * wins over her weekly hours (the rule of nurse-profile/availability.ts); of several blocks that
 * day, the longest (the optimiser plans one stretch of work a day). Null: she is not available.
 */
import type { AvailabilityException, WeeklyBlock } from '../nurse-profile/availability.ts';
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
