/**
 * Finishing a stop when the flow leaves it (SPEC.md 4): the deviation checks run in order duration
 * then location, each failed check needs a reason, and the stop completes only when all have one.
 * The server runs the same checks again on `finishWaypoint`; these tell the nurse what to give
 * before anything is sent.
 */
import { evaluateDeviation, type DeviationName, type LatLng } from '@sc/domain/field-checks/deviation';
import type { ItineraryData, Waypoint } from '@sc/domain/itinerary/model';
import type { Step } from '@sc/domain/itinerary/step';

/** The waypoint a move from `current` to `next` leaves unfinished, if any. */
export function stopLeftBehind(data: ItineraryData, current: Step, next: Step | null): Waypoint | null {
  if (!current.waypointID || next?.waypointID === current.waypointID) return null;
  const waypoint = data.waypoints.find((w) => w.id === current.waypointID);
  return waypoint?.status === 'at-waypoint' ? waypoint : null;
}

/** The checks that still need a reason before the stop can be finished, in run order. */
export function missingDeviations(
  data: ItineraryData,
  waypoint: Waypoint,
  nurseLocation: LatLng | null,
  now: Date,
  reasons: Partial<Record<DeviationName, string>> = {},
): DeviationName[] {
  const outcome = evaluateDeviation(
    {
      statusTimestamp: waypoint.statusTimestamp,
      now,
      actionDurationsMinutes: waypoint.waypointActionIDs.map(
        (id) => data.waypointActions[id]?.actionDurationMinutes ?? 0,
      ),
      nurseLocation,
      waypointLocation: waypoint.location,
    },
    reasons,
  );
  return outcome.status === 'complete' ? [] : outcome.checks.filter((c) => !c.reason).map((c) => c.name);
}
