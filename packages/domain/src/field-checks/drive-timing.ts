/**
 * What the drive screen and the transit alerts tell the nurse about time (requirements.md 4, 7; issue 13:
 * the alerts add the ETA and the time to leave): the ETA is now plus getItineraryDrivingEstimate's
 * duration, and the time to leave is the scheduled start minus that duration.
 *
 * One rule for minutes (toDriveMinutes) serves the card, the alert, the ETA and the time to leave,
 * and one origin (toEstimateOrigin) serves every estimate asked, so the same drive never reads
 * "1 min" in one place and "0 min" in another, and she leaves as many minutes early as she reads.
 *
 * Clock times are the stop's wall clock (the itinerary's zone), as every other time she reads.
 */
import { formatTime } from '../format/dates.ts';
import { toEpochMs, type Instant } from '../format/instant.ts';

/** Between the ETA's clock time and the drive's length: "ETA 10:42 AM · 14 min". */
export const ETA_SEPARATOR = ' \u00b7 ';

const MINUTE_MS = 60_000;

/** A drive's whole minutes: to the nearest minute, and never 0 for a drive that takes any time. */
export function toDriveMinutes(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Invalid drive duration: ${ms}`);
  return ms === 0 ? 0 : Math.max(1, Math.round(ms / MINUTE_MS));
}

/**
 * Where an estimate starts: the phone's position to three decimals of a degree (at most about
 * 111 m, requirements.md 9's location-write distance), so a phone creeping in traffic asks no new estimate
 * at every fix, and the card and the transit alert ask the same question.
 */
export function toEstimateOrigin(position: { lat: number; lng: number }): { lat: number; lng: number } {
  const round = (degrees: number) => Math.round(degrees * 1000) / 1000;
  return { lat: round(position.lat), lng: round(position.lng) };
}

/** A drive's length, short (toDriveMinutes): "0 min", "1 min", "14 min", "1 h", "1 h 5 min". */
export function formatDriveDuration(ms: number): string {
  const minutes = toDriveMinutes(ms);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "ETA 10:42 AM · 14 min": arrival at now plus the driving estimate. */
export function formatEta(now: Instant, drivingEstimateMs: number, timeZone: string): string {
  const eta = toEpochMs(now, 'now') + toDriveMinutes(drivingEstimateMs) * MINUTE_MS;
  return `ETA ${formatTime(eta, timeZone)}${ETA_SEPARATOR}${formatDriveDuration(drivingEstimateMs)}`;
}

/** When she must leave to arrive at the scheduled start, epoch milliseconds: the minutes she reads before it. */
export function leaveAtMs(scheduledStart: Instant, drivingEstimateMs: number): number {
  return toEpochMs(scheduledStart, 'scheduled start') - toDriveMinutes(drivingEstimateMs) * MINUTE_MS;
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
