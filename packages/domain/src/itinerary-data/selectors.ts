/**
 * Read helpers over an itinerary's data (requirements.md 2.11), shared by the tree builder, the continue
 * rules, the transitions and the web's screens. Each is a pure function of the data; ids come from
 * outside, so lookups are own-property only, and an id listed twice counts once.
 *
 * Definitions the requirements.md leaves open:
 * - *ready* action (`isWaypointActionReady`, `isProcessingActionReady`): work the nurse has to
 *   finish now. A waypoint action is ready while it is in progress; a centrifuge processing action
 *   is ready while in progress, or once its tubes are collected.
 * - *disabled* processing action (centrifugation-reminder's back button): a centrifuge action that
 *   is not finished and not ready yet, so it cannot be started.
 * - the *waypoint check* (`isSupplyPreparationNeeded`): supplies are prepared before the visit
 *   unless the supply-preparation-disabled flag is on or no procedure of the visit is supplied by
 *   the nurse (all kit shipment or canceled).
 */
import type { SupplyStrategy } from '../vocabulary/itinerary.ts';
import type { ChartingItem, ItineraryData, ProcessingAction, Procedure, Waypoint, WaypointAction } from './model.ts';
import type { ItineraryFlags } from './flags.ts';
import type { ItineraryLocalFlow } from './flow-state.ts';

/** Own-property lookup: ids come from outside, and `table["constructor"]` must not answer. */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function defined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

/** The items with the first of each key: data listing an id twice must not make two steps. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && !!seen.add(key(item)));
}

function unique(ids: readonly string[]): string[] {
  return uniqueBy(ids, (id) => id);
}

/** Resolves ids against a table, in order, once each; unknown ids are skipped. */
export function resolve<T>(table: Readonly<Record<string, T>>, ids: readonly string[]): T[] {
  return unique(ids)
    .map((id) => own(table, id))
    .filter(defined);
}

/** The waypoints in itinerary order, once each. */
export function waypointsOf(data: ItineraryData): Waypoint[] {
  return uniqueBy(data.waypoints, (w) => w.id);
}

/** Whether the nurse has arrived at the stop: she is there, or its work is done (requirements.md 4). */
export function hasArrivedAt(waypoint: Pick<Waypoint, 'status'>): boolean {
  return waypoint.status === 'at-waypoint' || waypoint.status === 'complete';
}

/**
 * The supplies a procedure needs (what its bag holds), whatever their instruction kind, with how
 * many: instructions about the same units (scan 2, refrigerate 2) name the same items, so the
 * largest quantity of a supply counts.
 */
export function neededSupplies(procedure: Procedure): Map<string, number> {
  const needed = new Map<string, number>();
  for (const { supplyID, quantity } of procedure.supplyInstructions) {
    const count = Number.isFinite(quantity) ? Math.ceil(quantity) : 0;
    if (count > 0) needed.set(supplyID, Math.max(needed.get(supplyID) ?? 0, count));
  }
  return needed;
}

/** requirements.md 5: the fasting charting item is matched by this title, exactly. */
export const FASTING_CHARTING_TITLE = 'Is the patient fasting?';

/** The charting item with this title, at any depth (requirements.md 5: the fasting item is matched by its title). */
export function findChartingItem(items: readonly ChartingItem[], title: string): ChartingItem | undefined {
  for (const item of items) {
    const found = item.title === title ? item : findChartingItem(item.children ?? [], title);
    if (found) return found;
  }
  return undefined;
}

/** requirements.md 5: fasting compliance applies only when the fasting instruction is yes and the item exists. */
export function needsFastingCompliance(procedure: Procedure): boolean {
  return (
    procedure.instructions.fasting === 'yes' &&
    findChartingItem(procedure.charting.items, FASTING_CHARTING_TITLE) !== undefined
  );
}

/** The supply strategy of the procedure's draft waypoint; nurse supplies when none is found. */
export function supplyStrategyOf(data: ItineraryData, procedure: Procedure): SupplyStrategy {
  for (const waypoint of waypointsOf(data)) {
    const draft = waypoint.draftWaypoints.find((d) => d.id === procedure.draftWaypointID);
    if (draft) return draft.supplyStrategy;
  }
  return 'nurse-supplies';
}

/** The waypoint's actions in its own order; ids that resolve to nothing are skipped. */
export function actionsOf(data: ItineraryData, waypoint: Waypoint): WaypointAction[] {
  return resolve(data.waypointActions, waypoint.waypointActionIDs);
}

/** Patient visit actions: every action at a patient waypoint but mail-in, canceled ones aside. */
export function visitActionsOf(data: ItineraryData, waypoint: Waypoint): WaypointAction[] {
  if (waypoint.type !== 'patient') return [];
  return actionsOf(data, waypoint).filter((a) => a.type !== 'mail-in' && a.status !== 'canceled');
}

/** The action's procedures in its order, canceled ones and unknown ids aside. */
export function liveProceduresOf(data: ItineraryData, procedureIDs: readonly string[]): Procedure[] {
  return resolve(data.procedures, procedureIDs).filter((p) => p.status !== 'canceled');
}

/** The live procedures of a patient visit, once each, in action order. */
export function visitProceduresOf(data: ItineraryData, waypoint: Waypoint): Procedure[] {
  return uniqueBy(
    visitActionsOf(data, waypoint).flatMap((a) => liveProceduresOf(data, a.procedureIDs)),
    (p) => p.id,
  );
}

/** The procedures the nurse brings supplies for: live procedures of the visit not shipped as a kit. */
export function nurseSuppliedProceduresOf(data: ItineraryData, waypoint: Waypoint): Procedure[] {
  return visitProceduresOf(data, waypoint).filter((p) => supplyStrategyOf(data, p) !== 'kit-shipment');
}

/**
 * The waypoint check (requirements.md 2.11 "the waypoint check says they are not needed"): supplies are
 * prepared before a visit unless the supply-preparation-disabled flag is on, or no live procedure
 * of the visit is supplied by the nurse (all are kit shipment: requirements.md 2.11 omits the steps then).
 */
export function isSupplyPreparationNeeded(data: ItineraryData, waypoint: Waypoint, flags: ItineraryFlags): boolean {
  return flags.supplyPreparationDisabled !== true && nurseSuppliedProceduresOf(data, waypoint).length > 0;
}

function waypointOfAction(data: ItineraryData, actionID: string): Waypoint | undefined {
  return waypointsOf(data).find((w) => w.waypointActionIDs.includes(actionID));
}

/**
 * A mail-in action is valid (requirements.md 8 logs "mail-in action invalid" otherwise) when it carries its
 * mail-in data and links at least one waypoint action, every link resolves to an action of this
 * itinerary, and at least one linked action is at a patient waypoint (where its samples come from).
 */
export function isValidMailInAction(data: ItineraryData, action: WaypointAction): boolean {
  if (action.type !== 'mail-in' || action.mailIn === null) return false;
  const links = action.mailIn.linkedWaypointActionIDs;
  if (links.length === 0 || !links.every((id) => own(data.waypointActions, id) !== undefined)) return false;
  return links.some((id) => waypointOfAction(data, id)?.type === 'patient');
}

/** The patient waypoint after whose visit a valid mail-in box is packed: the last one it links. */
export function packingWaypointOf(data: ItineraryData, action: WaypointAction): Waypoint | undefined {
  const linked = new Set((action.mailIn?.linkedWaypointActionIDs ?? []).map((id) => waypointOfAction(data, id)?.id));
  return waypointsOf(data)
    .filter((w) => w.type === 'patient' && linked.has(w.id))
    .at(-1);
}

/** Every mail-in action listed by a waypoint of the itinerary, in itinerary order. */
export function mailInActions(data: ItineraryData): WaypointAction[] {
  return uniqueBy(
    waypointsOf(data).flatMap((w) => actionsOf(data, w)),
    (a) => a.id,
  ).filter((a) => a.type === 'mail-in');
}

/**
 * requirements.md 2.11 "the waypoint has a mail-in box not yet scanned": a valid mail-in action that is not
 * canceled links an action of this patient waypoint, and its box has no barcode yet and was not
 * scanned on this device.
 */
export function hasUnscannedMailInBox(data: ItineraryData, waypoint: Waypoint, localFlow: ItineraryLocalFlow): boolean {
  if (waypoint.type !== 'patient') return false;
  return mailInActions(data).some(
    (m) =>
      m.status !== 'canceled' &&
      isValidMailInAction(data, m) &&
      m.mailIn?.mailInBoxBarcode === null &&
      localFlow.mailInBoxScanned?.[m.id] !== true &&
      (m.mailIn.linkedWaypointActionIDs.some((id) => waypoint.waypointActionIDs.includes(id)) ||
        waypoint.waypointActionIDs.includes(m.id)),
  );
}

/**
 * A processing action is valid (requirements.md 8 logs "sample processing action invalid" otherwise) when it
 * names at least one procedure and every one resolves.
 */
export function isValidProcessingAction(data: ItineraryData, action: ProcessingAction): boolean {
  return action.procedureIDs.length > 0 && action.procedureIDs.every((id) => own(data.procedures, id) !== undefined);
}

/** The waypoint's valid, not canceled centrifuge processing actions: those that get centrifugation steps. */
export function centrifugeActionsOf(data: ItineraryData, waypoint: Waypoint): ProcessingAction[] {
  return resolve(data.processingActions, waypoint.processingActionIDs).filter(
    (a) => a.supplyInstruction === 'centrifuge' && a.status !== 'canceled' && isValidProcessingAction(data, a),
  );
}

/** Procedures a centrifugation works on: neither canceled nor failed (as the continue rules read them). */
export function centrifugeProceduresOf(data: ItineraryData, action: ProcessingAction): Procedure[] {
  return liveProceduresOf(data, action.procedureIDs).filter((p) => p.status !== 'failed');
}

/** requirements.md 2.11 "the waypoint needs a centrifuge": it has a centrifuge processing action to do. */
export function needsCentrifuge(data: ItineraryData, waypoint: Waypoint): boolean {
  return centrifugeActionsOf(data, waypoint).length > 0;
}

// ---------------------------------------------------------------------------------------------
// Ready, disabled, blocking

/**
 * A waypoint action is *ready* (requirements.md 2.11 action-blocked) while it is in progress: the nurse
 * started it (patient ID, unlock supplies, packing a mail-in box: requirements.md 4) and has not finished it.
 * Incomplete actions wait their turn; packed, complete and canceled ones need nothing now.
 */
export function isWaypointActionReady(action: WaypointAction): boolean {
  return action.status === 'in-progress';
}

/**
 * Whether the tubes of a centrifuge action are collected: its live procedures' centrifuge samples
 * (all their samples if none is marked) are none pending and at least one collected or completed.
 */
function tubesCollected(data: ItineraryData, action: ProcessingAction): boolean {
  const samples = centrifugeProceduresOf(data, action).flatMap((p) => p.samples);
  const tubes = samples.some((s) => s.processing === 'centrifuge')
    ? samples.filter((s) => s.processing === 'centrifuge')
    : samples;
  return (
    tubes.length > 0 &&
    tubes.every((s) => s.status !== 'pending') &&
    tubes.some((s) => s.status === 'collected' || s.status === 'completed')
  );
}

/**
 * A processing action is *ready* when it is a valid centrifuge action (the only kind with steps)
 * that is in progress, or incomplete with its tubes collected: the samples are waiting for the
 * centrifuge and must be processed before the nurse starts something else.
 */
export function isProcessingActionReady(data: ItineraryData, action: ProcessingAction): boolean {
  if (action.supplyInstruction !== 'centrifuge' || !isValidProcessingAction(data, action)) return false;
  if (action.status === 'in-progress') return true;
  return action.status === 'incomplete' && tubesCollected(data, action);
}

/**
 * A processing action is *disabled* (requirements.md 2.11 centrifugation-reminder) when it cannot be started
 * yet: a centrifuge action still to do whose tubes are not collected.
 */
export function isProcessingActionDisabled(data: ItineraryData, action: ProcessingAction): boolean {
  return (
    action.supplyInstruction === 'centrifuge' &&
    action.status === 'incomplete' &&
    isValidProcessingAction(data, action) &&
    !tubesCollected(data, action)
  );
}

export type ActionRef =
  | { readonly type: 'waypoint-action'; readonly id: string; readonly waypointID: string }
  | { readonly type: 'processing-action'; readonly id: string; readonly waypointID: string };

/** Every ready action of the itinerary, in itinerary order: waypoint actions, then processing actions per waypoint. */
export function readyActions(data: ItineraryData): ActionRef[] {
  const refs = waypointsOf(data).flatMap((w): ActionRef[] => [
    ...actionsOf(data, w)
      .filter(isWaypointActionReady)
      .map((a) => ({ type: 'waypoint-action' as const, id: a.id, waypointID: w.id })),
    ...resolve(data.processingActions, w.processingActionIDs)
      .filter((a) => isProcessingActionReady(data, a))
      .map((a) => ({ type: 'processing-action' as const, id: a.id, waypointID: w.id })),
  ]);
  return uniqueBy(refs, (ref) => `${ref.type}:${ref.id}`);
}

/** requirements.md 2.11 action-blocked: the ready actions of *other* waypoints, which block this one. */
export function blockingActions(data: ItineraryData, waypointID: string): ActionRef[] {
  return readyActions(data).filter((ref) => ref.waypointID !== waypointID);
}

/** The shipments of a pick-drop waypoint's mail-in actions: linked from the action, or naming it. */
export function mailInShipmentIDsOf(data: ItineraryData, actions: readonly WaypointAction[]): string[] {
  const ids: string[] = [];
  for (const action of actions) {
    const linked = action.mailIn?.shipmentID;
    if (linked != null && own(data.shipments, linked) !== undefined) ids.push(linked);
    for (const shipment of Object.values(data.shipments)) {
      if (shipment.waypointActionID === action.id) ids.push(shipment.id);
    }
  }
  return [...new Set(ids)];
}

/** What goes into the box: each live, not failed procedure's specimen bag, or a shipped kit's kit. */
export function specimenBagIDsOf(data: ItineraryData, action: WaypointAction): string[] {
  const procedures = (action.mailIn?.linkedWaypointActionIDs ?? []).flatMap((id) => {
    const linked = own(data.waypointActions, id);
    return linked ? liveProceduresOf(data, linked.procedureIDs) : [];
  });
  const bags = procedures
    .filter((p) => p.status !== 'failed')
    .flatMap((p) => {
      if (p.specimenBag !== null) return [p.specimenBag.id];
      return supplyStrategyOf(data, p) === 'kit-shipment' && p.kitSupplyItemID !== null ? [p.kitSupplyItemID] : [];
    });
  return [...new Set(bags)];
}
