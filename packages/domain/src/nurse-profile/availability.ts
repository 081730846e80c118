/**
 * Her availability (issue 23): weekly hours in her time zone, and dated exceptions (a day off, or
 * other hours that day). Dispatch asks "is she available at T?" (repositories/nurse-settings
 * answers it in SQL with the same rule; this is the rule, for the screens and the tests).
 */

/** One block of a weekday: minutes from her midnight, end after start. Weekday 0 is Sunday. */
export interface WeeklyBlock {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A dated exception: unavailable all day (no minutes), or available only in these minutes. */
export interface AvailabilityException {
  date: string;
  startMinute: number | null;
  endMinute: number | null;
}

export const availabilityTexts = {
  block: 'Each block ends after it starts, within the day.',
  overlap: 'Blocks of the same day must not overlap.',
} as const;

/** The first problem with her weekly hours, or null. */
export function weeklyBlocksProblem(blocks: readonly WeeklyBlock[]): string | null {
  for (const b of blocks)
    if (
      !Number.isInteger(b.weekday) ||
      b.weekday < 0 ||
      b.weekday > 6 ||
      b.startMinute < 0 ||
      b.endMinute > 1440 ||
      b.endMinute <= b.startMinute
    )
      return availabilityTexts.block;
  const byDay = [...blocks].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (let i = 1; i < byDay.length; i++)
    if (byDay[i]!.weekday === byDay[i - 1]!.weekday && byDay[i]!.startMinute < byDay[i - 1]!.endMinute)
      return availabilityTexts.overlap;
  return null;
}

/** Her local day (YYYY-MM-DD), weekday and minute of an instant. */
export function localMoment(at: Date, timeZone: string): { date: string; weekday: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Whether she is available at `at`: a dated exception of that day wins over her weekly hours. */
export function isAvailableAt(
  blocks: readonly WeeklyBlock[],
  exceptions: readonly AvailabilityException[],
  at: Date,
  timeZone: string,
): boolean {
  const { date, weekday, minute } = localMoment(at, timeZone);
  const exception = exceptions.find((e) => e.date === date);
  if (exception) {
    if (exception.startMinute === null || exception.endMinute === null) return false;
    return minute >= exception.startMinute && minute < exception.endMinute;
  }
  return blocks.some((b) => b.weekday === weekday && minute >= b.startMinute && minute < b.endMinute);
}
