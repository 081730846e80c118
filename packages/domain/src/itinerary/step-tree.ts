/**
 * The itinerary flow as a tree of steps (SPEC.md 2.11; DESIGN.md 8): a pure function of the
 * itinerary's data. Each step is data (id, path, title, kind, the ids it is about); the UI renders
 * the current step, and the continue rules (packages/domain/src/continue-rules/) say what blocks
 * Continue through `StepFailureProvider`. Route order (back, next, entry, reachability) is in
 * `navigation.ts`.
 *
 * Why this is hard, and the conventions here:
 * - A step's `path` is relative to `itinerary/{itineraryID}`; the overview's is empty. Every id in
 *   a path is one URL segment (`encodeURIComponent`), so an id holding "/" cannot change the tree.
 * - The tree is keyed as SPEC 2.11 says: waypoint, waypoint action, procedure, processing action.
 *   Key levels that are not screens of their own (`waypoint/{w}/waypoint-action/{a}`, its
 *   `procedure/{p}`, `centrifugation/{pa}`, `packing/{a}`, `mail-in/{w}`, `shipment/{s}` ...) are
 *   *group* nodes: `screen: false`, never in route order; a link to one lands on its first screen.
 *   Per-sample steps are not grouped: `charting-samples/{sampleID}` would collide with
 *   `charting-samples/seal-specimen-bag` for a sample of that id.
 * - Route order is the pre-order walk of screens: a screen comes before the steps nested under its
 *   path, so a parent screen's continue rule must not ask for its children to be done (they come
 *   next). Where SPEC 5 puts an "all of them" rule on a summary screen (centrifugation's
 *   pack-specimen-bags: "Procedure(s) must be packed"; packed mail-in's shipments: "Drop off all
 *   shipments before finalizing."), that summary comes *after* the per-procedure or per-shipment
 *   groups, or it could never be passed in route order.
 * - Conditions read the committed data. A few steps remove their own condition when done
 *   (scanning the mail-in box, packing the mail-in box, the other action being finished): pass
 *   `currentPath` and the step the nurse stands on (with its groups) is kept, so the floor never
 *   disappears under Continue.
 * - Canceled waypoint actions and canceled procedures have no steps: a canceled procedure also
 *   cancels its waypoint actions (SPEC 4), and there is nothing to collect, pack or prepare.
 *
 * Definitions the SPEC leaves open (see each function for details):
 * - *ready* action (`isWaypointActionReady`, `isProcessingActionReady`): work the nurse has to
 *   finish now. A waypoint action is ready while it is in progress; a centrifuge processing action
 *   is ready while in progress, or once its tubes are collected.
 * - *disabled* processing action (centrifugation-reminder's back button): a centrifuge action that
 *   is not finished and not ready yet, so it cannot be started.
 * - the *waypoint check* (`isSupplyPreparationNeeded`): supplies are prepared before the visit
 *   unless the supply-preparation-disabled flag is on or no procedure of the visit is supplied by
 *   the nurse (all kit shipment or canceled).
 */
import type {
  ChartingItem,
  ItineraryData,
  ProcessingAction,
  Procedure,
  SupplyInstructionKind,
  SupplyStrategy,
  Waypoint,
  WaypointAction,
} from './model.ts';

// ---------------------------------------------------------------------------------------------
// Kinds and titles

/** Kinds of group nodes: key levels of the tree that are not screens of their own. */
export const groupStepKinds = [
  'procedure-supplies',
  'waypoint-action',
  'procedure',
  'mail-in-packing',
  'mail-in',
  'shipment',
  'centrifugation',
  'centrifugation-procedure',
] as const;

/**
 * Kinds of screens. A kind names what the screen does, so two paths share a kind only when they
 * show the same screen with the same rule (scan-procedure-supply before the visit or inside the
 * procedure; action-blocked at a patient or a pick-drop waypoint).
 */
export const screenStepKinds = [
  'overview',
  // Patient visit (SPEC 2.11).
  'waypoint',
  'go-to-patient',
  'action-blocked',
  'procedures-supply',
  'scan-procedure-supply',
  'scan-procedure-supplies',
  'click-procedure-supplies',
  'waypoint-supply',
  'scan-waypoint-supply',
  'nurse-id',
  'patient-list',
  'locate-mail-in-box',
  'scan-in-mail-in-box',
  'centrifugation-reminder',
  'patient-id',
  'unlock-supplies',
  // Procedure.
  'patient-consent',
  'patient-diagnosis',
  'fasting-compliance',
  'sample-label-checklist',
  'required-patient-action',
  'transfer-instructions',
  'collection-instructions',
  'charting-samples',
  'scan-sample',
  'complete-charting',
  'put-amber-bag',
  'scan-amber-bag',
  'put-insulated-bag',
  'scan-insulated-bag',
  'put-specimen-bag',
  'seal-specimen-bag',
  'scan-specimen-bag',
  'task',
  'packing',
  'scan-shipping-label',
  // Unpacked mail-in: packing/{waypointActionID}.
  'mail-in-scan-box',
  'mail-in-follow-instructions',
  'mail-in-pack-specimen-bags',
  // Packed mail-in: mail-in/{waypointID}.
  'mail-in-stop',
  'mail-in-drive',
  'mail-in-scan',
  'mail-in-shipments',
  'shipment-scan-box',
  'shipment-print-label',
  'shipment-scan-label',
  'shipment-take-photo',
  'shipment-drop-off',
  // Centrifugation: centrifugation/{processingActionID}.
  'centrifugation-scan-specimen-bags',
  'centrifugation-scan-samples',
  'centrifugation-instructions',
  'centrifugation-photo-confirmation',
  'centrifugation-pack-specimen-bags',
  'centrifugation-procedure-scan-specimen-bag',
  'centrifugation-procedure-scan-samples',
] as const;

export type GroupStepKind = (typeof groupStepKinds)[number];
export type ScreenStepKind = (typeof screenStepKinds)[number];
export type StepKind = GroupStepKind | ScreenStepKind;

/**
 * Titles. Quoted SPEC 2.11 titles and descriptions are marked "SPEC"; the others are ours. The
 * specimen-bag steps under charting-samples take `specimenBagStepTitle` instead.
 */
export const stepTitles: Readonly<Record<StepKind, string>> = {
  overview: 'Your itinerary',
  waypoint: 'Visit details',
  'go-to-patient': 'Drive to patient visit', // SPEC
  'action-blocked': 'Finish your other action first',
  'procedures-supply': 'Prepare for the visit', // SPEC
  'procedure-supplies': 'Procedure supplies',
  'scan-procedure-supply': 'Scan the kit container',
  'scan-procedure-supplies': 'Scan procedure supplies',
  'click-procedure-supplies': 'Pack procedure bag', // SPEC
  'waypoint-supply': 'Prepare for the visit', // SPEC
  'scan-waypoint-supply': 'Pack the bag', // SPEC
  'nurse-id': 'Show ID to the patient', // SPEC
  'patient-list': 'Your appointment', // SPEC
  'locate-mail-in-box': 'Find the mail-in box',
  'scan-in-mail-in-box': 'Scan in the mail-in box',
  'centrifugation-reminder': 'Centrifuge needed',
  'waypoint-action': 'Visit',
  'patient-id': 'Check identity', // SPEC
  'unlock-supplies': 'Unlock supplies',
  procedure: 'Procedure',
  'patient-consent': 'Patient consent',
  'patient-diagnosis': 'Instructions from physician', // SPEC
  'fasting-compliance': 'Fasting',
  'sample-label-checklist': 'Label the samples',
  'required-patient-action': 'Patient action',
  'transfer-instructions': 'Transfer instructions',
  'collection-instructions': 'Collection instructions',
  'charting-samples': 'Chart', // SPEC
  'scan-sample': 'Scan the sample',
  'complete-charting': 'Chart the sample',
  'put-amber-bag': 'Put in amber bag',
  'scan-amber-bag': 'Scan the amber bag',
  'put-insulated-bag': 'Put in insulated bag',
  'scan-insulated-bag': 'Scan the insulated bag',
  'put-specimen-bag': 'Put in specimen bag',
  'seal-specimen-bag': 'Scan', // SPEC; see specimenBagStepTitle
  'scan-specimen-bag': 'Scan', // SPEC; see specimenBagStepTitle
  task: 'Charting details', // SPEC
  packing: 'Pack the kit',
  'scan-shipping-label': 'Scan the shipping label',
  'mail-in-packing': 'Pack the mail-in box',
  'mail-in-scan-box': 'Scan the mail-in box',
  'mail-in-follow-instructions': 'Prepare the box', // SPEC
  'mail-in-pack-specimen-bags': 'Pack the specimen bags',
  'mail-in': 'Mail-in drop-off',
  'mail-in-stop': 'Stop details', // SPEC
  'mail-in-drive': 'Drive to location', // SPEC 2.11/4 "drive-to-location"
  'mail-in-scan': 'Scan the package(s)', // SPEC
  'mail-in-shipments': 'Drop-offs', // SPEC
  shipment: 'Shipment',
  'shipment-scan-box': 'Scan the box',
  'shipment-print-label': 'Print the label',
  'shipment-scan-label': 'Scan the label',
  'shipment-take-photo': 'Take a photo', // SPEC (centrifugation's wording, reused)
  'shipment-drop-off': 'Drop off',
  centrifugation: 'Centrifugation',
  'centrifugation-scan-specimen-bags': 'Scan specimen bags', // SPEC
  'centrifugation-scan-samples': 'Put tubes in centrifuge', // SPEC
  'centrifugation-instructions': 'Centrifuge tubes', // SPEC
  'centrifugation-photo-confirmation': 'Take a photo', // SPEC
  'centrifugation-pack-specimen-bags': 'Pack new specimen bag(s)', // SPEC
  'centrifugation-procedure': 'New specimen bag',
  'centrifugation-procedure-scan-specimen-bag': 'Pack new specimen bag', // SPEC
  'centrifugation-procedure-scan-samples': 'Put tubes into new bag', // SPEC
};

/** SPEC 2.11: the bag steps under charting-samples are titled Confirm for kit shipment, else Scan. */
export function specimenBagStepTitle(strategy: SupplyStrategy): 'Confirm' | 'Scan' {
  return strategy === 'kit-shipment' ? 'Confirm' : 'Scan';
}

/** The Continue button's label where SPEC 2.11 gives one. */
export const continueLabels: Readonly<Partial<Record<StepKind, string>>> = {
  'mail-in-stop': 'Drive',
  'mail-in-drive': "I've arrived",
  'mail-in-shipments': 'Finalize drop-off',
};

// ---------------------------------------------------------------------------------------------
// The step

export interface Step {
  /** Unique in the tree and stable across rebuilds: the path, or "overview" for the root. */
  readonly id: string;
  /** Relative to `itinerary/{itineraryID}`; "" for the overview. */
  readonly path: string;
  readonly title: string;
  readonly kind: StepKind;
  /** False for group nodes, which have no screen and are not in route order. */
  readonly screen: boolean;
  readonly waypointID?: string;
  readonly waypointActionID?: string;
  readonly procedureID?: string;
  readonly sampleID?: string;
  readonly processingActionID?: string;
  readonly shipmentID?: string;
  /** SPEC 2.8/2.11: anonymous users are sent to login (set where SPEC 2.11 says: centrifugation). */
  readonly requiresAuth?: boolean;
  /** SPEC 2.8/2.11: blocked until the profile is complete (centrifugation). */
  readonly requiresCompletedProfile?: boolean;
  /** False hides the back button; absent means shown. */
  readonly backVisible?: boolean;
  /** The Continue button's label where the SPEC gives one. */
  readonly continueLabel?: string;
  /** What blocks Continue, one line each (SPEC 5); filled by a `StepFailureProvider`. */
  readonly failures?: readonly string[];
  readonly children: readonly Step[];
}

/**
 * The hook the continue rules plug into: the failures that keep Next disabled on a step, in
 * display order; empty when Continue is allowed. Called for screens only.
 */
export type StepFailureProvider = (step: Step) => string[];

/** The tree with `failures` filled in for every screen (group nodes are left without). */
export function attachFailures(root: Step, provider: StepFailureProvider): Step {
  const children = root.children.map((child) => attachFailures(child, provider));
  return root.screen ? { ...root, children, failures: provider(root) } : { ...root, children };
}

/** Whether Continue is allowed on a step: no failures (SPEC 5). */
export function canContinue(step: Step): boolean {
  return (step.failures ?? []).length === 0;
}

// ---------------------------------------------------------------------------------------------
// Context

/** The part of SPEC 3's local flow state the tree reads. Callers may pass the whole state. */
export interface ItineraryLocalFlow {
  /** Mail-in waypoint action id -> its box was scanned on this device (SPEC 3 mailInBoxScanned). */
  readonly mailInBoxScanned?: Readonly<Record<string, boolean>>;
}

/** Feature flags the tree reads. */
export interface ItineraryFlags {
  /** The supply-preparation-disabled flag (SPEC 2.3): the waypoint check then says not needed. */
  readonly supplyPreparationDisabled?: boolean;
}

export interface StepTreeContext {
  readonly localFlow: ItineraryLocalFlow;
  /** Not read by any SPEC 2.11 condition; accepted so one context serves tree, entry and staleness. */
  readonly now?: Date;
  /** The waypoint the nurse is at by location (read by `entryStep`). */
  readonly nurseAtWaypointID?: string | null;
  readonly flags: ItineraryFlags;
  /** The path the nurse is on: that step and its groups are kept even if their condition ended. */
  readonly currentPath?: string | null;
  /** When given, every screen gets its `failures`. */
  readonly failures?: StepFailureProvider;
}

// ---------------------------------------------------------------------------------------------
// Reading the data

/** Own-property lookup: ids come from outside, and `table["constructor"]` must not answer. */
function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function defined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

/** The items with the first of each key: data listing an id twice must not make two steps. */
function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && !!seen.add(key(item)));
}

function unique(ids: readonly string[]): string[] {
  return uniqueBy(ids, (id) => id);
}

/** Resolves ids against a table, in order, once each; unknown ids are skipped. */
function resolve<T>(table: Readonly<Record<string, T>>, ids: readonly string[]): T[] {
  return unique(ids)
    .map((id) => own(table, id))
    .filter(defined);
}

/** The waypoints in itinerary order, once each. */
export function waypointsOf(data: ItineraryData): Waypoint[] {
  return uniqueBy(data.waypoints, (w) => w.id);
}

/** SPEC 5: the fasting charting item is matched by this title, exactly. */
export const FASTING_CHARTING_TITLE = 'Is the patient fasting?';

/** SPEC 5: every supply instruction kind but these five needs scanning. */
export function needsScanning(kind: SupplyInstructionKind): boolean {
  return ![
    'centrifuge',
    'discard-after-transfer',
    'fill-by-patient',
    'refrigerate',
    'transfer-from-container',
  ].includes(kind);
}

/** The charting item with this title, at any depth (SPEC 5: the fasting item is matched by its title). */
export function findChartingItem(items: readonly ChartingItem[], title: string): ChartingItem | undefined {
  for (const item of items) {
    const found = item.title === title ? item : findChartingItem(item.children ?? [], title);
    if (found) return found;
  }
  return undefined;
}

/** SPEC 5: fasting compliance applies only when the fasting instruction is yes and the item exists. */
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
 * The waypoint check (SPEC 2.11 "the waypoint check says they are not needed"): supplies are
 * prepared before a visit unless the supply-preparation-disabled flag is on, or no live procedure
 * of the visit is supplied by the nurse (all are kit shipment: SPEC 2.11 omits the steps then).
 */
export function isSupplyPreparationNeeded(data: ItineraryData, waypoint: Waypoint, flags: ItineraryFlags): boolean {
  return flags.supplyPreparationDisabled !== true && nurseSuppliedProceduresOf(data, waypoint).length > 0;
}

function waypointOfAction(data: ItineraryData, actionID: string): Waypoint | undefined {
  return waypointsOf(data).find((w) => w.waypointActionIDs.includes(actionID));
}

/**
 * A mail-in action is valid (SPEC 8 logs "mail-in action invalid" otherwise) when it carries its
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
function mailInActions(data: ItineraryData): WaypointAction[] {
  return uniqueBy(
    waypointsOf(data).flatMap((w) => actionsOf(data, w)),
    (a) => a.id,
  ).filter((a) => a.type === 'mail-in');
}

/**
 * SPEC 2.11 "the waypoint has a mail-in box not yet scanned": a valid mail-in action that is not
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
 * A processing action is valid (SPEC 8 logs "sample processing action invalid" otherwise) when it
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

/** SPEC 2.11 "the waypoint needs a centrifuge": it has a centrifuge processing action to do. */
export function needsCentrifuge(data: ItineraryData, waypoint: Waypoint): boolean {
  return centrifugeActionsOf(data, waypoint).length > 0;
}

// ---------------------------------------------------------------------------------------------
// Ready, disabled, blocking

/**
 * A waypoint action is *ready* (SPEC 2.11 action-blocked) while it is in progress: the nurse
 * started it (patient ID, unlock supplies, packing a mail-in box: SPEC 4) and has not finished it.
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
 * A processing action is *disabled* (SPEC 2.11 centrifugation-reminder) when it cannot be started
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

/** SPEC 2.11 action-blocked: the ready actions of *other* waypoints, which block this one. */
export function blockingActions(data: ItineraryData, waypointID: string): ActionRef[] {
  return readyActions(data).filter((ref) => ref.waypointID !== waypointID);
}

// ---------------------------------------------------------------------------------------------
// Paths

/** One path segment for an id. */
export function segment(id: string): string {
  return encodeURIComponent(id);
}

export const pathOf = {
  waypoint: (waypointID: string) => `waypoint/${segment(waypointID)}`,
  waypointAction: (waypointID: string, waypointActionID: string) =>
    `${pathOf.waypoint(waypointID)}/waypoint-action/${segment(waypointActionID)}`,
  procedure: (waypointID: string, waypointActionID: string, procedureID: string) =>
    `${pathOf.waypointAction(waypointID, waypointActionID)}/procedure/${segment(procedureID)}`,
  mailInPacking: (waypointActionID: string) => `packing/${segment(waypointActionID)}`,
  mailIn: (waypointID: string) => `mail-in/${segment(waypointID)}`,
  shipment: (waypointID: string, shipmentID: string) => `${pathOf.mailIn(waypointID)}/shipment/${segment(shipmentID)}`,
  centrifugation: (processingActionID: string) => `centrifugation/${segment(processingActionID)}`,
} as const;

/** Whether `path` is `ancestor` or lies under it. */
export function isWithinPath(path: string, ancestor: string): boolean {
  return ancestor === '' || path === ancestor || path.startsWith(`${ancestor}/`);
}

// ---------------------------------------------------------------------------------------------
// The builder

type StepIDs = Pick<
  Step,
  'waypointID' | 'waypointActionID' | 'procedureID' | 'sampleID' | 'processingActionID' | 'shipmentID'
>;
type StepExtras = Pick<Step, 'title' | 'requiresAuth' | 'requiresCompletedProfile' | 'backVisible'>;

const groupKindSet: ReadonlySet<StepKind> = new Set(groupStepKinds);

function makeStep(
  path: string,
  kind: StepKind,
  ids: StepIDs,
  children: readonly Step[] = [],
  extras: Partial<StepExtras> = {},
): Step {
  const continueLabel = continueLabels[kind];
  return {
    id: path === '' ? 'overview' : path,
    path,
    title: stepTitles[kind],
    kind,
    screen: !groupKindSet.has(kind),
    ...ids,
    ...(continueLabel === undefined ? {} : { continueLabel }),
    ...extras,
    children,
  };
}

/**
 * The ordered tree of steps of SPEC 2.11: the overview (empty path) with, per waypoint in
 * itinerary order, the patient visit (or, at a pick-drop waypoint with mail-in actions, the packed
 * mail-in drop-off), then that waypoint's centrifugations, then the mail-in boxes packed after it.
 */
export function buildItinerarySteps(data: ItineraryData, ctx: StepTreeContext): Step {
  const current = ctx.currentPath ?? null;
  /** A condition, or the nurse is on this step or inside this group. */
  const keep = (condition: boolean, path: string): boolean =>
    condition || (current !== null && isWithinPath(current, path));
  const children: Step[] = [];
  const packingAt = new Map<string, WaypointAction[]>();
  for (const action of mailInActions(data)) {
    const at = packingWaypointOf(data, action);
    if (at === undefined || !isValidMailInAction(data, action)) continue;
    const unpacked = action.status === 'incomplete' || action.status === 'in-progress';
    if (!keep(unpacked, pathOf.mailInPacking(action.id))) continue;
    packingAt.set(at.id, [...(packingAt.get(at.id) ?? []), action]);
  }

  const centrifugations = new Set<string>();
  for (const waypoint of waypointsOf(data)) {
    if (waypoint.type === 'patient') children.push(visitSteps(data, ctx, waypoint, keep));
    else children.push(...mailInDropOffSteps(data, waypoint, keep));
    for (const action of resolve(data.processingActions, waypoint.processingActionIDs)) {
      // A processing action listed by two waypoints is done once, after the first.
      if (centrifugations.has(action.id)) continue;
      centrifugations.add(action.id);
      const valid = action.supplyInstruction === 'centrifuge' && isValidProcessingAction(data, action);
      if (valid && keep(action.status !== 'canceled', pathOf.centrifugation(action.id))) {
        children.push(centrifugationSteps(data, waypoint, action, keep));
      }
    }
    for (const action of packingAt.get(waypoint.id) ?? []) children.push(mailInPackingSteps(waypoint, action));
  }

  const root = makeStep('', 'overview', {}, children);
  return ctx.failures ? attachFailures(root, ctx.failures) : root;
}

type Keep = (condition: boolean, path: string) => boolean;

function visitSteps(data: ItineraryData, ctx: StepTreeContext, waypoint: Waypoint, keep: Keep): Step {
  const base = pathOf.waypoint(waypoint.id);
  const ids: StepIDs = { waypointID: waypoint.id };
  const at = (name: string) => `${base}/${name}`;
  const steps: Step[] = [makeStep(at('go-to-patient'), 'go-to-patient', ids)];

  if (keep(blockingActions(data, waypoint.id).length > 0, at('action-blocked'))) {
    steps.push(makeStep(at('action-blocked'), 'action-blocked', ids));
  }

  // Prepare for the visit: omitted for kit shipment or when the waypoint check says not needed.
  const prepare = isSupplyPreparationNeeded(data, waypoint, ctx.flags);
  const preparedAhead = new Set(prepare ? nurseSuppliedProceduresOf(data, waypoint).map((p) => p.id) : []);
  const supplyGroups = (prepare ? nurseSuppliedProceduresOf(data, waypoint) : []).map((procedure) => {
    const groupPath = `${at('procedures-supply')}/procedure/${segment(procedure.id)}`;
    const procedureIDs: StepIDs = { ...ids, procedureID: procedure.id };
    return makeStep(
      groupPath,
      'procedure-supplies',
      procedureIDs,
      procedureSupplySteps(groupPath, procedure, procedureIDs),
    );
  });
  if (keep(prepare, at('procedures-supply'))) {
    steps.push(makeStep(at('procedures-supply'), 'procedures-supply', ids, supplyGroups));
  }
  if (keep(prepare, at('waypoint-supply'))) steps.push(makeStep(at('waypoint-supply'), 'waypoint-supply', ids));

  steps.push(
    makeStep(at('scan-waypoint-supply'), 'scan-waypoint-supply', ids),
    makeStep(at('nurse-id'), 'nurse-id', ids),
    makeStep(at('patient-list'), 'patient-list', ids),
  );

  const unscannedBox = hasUnscannedMailInBox(data, waypoint, ctx.localFlow);
  if (keep(unscannedBox, at('locate-mail-in-box'))) {
    steps.push(makeStep(at('locate-mail-in-box'), 'locate-mail-in-box', ids));
  }
  if (keep(unscannedBox, at('scan-in-mail-in-box'))) {
    steps.push(makeStep(at('scan-in-mail-in-box'), 'scan-in-mail-in-box', ids));
  }

  if (keep(needsCentrifuge(data, waypoint), at('centrifugation-reminder'))) {
    const backVisible = centrifugeActionsOf(data, waypoint).some((a) => isProcessingActionDisabled(data, a));
    steps.push(makeStep(at('centrifugation-reminder'), 'centrifugation-reminder', ids, [], { backVisible }));
  }

  for (const action of actionsOf(data, waypoint).filter((a) => a.type !== 'mail-in')) {
    const actionPath = pathOf.waypointAction(waypoint.id, action.id);
    if (!keep(action.status !== 'canceled', actionPath)) continue;
    steps.push(waypointActionSteps(data, waypoint, action, preparedAhead, keep));
  }
  return makeStep(base, 'waypoint', ids, steps);
}

/** Scan procedure supply (kit container), scan procedure supplies, click (only without sample scanning). */
function procedureSupplySteps(base: string, procedure: Procedure, ids: StepIDs): Step[] {
  return [
    makeStep(`${base}/scan-procedure-supply`, 'scan-procedure-supply', ids),
    makeStep(`${base}/scan-procedure-supplies`, 'scan-procedure-supplies', ids),
    ...(procedure.disableSampleScanning
      ? [makeStep(`${base}/click-procedure-supplies`, 'click-procedure-supplies', ids)]
      : []),
  ];
}

function waypointActionSteps(
  data: ItineraryData,
  waypoint: Waypoint,
  action: WaypointAction,
  preparedAhead: ReadonlySet<string>,
  keep: Keep,
): Step {
  const base = pathOf.waypointAction(waypoint.id, action.id);
  const ids: StepIDs = { waypointID: waypoint.id, waypointActionID: action.id };
  const procedures = resolve(data.procedures, action.procedureIDs);
  const live = procedures.filter((p) => p.status !== 'canceled');
  const steps: Step[] = [makeStep(`${base}/patient-id`, 'patient-id', ids)];
  if (
    keep(
      live.some((p) => p.kitSupplyItemID !== null),
      `${base}/unlock-supplies`,
    )
  ) {
    steps.push(makeStep(`${base}/unlock-supplies`, 'unlock-supplies', ids));
  }
  for (const procedure of procedures) {
    const path = pathOf.procedure(waypoint.id, action.id, procedure.id);
    // A procedure needs a task definition to have steps (SPEC 2.11).
    if (procedure.taskID === null || !keep(procedure.status !== 'canceled', path)) continue;
    steps.push(procedureSteps(data, path, { ...ids, procedureID: procedure.id }, procedure, preparedAhead, keep));
  }
  return makeStep(base, 'waypoint-action', ids, steps);
}

function procedureSteps(
  data: ItineraryData,
  base: string,
  ids: StepIDs,
  procedure: Procedure,
  preparedAhead: ReadonlySet<string>,
  keep: Keep,
): Step {
  const at = (name: string) => `${base}/${name}`;
  const strategy = supplyStrategyOf(data, procedure);
  const { instructions } = procedure;
  const steps: Step[] = [];
  const add = (condition: boolean, name: string, kind: StepKind, children: Step[] = []) => {
    if (keep(condition, at(name))) steps.push(makeStep(at(name), kind, ids, children));
  };

  const hasText = (text: string | null) => text !== null && text.trim() !== '';
  const patientAction = hasText(instructions.requiredPatientAction);
  const transfer = hasText(instructions.transferInstructions);
  add(instructions.consentRequired, 'patient-consent', 'patient-consent');
  add(hasText(instructions.diagnosis), 'patient-diagnosis', 'patient-diagnosis');
  add(needsFastingCompliance(procedure), 'fasting-compliance', 'fasting-compliance');
  add(instructions.consentRequired, 'sample-label-checklist', 'sample-label-checklist');
  add(patientAction, 'required-patient-action', 'required-patient-action');
  add(transfer, 'transfer-instructions', 'transfer-instructions');
  add(!patientAction && !transfer, 'collection-instructions', 'collection-instructions');
  add(
    true,
    'charting-samples',
    'charting-samples',
    chartingSampleSteps(at('charting-samples'), ids, procedure, strategy),
  );
  add(true, 'task', 'task');

  const kitShipment = strategy === 'kit-shipment';
  const someSampleLeft = !procedure.samples.every((s) => s.status === 'failed');
  add(kitShipment && someSampleLeft, 'packing', 'packing');
  add(kitShipment && someSampleLeft, 'scan-shipping-label', 'scan-shipping-label');

  // Supplies not prepared before the visit are scanned inside the procedure.
  const scanHere = !preparedAhead.has(procedure.id);
  add(scanHere, 'scan-procedure-supply', 'scan-procedure-supply');
  add(scanHere, 'scan-procedure-supplies', 'scan-procedure-supplies');
  add(scanHere && procedure.disableSampleScanning, 'click-procedure-supplies', 'click-procedure-supplies');
  return makeStep(base, 'procedure', ids, steps);
}

/** Per sample in order, then the bag steps without a sample id (SPEC 2.11). */
function chartingSampleSteps(base: string, ids: StepIDs, procedure: Procedure, strategy: SupplyStrategy): Step[] {
  const samples = uniqueBy(procedure.samples, (s) => s.id);
  const lastRefrigerated = samples.findLastIndex((s) => s.refrigerated);
  const steps = samples.flatMap((sample, index) => {
    const sampleIDs: StepIDs = { ...ids, sampleID: sample.id };
    const at = (name: string) => `${base}/${segment(sample.id)}/${name}`;
    const kinds: StepKind[] = [];
    if (!sample.noScanAfterCollection && !procedure.disableSampleScanning) kinds.push('scan-sample');
    kinds.push('complete-charting');
    if (sample.lightSensitive) kinds.push('put-amber-bag', 'scan-amber-bag');
    if (sample.refrigerated) kinds.push('put-insulated-bag', 'scan-insulated-bag');
    if (!sample.refrigerated || index === lastRefrigerated) kinds.push('put-specimen-bag');
    return kinds.map((kind) => makeStep(at(kind), kind, sampleIDs));
  });
  if (samples.length > 0) {
    const title = specimenBagStepTitle(strategy);
    steps.push(
      makeStep(`${base}/seal-specimen-bag`, 'seal-specimen-bag', ids, [], { title }),
      makeStep(`${base}/scan-specimen-bag`, 'scan-specimen-bag', ids, [], { title }),
    );
  }
  return steps;
}

/** Unpacked mail-in, under packing/{waypointActionID}. */
function mailInPackingSteps(waypoint: Waypoint, action: WaypointAction): Step {
  const base = pathOf.mailInPacking(action.id);
  const ids: StepIDs = { waypointID: waypoint.id, waypointActionID: action.id };
  return makeStep(base, 'mail-in-packing', ids, [
    makeStep(`${base}/scan-mail-in-box`, 'mail-in-scan-box', ids),
    makeStep(`${base}/follow-instructions`, 'mail-in-follow-instructions', ids),
    makeStep(`${base}/pack-specimen-bags`, 'mail-in-pack-specimen-bags', ids),
  ]);
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

/** Packed mail-in, under mail-in/{waypointID}; only for a pick-drop waypoint with mail-in actions. */
function mailInDropOffSteps(data: ItineraryData, waypoint: Waypoint, keep: Keep): Step[] {
  const base = pathOf.mailIn(waypoint.id);
  const actions = actionsOf(data, waypoint).filter((a) => a.type === 'mail-in' && a.status !== 'canceled');
  if (!keep(actions.length > 0, base)) return [];
  const ids: StepIDs = { waypointID: waypoint.id };
  const at = (name: string) => `${base}/${name}`;
  const steps: Step[] = [makeStep(at('stop'), 'mail-in-stop', ids), makeStep(at('drive'), 'mail-in-drive', ids)];
  if (keep(blockingActions(data, waypoint.id).length > 0, at('action-blocked'))) {
    steps.push(makeStep(at('action-blocked'), 'action-blocked', ids));
  }
  steps.push(makeStep(at('scan'), 'mail-in-scan', ids));
  for (const shipmentID of mailInShipmentIDsOf(data, actions)) {
    const shipmentBase = pathOf.shipment(waypoint.id, shipmentID);
    const shipmentIDs: StepIDs = { ...ids, shipmentID };
    const shipmentAt = (name: string) => `${shipmentBase}/${name}`;
    steps.push(
      makeStep(shipmentBase, 'shipment', shipmentIDs, [
        makeStep(shipmentAt('scan-box'), 'shipment-scan-box', shipmentIDs),
        makeStep(shipmentAt('print-label'), 'shipment-print-label', shipmentIDs),
        makeStep(shipmentAt('scan-label'), 'shipment-scan-label', shipmentIDs),
        makeStep(shipmentAt('take-photo'), 'shipment-take-photo', shipmentIDs),
        makeStep(shipmentAt('drop-off'), 'shipment-drop-off', shipmentIDs),
      ]),
    );
  }
  // The summary ("Drop off all shipments before finalizing.") comes after the shipments.
  steps.push(makeStep(at('shipments'), 'mail-in-shipments', ids));
  return [makeStep(base, 'mail-in', ids, steps)];
}

/** Centrifugation of one processing action (SPEC 2.11, 4); every step needs auth and a completed profile. */
function centrifugationSteps(data: ItineraryData, waypoint: Waypoint, action: ProcessingAction, keep: Keep): Step {
  const base = pathOf.centrifugation(action.id);
  const ids: StepIDs = { waypointID: waypoint.id, processingActionID: action.id };
  const needs = { requiresAuth: true, requiresCompletedProfile: true } as const;
  const at = (name: string) => `${base}/${name}`;
  const procedureGroups = resolve(data.procedures, action.procedureIDs)
    .filter((p) => keep(p.status !== 'canceled' && p.status !== 'failed', `${base}/procedure/${segment(p.id)}`))
    .map((procedure) => {
      const procedureBase = `${base}/procedure/${segment(procedure.id)}`;
      const procedureIDs: StepIDs = { ...ids, procedureID: procedure.id };
      return makeStep(
        procedureBase,
        'centrifugation-procedure',
        procedureIDs,
        [
          makeStep(
            `${procedureBase}/scan-specimen-bag`,
            'centrifugation-procedure-scan-specimen-bag',
            procedureIDs,
            [],
            needs,
          ),
          makeStep(`${procedureBase}/scan-samples`, 'centrifugation-procedure-scan-samples', procedureIDs, [], needs),
        ],
        needs,
      );
    });
  return makeStep(
    base,
    'centrifugation',
    ids,
    [
      makeStep(at('scan-specimen-bags'), 'centrifugation-scan-specimen-bags', ids, [], needs),
      makeStep(at('scan-samples'), 'centrifugation-scan-samples', ids, [], needs),
      makeStep(at('instructions'), 'centrifugation-instructions', ids, [], needs),
      makeStep(at('photo-confirmation'), 'centrifugation-photo-confirmation', ids, [], needs),
      // Each procedure's new bag is packed before the summary, whose rule needs them all packed.
      ...procedureGroups,
      makeStep(at('pack-specimen-bags'), 'centrifugation-pack-specimen-bags', ids, [], needs),
    ],
    needs,
  );
}
