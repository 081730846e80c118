/**
 * Finishing a stop when the flow leaves it (requirements.md 4): the deviation checks run in order duration
 * then location, each failed check needs a reason, and the stop completes only when all have one.
 * The server runs the same checks again on `finishWaypoint`; these tell the nurse what to give
 * before anything is sent. A too-far reason she gave on arrival answers the location check, so it
 * is not asked again (withArrivalReason).
 */
import { evaluateDeviation, type DeviationName, type LatLng } from '@sc/domain/field-checks/deviation';
import { withArrivalReason } from '@sc/domain/field-checks/deviation-reasons';
import type { ItineraryData, Waypoint } from '@sc/domain/itinerary-data/model';
import type { Step } from '@sc/domain/itinerary/step';
import { arrivalReasonOf } from './arrival-reasons.ts';

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

/** The reasons a finish goes with: those given now, and the arrival's too-far reason for location. */
export function reasonsForFinish(
  itineraryID: string,
  waypointID: string,
  reasons: Partial<Record<DeviationName, string>>,
): Partial<Record<DeviationName, string>> {
  return withArrivalReason(reasons, arrivalReasonOf(itineraryID, waypointID));
}
