/**
 * One way to read a point in time. The field rules take instants as a `Date`, an ISO-8601 string
 * (how the server and the model carry timestamps) or epoch milliseconds, and compare milliseconds.
 */
export type Instant = Date | string | number;

/** Epoch milliseconds of an instant; throws a RangeError naming `what` when it is not a valid time. */
export function toEpochMs(instant: Instant, what = 'instant'): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid ${what}: ${String(instant)}`);
  return ms;
}
