/**
 * Waypoint action and sample-processing action statuses (requirements.md 4).
 *
 * Conventions here:
 *   - Every action status write carries the command's timestamp (requirements.md 4: "writes the status
 *     with a timestamp").
 *   - Recomputation (requirements.md 4: "After a procedure changes, its patient waypoint action is
 *     recomputed") applies to the non-mail-in actions of patient waypoints that list the
 *     procedure. It never moves an action backwards: complete and canceled are final, and a
 *     packed action does not go back to in-progress.
 *   - Cancelling a procedure (requirements.md 4: "also cancels its waypoint actions") is read as: every
 *     action listing it is recomputed, but only a final outcome is written. An action whose
 *     procedures are all canceled (or, on a patient visit, all done with none completed) becomes
 *     canceled; an action that still has live procedures keeps its status, so cancelling one of
 *     two procedures does not cancel the other's visit, and an office-side cancel does not
 *     mark a visit in progress.
 */
import type { ItineraryData, ProcessingAction, WaypointAction } from '../itinerary-data/model.ts';
import type { WaypointActionStatus } from '../vocabulary/itinerary.ts';
import type { ProcedureStatus } from '../vocabulary/procedures.ts';
import { runOnItinerary, runOnState, type FieldDraft } from './draft.ts';
import type { FieldState } from './entities.ts';
import { refusalTemplates, refusalTexts } from './refusals.ts';
import { badRequest, conflict, notFound, type Transition } from './result.ts';
import { recordShipmentBox } from './shipments.ts';
import { canMoveStatus } from './statuses.ts';

const doneProcedureStatuses: readonly ProcedureStatus[] = ['completed', 'canceled', 'failed'];
const isProcedureDone = (status: ProcedureStatus) => doneProcedureStatuses.includes(status);

/**
 * requirements.md 4: all procedures completed, canceled or failed with at least one completed gives
 * complete; all done but none completed gives canceled; otherwise in progress. (No procedures:
 * all are vacuously done and none completed, so canceled; recomputation never runs on such an action.)
 */
export function toRecomputedActionStatus(
  procedureStatuses: readonly ProcedureStatus[],
): Extract<WaypointActionStatus, 'complete' | 'canceled' | 'in-progress'> {
  if (!procedureStatuses.every(isProcedureDone)) return 'in-progress';
  return procedureStatuses.includes('completed') ? 'complete' : 'canceled';
}

/** requirements.md 4: a processing action whose procedures are all canceled becomes canceled. */
export function isProcessingActionCanceledBy(procedureStatuses: readonly ProcedureStatus[]): boolean {
  return procedureStatuses.length > 0 && procedureStatuses.every((s) => s === 'canceled');
}

function statusesOf(itinerary: ItineraryData, procedureIDs: readonly string[]): ProcedureStatus[] {
  // A procedure id that names nothing is ignored (requirements.md 8 logs "Missing procedure; it will be ignored").
  return procedureIDs.flatMap((id) => {
    const procedure = itinerary.procedures[id];
    return procedure ? [procedure.status] : [];
  });
}

/**
 * requirements.md 4: incomplete processing actions are those not canceled, packed or complete and still
 * active; "still active" is read as: at least one of its procedures is not canceled.
 */
export function isIncompleteProcessingAction(itinerary: ItineraryData, action: ProcessingAction): boolean {
  if (action.status === 'canceled' || action.status === 'packed' || action.status === 'complete') return false;
  return statusesOf(itinerary, action.procedureIDs).some((s) => s !== 'canceled');
}

/** The incomplete processing actions of a waypoint, in the waypoint's order. */
export function incompleteProcessingActions(itinerary: ItineraryData, waypointID: string): ProcessingAction[] {
  const waypoint = itinerary.waypoints.find((w) => w.id === waypointID);
  if (!waypoint) return [];
  return waypoint.processingActionIDs.flatMap((id) => {
    const action = itinerary.processingActions[id];
    return action && isIncompleteProcessingAction(itinerary, action) ? [action] : [];
  });
}

/** Writes `status` (with its timestamp) when the graph allows it; otherwise leaves the action. */
export function moveActionStatus(
  draft: FieldDraft,
  action: WaypointAction,
  status: WaypointActionStatus,
  at: string,
): void {
  if (action.status === status || !canMoveStatus('waypointAction', action.status, status)) return;
  draft.updateAction(action.id, { status, statusTimestamp: at });
}

function actionsListing(itinerary: ItineraryData, procedureID: string): WaypointAction[] {
  return Object.values(itinerary.waypointActions).filter((a) => a.procedureIDs.includes(procedureID));
}

function isPatientAction(itinerary: ItineraryData, action: WaypointAction): boolean {
  const waypoint = itinerary.waypoints.find((w) => w.id === action.waypointID);
  return waypoint?.type === 'patient' && action.type !== 'mail-in';
}

/** requirements.md 4: after a procedure changes in the nurse's flow, its patient waypoint action is recomputed. */
export function recomputeActionsAfterProcedureChange(draft: FieldDraft, procedureID: string, at: string): void {
  for (const action of actionsListing(draft.itinerary, procedureID)) {
    if (!isPatientAction(draft.itinerary, action)) continue;
    const target = toRecomputedActionStatus(statusesOf(draft.itinerary, action.procedureIDs));
    moveActionStatus(draft, action, target, at);
  }
}

/** requirements.md 4: cancelling a procedure also cancels its waypoint actions (see the conventions above). */
export function cascadeProcedureCancel(draft: FieldDraft, procedureID: string, at: string): void {
  for (const action of actionsListing(draft.itinerary, procedureID)) {
    const statuses = statusesOf(draft.itinerary, action.procedureIDs);
    const target = isPatientAction(draft.itinerary, action)
      ? toRecomputedActionStatus(statuses)
      : statuses.every((s) => s === 'canceled')
        ? 'canceled'
        : 'in-progress';
    if (target !== 'in-progress') moveActionStatus(draft, action, target, at);
  }
  for (const action of Object.values(draft.itinerary.processingActions)) {
    if (!action.procedureIDs.includes(procedureID)) continue;
    if (!isProcessingActionCanceledBy(statusesOf(draft.itinerary, action.procedureIDs))) continue;
    if (canMoveStatus('processingAction', action.status, 'canceled'))
      draft.updateProcessingAction(action.id, { status: 'canceled' });
  }
}

export interface StartWaypointActionInput {
  waypointActionID: string;
  at: string;
}

/**
 * requirements.md 4: the unlock-supplies step or the patient-ID step sets the action in progress.
 * Only at the waypoint (those steps live under it, requirements.md 2.11). Already in progress: no change.
 */
export function startWaypointAction(
  itinerary: ItineraryData,
  input: StartWaypointActionInput,
): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const action = draft.action(input.waypointActionID);
    const waypoint = action && draft.waypoint(action.waypointID);
    if (!action || !waypoint) return notFound(refusalTexts.waypointNotFound);
    if (action.status === 'in-progress') return;
    if (action.status !== 'incomplete') return conflict(refusalTemplates.waypointActionIs(action.status));
    if (waypoint.status !== 'at-waypoint') return conflict(refusalTexts.notAtWaypoint);
    moveActionStatus(draft, action, 'in-progress', input.at);
  });
}

export interface PackMailInActionInput {
  waypointActionID: string;
  at: string;
}

/**
 * requirements.md 4: the unpacked mail-in pack step sets the action packed. The flow exists only for a
 * valid mail-in action that is incomplete or in progress (requirements.md 2.11), and its box must have
 * been scanned (requirements.md 5). Already packed: no change.
 */
export function packMailInAction(itinerary: ItineraryData, input: PackMailInActionInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const action = draft.action(input.waypointActionID);
    if (!action) return notFound(refusalTexts.waypointNotFound);
    if (action.type !== 'mail-in') return conflict(refusalTexts.notMailInAction);
    if (action.mailIn === null) return conflict(refusalTexts.invalidMailInAction);
    if (action.status === 'packed') return;
    if (action.status !== 'incomplete' && action.status !== 'in-progress')
      return conflict(refusalTemplates.waypointActionIs(action.status));
    if (action.mailIn.mailInBoxBarcode === null) return conflict(refusalTexts.mailInBoxNotScanned);
    moveActionStatus(draft, action, 'packed', input.at);
  });
}

export interface ScanMailInBoxInput {
  waypointActionID: string;
  /** The box's supply item, recorded on the action's shipment (when it has one). */
  supplyItemID: string;
  /** The scanned mail-in box barcode. */
  barcode: string;
  at: string;
}

/**
 * Unpacked mail-in scan-mail-in-box step (requirements.md 2.11, 5, 7): the action's mailInBoxBarcode is
 * set and, when the action has a shipment, the box supply item is recorded on it and used (the
 * supply item rules apply: activated, held by no one else). Only for a valid mail-in action that
 * is incomplete or in progress. A rescan with another box replaces it (the old one is released);
 * the same box again: no change.
 */
export function scanMailInBox(state: FieldState, input: ScanMailInBoxInput): Transition<FieldState> {
  return runOnState(state, (draft) => {
    const action = draft.action(input.waypointActionID);
    if (!action) return notFound(refusalTexts.waypointNotFound);
    if (action.type !== 'mail-in') return conflict(refusalTexts.notMailInAction);
    if (action.mailIn === null) return conflict(refusalTexts.invalidMailInAction);
    if (action.status !== 'incomplete' && action.status !== 'in-progress')
      return conflict(refusalTemplates.waypointActionIs(action.status));
    const barcode = input.barcode.trim();
    if (barcode.length === 0) return badRequest(refusalTexts.missingBarcode);
    const { shipmentID } = action.mailIn;
    if (shipmentID !== null && draft.itinerary.shipments[shipmentID]) {
      const supplyItemID = input.supplyItemID.trim();
      if (supplyItemID.length === 0) return badRequest(refusalTexts.missingBarcode);
      const refusal = recordShipmentBox(draft, shipmentID, supplyItemID, { replace: true });
      if (refusal) return refusal;
    }
    draft.updateAction(action.id, { mailIn: { ...action.mailIn, mailInBoxBarcode: barcode } });
  });
}
