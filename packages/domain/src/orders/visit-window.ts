/**
 * An order's visit as office staff and the requisition read it: "Wednesday, November 25, 2026,
 * 8:00 AM – 10:00 AM", and a container's handling in words.
 */
import type { PlannedContainer } from '../catalogue/collection-plan.ts';
import { formatDateKey, LONG_DATE_FORMAT, TIME_RANGE_SEPARATOR } from '../format/dates.ts';

/** `HH:MM` (24-hour) as a person reads it: "8:00 AM". */
export function formatClockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function formatVisitWindow(requestedDate: string, windowStart: string, windowEnd: string): string {
  const day = `${formatDateKey(requestedDate, LONG_DATE_FORMAT)}, ${requestedDate.slice(0, 4)}`;
  return `${day}, ${formatClockTime(windowStart)}${TIME_RANGE_SEPARATOR}${formatClockTime(windowEnd)}`;
}

type Handled = Pick<PlannedContainer, 'fillToLine' | 'lightSensitive' | 'centrifuge' | 'clotMinutes' | 'temperature'>;

/** What the nurse does with a container, in the order she does it. */
export function containerHandling(c: Handled): string[] {
  return [
    ...(c.fillToLine ? ['Fill to the line'] : []),
    ...(c.lightSensitive ? ['Keep from light'] : []),
    ...(c.centrifuge ? [c.clotMinutes > 0 ? `Spin after ${c.clotMinutes} min clot` : 'Spin'] : []),
    { room: 'Room temperature', refrigerated: 'Refrigerate', frozen: 'Freeze' }[c.temperature],
  ];
}
