/** Driving to, arriving at and finishing a waypoint (SPEC.md 2.11, 4, 5). */
import { evaluateDeviation, isFarFromWaypoint, deviationTexts } from '@sc/domain/field-checks/deviation';
import { AppError } from '../../lib/app-error.ts';
import { fieldStep } from './run-field-command.ts';

export const startDriveToWaypoint = fieldStep<'startDriveToWaypoint'>((i, { at }) => ({
  type: 'startDriveToWaypoint',
  waypointID: i.waypointID,
  at,
}));

/**
 * SPEC.md 4, 5: arrival records the too-far reason; a nurse more than 1000 m from the waypoint
 * must give one (the far-from-waypoint check), one whose position is unknown may arrive.
 */
export const arriveAtWaypoint = fieldStep<'arriveAtWaypoint'>((input, { at }) => ({ itinerary }) => {
  const waypoint = itinerary.waypoints.find((w) => w.id === input.waypointID);
  const reason = input.tooFarReason?.trim() ?? '';
  if (
    waypoint &&
    waypoint.status !== 'at-waypoint' &&
    input.location &&
    reason === '' &&
    isFarFromWaypoint(input.location, waypoint.location)
  )
    throw new AppError('bad_request', deviationTexts.missingLocationReason, 'tooFarReason');
  return { type: 'arriveAtWaypoint', waypointID: input.waypointID, tooFarReason: reason || null, at };
});

/**
 * SPEC.md 4: finishing a stop runs the deviation checks here, on the server's clock and the
 * waypoint's own record (duration, then location), and needs a reason for each that fails.
 */
export const finishWaypoint = fieldStep<'finishWaypoint'>((input, { at }) => ({ itinerary }) => {
  const waypoint = itinerary.waypoints.find((w) => w.id === input.waypointID);
  const type = waypoint?.type === 'pick-drop' ? 'finishPickDropStop' : 'finishPatientVisit';
  if (!waypoint) return { type, waypointID: input.waypointID, at, deviationChecks: [] };
  const outcome = evaluateDeviation(
    {
      statusTimestamp: waypoint.statusTimestamp,
      now: at,
      actionDurationsMinutes: waypoint.waypointActionIDs.map(
        (id) => itinerary.waypointActions[id]?.actionDurationMinutes ?? 0,
      ),
      nurseLocation: input.location ?? null,
      waypointLocation: waypoint.location,
    },
    input.reasons,
  );
  return { type, waypointID: waypoint.id, at, deviationChecks: outcome.checks };
});

export const startWaypointAction = fieldStep<'startWaypointAction'>((i, { at }) => ({
  type: 'startWaypointAction',
  waypointActionID: i.waypointActionID,
  at,
}));
