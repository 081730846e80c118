/**
 * The live day's judgement of each itinerary (issue 25): for the next stop not yet complete, where
 * the nurse would arrive from her last known position, and what requirements.md 4's transit rule says of
 * it (too early, early, late, too late), with requirements.md 8's texts. The driving time is the
 * great-circle estimate the phone itself uses offline, so operations and the nurse see one ETA.
 */
import { greatCircleDurationMs } from '../field-checks/great-circle-drive.ts';
import {
  earlyMessage,
  lateMessage,
  toTransitKind,
  tooLateMessage,
  transitTexts,
  type TransitKind,
} from '../field-checks/transit.ts';
import type { WaypointStatus } from '../vocabulary/itinerary.ts';

export interface LiveStop {
  id: string;
  status: WaypointStatus;
  lat: number;
  lng: number;
  scheduledStartAt: string;
}

export interface LiveTransit {
  waypointID: string;
  kind: Exclude<TransitKind, 'none'>;
  etaAt: string;
  message: string;
}

/** A position older than this says nothing of where she is now. */
export const STALE_POSITION_MINUTES = 30;

/**
 * The next open stop's transit alert, or null: none applies, she is at the stop, the day is over,
 * or her position is unknown or stale.
 */
export function liveTransit(
  stops: readonly LiveStop[],
  position: { lat: number; lng: number; lastUpdate: string } | null,
  now: Date,
): LiveTransit | null {
  const next = stops.find((s) => s.status !== 'complete');
  if (!next || next.status === 'at-waypoint' || !position) return null;
  if (now.getTime() - Date.parse(position.lastUpdate) > STALE_POSITION_MINUTES * 60_000) return null;
  const etaMs = now.getTime() + greatCircleDurationMs([position, next]);
  const startMs = Date.parse(next.scheduledStartAt);
  const kind = toTransitKind(etaMs, startMs);
  if (kind === 'none') return null;
  const lead = startMs - etaMs;
  const message =
    kind === 'too-early'
      ? transitTexts.tooEarlyMessage
      : kind === 'early'
        ? earlyMessage(lead)
        : kind === 'late'
          ? lateMessage(-lead)
          : tooLateMessage(-lead);
  return { waypointID: next.id, kind, etaAt: new Date(etaMs).toISOString(), message };
}

/**
 * Time assumed at each stop when chaining ETAs: the stops' own action durations are the nurse's
 * steps', and a dispatcher reads this chain as an estimate, not a plan.
 */
export const STOP_DWELL_MINUTES = 15;

/**
 * Each stop's estimated arrival (issue 25), by the great-circle drive from her last known position
 * to her next open stop, then stop to stop: she waits for a stop's scheduled start, stays
 * STOP_DWELL_MINUTES, drives on. Complete stops, the stop she is at, and every stop when her
 * position is unknown or stale have none. The next stop's ETA is the transit alert's.
 */
export function liveEtas(
  stops: readonly LiveStop[],
  position: { lat: number; lng: number; lastUpdate: string } | null,
  now: Date,
): Map<string, string | null> {
  const out = new Map<string, string | null>(stops.map((s) => [s.id, null]));
  if (!position || now.getTime() - Date.parse(position.lastUpdate) > STALE_POSITION_MINUTES * 60_000) return out;
  const dwellMs = STOP_DWELL_MINUTES * 60_000;
  let from: { lat: number; lng: number } = position;
  let leaveMs = now.getTime();
  for (const stop of stops) {
    if (stop.status === 'complete') continue;
    if (stop.status === 'at-waypoint') {
      leaveMs = now.getTime() + dwellMs;
      from = stop;
      continue;
    }
    const etaMs = leaveMs + greatCircleDurationMs([from, stop]);
    out.set(stop.id, new Date(etaMs).toISOString());
    leaveMs = Math.max(etaMs, Date.parse(stop.scheduledStartAt)) + dwellMs;
    from = stop;
  }
  return out;
}

/** How old a position is, in words for a dispatcher ("4 minutes ago"). */
export function positionAge(lastUpdate: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(lastUpdate)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'} ago`;
}
