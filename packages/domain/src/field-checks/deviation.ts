/**
 * Waypoint deviation checks (requirements.md 3, 4, 5, 8): has the stop run over time, and is the nurse
 * where the waypoint is?
 *
 * Conventions here:
 *   - Checks run in one order, duration then location; a check that passes leaves no record, a
 *     check that fails leaves `{ name, reason: null }` until the nurse gives a reason.
 *   - A reason is given when it has a non-blank character.
 *   - The nurse's location may be unknown (null). Then presence cannot be confirmed: the location
 *     deviation check fails (a reason is needed, and drive-to-location blocks), but
 *     `isFarFromWaypoint` says false, since nothing shows the nurse is far.
 *   - A waypoint without a status timestamp has no clock running: no duration deviation.
 */
import { deviationCheckNames, type DeviationCheckName } from '../vocabulary/itinerary.ts';
import { FAR_FROM_WAYPOINT_M } from '../constants.ts';
import { toEpochMs, type Instant } from '../format/instant.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres by the haversine formula. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * More than 1000 m from the waypoint (requirements.md 5, 9). Used at arrival, where a too-far reason is
 * optional (requirements.md 4). An unknown location is not far.
 */
export function isFarFromWaypoint(nurseLocation: LatLng | null, waypointLocation: LatLng): boolean {
  return nurseLocation !== null && distanceMeters(nurseLocation, waypointLocation) > FAR_FROM_WAYPOINT_M;
}

/** A deviation check's name, in run order (requirements.md 4): the vocabulary's list. */
export type DeviationName = DeviationCheckName;

/** requirements.md 3: a deviation check has a name and a reason. */
export interface DeviationCheck {
  name: DeviationName;
  reason: string | null;
}

/** requirements.md 5 and 8, verbatim. */
export const deviationTexts = {
  missingDurationReason: 'Missing duration deviation reason',
  missingLocationReason: 'Missing location deviation reason',
  missingReasons: 'Missing deviation reasons',
} as const;

export function missingReasonText(name: DeviationName): string {
  return name === 'duration' ? deviationTexts.missingDurationReason : deviationTexts.missingLocationReason;
}

export interface DurationCheckInput {
  /** When the waypoint took its current status (arrival); null when it has none. */
  statusTimestamp: Instant | null;
  now: Instant;
  /** duration.actionDuration of each of the waypoint's actions, in minutes. */
  actionDurationsMinutes: readonly number[];
}

/** requirements.md 5: minutes since the waypoint status exceed the summed action durations (strictly). */
export function hasDurationDeviation({ statusTimestamp, now, actionDurationsMinutes }: DurationCheckInput): boolean {
  if (statusTimestamp === null) return false;
  const minutes = (toEpochMs(now, 'now') - toEpochMs(statusTimestamp, 'waypoint status timestamp')) / 60_000;
  const allowed = actionDurationsMinutes.reduce((sum, m) => sum + m, 0);
  return minutes > allowed;
}

export interface LocationCheckInput {
  nurseLocation: LatLng | null;
  waypointLocation: LatLng;
}

/** requirements.md 5: more than 1000 m away, or (design) the nurse's location is unknown. */
export function hasLocationDeviation({ nurseLocation, waypointLocation }: LocationCheckInput): boolean {
  return nurseLocation === null || isFarFromWaypoint(nurseLocation, waypointLocation);
}

export type DeviationInput = DurationCheckInput & LocationCheckInput;

/** Runs duration then location; returns the failed checks, in that order, without reasons. */
export function runDeviationChecks(input: DeviationInput): DeviationCheck[] {
  const failed: DeviationCheck[] = [];
  if (hasDurationDeviation(input)) failed.push({ name: 'duration', reason: null });
  if (hasLocationDeviation(input)) failed.push({ name: 'location', reason: null });
  return failed;
}

function hasReason(check: DeviationCheck): boolean {
  return check.reason !== null && check.reason.trim().length > 0;
}

/** Sets (or, with a blank text, clears) the reason of one failed check; other checks are kept. */
export function setDeviationReason(
  checks: readonly DeviationCheck[],
  name: DeviationName,
  reason: string,
): DeviationCheck[] {
  const text = reason.trim();
  return checks.map((check) => (check.name === name ? { name, reason: text.length > 0 ? text : null } : check));
}

/** One message per failed check without a reason, in run order (requirements.md 5). */
export function missingDeviationReasons(checks: readonly DeviationCheck[]): string[] {
  return deviationCheckNames
    .filter((name) => checks.some((check) => check.name === name && !hasReason(check)))
    .map(missingReasonText);
}

/** requirements.md 4: the flow completes only when every failed check has a reason. */
export function canCompleteDeviationChecks(checks: readonly DeviationCheck[]): boolean {
  return checks.every(hasReason);
}

/** Throws "Missing deviation reasons" (requirements.md 8) unless every failed check has a reason. */
export function requireDeviationReasons(checks: readonly DeviationCheck[]): void {
  if (!canCompleteDeviationChecks(checks)) throw new Error(deviationTexts.missingReasons);
}

export type DeviationOutcome =
  { status: 'complete'; checks: DeviationCheck[] } | { status: 'halted'; checks: DeviationCheck[]; missing: string[] };

/**
 * Finishing a stop (requirements.md 4): run the checks, attach the reasons given so far; it completes
 * when no check failed or every failed one has a reason, otherwise it halts listing what is
 * missing. Reasons for checks that passed are dropped.
 */
export function evaluateDeviation(
  input: DeviationInput,
  reasons: Partial<Record<DeviationName, string>> = {},
): DeviationOutcome {
  let checks = runDeviationChecks(input);
  for (const name of deviationCheckNames) {
    const reason = reasons[name];
    if (reason !== undefined) checks = setDeviationReason(checks, name, reason);
  }
  const missing = missingDeviationReasons(checks);
  return missing.length === 0 ? { status: 'complete', checks } : { status: 'halted', checks, missing };
}

export interface DriveToLocationCheck {
  /** requirements.md 4: drive-to-location blocks the move when the location deviation check fails. */
  blocks: boolean;
  /** null when the nurse's location is unknown. */
  distanceMeters: number | null;
}

/** The location deviation check of the drive-to-location step ("I've arrived"). */
export function checkDriveToLocation(input: LocationCheckInput): DriveToLocationCheck {
  return {
    blocks: hasLocationDeviation(input),
    distanceMeters: input.nurseLocation === null ? null : distanceMeters(input.nurseLocation, input.waypointLocation),
  };
}
