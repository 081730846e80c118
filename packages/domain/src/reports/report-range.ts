/**
 * Which days an office's report may cover (issue 14, office/reports): two real days, the second on
 * or after the first, at most a year apart. The server refuses by it, and the report's form shows
 * the same words beside the field before it asks (issue 27: a reversed range is a message on the
 * range, not a report that failed to load).
 */
import { isCalendarDate } from '../orders/order-request.ts';
import { REPORT_DAYS_MAX } from './office-report.ts';

export const REPORT_RANGE_REFUSALS = {
  date: 'Choose a valid date.',
  order: 'The range must end on or after the day it starts.',
  long: `Choose a range of at most ${REPORT_DAYS_MAX} days.`,
  large: 'This range holds too many procedures for one report: choose a shorter one.',
} as const;

/** The refused end of a range and why, or null when the range may be reported. */
export function reportRangeRefusal(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isCalendarDate(from)) return { field: 'from', message: REPORT_RANGE_REFUSALS.date };
  if (!isCalendarDate(to)) return { field: 'to', message: REPORT_RANGE_REFUSALS.date };
  if (to < from) return { field: 'to', message: REPORT_RANGE_REFUSALS.order };
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > REPORT_DAYS_MAX)
    return { field: 'to', message: REPORT_RANGE_REFUSALS.long };
  return null;
}
