import { describe, expect, it } from 'vitest';
import { emptyCentrifugationState } from '../continue-rules/centrifugation.ts';
import type { CentrifugationState } from '../itinerary-data/flow-state.ts';
import {
  centrifugationMessages as cm,
  instructionMustBeCompleted,
  isContinueMessage,
  missingSample,
  packedMailInMessages as pm,
  stepMessages as m,
  unpackedMailInMessages as um,
} from '../continue-rules/messages.ts';
import { DEMO, demoItinerary } from '../itinerary-data/fixtures.ts';
import { emptyItineraryFlowState, type ItineraryFlowState } from '../itinerary-data/flow-state.ts';
import type { ItineraryData, Procedure, Sample } from '../itinerary-data/model.ts';
import { flattenSteps, resolveStep } from './navigation.ts';
import { isChecklistComplete, stepChecklists } from '../continue-rules/checklists.ts';
import { buildItineraryStepsWithFailures, itineraryStepFailures } from './step-failures.ts';
import { pathOf } from './paths.ts';
import type { StepKind } from './step-kinds/index.ts';
import { buildItinerarySteps } from './step-tree.ts';
import type { ItineraryFlags } from '../itinerary-data/flags.ts';
import type { Step } from './step.ts';

const { ava, ben, lab } = DEMO;

/** The supply of each supply item the tests scan (the flow data's supply items). */
const supplyOf: Readonly<Record<string, string>> = {
  'si-amber-tube': 'sup-amber-tube',
  'si-lav-1': 'sup-lavender-tube',
  'si-lav-2': 'sup-lavender-tube',
  'si-sst': 'sup-sst-tube',
  'si-urine': 'sup-urine-cup',
  'si-vial': 'sup-a1c-kit-vial',
};
const lookups = { supplyIDOf: (id: string) => (Object.hasOwn(supplyOf, id) ? supplyOf[id]! : null) };
const PANEL_TUBES = ['si-amber-tube', 'si-lav-1', 'si-lav-2', 'si-sst'];

const AVA = pathOf.waypoint(ava.waypointID);
const BEN = pathOf.waypoint(ben.waypointID);
const AVA_ACTION = pathOf.waypointAction(ava.waypointID, ava.actionID);
const PANEL = pathOf.procedure(ava.waypointID, ava.actionID, ava.panelID);
const URINE = pathOf.procedure(ava.waypointID, ava.actionID, ava.urineID);
const A1C = pathOf.procedure(ben.waypointID, ben.actionID, ben.a1cID);
const PREP_PANEL = `${AVA}/procedures-supply/procedure/${ava.panelID}`;
const PREP_URINE = `${AVA}/procedures-supply/procedure/${ava.urineID}`;
const SPIN = pathOf.centrifugation(ava.processingActionID);
const SPIN_PANEL = `${SPIN}/procedure/${ava.panelID}`;
const PACKING = pathOf.mailInPacking(lab.mailInActionID);
const MAIL_IN = pathOf.mailIn(lab.waypointID);
const SHIPMENT = pathOf.shipment(lab.waypointID, lab.shipmentID);
const sampleAt = (procedurePath: string, sampleID: string, step: string) =>
  `${procedurePath}/charting-samples/${sampleID}/${step}`;

const proc = (d: ItineraryData, id: string): Procedure => d.procedures[id]!;
const sample = (d: ItineraryData, procedureID: string, sampleID: string): Sample =>
  proc(d, procedureID).samples.find((s) => s.id === sampleID)!;
const waypoint = (d: ItineraryData, id: string) => d.waypoints.find((w) => w.id === id)!;
const collect = (d: ItineraryData, procedureID: string, sampleID: string, supplyItemID: string) =>
  Object.assign(sample(d, procedureID, sampleID), { status: 'collected', supplyItemID, serial: '0001' });
/** The panel's tubes collected and in their specimen bag, ready for the centrifuge. */
const panelCollected = (d: ItineraryData) => {
  const samples = [ava.samples.amber, ava.samples.cold1, ava.samples.cold2, ava.samples.sst];
  samples.forEach((id, i) => collect(d, ava.panelID, id, PANEL_TUBES[i]!));
  proc(d, ava.panelID).specimenBag = { id: 'si-spec-bag', relatedSupplyItemIDs: PANEL_TUBES };
};
const saveSpin = (d: ItineraryData) => {
  panelCollected(d);
  d.processingActions[ava.processingActionID]!.newSpecimenBags = {
    [ava.panelID]: { supplyItemID: 'si-spin-bag', relatedSupplyItemIDs: ['si-sst'] },
  };
};

type Local = Partial<ItineraryFlowState>;
/** The phone's centrifugation state for the demo's processing action. */
const spin = (state: Partial<CentrifugationState>): Local => ({
  centrifugation: { [ava.processingActionID]: { ...emptyCentrifugationState, ...state } },
});

/** The failures of the screen at `path`, in a tree built with that path current (so it is kept). */
function failuresAt(path: string, mutate: (d: ItineraryData) => void, local: Local, flags: ItineraryFlags = {}) {
  const data = demoItinerary();
  mutate(data);
  const root = buildItineraryStepsWithFailures(
    data,
    { ...emptyItineraryFlowState, ...local },
    { flags, currentPath: path },
    lookups,
  );
  const step = resolveStep(root, path);
  if (step === null || step.path !== path) throw new Error(`No screen at ${path}`);
  return step.failures;
}

type Row = [rule: string, path: string, mutate: (d: ItineraryData) => void, local: Local, expected: string[]];
const none = () => {};

const rows: Row[] = [
  // Patient visit (requirements.md 2.11).
  ['requirements.md 2.11 waypoint/{waypointID} (details)', AVA, none, {}, []],
  [
    'requirements.md 2.11 go-to-patient: blocked until the nurse has arrived',
    `${AVA}/go-to-patient`,
    none,
    {},
    [m.arriveAtWaypoint],
  ],
  [
    'requirements.md 2.11/4 go-to-patient: arrival sets at-waypoint',
    `${AVA}/go-to-patient`,
    (d) => (waypoint(d, ava.waypointID).status = 'at-waypoint'),
    {},
    [],
  ],
  [
    'requirements.md 2.11 action-blocked: another waypoint action in progress',
    `${BEN}/action-blocked`,
    (d) => (d.waypointActions[ava.actionID]!.status = 'in-progress'),
    {},
    [m.finishOtherAction],
  ],
  ['requirements.md 2.11 action-blocked: nothing else is ready', `${BEN}/action-blocked`, none, {}, []],
  ['requirements.md 2.11 procedures-supply: its procedures come after it', `${AVA}/procedures-supply`, none, {}, []],
  [
    'requirements.md 2.11/5 scan procedure supply: the kit container',
    `${PREP_PANEL}/scan-procedure-supply`,
    none,
    {},
    [m.scanProcedureKit],
  ],
  [
    'requirements.md 2.11/5 scan procedure supply: a kit item scanned',
    `${PREP_PANEL}/scan-procedure-supply`,
    (d) => (proc(d, ava.panelID).kitSupplyItemID = 'si-pbag-panel'),
    {},
    [],
  ],
  [
    'requirements.md 5 scan procedure supplies: every quantity needs scanned items',
    `${PREP_PANEL}/scan-procedure-supplies`,
    (d) => (proc(d, ava.panelID).supplyItemIDs = ['si-amber-tube', 'si-lav-1', 'si-sst']),
    {},
    [m.scanAllItems],
  ],
  [
    'requirements.md 5 scan procedure supplies: all scanned',
    `${PREP_PANEL}/scan-procedure-supplies`,
    (d) => (proc(d, ava.panelID).supplyItemIDs = PANEL_TUBES),
    {},
    [],
  ],
  ['requirements.md 2.11 click procedure supplies: nothing to scan', `${PREP_URINE}/click-procedure-supplies`, none, {}, []],
  [
    'requirements.md 5 waypoint-supply: every nurse-supplied procedure needs its kit and supplies',
    `${AVA}/waypoint-supply`,
    (d) => (proc(d, ava.urineID).kitSupplyItemID = 'si-pbag-urine'),
    {},
    [m.everyProcedureKit, m.everyProcedureSupplies],
  ],
  [
    'requirements.md 5 waypoint-supply: every procedure prepared',
    `${AVA}/waypoint-supply`,
    (d) => {
      Object.assign(proc(d, ava.panelID), { kitSupplyItemID: 'si-pbag-panel', supplyItemIDs: PANEL_TUBES });
      proc(d, ava.urineID).kitSupplyItemID = 'si-pbag-urine';
    },
    {},
    [],
  ],
  ['requirements.md 2.11 scan-waypoint-supply: pack the bag', `${AVA}/scan-waypoint-supply`, none, {}, [m.scanBarcode]],
  [
    'requirements.md 2.11 scan-waypoint-supply: the bag scanned',
    `${AVA}/scan-waypoint-supply`,
    (d) => (waypoint(d, ava.waypointID).supplyItemID = 'si-visit-ava'),
    {},
    [],
  ],
  ['requirements.md 2.11 scan-waypoint-supply: kit shipment needs no preparation', `${BEN}/scan-waypoint-supply`, none, {}, []],
  ['requirements.md 2.11 nurse-id', `${AVA}/nurse-id`, none, {}, []],
  ['requirements.md 2.11 patient-list', `${AVA}/patient-list`, none, {}, []],
  ['requirements.md 2.11 locate-mail-in-box', `${BEN}/locate-mail-in-box`, none, {}, []],
  [
    'requirements.md 2.11 scan-in-mail-in-box: the box packed after this visit',
    `${BEN}/scan-in-mail-in-box`,
    none,
    {},
    [um.mailInBoxScanned],
  ],
  [
    'requirements.md 2.11/3 scan-in-mail-in-box: mailInBoxScanned on this phone',
    `${BEN}/scan-in-mail-in-box`,
    none,
    { mailInBoxScanned: { [lab.mailInActionID]: true } },
    [],
  ],
  [
    'requirements.md 3 scan-in-mail-in-box: the server holds the mailInBoxBarcode',
    `${BEN}/scan-in-mail-in-box`,
    (d) => (d.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'BOX-1'),
    {},
    [],
  ],
  ['requirements.md 2.11 centrifugation-reminder', `${AVA}/centrifugation-reminder`, none, {}, []],
  ['requirements.md 2.11 patient-id: identity not checked', `${AVA_ACTION}/patient-id`, none, {}, [m.checkIdentity]],
  [
    'requirements.md 2.11 patient-id: half the identity checklist is not enough',
    `${AVA_ACTION}/patient-id`,
    none,
    { checklists: { [`${AVA_ACTION}/patient-id`]: stepChecklists['patient-id'].slice(0, 1) } },
    [m.checkIdentity],
  ],
  [
    'requirements.md 2.11 patient-id: every identity line ticked (Next then starts the action)',
    `${AVA_ACTION}/patient-id`,
    none,
    { checklists: { [`${AVA_ACTION}/patient-id`]: stepChecklists['patient-id'] } },
    [],
  ],
  [
    'requirements.md 4 patient-id: the action already in progress',
    `${AVA_ACTION}/patient-id`,
    (d) => (d.waypointActions[ava.actionID]!.status = 'in-progress'),
    {},
    [],
  ],
  [
    'requirements.md 2.11 unlock-supplies: the action not started',
    `${AVA_ACTION}/unlock-supplies`,
    (d) => (proc(d, ava.panelID).kitSupplyItemID = 'si-pbag-panel'),
    {},
    [m.unlockSupplies],
  ],
  [
    'requirements.md 4 unlock-supplies: the action in progress',
    `${AVA_ACTION}/unlock-supplies`,
    (d) => {
      proc(d, ava.panelID).kitSupplyItemID = 'si-pbag-panel';
      d.waypointActions[ava.actionID]!.status = 'in-progress';
    },
    {},
    [],
  ],

  // The procedure (requirements.md 2.11).
  ['requirements.md 2.11 patient-consent: not confirmed', `${PANEL}/patient-consent`, none, {}, [m.confirmConsent]],
  [
    'requirements.md 2.11 patient-consent: every consent line ticked',
    `${PANEL}/patient-consent`,
    none,
    { checklists: { [`${PANEL}/patient-consent`]: stepChecklists['patient-consent'] } },
    [],
  ],
  ['requirements.md 2.11 patient-diagnosis', `${PANEL}/patient-diagnosis`, none, {}, []],
  ['requirements.md 5 fasting-compliance: no answer yet', `${PANEL}/fasting-compliance`, none, {}, [m.answerFasting]],
  [
    'requirements.md 5 fasting-compliance: answered on this phone ("Is the patient fasting?")',
    `${PANEL}/fasting-compliance`,
    none,
    { chartingDrafts: { [ava.panelID]: { 'chart-fasting': 'no' } } },
    [],
  ],
  [
    'requirements.md 5 fasting-compliance: the saved charting item has a value',
    `${PANEL}/fasting-compliance`,
    (d) => (proc(d, ava.panelID).charting.items[0]!.children![0]!.value = 'yes'),
    {},
    [],
  ],
  ['requirements.md 2.11 sample-label-checklist: not confirmed', `${PANEL}/sample-label-checklist`, none, {}, [m.confirmLabels]],
  [
    'requirements.md 2.11 sample-label-checklist: every label line ticked',
    `${PANEL}/sample-label-checklist`,
    none,
    { checklists: { [`${PANEL}/sample-label-checklist`]: stepChecklists['sample-label-checklist'] } },
    [],
  ],
  ['requirements.md 2.11 required-patient-action', `${URINE}/required-patient-action`, none, {}, []],
  ['requirements.md 2.11 transfer-instructions', `${A1C}/transfer-instructions`, none, {}, []],
  ['requirements.md 2.11 collection-instructions', `${PANEL}/collection-instructions`, none, {}, []],
  ['requirements.md 2.11 charting-samples', `${PANEL}/charting-samples`, none, {}, []],
  [
    'requirements.md 2.11 scan-sample: the tube not scanned',
    sampleAt(PANEL, ava.samples.amber, 'scan-sample'),
    none,
    {},
    [m.scanBarcode],
  ],
  [
    'requirements.md 2.11/3 scan-sample: the tube scanned on this phone',
    sampleAt(PANEL, ava.samples.amber, 'scan-sample'),
    none,
    { sampleScans: { [ava.samples.amber]: { supplyItemID: 'si-amber-tube', serial: '0001' } } },
    [],
  ],
  [
    'requirements.md 4 scan-sample: the sample already collected',
    sampleAt(PANEL, ava.samples.amber, 'scan-sample'),
    (d) => collect(d, ava.panelID, ava.samples.amber, 'si-amber-tube'),
    {},
    [],
  ],
  [
    'requirements.md 2.11 complete-charting: the sample still pending',
    sampleAt(PANEL, ava.samples.amber, 'complete-charting'),
    none,
    {},
    [m.chartSample],
  ],
  [
    'requirements.md 4 complete-charting: collected',
    sampleAt(PANEL, ava.samples.amber, 'complete-charting'),
    (d) => collect(d, ava.panelID, ava.samples.amber, 'si-amber-tube'),
    {},
    [],
  ],
  [
    'requirements.md 4 complete-charting: failed with its reason',
    sampleAt(PANEL, ava.samples.amber, 'complete-charting'),
    (d) => Object.assign(sample(d, ava.panelID, ava.samples.amber), { status: 'failed', collectionFailure: 'Refused' }),
    {},
    [],
  ],
  ['requirements.md 2.11 put-amber-bag', sampleAt(PANEL, ava.samples.amber, 'put-amber-bag'), none, {}, []],
  [
    'requirements.md 2.11 scan-amber-bag: no amber bag',
    sampleAt(PANEL, ava.samples.amber, 'scan-amber-bag'),
    none,
    {},
    [m.scanBarcode],
  ],
  [
    'requirements.md 2.11/7 scan-amber-bag: amberBags set',
    sampleAt(PANEL, ava.samples.amber, 'scan-amber-bag'),
    (d) => (proc(d, ava.panelID).amberBagIDs = ['si-amber-bag']),
    {},
    [],
  ],
  ['requirements.md 2.11 put-insulated-bag', sampleAt(PANEL, ava.samples.cold1, 'put-insulated-bag'), none, {}, []],
  [
    'requirements.md 2.11 scan-insulated-bag: no insulated bag',
    sampleAt(PANEL, ava.samples.cold1, 'scan-insulated-bag'),
    none,
    {},
    [m.scanBarcode],
  ],
  [
    'requirements.md 2.11/7 scan-insulated-bag: insulatedBag set',
    sampleAt(PANEL, ava.samples.cold1, 'scan-insulated-bag'),
    (d) => (proc(d, ava.panelID).insulatedBagID = 'si-ins-bag'),
    {},
    [],
  ],
  [
    'requirements.md 2.11 scan-insulated-bag, kit shipment: no kit',
    sampleAt(A1C, ben.samples.capillary, 'scan-insulated-bag'),
    none,
    {},
    [m.scanProcedureKit],
  ],
  [
    'requirements.md 2.11 scan-insulated-bag, kit shipment: the kit is the container',
    sampleAt(A1C, ben.samples.capillary, 'scan-insulated-bag'),
    (d) => (proc(d, ben.a1cID).kitSupplyItemID = 'si-kit'),
    {},
    [],
  ],
  ['requirements.md 2.11 put-specimen-bag', sampleAt(PANEL, ava.samples.sst, 'put-specimen-bag'), none, {}, []],
  ['requirements.md 2.11 seal-specimen-bag', `${PANEL}/charting-samples/seal-specimen-bag`, none, {}, []],
  [
    'requirements.md 2.11 scan-specimen-bag (Scan): no specimen bag',
    `${PANEL}/charting-samples/scan-specimen-bag`,
    none,
    {},
    [m.scanBarcode],
  ],
  [
    'requirements.md 5 scan-specimen-bag (Scan): a set instruction sets its id',
    `${PANEL}/charting-samples/scan-specimen-bag`,
    (d) => (proc(d, ava.panelID).specimenBag = { id: 'si-spec-bag', relatedSupplyItemIDs: PANEL_TUBES }),
    {},
    [],
  ],
  [
    'requirements.md 2.11 scan-specimen-bag (Confirm, kit shipment): no kit',
    `${A1C}/charting-samples/scan-specimen-bag`,
    none,
    {},
    [m.scanProcedureKit],
  ],
  [
    'requirements.md 2.11 scan-specimen-bag (Confirm, kit shipment): the kit is the container',
    `${A1C}/charting-samples/scan-specimen-bag`,
    (d) => (proc(d, ben.a1cID).kitSupplyItemID = 'si-kit'),
    {},
    [],
  ],
  ['requirements.md 2.11 task: a charting question unanswered', `${PANEL}/task`, none, {}, [m.answerCharting]],
  [
    'requirements.md 2.11 task: every question answered (Next saves the charting)',
    `${PANEL}/task`,
    none,
    { chartingDrafts: { [ava.panelID]: { 'chart-fasting': 'yes' } } },
    [],
  ],
  [
    'requirements.md 4 task: charting saved (status complete)',
    `${PANEL}/task`,
    (d) => (proc(d, ava.panelID).charting.status = 'complete'),
    {},
    [],
  ],
  [
    'requirements.md 3/4 task: the procedure failed',
    `${PANEL}/task`,
    (d) =>
      Object.assign(proc(d, ava.panelID), {
        status: 'failed',
        failed: { reason: 'No vein', failedBy: 'u', failedByRole: 'nurse', supplyCondition: 'used', timestamp: 't' },
      }),
    {},
    [],
  ],
  ['requirements.md 2.11 task: nothing to chart', `${URINE}/task`, none, {}, []],
  ['requirements.md 2.11 packing: the kit not packed', `${A1C}/packing`, none, {}, [m.packKit]],
  ['requirements.md 2.11 packing: packed on this phone', `${A1C}/packing`, none, { kitPacked: { [ben.a1cID]: true } }, []],
  ['requirements.md 2.11 scan-shipping-label: not scanned', `${A1C}/scan-shipping-label`, none, {}, [m.scanBarcode]],
  [
    'requirements.md 4 scan-shipping-label: saving the label completed the procedure',
    `${A1C}/scan-shipping-label`,
    (d) => (proc(d, ben.a1cID).status = 'completed'),
    {},
    [],
  ],
  [
    'requirements.md 8 scan-shipping-label: a failed label write does not stop the flow',
    `${A1C}/scan-shipping-label`,
    none,
    { scannedShippingLabelBarcode: { [ben.a1cID]: 'LBL-1' } },
    [],
  ],
  [
    'requirements.md 2.11/5 scan-procedure-supply in the procedure: no kit',
    `${A1C}/scan-procedure-supply`,
    none,
    {},
    [m.scanProcedureKit],
  ],
  [
    'requirements.md 2.11/5 scan-procedure-supplies in the procedure: the vial scanned',
    `${A1C}/scan-procedure-supplies`,
    (d) => (proc(d, ben.a1cID).supplyItemIDs = ['si-vial']),
    {},
    [],
  ],

  // Unpacked mail-in (requirements.md 2.11, 5).
  ['requirements.md 5 scan-mail-in-box: not scanned', `${PACKING}/scan-mail-in-box`, none, {}, [um.mailInBoxScanned]],
  [
    'requirements.md 5 scan-mail-in-box: the server holds the mailInBoxBarcode',
    `${PACKING}/scan-mail-in-box`,
    (d) => (d.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'BOX-1'),
    {},
    [],
  ],
  [
    'requirements.md 5 follow-instructions: instructions 1 and 3 left',
    `${PACKING}/follow-instructions`,
    none,
    { packingFlowInstructions: { [lab.mailInActionID]: { 'remove-pressure-bag': true } } },
    [instructionMustBeCompleted(1), instructionMustBeCompleted(3)],
  ],
  [
    'requirements.md 5 follow-instructions: every instruction done',
    `${PACKING}/follow-instructions`,
    none,
    {
      packingFlowInstructions: {
        [lab.mailInActionID]: { 'remove-tape-strips': true, 'remove-pressure-bag': true, 'place-ice-packs': true },
      },
    },
    [],
  ],
  [
    'requirements.md 5 pack-specimen-bags: the kit not scanned into the box',
    `${PACKING}/pack-specimen-bags`,
    (d) => (proc(d, ben.a1cID).kitSupplyItemID = 'si-kit'),
    {},
    [um.specimenBagsPacked],
  ],
  [
    'requirements.md 3/5 pack-specimen-bags: specimenBagsScanned holds the kit',
    `${PACKING}/pack-specimen-bags`,
    (d) => (proc(d, ben.a1cID).kitSupplyItemID = 'si-kit'),
    { specimenBagsScanned: { [lab.mailInActionID]: ['si-kit'] } },
    [],
  ],

  // Packed mail-in (requirements.md 2.11, 4, 5).
  ['requirements.md 2.11 mail-in stop', `${MAIL_IN}/stop`, none, {}, []],
  ['requirements.md 2.11/4 mail-in drive: not arrived', `${MAIL_IN}/drive`, none, {}, [m.arriveAtWaypoint]],
  [
    'requirements.md 2.11/4 mail-in drive: at the waypoint',
    `${MAIL_IN}/drive`,
    (d) => (waypoint(d, lab.waypointID).status = 'at-waypoint'),
    {},
    [],
  ],
  [
    'requirements.md 5 mail-in scan: the package not scanned',
    `${MAIL_IN}/scan`,
    (d) => (d.shipments[lab.shipmentID]!.shipmentBoxSupplyItemID = 'si-box'),
    {},
    [pm.scanAllItems],
  ],
  [
    'requirements.md 5 mail-in scan (issue 13): labelled at the home is not scanned at the stop',
    `${MAIL_IN}/scan`,
    (d) => {
      d.shipments[lab.shipmentID]!.shipmentBoxSupplyItemID = 'si-box';
      d.shipments[lab.shipmentID]!.status = 'ready_to_ship';
    },
    {},
    [pm.scanAllItems],
  ],
  [
    'requirements.md 4/5 mail-in scan: a box handed over at the stop counts',
    `${MAIL_IN}/scan`,
    (d) => {
      d.shipments[lab.shipmentID]!.shipmentBoxSupplyItemID = 'si-box';
      d.shipments[lab.shipmentID]!.waypointArrival = true;
    },
    {},
    [],
  ],
  [
    'requirements.md 3/5 mail-in scan: scanItems holds the box',
    `${MAIL_IN}/scan`,
    (d) => (d.shipments[lab.shipmentID]!.shipmentBoxSupplyItemID = 'si-box'),
    { mailInScanItems: { [lab.waypointID]: ['si-box'] } },
    [],
  ],
  [
    'requirements.md 4 mail-in scan: a shipment dropped off already',
    `${MAIL_IN}/scan`,
    (d) => (d.shipments[lab.shipmentID]!.status = 'in-transit'),
    {},
    [],
  ],
  ['requirements.md 5 shipment scan-box: not scanned', `${SHIPMENT}/scan-box`, none, {}, [pm.scanBarcode]],
  [
    'requirements.md 3/7 shipment scan-box: the nurse-scan flag waypointArrival',
    `${SHIPMENT}/scan-box`,
    (d) => Object.assign(d.shipments[lab.shipmentID]!, { shipmentBoxSupplyItemID: 'si-box', waypointArrival: true }),
    {},
    [],
  ],
  ['requirements.md 2.11 shipment print-label', `${SHIPMENT}/print-label`, none, {}, []],
  [
    "requirements.md 5 shipment scan-label: not the shipment's label",
    `${SHIPMENT}/scan-label`,
    (d) => (d.shipments[lab.shipmentID]!.shippingLabelBarcode = 'LBL-1'),
    { mailbox: { [lab.shipmentID]: { scanBox: 'si-box', scanLabel: 'LBL-2', takePhoto: null } } },
    [pm.scanBarcode],
  ],
  [
    'requirements.md 7 shipment scan-label: the server holds scannedShippingLabelBarcode',
    `${SHIPMENT}/scan-label`,
    (d) =>
      Object.assign(d.shipments[lab.shipmentID]!, {
        shippingLabelBarcode: 'LBL-1',
        scannedShippingLabelBarcode: 'LBL-1',
      }),
    {},
    [],
  ],
  ['requirements.md 5 shipment take-photo: no photo', `${SHIPMENT}/take-photo`, none, {}, [pm.takePhoto]],
  [
    'requirements.md 3 shipment take-photo: the shipment box image',
    `${SHIPMENT}/take-photo`,
    (d) => (d.shipments[lab.shipmentID]!.shipmentBoxImage = 'file-1'),
    {},
    [],
  ],
  ['requirements.md 2.11 shipment drop-off', `${SHIPMENT}/drop-off`, none, {}, []],
  ['requirements.md 5 shipments: not all in transit', `${MAIL_IN}/shipments`, none, {}, [pm.dropOffAllShipments]],
  [
    'requirements.md 4/5 shipments: all in transit',
    `${MAIL_IN}/shipments`,
    (d) => (d.shipments[lab.shipmentID]!.status = 'in-transit'),
    {},
    [],
  ],

  // Centrifugation (requirements.md 2.11, 4, 5).
  [
    'requirements.md 5 scan specimen bags: not scanned',
    `${SPIN}/scan-specimen-bags`,
    panelCollected,
    {},
    [cm.allSpecimenBagsScanned],
  ],
  [
    'requirements.md 3/5 scan specimen bags: initialSpecimenBagsScanned',
    `${SPIN}/scan-specimen-bags`,
    panelCollected,
    spin({ initialSpecimenBagsScanned: ['si-spec-bag'] }),
    [],
  ],
  ['requirements.md 5 scan samples: the SST tube not scanned', `${SPIN}/scan-samples`, panelCollected, {}, [cm.allSamplesScanned]],
  [
    'requirements.md 3/5 scan samples: samplesRequiringCentrifugationScanned',
    `${SPIN}/scan-samples`,
    panelCollected,
    spin({ samplesRequiringCentrifugationScanned: ['si-sst'] }),
    [],
  ],
  ['requirements.md 2.11 centrifugation instructions', `${SPIN}/instructions`, panelCollected, {}, []],
  ['requirements.md 5 photo confirmation: no photo', `${SPIN}/photo-confirmation`, panelCollected, {}, [cm.photoRequired]],
  [
    'requirements.md 5 photo confirmation: the saved "Centrifuge Photo" charting item',
    `${SPIN}/photo-confirmation`,
    (d) => {
      panelCollected(d);
      proc(d, ava.panelID).charting.items.push({
        id: `centrifuge-photo-${ava.processingActionID}`,
        type: 'files',
        title: 'Centrifuge Photo',
        value: ['file-spin'],
      });
    },
    {},
    [],
  ],
  [
    'requirements.md 5 procedure scan-specimen-bag: no new bag',
    `${SPIN_PANEL}/scan-specimen-bag`,
    panelCollected,
    {},
    [cm.newSpecimenBagScanned],
  ],
  [
    'requirements.md 3 procedure scan-specimen-bag: a new bag scanned on this phone',
    `${SPIN_PANEL}/scan-specimen-bag`,
    panelCollected,
    spin({ newSpecimenBagsScanned: { [ava.panelID]: 'si-spin-bag' } }),
    [],
  ],
  [
    'requirements.md 5 procedure scan-samples: no new bag, tubes not in it',
    `${SPIN_PANEL}/scan-samples`,
    panelCollected,
    {},
    [cm.newSpecimenBagScanned, cm.allSamplesScanned],
  ],
  ['requirements.md 4 procedure scan-samples: the new bag saved on the server', `${SPIN_PANEL}/scan-samples`, saveSpin, {}, []],
  [
    'requirements.md 5 pack specimen bags: not packed',
    `${SPIN}/pack-specimen-bags`,
    panelCollected,
    {},
    [cm.proceduresMustBePacked],
  ],
  ['requirements.md 4 pack specimen bags: every procedure centrifuged', `${SPIN}/pack-specimen-bags`, saveSpin, {}, []],
];

describe('itineraryStepFailures: what keeps Next disabled on each screen (requirements.md 5)', () => {
  it.each(rows)('%s', (_, path, mutate, local, expected) => {
    expect(failuresAt(path, mutate, local)).toEqual(expected);
  });

  it('requirements.md 2.11: the supply-preparation-disabled flag leaves no visit bag to pack', () => {
    expect(failuresAt(`${AVA}/scan-waypoint-supply`, none, {}, { supplyPreparationDisabled: true })).toEqual([]);
  });

  it('a failed procedure has nothing left to do: its kit and bags never block', () => {
    const fail = (d: ItineraryData) => (proc(d, ben.a1cID).status = 'failed');
    expect(failuresAt(`${A1C}/scan-procedure-supply`, fail, {})).toEqual([]);
    expect(failuresAt(`${A1C}/charting-samples/scan-specimen-bag`, fail, {})).toEqual([]);
  });

  it('requirements.md 2.11: a failed sample needs no bag', () => {
    const failed = (d: ItineraryData) => (sample(d, ava.panelID, ava.samples.amber).status = 'failed');
    expect(failuresAt(sampleAt(PANEL, ava.samples.amber, 'scan-amber-bag'), failed, {})).toEqual([]);
  });

  it('requirements.md 4: a packed mail-in action has done every packing step on the server', () => {
    const packed = (d: ItineraryData) => {
      proc(d, ben.a1cID).kitSupplyItemID = 'si-kit';
      Object.assign(d.waypointActions[lab.mailInActionID]!, { status: 'packed' });
      d.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'BOX-1';
    };
    for (const step of ['scan-mail-in-box', 'follow-instructions', 'pack-specimen-bags']) {
      expect(failuresAt(`${PACKING}/${step}`, packed, {}), step).toEqual([]);
    }
  });
});

describe('ids that name nothing in the data: requirements.md 8 not-found texts, never a throw', () => {
  const provider = itineraryStepFailures(demoItinerary(), emptyItineraryFlowState, lookups);
  const screen = (kind: StepKind, ids: Partial<Step>): Step => ({
    id: 'x',
    path: 'x',
    title: 'x',
    kind,
    screen: true,
    children: [],
    ...ids,
  });
  it.each<[string, Step, string[]]>([
    ['requirements.md 8 waypoint not found', screen('go-to-patient', { waypointID: 'nope' }), [m.waypointNotFound]],
    ['requirements.md 8 a step without its waypoint id', screen('mail-in-drive', {}), [m.waypointNotFound]],
    ['requirements.md 8 waypoint action not found', screen('patient-id', { waypointActionID: 'nope' }), [m.waypointNotFound]],
    [
      'requirements.md 8 a mail-in packing step on an action that is not mail-in',
      screen('mail-in-scan-box', { waypointActionID: ava.actionID }),
      [m.waypointNotFound],
    ],
    ['requirements.md 8 procedure not found', screen('task', { procedureID: 'nope' }), [m.procedureNotFound]],
    ['requirements.md 8 an id that is an Object member', screen('packing', { procedureID: 'constructor' }), [m.procedureNotFound]],
    [
      'requirements.md 8 "Missing sample {id} on procedure {id}"',
      screen('scan-sample', { procedureID: ava.panelID, sampleID: 'nope' }),
      [`Missing sample nope on procedure ${ava.panelID}`],
    ],
    [
      'requirements.md 5 "No procedures found": no such processing action',
      screen('centrifugation-scan-samples', { processingActionID: 'nope' }),
      [cm.noProceduresFound],
    ],
    [
      'requirements.md 5 "No procedure found": not a procedure of the processing action',
      screen('centrifugation-procedure-scan-samples', {
        processingActionID: ava.processingActionID,
        procedureID: 'nope',
      }),
      [cm.noProcedureFound],
    ],
    [
      'requirements.md 8 "Missing shipment"',
      screen('shipment-scan-box', { waypointID: lab.waypointID, shipmentID: 'nope' }),
      [pm.missingShipment],
    ],
  ])('%s', (_, step, expected) => {
    expect(provider(step)).toEqual(expected);
  });
});

describe('texts (requirements.md 5: the tooltip lists them verbatim)', () => {
  it.each([
    ['requirements.md 8 thrown, verbatim', m.waypointNotFound, 'Waypoint, procedure or waypoint action not found'],
    ['requirements.md 8 thrown, verbatim', m.procedureNotFound, 'Procedure not found'],
    ['requirements.md 8 thrown, verbatim', missingSample('s1', 'p1'), 'Missing sample s1 on procedure p1'],
    ['ours', m.arriveAtWaypoint, 'Arrive at the waypoint before continuing.'],
    ['ours', m.finishOtherAction, 'Finish your other action before continuing.'],
    ['ours', m.checkIdentity, "Check the patient's identity before continuing."],
    ['ours', m.unlockSupplies, 'Unlock the supplies before continuing.'],
    ['ours', m.confirmConsent, "Confirm the patient's consent before continuing."],
    ['ours', m.answerFasting, 'Answer whether the patient is fasting before continuing.'],
    ['ours', m.confirmLabels, 'Confirm the sample labels before continuing.'],
    ['ours', m.chartSample, 'Chart the sample before continuing.'],
    ['ours', m.answerCharting, 'Answer every charting question before continuing.'],
    ['ours', m.packKit, 'Pack the kit before continuing.'],
  ])('%s: %j', (_, actual, expected) => {
    expect(actual).toBe(expected);
    expect(isContinueMessage(actual)).toBe(true);
  });

  it('the missing-sample template is known; near misses are not', () => {
    expect(isContinueMessage(missingSample('a b', 'c'))).toBe(true);
    expect(isContinueMessage('Missing sample  on procedure p')).toBe(false);
    expect(isContinueMessage('Missing sample s on procedure p.')).toBe(true); // an id may end with a dot
    expect(isContinueMessage('Missing samples on procedure p')).toBe(false);
  });

  it('every checklist screen has lines, and a checklist counts only when every line is ticked', () => {
    for (const [kind, lines] of Object.entries(stepChecklists)) {
      expect(lines.length, kind).toBeGreaterThan(0);
      expect(new Set(lines).size, kind).toBe(lines.length);
    }
    expect(isChecklistComplete('patient-consent', stepChecklists['patient-consent'])).toBe(true);
    expect(isChecklistComplete('patient-consent', stepChecklists['patient-consent'].slice(1))).toBe(false);
    expect(isChecklistComplete('patient-consent', undefined)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The whole demo walked

/** The demo with everything done on the server: collected, bagged, charted, spun, packed, dropped off. */
function doneItinerary(): ItineraryData {
  const d = demoItinerary();
  for (const w of d.waypoints) w.status = 'complete';
  waypoint(d, ava.waypointID).supplyItemID = 'si-visit-ava';
  waypoint(d, ben.waypointID).supplyItemID = 'si-visit-ben';
  for (const a of Object.values(d.waypointActions)) a.status = 'complete';
  d.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'BOX-1';

  panelCollected(d);
  Object.assign(proc(d, ava.panelID), {
    status: 'completed',
    kitSupplyItemID: 'si-pbag-panel',
    supplyItemIDs: PANEL_TUBES,
    amberBagIDs: ['si-amber-bag'],
    insulatedBagID: 'si-ins-bag',
  });
  proc(d, ava.panelID).charting.items[0]!.children![0]!.value = 'yes';
  collect(d, ava.urineID, ava.samples.urine, 'si-urine');
  proc(d, ava.urineID).specimenBag = { id: 'si-spec-bag-urine', relatedSupplyItemIDs: ['si-urine'] };
  Object.assign(proc(d, ava.urineID), {
    status: 'completed',
    kitSupplyItemID: 'si-pbag-urine',
    supplyItemIDs: ['si-urine'],
  });
  collect(d, ben.a1cID, ben.samples.capillary, 'si-vial');
  Object.assign(proc(d, ben.a1cID), { status: 'completed', kitSupplyItemID: 'si-kit', supplyItemIDs: ['si-vial'] });
  for (const p of Object.values(d.procedures)) {
    p.charting.status = 'complete';
    for (const s of p.samples) s.status = 'completed';
  }

  Object.assign(d.processingActions[ava.processingActionID]!, {
    status: 'complete',
    newSpecimenBags: { [ava.panelID]: { supplyItemID: 'si-spin-bag', relatedSupplyItemIDs: ['si-sst'] } },
  });
  Object.assign(d.shipments[lab.shipmentID]!, {
    status: 'in-transit',
    shipmentBoxSupplyItemID: 'si-box',
    shippingLabelBarcode: 'LBL-1',
    scannedShippingLabelBarcode: 'LBL-1',
    shipmentBoxImage: 'file-box',
    waypointArrival: true,
    preparingToLabel: true,
  });
  return d;
}

describe('every screen of the demo itinerary', () => {
  const demoScreens = flattenSteps(buildItinerarySteps(demoItinerary(), { localFlow: {}, flags: {} }));

  it('every kind of screen the demo has is a row of the table above', () => {
    const kindAt = (path: string) =>
      resolveStep(buildItinerarySteps(demoItinerary(), { localFlow: {}, flags: {}, currentPath: path }), path)?.kind;
    const covered = new Set(rows.map(([, path]) => kindAt(path)));
    expect(demoScreens.map((s) => s.kind).filter((kind) => kind !== 'overview' && !covered.has(kind))).toEqual([]);
  });

  it.each<[string, (d: ItineraryData) => void]>([
    ['untouched', none],
    [
      'half done: Ava in progress, tubes collected',
      (d) => {
        d.waypointActions[ava.actionID]!.status = 'in-progress';
        panelCollected(d);
      },
    ],
    [
      'everything failed or canceled',
      (d) => {
        for (const p of Object.values(d.procedures)) p.status = 'failed';
        for (const a of Object.values(d.waypointActions)) a.status = 'canceled';
      },
    ],
  ])('requirements.md 5: every failure on every screen is a known text, listed once (%s)', (_, mutate) => {
    const data = demoItinerary();
    mutate(data);
    for (const step of demoScreens) {
      const root = buildItineraryStepsWithFailures(
        data,
        emptyItineraryFlowState,
        { flags: {}, currentPath: step.path },
        lookups,
      );
      const failures = resolveStep(root, step.path)?.failures ?? [];
      for (const text of failures) expect(isContinueMessage(text), `${step.path}: ${text}`).toBe(true);
      expect(new Set(failures).size, step.path).toBe(failures.length);
    }
  });

  it('requirements.md 5: with everything done, Next is allowed on every screen', () => {
    const data = doneItinerary();
    // What the server does not hold: the checklists ticked on this phone.
    const flow: ItineraryFlowState = {
      ...emptyItineraryFlowState,
      checklists: {
        [`${PANEL}/patient-consent`]: stepChecklists['patient-consent'],
        [`${PANEL}/sample-label-checklist`]: stepChecklists['sample-label-checklist'],
      },
    };
    const blocked = demoScreens.flatMap((step) => {
      const root = buildItineraryStepsWithFailures(data, flow, { flags: {}, currentPath: step.path }, lookups);
      const screen = resolveStep(root, step.path);
      expect(screen?.path, step.path).toBe(step.path);
      return (screen?.failures ?? []).map((text) => `${step.path}: ${text}`);
    });
    expect(blocked).toEqual([]);
  });

  it('requirements.md 5: the untouched demo blocks Next on its scan and check steps, not on its reading steps', () => {
    const root = buildItineraryStepsWithFailures(demoItinerary(), emptyItineraryFlowState, { flags: {} }, lookups);
    const byPath = new Map(flattenSteps(root).map((s) => [s.path, s.failures ?? []]));
    expect(byPath.get(`${AVA}/nurse-id`)).toEqual([]);
    expect(byPath.get(`${AVA}/go-to-patient`)).toEqual([m.arriveAtWaypoint]);
    expect(byPath.get(`${PANEL}/task`)).toEqual([m.answerCharting]);
  });
});
