/**
 * The itinerary flow as a tree of steps (requirements.md 2.11; architecture.md 8): a pure function of the
 * itinerary's data. Each step is data (id, path, title, kind, the ids it is about); the UI renders
 * the current step, and each kind's continue rule (declared with the kind in step-kinds/) says what
 * blocks Continue through `StepFailureProvider` (step-failures.ts). Route order (back, next, entry, reachability) is in
 * `navigation.ts`.
 *
 * Why this is hard, and the conventions here:
 * - A step's `path` is relative to `itinerary/{itineraryID}`; the overview's is empty. Every id in
 *   a path is one URL segment (`encodeURIComponent`), so an id holding "/" cannot change the tree.
 * - The tree is keyed as requirements.md 2.11 says: waypoint, waypoint action, procedure, processing action.
 *   Key levels that are not screens of their own (`waypoint/{w}/waypoint-action/{a}`, its
 *   `procedure/{p}`, `centrifugation/{pa}`, `packing/{a}`, `mail-in/{w}`, `shipment/{s}` ...) are
 *   *group* nodes: `screen: false`, never in route order; a link to one lands on its first screen.
 *   Per-sample steps are not grouped: `charting-samples/{sampleID}` would collide with
 *   `charting-samples/seal-specimen-bag` for a sample of that id.
 * - Route order is the pre-order walk of screens: a screen comes before the steps nested under its
 *   path, so a parent screen's continue rule must not ask for its children to be done (they come
 *   next). Where requirements.md 5 puts an "all of them" rule on a summary screen (centrifugation's
 *   pack-specimen-bags: "Procedure(s) must be packed"; packed mail-in's shipments: "Drop off all
 *   shipments before finalizing."), that summary comes *after* the per-procedure or per-shipment
 *   groups, or it could never be passed in route order.
 * - Conditions read the committed data. A few steps remove their own condition when done
 *   (scanning the mail-in box, packing the mail-in box, the other action being finished): pass
 *   `currentPath` and the step the nurse stands on (with its groups) is kept, so the floor never
 *   disappears under Continue.
 * - Canceled waypoint actions and canceled procedures have no steps: a canceled procedure also
 *   cancels its waypoint actions (requirements.md 4), and there is nothing to collect, pack or prepare.
 */
import type { SupplyStrategy } from '../vocabulary/itinerary.ts';
import type { ItineraryData, ProcessingAction, Procedure, Waypoint, WaypointAction } from '../itinerary-data/model.ts';
import { childPath, isWithinPath, pathOf, segment } from './paths.ts';
import {
  actionsOf,
  blockingActions,
  centrifugeActionsOf,
  hasUnscannedMailInBox,
  isProcessingActionDisabled,
  isSupplyPreparationNeeded,
  isValidMailInAction,
  isValidProcessingAction,
  mailInActions,
  mailInShipmentIDsOf,
  needsCentrifuge,
  needsFastingCompliance,
  nurseSuppliedProceduresOf,
  packingWaypointOf,
  resolve,
  supplyStrategyOf,
  uniqueBy,
  waypointsOf,
} from '../itinerary-data/selectors.ts';
import { isLabDropOffStop } from '../continue-rules/lab-drop-off.ts';
import { attachFailures, type Step, type StepTreeContext } from './step.ts';
import { isScreenKind, screenKind, specimenBagStepTitle, stepTitles, type StepKind } from './step-kinds/index.ts';

type StepIDs = Pick<
  Step,
  'waypointID' | 'waypointActionID' | 'procedureID' | 'sampleID' | 'processingActionID' | 'shipmentID'
>;
type StepExtras = Pick<Step, 'title' | 'requiresAuth' | 'requiresCompletedProfile' | 'backVisible'>;

function makeStep(
  path: string,
  kind: StepKind,
  ids: StepIDs,
  children: readonly Step[] = [],
  extras: Partial<StepExtras> = {},
): Step {
  const screen = isScreenKind(kind);
  const continueLabel = screen ? screenKind(kind).continueLabel : undefined;
  return {
    id: path === '' ? 'overview' : path,
    path,
    title: stepTitles[kind],
    kind,
    screen,
    ...ids,
    ...(continueLabel === undefined ? {} : { continueLabel }),
    ...extras,
    children,
  };
}

/** A screen under `base`, at its kind's segment. */
function leaf(base: string, kind: StepKind, ids: StepIDs, extras: Partial<StepExtras> = {}): Step {
  return makeStep(childPath(base, kind), kind, ids, [], extras);
}

/** Screens under `base`, in this order. */
function leaves(base: string, kinds: readonly StepKind[], ids: StepIDs, extras: Partial<StepExtras> = {}): Step[] {
  return kinds.map((kind) => leaf(base, kind, ids, extras));
}

/**
 * The ordered tree of steps of requirements.md 2.11: the overview (empty path) with, per waypoint in
 * itinerary order, the patient visit (or, at a pick-drop waypoint, the packed mail-in drop-off when
 * it has mail-in actions, else the lab drop-off when it has drop-off actions), then that waypoint's
 * centrifugations, then the mail-in boxes packed after it.
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
    else children.push(...mailInDropOffSteps(data, waypoint, keep), ...labDropOffSteps(data, waypoint, keep));
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
  const steps: Step[] = [leaf(base, 'go-to-patient', ids)];
  const add = (condition: boolean, kind: StepKind, extras: Partial<StepExtras> = {}) => {
    if (keep(condition, childPath(base, kind))) steps.push(leaf(base, kind, ids, extras));
  };

  add(blockingActions(data, waypoint.id).length > 0, 'action-blocked');

  // Prepare for the visit: omitted for kit shipment or when the waypoint check says not needed.
  const prepare = isSupplyPreparationNeeded(data, waypoint, ctx.flags);
  const preparedAhead = new Set(prepare ? nurseSuppliedProceduresOf(data, waypoint).map((p) => p.id) : []);
  const supplyBase = childPath(base, 'procedures-supply');
  const supplyGroups = (prepare ? nurseSuppliedProceduresOf(data, waypoint) : []).map((procedure) => {
    const groupPath = childPath(supplyBase, 'procedure-supplies', procedure.id);
    const procedureIDs: StepIDs = { ...ids, procedureID: procedure.id };
    return makeStep(
      groupPath,
      'procedure-supplies',
      procedureIDs,
      procedureSupplySteps(groupPath, procedure, procedureIDs),
    );
  });
  if (keep(prepare, supplyBase)) steps.push(makeStep(supplyBase, 'procedures-supply', ids, supplyGroups));
  add(prepare, 'waypoint-supply');

  steps.push(leaf(base, 'scan-waypoint-supply', ids), leaf(base, 'nurse-id', ids), leaf(base, 'patient-list', ids));

  const unscannedBox = hasUnscannedMailInBox(data, waypoint, ctx.localFlow);
  add(unscannedBox, 'locate-mail-in-box');
  add(unscannedBox, 'scan-in-mail-in-box');

  const backVisible = centrifugeActionsOf(data, waypoint).some((a) => isProcessingActionDisabled(data, a));
  add(needsCentrifuge(data, waypoint), 'centrifugation-reminder', { backVisible });

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
    leaf(base, 'scan-procedure-supply', ids),
    leaf(base, 'scan-procedure-supplies', ids),
    ...(procedure.disableSampleScanning ? [leaf(base, 'click-procedure-supplies', ids)] : []),
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
  const steps: Step[] = [leaf(base, 'patient-id', ids)];
  if (
    keep(
      live.some((p) => p.kitSupplyItemID !== null),
      childPath(base, 'unlock-supplies'),
    )
  ) {
    steps.push(leaf(base, 'unlock-supplies', ids));
  }
  for (const procedure of procedures) {
    const path = pathOf.procedure(waypoint.id, action.id, procedure.id);
    // A procedure needs a task definition to have steps (requirements.md 2.11).
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
  const strategy = supplyStrategyOf(data, procedure);
  const { instructions } = procedure;
  const steps: Step[] = [];
  const add = (condition: boolean, kind: StepKind, children: Step[] = []) => {
    const path = childPath(base, kind);
    if (keep(condition, path)) steps.push(makeStep(path, kind, ids, children));
  };

  const hasText = (text: string | null) => text !== null && text.trim() !== '';
  const patientAction = hasText(instructions.requiredPatientAction);
  const transfer = hasText(instructions.transferInstructions);
  add(instructions.consentRequired, 'patient-consent');
  add(hasText(instructions.diagnosis), 'patient-diagnosis');
  add(needsFastingCompliance(procedure), 'fasting-compliance');
  add(instructions.consentRequired, 'sample-label-checklist');
  add(patientAction, 'required-patient-action');
  add(transfer, 'transfer-instructions');
  add(!patientAction && !transfer, 'collection-instructions');
  add(true, 'charting-samples', chartingSampleSteps(childPath(base, 'charting-samples'), ids, procedure, strategy));
  add(true, 'task');

  const kitShipment = strategy === 'kit-shipment';
  const someSampleLeft = !procedure.samples.every((s) => s.status === 'failed');
  add(kitShipment && someSampleLeft, 'packing');
  add(kitShipment && someSampleLeft, 'scan-shipping-label');

  // Supplies not prepared before the visit are scanned inside the procedure.
  const scanHere = !preparedAhead.has(procedure.id);
  add(scanHere, 'scan-procedure-supply');
  add(scanHere, 'scan-procedure-supplies');
  add(scanHere && procedure.disableSampleScanning, 'click-procedure-supplies');
  return makeStep(base, 'procedure', ids, steps);
}

/** Per sample in order, then the bag steps without a sample id (requirements.md 2.11). */
function chartingSampleSteps(base: string, ids: StepIDs, procedure: Procedure, strategy: SupplyStrategy): Step[] {
  const samples = uniqueBy(procedure.samples, (s) => s.id);
  const lastRefrigerated = samples.findLastIndex((s) => s.refrigerated);
  const steps = samples.flatMap((sample, index) => {
    const sampleIDs: StepIDs = { ...ids, sampleID: sample.id };
    const kinds: StepKind[] = [];
    if (!sample.noScanAfterCollection && !procedure.disableSampleScanning) kinds.push('scan-sample');
    kinds.push('complete-charting');
    if (sample.lightSensitive) kinds.push('put-amber-bag', 'scan-amber-bag');
    if (sample.refrigerated) kinds.push('put-insulated-bag', 'scan-insulated-bag');
    if (!sample.refrigerated || index === lastRefrigerated) kinds.push('put-specimen-bag');
    return kinds.map((kind) => leaf(`${base}/${segment(sample.id)}`, kind, sampleIDs));
  });
  if (samples.length > 0) {
    const title = specimenBagStepTitle(strategy);
    steps.push(leaf(base, 'seal-specimen-bag', ids, { title }), leaf(base, 'scan-specimen-bag', ids, { title }));
  }
  return steps;
}

/** Unpacked mail-in, under packing/{waypointActionID}. */
function mailInPackingSteps(waypoint: Waypoint, action: WaypointAction): Step {
  const base = pathOf.mailInPacking(action.id);
  const ids: StepIDs = { waypointID: waypoint.id, waypointActionID: action.id };
  const kinds = ['mail-in-scan-box', 'mail-in-follow-instructions', 'mail-in-pack-specimen-bags'] as const;
  return makeStep(base, 'mail-in-packing', ids, leaves(base, kinds, ids));
}

/** Packed mail-in, under mail-in/{waypointID}; only for a pick-drop waypoint with mail-in actions. */
function mailInDropOffSteps(data: ItineraryData, waypoint: Waypoint, keep: Keep): Step[] {
  const base = pathOf.mailIn(waypoint.id);
  const actions = actionsOf(data, waypoint).filter((a) => a.type === 'mail-in' && a.status !== 'canceled');
  if (!keep(actions.length > 0, base)) return [];
  const ids: StepIDs = { waypointID: waypoint.id };
  const steps: Step[] = [leaf(base, 'mail-in-stop', ids), leaf(base, 'mail-in-drive', ids)];
  if (keep(blockingActions(data, waypoint.id).length > 0, childPath(base, 'action-blocked'))) {
    steps.push(leaf(base, 'action-blocked', ids));
  }
  steps.push(leaf(base, 'mail-in-scan', ids));
  for (const shipmentID of mailInShipmentIDsOf(data, actions)) {
    const shipmentBase = pathOf.shipment(waypoint.id, shipmentID);
    const shipmentIDs: StepIDs = { ...ids, shipmentID };
    const kinds = [
      'shipment-scan-box',
      'shipment-print-label',
      'shipment-scan-label',
      'shipment-take-photo',
      'shipment-drop-off',
    ] as const;
    steps.push(makeStep(shipmentBase, 'shipment', shipmentIDs, leaves(shipmentBase, kinds, shipmentIDs)));
  }
  // The summary ("Drop off all shipments before finalizing.") comes after the shipments.
  steps.push(leaf(base, 'mail-in-shipments', ids));
  return [makeStep(base, 'mail-in', ids, steps)];
}

/**
 * The lab drop-off (ADR 064), under waypoint/{waypointID} at requirements.md 2.11's legacy route names:
 * drive to the lab, action-blocked when another action is ready, scan the specimen bags, hand them
 * over (whose Next finishes the stop). Only for a pick-drop waypoint with drop-off actions and no
 * mail-in action: with one, the packed mail-in drop-off above is the stop's flow.
 */
function labDropOffSteps(data: ItineraryData, waypoint: Waypoint, keep: Keep): Step[] {
  const base = pathOf.waypoint(waypoint.id);
  if (!keep(isLabDropOffStop(data, waypoint), base)) return [];
  const ids: StepIDs = { waypointID: waypoint.id };
  const steps: Step[] = [leaf(base, 'go-to-pick-drop', ids)];
  if (keep(blockingActions(data, waypoint.id).length > 0, childPath(base, 'action-blocked'))) {
    steps.push(leaf(base, 'action-blocked', ids));
  }
  steps.push(...leaves(base, ['drop-off-scan-specimen-bag', 'drop-off-details'], ids));
  return [makeStep(base, 'lab-drop-off', ids, steps)];
}

/** Centrifugation of one processing action (requirements.md 2.11, 4); every step needs auth and a completed profile. */
function centrifugationSteps(data: ItineraryData, waypoint: Waypoint, action: ProcessingAction, keep: Keep): Step {
  const base = pathOf.centrifugation(action.id);
  const ids: StepIDs = { waypointID: waypoint.id, processingActionID: action.id };
  const needs = { requiresAuth: true, requiresCompletedProfile: true } as const;
  const procedureGroups = resolve(data.procedures, action.procedureIDs)
    .filter((p) =>
      keep(p.status !== 'canceled' && p.status !== 'failed', childPath(base, 'centrifugation-procedure', p.id)),
    )
    .map((procedure) => {
      const procedureBase = childPath(base, 'centrifugation-procedure', procedure.id);
      const procedureIDs: StepIDs = { ...ids, procedureID: procedure.id };
      const kinds = ['centrifugation-procedure-scan-specimen-bag', 'centrifugation-procedure-scan-samples'] as const;
      return makeStep(
        procedureBase,
        'centrifugation-procedure',
        procedureIDs,
        leaves(procedureBase, kinds, procedureIDs, needs),
        needs,
      );
    });
  const kinds = [
    'centrifugation-scan-specimen-bags',
    'centrifugation-scan-samples',
    'centrifugation-instructions',
    'centrifugation-photo-confirmation',
  ] as const;
  const children = [
    ...leaves(base, kinds, ids, needs),
    // Each procedure's new bag is packed before the summary, whose rule needs them all packed.
    ...procedureGroups,
    leaf(base, 'centrifugation-pack-specimen-bags', ids, needs),
  ];
  return makeStep(base, 'centrifugation', ids, children, needs);
}
