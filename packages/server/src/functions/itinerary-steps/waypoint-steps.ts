/** Driving to, arriving at, packing the bag of and finishing a waypoint (requirements.md 2.11, 4, 5, 7). */
import { isFarFromWaypoint, deviationTexts } from '@sc/domain/field-checks/deviation';
import { finishWaypointCommand, stepCommands } from '@sc/domain/step-writes/step-commands';
import { visitBagCommand } from '@sc/domain/transitions/waypoints';
import { AppError } from '../../lib/app-error.ts';
import { findVisitBagCandidates } from '../../repositories/supply-items.repository.ts';
import { findArrivalTooFarReason } from '../../repositories/waypoint-arrivals.repository.ts';
import { requireCaller } from '../context.ts';
import { refusalError } from '../refusals.ts';
import { resolveSupplyItemScan } from '../supply-item-scan.ts';
import { refuseClosedLab } from './closed-lab.ts';
import { commandStep, fieldStep, toStepContext } from './run-field-command.ts';

export const startDriveToWaypoint = commandStep('startDriveToWaypoint');

/**
 * requirements.md 4, 5: arrival records the too-far reason; a nurse more than 1000 m from the waypoint
 * must give one (the far-from-waypoint check), one whose position is unknown may arrive.
 */
export const arriveAtWaypoint = fieldStep<'arriveAtWaypoint'>((input, { at, ctx }) => ({ itinerary }) => {
  const command = stepCommands.arriveAtWaypoint(input, toStepContext(ctx, at));
  const waypoint = itinerary.waypoints.find((w) => w.id === input.waypointID);
  if (
    waypoint &&
    waypoint.status !== 'at-waypoint' &&
    input.location &&
    command.tooFarReason === null &&
    isFarFromWaypoint(input.location, waypoint.location)
  )
    throw new AppError('bad_request', deviationTexts.missingLocationReason, 'tooFarReason');
  return command;
});

/**
 * requirements.md 2.11 scan-waypoint-supply, 7 waypoints/{id}/supplyItem: the barcode is resolved first
 * (requirements.md 5's scan texts), so the item is loaded and locked with the itinerary; once the
 * itinerary is known to be the caller's, the item must be a visit bag they hold (visitBagCommand:
 * a branded bag of theirs, not a shift's bag), the rule the phone runs offline too (issue 22).
 */
export const setWaypointSupplyItem = fieldStep<'setWaypointSupplyItem'>(async (i, { ctx }) => {
  const scan = await resolveSupplyItemScan(ctx.db, i.barcode);
  const command = async () => {
    const userId = requireCaller(ctx).userId;
    const bag = (await findVisitBagCandidates(ctx.db, [scan.supplyItemID], userId)).get(scan.supplyItemID);
    // The scan named an item, so its row is there; were it gone, the transition answers "not found".
    if (!bag)
      return { type: 'setWaypointSupplyItem' as const, waypointID: i.waypointID, supplyItemID: scan.supplyItemID };
    const judged = visitBagCommand(i.waypointID, bag);
    if (!judged.ok) throw refusalError(judged.refusal, { bad_request: 'barcode', conflict: 'barcode' });
    return judged.command;
  };
  return { command, supplyItemIDs: [scan.supplyItemID] };
});

/**
 * requirements.md 4: finishing a stop runs the deviation checks here, on the server's clock and the
 * waypoint's own record (duration, then location), and needs a reason for each that fails. The
 * too-far reason given at arrival answers the location check (withArrivalReason: asked once), so a
 * finish sent without it, from a phone that did not keep it, is not refused for it. A lab
 * drop-off at a lab outside its receiving hours is refused, and the specimens stay with her (ADR 076).
 */
export const finishWaypoint = fieldStep<'finishWaypoint'>((input, { at, ctx }) => async ({ itinerary }) => {
  await refuseClosedLab(ctx, itinerary, input.waypointID, at);
  return finishWaypointCommand(itinerary, input, at, await findArrivalTooFarReason(ctx.db, input.waypointID));
});

export const startWaypointAction = commandStep('startWaypointAction');
