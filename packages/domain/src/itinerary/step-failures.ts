/**
 * What keeps Next disabled on each screen of the itinerary (SPEC.md 5: "Next buttons are disabled
 * while the current step has validation failures; the tooltip lists failures, one per line"): the
 * `StepFailureProvider` that `buildItinerarySteps` plugs in, dispatching on the step's kind and
 * reading the ids the step carries.
 *
 * Why this is hard, and the conventions here:
 * - The flow rules of continue-rules/ (centrifugation, mail-in, procedure supply) are reused as
 *   they are; this file only builds their states. The server's data is read first, then the
 *   phone's local flow state for what has no write of its own (or whose write is still queued),
 *   so a reload or another phone does not ask the nurse again for what the server already holds.
 * - A step whose Next makes the completing write (patient-id starts the action, task saves the
 *   charting: see the web screens' `onContinue`) cannot ask for that write before Next: patient-id
 *   passes once its identity checklist is ticked, task once every charting question is answered.
 * - A failed or canceled procedure has nothing left to do: its steps never block.
 * - A step whose ids name nothing in the data answers SPEC 8's not-found text for what is missing
 *   (never a throw): centrifugation's "No procedure(s) found", "Missing shipment", "Missing sample
 *   {id} on procedure {id}", "Procedure not found", "Waypoint, procedure or waypoint action not
 *   found".
 * - Rules SPEC 5 leaves open (go-to-patient, the checklists, the bags, the kit...) are ours, with
 *   texts in continue-rules/messages.ts marked "Ours".
 */
import {
  centrifugationFailures,
  emptyCentrifugationState,
  toCentrifugationProcedures,
  type CentrifugationInput,
  type CentrifugationStep,
} from '../continue-rules/centrifugation.ts';
import {
  centrifugationMessages,
  missingSample,
  packedMailInMessages,
  stepMessages as m,
  unpackedMailInMessages,
} from '../continue-rules/messages.ts';
import {
  packedMailInFailures,
  type MailboxFlowState,
  type PackedMailInState,
  type PackedMailInStep,
} from '../continue-rules/packed-mail-in.ts';
import {
  procedureSupplyFailures,
  procedureSupplyStepFailures,
  type ProcedureSupplyState,
} from '../continue-rules/procedure-supply.ts';
import {
  packingInstructions,
  unpackedMailInFailures,
  type UnpackedMailInState,
  type UnpackedMailInStep,
} from '../continue-rules/unpacked-mail-in.ts';
import { getOwn } from '../scanning/lookup.ts';
import { toCentrifugePhotoItem } from '../transitions/processing-actions.ts';
import type { ItineraryFlowState } from './flow-state.ts';
import type { ChartingItem, ItineraryData, Procedure, Sample, Shipment, Waypoint, WaypointAction } from './model.ts';
import {
  actionsOf,
  blockingActions,
  buildItinerarySteps,
  FASTING_CHARTING_TITLE,
  findChartingItem,
  isSupplyPreparationNeeded,
  isValidMailInAction,
  liveProceduresOf,
  mailInShipmentIDsOf,
  nurseSuppliedProceduresOf,
  packingWaypointOf,
  supplyStrategyOf,
  waypointsOf,
  type ItineraryFlags,
  type ScreenStepKind,
  type Step,
  type StepFailureProvider,
  type StepTreeContext,
} from './step-tree.ts';

export interface StepFailureLookups {
  /** The supply a supply item is of, when the flow data knows the item. */
  supplyIDOf(supplyItemID: string): string | null;
  /** The flags the waypoint check reads (scan-waypoint-supply); none set when absent. */
  readonly flags?: ItineraryFlags;
}

export type ChecklistStepKind = Extract<ScreenStepKind, 'patient-id' | 'patient-consent' | 'sample-label-checklist'>;

/**
 * The lines of the screens that are checklists; the nurse's ticks are kept in the local flow state
 * under the step's path (`flow.checklists[step.path]`), and Next waits for every line.
 */
export const stepChecklists: Readonly<Record<ChecklistStepKind, readonly string[]>> = {
  'patient-id': ["The patient's full name matches the order", "The patient's date of birth matches the order"],
  'patient-consent': [
    'I explained the collection and what it is for',
    'The patient had the chance to ask questions',
    'The patient agrees to the collection',
  ],
  'sample-label-checklist': [
    "Every tube is labelled with the patient's full name and date of birth",
    'Every label shows the collection date and time',
    'Every tube was labelled in front of the patient',
  ],
};

/** Whether every line of a checklist screen is ticked. */
export function isChecklistComplete(kind: ChecklistStepKind, ticked: readonly string[] | undefined): boolean {
  const have = new Set(ticked ?? []);
  return stepChecklists[kind].every((line) => have.has(line));
}

interface Ctx {
  readonly data: ItineraryData;
  readonly flow: ItineraryFlowState;
  readonly lookups: StepFailureLookups;
}

/** The provider for one itinerary and this phone's flow state. */
export function itineraryStepFailures(
  data: ItineraryData,
  flow: ItineraryFlowState,
  lookups: StepFailureLookups,
): StepFailureProvider {
  const ctx: Ctx = { data, flow, lookups };
  return (step) => failuresOf(ctx, step);
}

/** `buildItinerarySteps` with every screen's failures; the flow state is also the tree's local flow. */
export function buildItineraryStepsWithFailures(
  data: ItineraryData,
  flow: ItineraryFlowState,
  ctx: Omit<StepTreeContext, 'failures' | 'localFlow'>,
  lookups: Pick<StepFailureLookups, 'supplyIDOf'>,
): Step {
  const failures = itineraryStepFailures(data, flow, { supplyIDOf: lookups.supplyIDOf, flags: ctx.flags });
  return buildItinerarySteps(data, { ...ctx, localFlow: flow, failures });
}

const centrifugationStepOf = {
  'centrifugation-scan-specimen-bags': 'scan-specimen-bags',
  'centrifugation-scan-samples': 'scan-samples',
  'centrifugation-instructions': 'instructions',
  'centrifugation-photo-confirmation': 'photo-confirmation',
  'centrifugation-pack-specimen-bags': 'pack-specimen-bags',
  'centrifugation-procedure-scan-specimen-bag': 'procedure/scan-specimen-bag',
  'centrifugation-procedure-scan-samples': 'procedure/scan-samples',
} as const satisfies Partial<Record<ScreenStepKind, CentrifugationStep['step']>>;

const unpackedStepOf = {
  'mail-in-scan-box': 'scan-mail-in-box',
  'mail-in-follow-instructions': 'follow-instructions',
  'mail-in-pack-specimen-bags': 'pack-specimen-bags',
} as const satisfies Partial<Record<ScreenStepKind, UnpackedMailInStep>>;

const packedStepOf = {
  'mail-in-scan': 'scan',
  'mail-in-shipments': 'shipments',
  'shipment-scan-box': 'scan-box',
  'shipment-print-label': 'print-label',
  'shipment-scan-label': 'scan-label',
  'shipment-take-photo': 'take-photo',
  'shipment-drop-off': 'drop-off',
} as const satisfies Partial<Record<ScreenStepKind, PackedMailInStep['step']>>;

function failuresOf(ctx: Ctx, step: Step): string[] {
  switch (step.kind) {
    case 'overview':
      return [];

    // The waypoint's own steps.
    case 'waypoint':
    case 'procedures-supply':
    case 'nurse-id':
    case 'patient-list':
    case 'locate-mail-in-box':
    case 'centrifugation-reminder':
    case 'mail-in-stop':
      return withWaypoint(ctx, step, () => []);
    case 'go-to-patient':
    case 'mail-in-drive':
      return withWaypoint(ctx, step, (w) =>
        w.status === 'at-waypoint' || w.status === 'complete' ? [] : [m.arriveAtWaypoint],
      );
    case 'action-blocked':
      return withWaypoint(ctx, step, (w) => (blockingActions(ctx.data, w.id).length > 0 ? [m.finishOtherAction] : []));
    case 'waypoint-supply':
      return withWaypoint(ctx, step, (w) => waypointSupplyFailures(ctx, w));
    case 'scan-waypoint-supply':
      return withWaypoint(ctx, step, (w) =>
        isSupplyPreparationNeeded(ctx.data, w, ctx.lookups.flags ?? {}) && w.supplyItemID === null
          ? [m.scanBarcode]
          : [],
      );
    case 'scan-in-mail-in-box':
      return withWaypoint(ctx, step, (w) =>
        mailInActionsPackedAt(ctx.data, w).every((a) => isMailInBoxScanned(ctx, a))
          ? []
          : [unpackedMailInMessages.mailInBoxScanned],
      );

    // The visit's action.
    case 'patient-id':
      return withAction(ctx, step, (a) =>
        isActionStarted(a) || isChecklistComplete('patient-id', getOwn(ctx.flow.checklists, step.path))
          ? []
          : [m.checkIdentity],
      );
    case 'unlock-supplies':
      return withAction(ctx, step, (a) => (isActionStarted(a) ? [] : [m.unlockSupplies]));

    // Procedure supplies, before the visit or inside the procedure.
    case 'scan-procedure-supply':
    case 'scan-procedure-supplies':
    case 'click-procedure-supplies': {
      const kind = step.kind;
      return withProcedure(ctx, step, (p) => procedureSupplyStepFailures(kind, supplyStateOf(ctx, p)));
    }

    // The procedure.
    case 'patient-diagnosis':
    case 'required-patient-action':
    case 'transfer-instructions':
    case 'collection-instructions':
    case 'charting-samples':
    case 'seal-specimen-bag':
      return withProcedure(ctx, step, () => []);
    case 'patient-consent':
    case 'sample-label-checklist': {
      const kind = step.kind;
      const text = kind === 'patient-consent' ? m.confirmConsent : m.confirmLabels;
      return withProcedure(ctx, step, () =>
        isChecklistComplete(kind, getOwn(ctx.flow.checklists, step.path)) ? [] : [text],
      );
    }
    case 'fasting-compliance':
      return withProcedure(ctx, step, (p) => {
        const item = findChartingItem(p.charting.items, FASTING_CHARTING_TITLE);
        return item === undefined || isAnswered(chartingValueOf(ctx, p, item)) ? [] : [m.answerFasting];
      });
    case 'scan-specimen-bag':
      return withProcedure(ctx, step, (p) =>
        p.samples.length > 0 && p.samples.every((s) => s.status === 'failed')
          ? []
          : bagFailures(ctx, p, p.specimenBag !== null),
      );
    case 'task':
      return withProcedure(ctx, step, (p) =>
        p.charting.status === 'complete' ||
        questionsOf(p.charting.items).every((item) => isAnswered(chartingValueOf(ctx, p, item)))
          ? []
          : [m.answerCharting],
      );
    case 'packing':
      return withProcedure(ctx, step, (p) =>
        p.status === 'completed' || getOwn(ctx.flow.kitPacked, p.id) === true ? [] : [m.packKit],
      );
    case 'scan-shipping-label':
      // saveSampleShippingLabel completes the procedure; SPEC 8: a failed label write does not stop the flow.
      return withProcedure(ctx, step, (p) =>
        p.status === 'completed' || getOwn(ctx.flow.scannedShippingLabelBarcode, p.id) ? [] : [m.scanBarcode],
      );

    // Per sample.
    case 'put-amber-bag':
    case 'put-insulated-bag':
    case 'put-specimen-bag':
      return withSample(ctx, step, () => []);
    case 'scan-sample':
      return withSample(ctx, step, (_, s) =>
        s.status !== 'pending' || getOwn(ctx.flow.sampleScans, s.id) !== undefined ? [] : [m.scanBarcode],
      );
    case 'complete-charting':
      return withSample(ctx, step, (_, s) => (s.status === 'pending' ? [m.chartSample] : []));
    case 'scan-amber-bag':
      return withSample(ctx, step, (p, s) =>
        s.status === 'failed' ? [] : bagFailures(ctx, p, p.amberBagIDs.length > 0),
      );
    case 'scan-insulated-bag':
      return withSample(ctx, step, (p, s) =>
        s.status === 'failed' ? [] : bagFailures(ctx, p, p.insulatedBagID !== null),
      );

    // Unpacked mail-in: packing/{waypointActionID}.
    case 'mail-in-scan-box':
    case 'mail-in-follow-instructions':
    case 'mail-in-pack-specimen-bags': {
      const rule = unpackedStepOf[step.kind];
      return withMailInAction(ctx, step, (a) => unpackedMailInFailures(rule, unpackedStateOf(ctx, a)));
    }

    // Packed mail-in: mail-in/{waypointID}.
    case 'mail-in-scan':
    case 'mail-in-shipments':
    case 'shipment-scan-box':
    case 'shipment-print-label':
    case 'shipment-scan-label':
    case 'shipment-take-photo':
    case 'shipment-drop-off': {
      const rule = packedStepOf[step.kind];
      return withWaypoint(ctx, step, (w) => {
        const state = packedStateOf(ctx, w);
        if (rule === 'scan' || rule === 'shipments') return packedMailInFailures({ step: rule }, state);
        if (step.shipmentID === undefined) return [packedMailInMessages.missingShipment];
        return packedMailInFailures({ step: rule, shipmentID: step.shipmentID }, state);
      });
    }

    // Centrifugation: centrifugation/{processingActionID}.
    case 'centrifugation-scan-specimen-bags':
    case 'centrifugation-scan-samples':
    case 'centrifugation-instructions':
    case 'centrifugation-photo-confirmation':
    case 'centrifugation-pack-specimen-bags':
    case 'centrifugation-procedure-scan-specimen-bag':
    case 'centrifugation-procedure-scan-samples':
      return centrifugationStepFailures(ctx, step, centrifugationStepOf[step.kind]);

    // Group nodes have no screen and no Next.
    case 'procedure-supplies':
    case 'waypoint-action':
    case 'procedure':
    case 'mail-in-packing':
    case 'mail-in':
    case 'shipment':
    case 'centrifugation':
    case 'centrifugation-procedure':
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Resolving the step's ids

function withWaypoint(ctx: Ctx, step: Step, rule: (waypoint: Waypoint) => string[]): string[] {
  const waypoint = waypointsOf(ctx.data).find((w) => w.id === step.waypointID);
  return waypoint === undefined ? [m.waypointNotFound] : rule(waypoint);
}

function withAction(ctx: Ctx, step: Step, rule: (action: WaypointAction) => string[]): string[] {
  const action =
    step.waypointActionID === undefined ? undefined : getOwn(ctx.data.waypointActions, step.waypointActionID);
  return action === undefined ? [m.waypointNotFound] : rule(action);
}

function withMailInAction(ctx: Ctx, step: Step, rule: (action: WaypointAction) => string[]): string[] {
  return withAction(ctx, step, (action) => (action.type === 'mail-in' ? rule(action) : [m.waypointNotFound]));
}

/** A procedure's step; one that failed or was canceled has nothing left to do. */
function withProcedure(ctx: Ctx, step: Step, rule: (procedure: Procedure) => string[]): string[] {
  const procedure = step.procedureID === undefined ? undefined : getOwn(ctx.data.procedures, step.procedureID);
  if (procedure === undefined) return [m.procedureNotFound];
  return procedure.status === 'failed' || procedure.status === 'canceled' ? [] : rule(procedure);
}

function withSample(ctx: Ctx, step: Step, rule: (procedure: Procedure, sample: Sample) => string[]): string[] {
  return withProcedure(ctx, step, (procedure) => {
    const sample = procedure.samples.find((s) => s.id === step.sampleID);
    return sample === undefined ? [missingSample(step.sampleID ?? '', procedure.id)] : rule(procedure, sample);
  });
}

// ---------------------------------------------------------------------------------------------
// The visit

/** SPEC 4: patient ID or unlock supplies sets the action in progress; packed and complete are past it. */
function isActionStarted(action: WaypointAction): boolean {
  return action.status === 'in-progress' || action.status === 'packed' || action.status === 'complete';
}

function supplyStateOf(ctx: Ctx, procedure: Procedure): ProcedureSupplyState {
  return {
    supplyInstructions: procedure.supplyInstructions,
    kitSupplyItemID: procedure.kitSupplyItemID,
    scannedSupplyIDs: procedure.supplyItemIDs.flatMap((id) => ctx.lookups.supplyIDOf(id) ?? []),
  };
}

/** Prepare for the visit, after each procedure's group: every nurse-supplied procedure complete (SPEC 5). */
function waypointSupplyFailures(ctx: Ctx, waypoint: Waypoint): string[] {
  const failures = nurseSuppliedProceduresOf(ctx.data, waypoint)
    .filter((p) => p.status !== 'failed')
    .flatMap((p) => procedureSupplyFailures(supplyStateOf(ctx, p)));
  return [
    ...(failures.includes(m.scanProcedureKit) ? [m.everyProcedureKit] : []),
    ...(failures.includes(m.scanAllItems) ? [m.everyProcedureSupplies] : []),
  ];
}

/** The valid mail-in actions, not canceled, whose box is packed after this visit. */
function mailInActionsPackedAt(data: ItineraryData, waypoint: Waypoint): WaypointAction[] {
  const actions = waypointsOf(data).flatMap((w) => actionsOf(data, w));
  return [...new Set(actions)].filter(
    (a) =>
      a.type === 'mail-in' &&
      a.status !== 'canceled' &&
      isValidMailInAction(data, a) &&
      packingWaypointOf(data, a)?.id === waypoint.id,
  );
}

function isMailInBoxScanned(ctx: Ctx, action: WaypointAction): boolean {
  return action.mailIn?.mailInBoxBarcode != null || getOwn(ctx.flow.mailInBoxScanned, action.id) === true;
}

/**
 * A bag step: the bag scanned. SPEC 2.11 titles the specimen-bag steps Confirm for kit shipment:
 * the kit shipped to the patient is the samples' container, so its supply item stands in for the
 * specimen bag, and likewise for the amber and insulated bags it carries.
 */
function bagFailures(ctx: Ctx, procedure: Procedure, bagScanned: boolean): string[] {
  if (bagScanned) return [];
  if (supplyStrategyOf(ctx.data, procedure) !== 'kit-shipment') return [m.scanBarcode];
  return procedure.kitSupplyItemID !== null ? [] : [m.scanProcedureKit];
}

// ---------------------------------------------------------------------------------------------
// Charting answers

type ChartingValue = ChartingItem['value'];

/** The questions of the charting, groups walked: what the chart must answer before it is saved. */
function questionsOf(items: readonly ChartingItem[]): ChartingItem[] {
  return items.flatMap((item) => (item.type === 'question' ? [item] : questionsOf(item.children ?? [])));
}

/** An item's answer: drafted on this phone, else saved with the charting. */
function chartingValueOf(ctx: Ctx, procedure: Procedure, item: ChartingItem): ChartingValue {
  const draft = getOwn(ctx.flow.chartingDrafts, procedure.id);
  return draft !== undefined && Object.hasOwn(draft, item.id) ? draft[item.id] : item.value;
}

function isAnswered(value: ChartingValue): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) ? value.length > 0 : true;
}

// ---------------------------------------------------------------------------------------------
// Mail-in

/** What goes into the box: each live, not failed procedure's specimen bag, or a shipped kit's kit. */
export function specimenBagIDsOf(data: ItineraryData, action: WaypointAction): string[] {
  const procedures = (action.mailIn?.linkedWaypointActionIDs ?? []).flatMap((id) => {
    const linked = getOwn(data.waypointActions, id);
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

/** A packed (or complete) action has done every packing step on the server. */
function unpackedStateOf(ctx: Ctx, action: WaypointAction): UnpackedMailInState {
  const packed = action.status === 'packed' || action.status === 'complete';
  const specimenBagIDs = specimenBagIDsOf(ctx.data, action);
  return {
    mailInBoxScanned: isMailInBoxScanned(ctx, action),
    packingFlowInstructions: packed
      ? Object.fromEntries(packingInstructions.map((i) => [i, true]))
      : (getOwn(ctx.flow.packingFlowInstructions, action.id) ?? {}),
    specimenBagIDs,
    specimenBagsScanned: packed ? specimenBagIDs : (getOwn(ctx.flow.specimenBagsScanned, action.id) ?? []),
  };
}

/** The barcodes a shipment's package may be scanned by at the stop: its box supply item, its mail-in box. */
function packageKeysOf(data: ItineraryData, shipment: Shipment): string[] {
  const actions = Object.values(data.waypointActions).filter(
    (a) => a.id === shipment.waypointActionID || a.mailIn?.shipmentID === shipment.id,
  );
  return [shipment.shipmentBoxSupplyItemID, ...actions.map((a) => a.mailIn?.mailInBoxBarcode ?? null)].filter(
    (key): key is string => key !== null,
  );
}

/**
 * The stop's mailbox state, the server's record first. The box counts as scanned at the stop by the
 * nurse-scan flag waypointArrival (SPEC 3), not by the box being recorded: that happens when the
 * box is scanned in at the patient's home, before the drive to the stop.
 */
function packedStateOf(ctx: Ctx, waypoint: Waypoint): PackedMailInState {
  const actions = actionsOf(ctx.data, waypoint).filter((a) => a.type === 'mail-in' && a.status !== 'canceled');
  const shipments = mailInShipmentIDsOf(ctx.data, actions).flatMap((id) => getOwn(ctx.data.shipments, id) ?? []);
  const scanned = new Set(getOwn(ctx.flow.mailInScanItems, waypoint.id) ?? []);
  const mailboxOf = (shipment: Shipment): MailboxFlowState => {
    const local = getOwn(ctx.flow.mailbox, shipment.id);
    return {
      scanBox: (shipment.waypointArrival ? shipment.shipmentBoxSupplyItemID : null) ?? local?.scanBox ?? null,
      scanLabel: shipment.scannedShippingLabelBarcode ?? local?.scanLabel ?? null,
      takePhoto: shipment.shipmentBoxImage ?? local?.takePhoto ?? null,
    };
  };
  return {
    scanItems: shipments.map((s) => ({
      isScanned: s.status !== 'pending' || packageKeysOf(ctx.data, s).some((key) => scanned.has(key)),
    })),
    shipments,
    mailbox: Object.fromEntries(shipments.map((s) => [s.id, mailboxOf(s)])),
  };
}

// ---------------------------------------------------------------------------------------------
// Centrifugation

function centrifugationStepFailures(ctx: Ctx, step: Step, rule: CentrifugationStep['step']): string[] {
  const perProcedure = rule === 'procedure/scan-specimen-bag' || rule === 'procedure/scan-samples';
  const input = step.processingActionID === undefined ? null : centrifugationInputOf(ctx, step.processingActionID);
  if (input === null) {
    return [perProcedure ? centrifugationMessages.noProcedureFound : centrifugationMessages.noProceduresFound];
  }
  if (!perProcedure) return centrifugationFailures({ step: rule }, input);
  return centrifugationFailures({ step: rule, procedureID: step.procedureID ?? '' }, input);
}

/**
 * The rule's input: the phone's state with the server's merged in. A procedure whose new bag the
 * server holds is centrifuged, its bag scanned and its tubes in it; the confirmation photo is the
 * "Centrifuge Photo" charting item; a packed or complete action has done every step.
 */
function centrifugationInputOf(ctx: Ctx, processingActionID: string): CentrifugationInput | null {
  const action = getOwn(ctx.data.processingActions, processingActionID);
  const procedures = toCentrifugationProcedures(ctx.data, processingActionID);
  if (action === undefined || procedures === null) return null;
  const local = { ...emptyCentrifugationState, ...getOwn(ctx.flow.centrifugation, processingActionID) };
  const done = action.status === 'packed' || action.status === 'complete';
  const saved = procedures.flatMap((p) => {
    const bag = getOwn(action.newSpecimenBags, p.id);
    return bag === undefined ? [] : [{ procedure: p, bag }];
  });
  const photoItemID = toCentrifugePhotoItem(action.id, '').id;
  const savedPhoto = action.procedureIDs
    .flatMap((id) => getOwn(ctx.data.procedures, id)?.charting.items ?? [])
    .find((item) => item.id === photoItemID && isAnswered(item.value));
  const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  return {
    procedures,
    state: {
      // Only the photo's presence is read.
      photo: local.photo ?? (savedPhoto !== undefined || done ? photoItemID : null),
      centrifugedProcedures: union(
        local.centrifugedProcedures,
        saved.map((s) => s.procedure.id),
      ),
      newSpecimenBagsScanned: Object.fromEntries([
        ...Object.entries(local.newSpecimenBagsScanned),
        ...saved.map((s) => [s.procedure.id, s.bag.supplyItemID] as const),
      ]),
      initialSpecimenBagsScanned: done
        ? union(
            local.initialSpecimenBagsScanned,
            procedures.flatMap((p) => p.specimenBagID ?? []),
          )
        : local.initialSpecimenBagsScanned,
      samplesRequiringCentrifugationScanned: done
        ? union(
            local.samplesRequiringCentrifugationScanned,
            procedures.flatMap((p) => p.centrifugeSampleItemIDs),
          )
        : local.samplesRequiringCentrifugationScanned,
      samplesScannedForNewSpecimenBag: Object.fromEntries([
        ...Object.entries(local.samplesScannedForNewSpecimenBag),
        ...saved.map(
          ({ procedure, bag }) =>
            [
              procedure.id,
              union(getOwn(local.samplesScannedForNewSpecimenBag, procedure.id) ?? [], [
                ...bag.relatedSupplyItemIDs,
                ...procedure.newBagSampleItemIDs,
              ]),
            ] as const,
        ),
      ]),
    },
  };
}
