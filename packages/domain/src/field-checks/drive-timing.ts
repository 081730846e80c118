/**
 * What the drive screen and the transit alerts tell the nurse about time (SPEC.md 4, 7; issue 13:
 * the alerts add the ETA and the time to leave): the ETA is now plus getItineraryDrivingEstimate's
 * duration, and the time to leave is the scheduled start minus that duration.
 *
 * Clock times are the stop's wall clock (the itinerary's zone), as every other time she reads.
 */
import { formatTime } from '../format/dates.ts';
import { toEpochMs, type Instant } from './instant.ts';

/** Between the ETA's clock time and the drive's length: "ETA 10:42 AM · 14 min". */
export const ETA_SEPARATOR = ' \u00b7 ';

/**
 * A drive's length, short, to the nearest minute and never "0 min" for a drive that takes any
 * time: "1 min", "14 min", "1 h", "1 h 5 min".
 */
export function formatDriveDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Invalid drive duration: ${ms}`);
  const minutes = ms === 0 ? 0 : Math.max(1, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "ETA 10:42 AM · 14 min": arrival at now plus the driving estimate. */
export function formatEta(now: Instant, drivingEstimateMs: number, timeZone: string): string {
  const eta = toEpochMs(now, 'now') + drivingEstimateMs;
  return `ETA ${formatTime(eta, timeZone)}${ETA_SEPARATOR}${formatDriveDuration(drivingEstimateMs)}`;
}

/** When she must leave to arrive at the scheduled start, epoch milliseconds. */
export function leaveAtMs(scheduledStart: Instant, drivingEstimateMs: number): number {
  return toEpochMs(scheduledStart, 'scheduled start') - drivingEstimateMs;
}

/**
 * "Time to leave: 9:10 AM" while that moment is ahead; "Time to leave: now" once it has passed
 * (she is on time only if she goes at once, or already late).
 */
export function formatTimeToLeave(
  now: Instant,
  scheduledStart: Instant,
  drivingEstimateMs: number,
  timeZone: string,
): string {
  const leaveAt = leaveAtMs(scheduledStart, drivingEstimateMs);
  return leaveAt > toEpochMs(now, 'now') ? `Time to leave: ${formatTime(leaveAt, timeZone)}` : 'Time to leave: now';
}
