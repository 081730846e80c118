/**
 * What the board says of a nurse's hours on the day (ADR 049, ADR 070): her free hours; or, when
 * the work she holds that day leaves none, that she is booked, never "not available" (she is
 * working: the busy lines beside it say when); "not available" only when she neither offered hours
 * that day nor holds work on it.
 */
export const NURSE_DAY_TEXTS = {
  booked: 'fully booked this day',
  unavailable: 'not available this day',
} as const;

export function nurseDayHoursText(hours: string | null, busy: readonly string[]): string {
  if (hours !== null) return hours;
  return busy.length > 0 ? NURSE_DAY_TEXTS.booked : NURSE_DAY_TEXTS.unavailable;
}
