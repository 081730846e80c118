/**
 * Waypoint statuses (requirements.md 4): starting the drive sets transit; arrival sets at-waypoint and
 * records an arrival event; finishing the stop checks deviation and completes it. The itinerary
 * is done when every waypoint is complete.
 *
 * Conventions here:
 *   - Deviation checks are computed by the caller (field-checks: duration then location, requirements.md
 *     4, 5) and handed in as the checks that failed, each with the reason given so far. This
 *     module only refuses while one lacks a reason, and records them.
 *   - A finished stop is final; finishing it again is a retry and changes nothing.
 *   - requirements.md 4 also says arrival sets "the action" to at-waypoint, but at-waypoint is not a waypoint
 *     action status (requirements.md 4's own list, and model.ts). The arrival event names the actions open at
 *     arrival instead; their statuses do not change.
 *   - A patient visit's own bag (requirements.md 2.11 scan-waypoint-supply, 7 waypoints/{id}/supplyItem) is
 *     held like any supply item: used once named, by this waypoint only (supply-items.ts). Which
 *     items may be a visit bag is `checkVisitBag`, over what the field state does not carry (the
 *     item's supply type, whether she holds it, whether it is a shift's bag): the server reads those
 *     from its tables, the phone from its scan data; `visitBagCommand` is the rule both run.
 */
import { deviationCheckNames, type DeviationCheckName } from '../vocabulary/itinerary.ts';
import type { ItineraryData, Waypoint } from '../itinerary-data/model.ts';
import { acceptedSupplyTypes, isSupplyTypeAllowed } from '../scanning/supply-types.ts';
import type { VisitBagCandidate } from '../scanning/phone-scans.ts';
import { runOnItinerary, runOnState, type FieldDraft } from './draft.ts';
import type { FieldState } from './entities.ts';
import { refusalTemplates, refusalTexts } from './refusals.ts';
import { badRequest, conflict, notFound, type Refusal, type Transition } from './result.ts';
import { canMoveStatus } from './statuses.ts';
import { swapSupplyItems } from './supply-items.ts';
import { moveActionStatus } from './waypoint-actions.ts';

/** requirements.md 4: the itinerary is done when every waypoint is complete. */
export function isItineraryDone(itinerary: ItineraryData): boolean {
  return itinerary.waypoints.every((w) => w.status === 'complete');
}

/** Marks the itinerary done once its last waypoint completes (when its status allows it). */
export function markItineraryDoneWhenComplete(draft: FieldDraft): void {
  const itinerary = draft.itinerary;
  if (isItineraryDone(itinerary) && canMoveStatus('itinerary', itinerary.status, 'done'))
    draft.updateItinerary({ status: 'done' });
}

export interface StartDriveInput {
  waypointID: string;
  at: string;
}

/** requirements.md 4: starting the drive sets the waypoint to transit. Already in transit: no change. */
export function startDriveToWaypoint(itinerary: ItineraryData, input: StartDriveInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const waypoint = draft.waypoint(input.waypointID);
    if (!waypoint) return notFound(refusalTexts.waypointNotFound);
    if (waypoint.status === 'transit') return;
    if (waypoint.status !== 'pending') return conflict(refusalTemplates.waypointIs(waypoint.status));
    draft.updateWaypoint(waypoint.id, { status: 'transit', statusTimestamp: input.at });
  });
}

export interface ArriveAtWaypointInput {
  waypointID: string;
  at: string;
  /** requirements.md 4: optional, given when the nurse is far from the waypoint. Blank counts as none. */
  tooFarReason: string | null;
}

/**
 * requirements.md 4: arrival sets the waypoint to at-waypoint and records an arrival event with an
 * optional too-far reason. Already at the waypoint: no change (and no second event).
 */
export function arriveAtWaypoint(itinerary: ItineraryData, input: ArriveAtWaypointInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const waypoint = draft.waypoint(input.waypointID);
    if (!waypoint) return notFound(refusalTexts.waypointNotFound);
    if (waypoint.status === 'at-waypoint') return;
    if (waypoint.status === 'complete') return conflict(refusalTemplates.waypointIs(waypoint.status));
    draft.updateWaypoint(waypoint.id, { status: 'at-waypoint', statusTimestamp: input.at });
    const reason = input.tooFarReason?.trim() ?? '';
    draft.insert({
      op: 'insert',
      entity: 'waypointArrival',
      row: {
        waypointID: waypoint.id,
        waypointActionIDs: openActionIDs(draft, waypoint),
        at: input.at,
        tooFarReason: reason.length > 0 ? reason : null,
      },
    });
  });
}

function openActionIDs(draft: FieldDraft, waypoint: Waypoint): string[] {
  return waypoint.waypointActionIDs.filter((id) => {
    const status = draft.action(id)?.status;
    return status !== undefined && status !== 'complete' && status !== 'canceled';
  });
}

/** A deviation check that failed, with the nurse's reason so far (field-checks' DeviationCheck). */
export interface FailedDeviationCheck {
  name: DeviationCheckName;
  reason: string | null;
}

export interface FinishWaypointInput {
  waypointID: string;
  at: string;
  /** The checks that failed, as the deviation checks computed them (none when all passed). */
  deviationChecks: readonly FailedDeviationCheck[];
}

const hasReason = (check: FailedDeviationCheck) => (check.reason?.trim().length ?? 0) > 0;

/** requirements.md 4, 5, 8: each failed check needs a reason; otherwise it halts with "Missing deviation reasons". */
function checkDeviationReasons(checks: readonly FailedDeviationCheck[]): Refusal | undefined {
  const missing = deviationCheckNames
    .filter((name) => checks.some((c) => c.name === name && !hasReason(c)))
    .map((name) => (name === 'duration' ? refusalTexts.missingDurationReason : refusalTexts.missingLocationReason));
  return missing.length > 0 ? badRequest(refusalTexts.missingDeviationReasons, missing) : undefined;
}

function recordDeviations(draft: FieldDraft, input: FinishWaypointInput): void {
  for (const name of deviationCheckNames) {
    const check = input.deviationChecks.find((c) => c.name === name);
    if (check?.reason)
      draft.insert({
        op: 'insert',
        entity: 'deviationCheck',
        row: { waypointID: input.waypointID, name, reason: check.reason.trim(), at: input.at },
      });
  }
}

/** Shared start of finishing a stop: found, of the right type, not yet finished, arrived, reasons given. */
function checkFinish(
  waypoint: Waypoint | undefined,
  type: Waypoint['type'],
  input: FinishWaypointInput,
): Refusal | 'already-complete' | undefined {
  if (!waypoint) return notFound(refusalTexts.waypointNotFound);
  if (waypoint.type !== type)
    return conflict(type === 'pick-drop' ? refusalTexts.notPickDropStop : refusalTexts.notPatientVisit);
  if (waypoint.status === 'complete') return 'already-complete';
  if (waypoint.status !== 'at-waypoint') return conflict(refusalTexts.notAtWaypoint);
  return checkDeviationReasons(input.deviationChecks);
}

/**
 * requirements.md 4: finishing the pick-drop stop checks deviation; if a check fails (without a reason)
 * it halts; otherwise all procedure samples become completed and the waypoint and its actions
 * become complete.
 *
 * - Its shipments must all be in transit first (requirements.md 5, "Drop off all shipments before finalizing.").
 * - "All procedure samples": the collected samples of the procedures its actions list, and of the
 *   actions its mail-in actions link. Failed samples stay failed; samples never collected stay
 *   pending (completed only follows collected).
 * - Its canceled actions stay canceled.
 */
export function finishPickDropStop(itinerary: ItineraryData, input: FinishWaypointInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const waypoint = draft.waypoint(input.waypointID);
    const check = checkFinish(waypoint, 'pick-drop', input);
    if (check === 'already-complete') return;
    if (check) return check;
    const stop = waypoint!;
    const actions = stop.waypointActionIDs.flatMap((id) => draft.action(id) ?? []);

    const shipmentIDs = new Set<string>();
    for (const action of actions) if (action.mailIn?.shipmentID) shipmentIDs.add(action.mailIn.shipmentID);
    for (const shipment of Object.values(draft.itinerary.shipments))
      if (shipment.waypointActionID !== null && stop.waypointActionIDs.includes(shipment.waypointActionID))
        shipmentIDs.add(shipment.id);
    for (const id of shipmentIDs) {
      const shipment = draft.itinerary.shipments[id];
      if (!shipment) return notFound(refusalTexts.missingShipment);
      if (shipment.status !== 'in-transit') return conflict(refusalTexts.dropOffAllShipments);
    }

    const procedureIDs = new Set<string>();
    for (const action of actions) {
      action.procedureIDs.forEach((id) => procedureIDs.add(id));
      for (const linkedID of action.mailIn?.linkedWaypointActionIDs ?? [])
        draft.action(linkedID)?.procedureIDs.forEach((id) => procedureIDs.add(id));
    }

    recordDeviations(draft, input);
    for (const procedureID of procedureIDs) {
      // A procedure id that names nothing is ignored (requirements.md 8: "it will be ignored").
      for (const sample of draft.procedure(procedureID)?.samples ?? [])
        if (sample.status === 'collected') draft.updateSample(procedureID, sample.id, { status: 'completed' });
    }
    for (const action of actions)
      if (action.status !== 'canceled') moveActionStatus(draft, action, 'complete', input.at);
    draft.updateWaypoint(stop.id, { status: 'complete', statusTimestamp: input.at });
    markItineraryDoneWhenComplete(draft);
  });
}

/**
 * Finishing a patient visit (design: requirements.md 4 needs it for "the itinerary is done when every
 * waypoint is complete", and its deviation checks apply to any stop). Every action must be
 * complete, canceled or packed (a packed mail-in leaves with the nurse) first.
 */
export function finishPatientVisit(itinerary: ItineraryData, input: FinishWaypointInput): Transition<ItineraryData> {
  return runOnItinerary(itinerary, (draft) => {
    const waypoint = draft.waypoint(input.waypointID);
    const check = checkFinish(waypoint, 'patient', input);
    if (check === 'already-complete') return;
    if (check) return check;
    const visit = waypoint!;
    const unfinished = visit.waypointActionIDs.filter((id) => {
      const status = draft.action(id)?.status;
      return status !== undefined && status !== 'complete' && status !== 'canceled' && status !== 'packed';
    });
    if (unfinished.length > 0) return conflict(refusalTemplates.unfinishedActions(unfinished.length));
    recordDeviations(draft, input);
    draft.updateWaypoint(visit.id, { status: 'complete', statusTimestamp: input.at });
    markItineraryDoneWhenComplete(draft);
  });
}

/**
 * Design (requirements.md 2.11, 5 leave it open): a visit bag is a branded bag the nurse holds, and not a
 * shift's bag (that one travels with the shift, it is never used up). Anything else is "Wrong
 * supply" (requirements.md 5), as a scan matching nothing expected is; a shift's bag was scanned already
 * (at check-in), so it is requirements.md 5's "Barcode already scanned.".
 */
export function checkVisitBag(bag: VisitBagCandidate): Refusal | undefined {
  if (!isSupplyTypeAllowed(bag.supplyType, acceptedSupplyTypes.visitBag) || !bag.held)
    return badRequest(refusalTexts.wrongSupply);
  if (bag.shiftBag) return conflict(refusalTexts.supplyItemInUse);
  return undefined;
}

/**
 * The visit bag's command from a scanned item, or why not: the one rule the server runs before its
 * write and the phone runs with no signal (issue 22). The barcode was resolved to `supplyItemID`
 * by the caller (scanning/resolve-barcode.ts); the command then runs setWaypointSupplyItem below.
 */
export function visitBagCommand(
  waypointID: string,
  bag: VisitBagCandidate,
):
  | { ok: true; command: { type: 'setWaypointSupplyItem' } & SetWaypointSupplyItemInput }
  | { ok: false; refusal: Refusal } {
  const refusal = checkVisitBag(bag);
  if (refusal) return { ok: false, refusal };
  return { ok: true, command: { type: 'setWaypointSupplyItem', waypointID, supplyItemID: bag.supplyItemID } };
}

export interface SetWaypointSupplyItemInput {
  waypointID: string;
  /** The visit bag's supply item (the server resolved it from the scanned barcode). */
  supplyItemID: string;
}

/**
 * requirements.md 2.11 "scan-waypoint-supply (pack the bag)", 7 waypoints/{id}/supplyItem: the patient
 * visit's bag is set and becomes used. The same bag again changes nothing (even once the visit is
 * complete, so a late retry answers as the first did); another bag replaces it while the visit is
 * open, and the one it replaces is released to activated. A bag another waypoint (or any other
 * user) holds is refused.
 */
export function setWaypointSupplyItem(state: FieldState, input: SetWaypointSupplyItemInput): Transition<FieldState> {
  return runOnState(state, (draft) => {
    const waypoint = draft.waypoint(input.waypointID);
    if (!waypoint) return notFound(refusalTexts.waypointNotFound);
    const id = input.supplyItemID.trim();
    if (id.length === 0) return badRequest(refusalTexts.missingBarcode);
    if (waypoint.supplyItemID === id) return;
    if (waypoint.type !== 'patient') return conflict(refusalTexts.notPatientVisit);
    if (waypoint.status === 'complete') return conflict(refusalTemplates.waypointIs(waypoint.status));
    return swapSupplyItems(draft, { kind: 'waypoint', id: waypoint.id }, [id], () =>
      draft.updateWaypoint(waypoint.id, { supplyItemID: id }),
    );
  });
}
