import { describe, expect, it } from 'vitest';
import { DEMO, demoItinerary, makeProcedure, makeSample, makeWaypoint, makeWaypointAction, byID } from '../itinerary-data/fixtures.ts';
import type { ItineraryData, Procedure } from '../itinerary-data/model.ts';
import { flattenSteps } from './navigation.ts';
import { pathOf } from './paths.ts';
import { readyActions } from '../itinerary-data/selectors.ts';
import { screenStepKinds, stepTitles } from './step-kinds/index.ts';
import { buildItinerarySteps } from './step-tree.ts';
import { attachFailures, canContinue, type Step, type StepTreeContext } from './step.ts';

const { ava, ben, lab } = DEMO;
const baseCtx: StepTreeContext = { localFlow: {}, flags: {} };

function allSteps(root: Step): Step[] {
  return [root, ...root.children.flatMap(allSteps)];
}

function build(mutate: (d: ItineraryData) => void = () => {}, ctx: Partial<StepTreeContext> = {}): Step[] {
  const data = demoItinerary();
  mutate(data);
  return allSteps(buildItinerarySteps(data, { ...baseCtx, ...ctx }));
}

const proc = (d: ItineraryData, id: string): Procedure => d.procedures[id]!;
const AVA = pathOf.waypoint(ava.waypointID);
const BEN = pathOf.waypoint(ben.waypointID);
const AVA_ACTION = pathOf.waypointAction(ava.waypointID, ava.actionID);
const PANEL = pathOf.procedure(ava.waypointID, ava.actionID, ava.panelID);
const URINE = pathOf.procedure(ava.waypointID, ava.actionID, ava.urineID);
const A1C = pathOf.procedure(ben.waypointID, ben.actionID, ben.a1cID);
const SPIN = pathOf.centrifugation(ava.processingActionID);
const PACKING = pathOf.mailInPacking(lab.mailInActionID);
const MAIL_IN = pathOf.mailIn(lab.waypointID);
const sampleStep = (procedurePath: string, sampleID: string, step: string) =>
  `${procedurePath}/charting-samples/${sampleID}/${step}`;

type Row = [
  rule: string,
  mutate: (d: ItineraryData) => void,
  ctx: Partial<StepTreeContext>,
  path: string,
  present: boolean,
];
const none = () => {};

const rows: Row[] = [
  // Patient visit steps.
  ['requirements.md 2.11 itinerary overview (empty path)', none, {}, '', true],
  ['requirements.md 2.11 waypoint/{waypointID} (details)', none, {}, AVA, true],
  ['requirements.md 2.11 go-to-patient', none, {}, `${BEN}/go-to-patient`, true],
  ['requirements.md 2.11 action-blocked: absent when no other action is ready', none, {}, `${BEN}/action-blocked`, false],
  [
    'requirements.md 2.11 action-blocked: another waypoint action in progress is ready',
    (d) => (d.waypointActions[ava.actionID]!.status = 'in-progress'),
    {},
    `${BEN}/action-blocked`,
    true,
  ],
  [
    'requirements.md 2.11 action-blocked: only *another* action blocks (own action in progress)',
    (d) => (d.waypointActions[ava.actionID]!.status = 'in-progress'),
    {},
    `${AVA}/action-blocked`,
    false,
  ],
  [
    'requirements.md 2.11 action-blocked: a centrifugation whose tubes are collected is ready',
    (d) => proc(d, ava.panelID).samples.forEach((s) => (s.status = 'collected')),
    {},
    `${BEN}/action-blocked`,
    true,
  ],
  [
    'requirements.md 2.11 action-blocked: a complete centrifugation is not ready',
    (d) => {
      proc(d, ava.panelID).samples.forEach((s) => (s.status = 'collected'));
      d.processingActions[ava.processingActionID]!.status = 'complete';
    },
    {},
    `${BEN}/action-blocked`,
    false,
  ],
  [
    'requirements.md 2.11 action-blocked: a packed action is not ready',
    (d) => (d.waypointActions[ava.actionID]!.status = 'packed'),
    {},
    `${BEN}/action-blocked`,
    false,
  ],
  ['requirements.md 2.11 procedures-supply (Prepare for the visit), nurse supplies', none, {}, `${AVA}/procedures-supply`, true],
  ['requirements.md 2.11 waypoint-supply, nurse supplies', none, {}, `${AVA}/waypoint-supply`, true],
  ['requirements.md 2.11 procedures-supply omitted for kit shipment', none, {}, `${BEN}/procedures-supply`, false],
  ['requirements.md 2.11 waypoint-supply omitted for kit shipment', none, {}, `${BEN}/waypoint-supply`, false],
  [
    'requirements.md 2.11 procedures-supply omitted when the waypoint check says not needed (flag)',
    none,
    { flags: { supplyPreparationDisabled: true } },
    `${AVA}/procedures-supply`,
    false,
  ],
  [
    'requirements.md 2.11 waypoint-supply omitted when the waypoint check says not needed (flag)',
    none,
    { flags: { supplyPreparationDisabled: true } },
    `${AVA}/waypoint-supply`,
    false,
  ],
  [
    'requirements.md 2.11 waypoint check: nothing to supply when every procedure is canceled',
    (d) => [ava.panelID, ava.urineID].forEach((id) => (proc(d, id).status = 'canceled')),
    {},
    `${AVA}/procedures-supply`,
    false,
  ],
  [
    'requirements.md 2.11 procedures supply: scan procedure supply (kit container) per procedure',
    none,
    {},
    `${AVA}/procedures-supply/procedure/${ava.panelID}/scan-procedure-supply`,
    true,
  ],
  [
    'requirements.md 2.11 procedures supply: scan procedure supplies per procedure',
    none,
    {},
    `${AVA}/procedures-supply/procedure/${ava.urineID}/scan-procedure-supplies`,
    true,
  ],
  [
    'requirements.md 2.11 procedures supply: click procedure supplies when sample scanning is disabled',
    none,
    {},
    `${AVA}/procedures-supply/procedure/${ava.urineID}/click-procedure-supplies`,
    true,
  ],
  [
    'requirements.md 2.11 procedures supply: no click procedure supplies when sample scanning is enabled',
    none,
    {},
    `${AVA}/procedures-supply/procedure/${ava.panelID}/click-procedure-supplies`,
    false,
  ],
  ['requirements.md 2.11 scan-waypoint-supply (pack the bag)', none, {}, `${AVA}/scan-waypoint-supply`, true],
  ['requirements.md 2.11 scan-waypoint-supply, kit shipment too', none, {}, `${BEN}/scan-waypoint-supply`, true],
  ['requirements.md 2.11 nurse-id', none, {}, `${BEN}/nurse-id`, true],
  ['requirements.md 2.11 patient-list', none, {}, `${AVA}/patient-list`, true],
  ['requirements.md 2.11 locate-mail-in-box: mail-in box not yet scanned', none, {}, `${BEN}/locate-mail-in-box`, true],
  ['requirements.md 2.11 scan-in-mail-in-box: mail-in box not yet scanned', none, {}, `${BEN}/scan-in-mail-in-box`, true],
  ['requirements.md 2.11 locate-mail-in-box: no mail-in box at this waypoint', none, {}, `${AVA}/locate-mail-in-box`, false],
  [
    'requirements.md 2.11 locate-mail-in-box: box already scanned (barcode)',
    (d) => (d.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'MIB-0001'),
    {},
    `${BEN}/locate-mail-in-box`,
    false,
  ],
  [
    'requirements.md 2.11/3 scan-in-mail-in-box: box scanned on this device (mailInBoxScanned)',
    none,
    { localFlow: { mailInBoxScanned: { [lab.mailInActionID]: true } } },
    `${BEN}/scan-in-mail-in-box`,
    false,
  ],
  [
    'requirements.md 2.11/8 locate-mail-in-box: an invalid mail-in action (no links) has no box',
    (d) => (d.waypointActions[lab.mailInActionID]!.mailIn!.linkedWaypointActionIDs = []),
    {},
    `${BEN}/locate-mail-in-box`,
    false,
  ],
  [
    'requirements.md 2.11 centrifugation-reminder: the waypoint needs a centrifuge',
    none,
    {},
    `${AVA}/centrifugation-reminder`,
    true,
  ],
  ['requirements.md 2.11 centrifugation-reminder: no centrifuge needed', none, {}, `${BEN}/centrifugation-reminder`, false],
  [
    'requirements.md 2.11 centrifugation-reminder: a canceled processing action needs no centrifuge',
    (d) => (d.processingActions[ava.processingActionID]!.status = 'canceled'),
    {},
    `${AVA}/centrifugation-reminder`,
    false,
  ],
  // Waypoint action.
  ['requirements.md 2.11 waypoint-action/{waypointActionID}: patient-id', none, {}, `${AVA_ACTION}/patient-id`, true],
  ['requirements.md 2.11 unlock-supplies: no procedure has a kit supply item', none, {}, `${AVA_ACTION}/unlock-supplies`, false],
  [
    'requirements.md 2.11 unlock-supplies: some procedure has a kit supply item',
    (d) => (proc(d, ava.urineID).kitSupplyItemID = 'kit-item-1'),
    {},
    `${AVA_ACTION}/unlock-supplies`,
    true,
  ],
  [
    'requirements.md 4 (ours): a canceled waypoint action has no steps',
    (d) => (d.waypointActions[ava.actionID]!.status = 'canceled'),
    {},
    AVA_ACTION,
    false,
  ],
  // Procedure.
  ['requirements.md 2.11 patient-consent when the consent condition holds', none, {}, `${PANEL}/patient-consent`, true],
  ['requirements.md 2.11 patient-consent: no consent needed', none, {}, `${URINE}/patient-consent`, false],
  ['requirements.md 2.11 sample-label-checklist shown with consent', none, {}, `${PANEL}/sample-label-checklist`, true],
  ['requirements.md 2.11 sample-label-checklist: not without consent', none, {}, `${URINE}/sample-label-checklist`, false],
  ['requirements.md 2.11 patient-diagnosis (instructions from physician)', none, {}, `${PANEL}/patient-diagnosis`, true],
  ['requirements.md 2.11 patient-diagnosis: no diagnosis', none, {}, `${URINE}/patient-diagnosis`, false],
  [
    'requirements.md 2.11 patient-diagnosis: a blank diagnosis is none',
    (d) => (proc(d, ava.panelID).instructions.diagnosis = '  '),
    {},
    `${PANEL}/patient-diagnosis`,
    false,
  ],
  [
    'requirements.md 5 fasting-compliance: fasting yes and the item (nested in a group) exists',
    none,
    {},
    `${PANEL}/fasting-compliance`,
    true,
  ],
  [
    'requirements.md 5 fasting-compliance: fasting instruction not yes',
    (d) => (proc(d, ava.panelID).instructions.fasting = 'no'),
    {},
    `${PANEL}/fasting-compliance`,
    false,
  ],
  [
    'requirements.md 5 fasting-compliance: the title must match exactly',
    (d) => (proc(d, ava.panelID).charting.items = [{ id: 'x', type: 'question', title: 'Is the patient fasting' }]),
    {},
    `${PANEL}/fasting-compliance`,
    false,
  ],
  ['requirements.md 2.11 required-patient-action when applicable', none, {}, `${URINE}/required-patient-action`, true],
  [
    'requirements.md 2.11 collection-instructions: not when a patient action applies',
    none,
    {},
    `${URINE}/collection-instructions`,
    false,
  ],
  ['requirements.md 2.11 transfer-instructions when applicable', none, {}, `${A1C}/transfer-instructions`, true],
  ['requirements.md 2.11 collection-instructions: not when transfer applies', none, {}, `${A1C}/collection-instructions`, false],
  ['requirements.md 2.11 collection-instructions otherwise', none, {}, `${PANEL}/collection-instructions`, true],
  ['requirements.md 2.11 charting-samples (chart)', none, {}, `${PANEL}/charting-samples`, true],
  ['requirements.md 2.11 task (charting details)', none, {}, `${URINE}/task`, true],
  [
    'requirements.md 2.11 a procedure needs a task definition to have these steps',
    (d) => (proc(d, ava.urineID).taskID = null),
    {},
    URINE,
    false,
  ],
  [
    'requirements.md 4 (ours): a canceled procedure has no steps',
    (d) => (proc(d, ava.urineID).status = 'canceled'),
    {},
    URINE,
    false,
  ],
  ['requirements.md 2.11 packing: kit shipment', none, {}, `${A1C}/packing`, true],
  ['requirements.md 2.11 scan-shipping-label: kit shipment', none, {}, `${A1C}/scan-shipping-label`, true],
  ['requirements.md 2.11 packing: not for nurse supplies', none, {}, `${PANEL}/packing`, false],
  [
    'requirements.md 2.11 packing: not if every sample failed',
    (d) => proc(d, ben.a1cID).samples.forEach((s) => (s.status = 'failed')),
    {},
    `${A1C}/packing`,
    false,
  ],
  [
    'requirements.md 2.11 scan-shipping-label: not if every sample failed',
    (d) => proc(d, ben.a1cID).samples.forEach((s) => (s.status = 'failed')),
    {},
    `${A1C}/scan-shipping-label`,
    false,
  ],
  [
    'requirements.md 2.11 packing: one sample left is enough',
    (d) => proc(d, ben.a1cID).samples.push(makeSample({ id: 'extra', status: 'failed' })),
    {},
    `${A1C}/packing`,
    true,
  ],
  [
    'requirements.md 2.11 (ours) scan-procedure-supply in the procedure: not prepared ahead (kit)',
    none,
    {},
    `${A1C}/scan-procedure-supply`,
    true,
  ],
  [
    'requirements.md 2.11 (ours) scan-procedure-supplies in the procedure: not prepared ahead',
    none,
    {},
    `${A1C}/scan-procedure-supplies`,
    true,
  ],
  [
    'requirements.md 2.11 (ours) no scan-procedure-supply in the procedure once prepared ahead',
    none,
    {},
    `${PANEL}/scan-procedure-supply`,
    false,
  ],
  [
    'requirements.md 2.11 (ours) scan-procedure-supplies in the procedure when preparation is disabled',
    none,
    { flags: { supplyPreparationDisabled: true } },
    `${PANEL}/scan-procedure-supplies`,
    true,
  ],
  [
    'requirements.md 2.11 click-procedure-supplies in the procedure: sample scanning disabled',
    none,
    { flags: { supplyPreparationDisabled: true } },
    `${URINE}/click-procedure-supplies`,
    true,
  ],
  [
    'requirements.md 2.11 click-procedure-supplies in the procedure: not with sample scanning',
    none,
    {},
    `${A1C}/click-procedure-supplies`,
    false,
  ],
  // Per sample.
  ['requirements.md 2.11 scan-sample', none, {}, sampleStep(PANEL, ava.samples.cold1, 'scan-sample'), true],
  [
    'requirements.md 2.11 scan-sample skipped: no scan after collection',
    none,
    {},
    sampleStep(URINE, ava.samples.urine, 'scan-sample'),
    false,
  ],
  [
    'requirements.md 2.11 scan-sample skipped: sample scanning disabled for the procedure',
    (d) => (proc(d, ava.panelID).disableSampleScanning = true),
    {},
    sampleStep(PANEL, ava.samples.cold1, 'scan-sample'),
    false,
  ],
  ['requirements.md 2.11 complete-charting', none, {}, sampleStep(URINE, ava.samples.urine, 'complete-charting'), true],
  ['requirements.md 2.11 put-amber-bag: light-sensitive', none, {}, sampleStep(PANEL, ava.samples.amber, 'put-amber-bag'), true],
  ['requirements.md 2.11 scan-amber-bag: light-sensitive', none, {}, sampleStep(PANEL, ava.samples.amber, 'scan-amber-bag'), true],
  [
    'requirements.md 2.11 put-amber-bag: not light-sensitive',
    none,
    {},
    sampleStep(PANEL, ava.samples.sst, 'put-amber-bag'),
    false,
  ],
  [
    'requirements.md 2.11 put-insulated-bag: refrigerated',
    none,
    {},
    sampleStep(PANEL, ava.samples.cold1, 'put-insulated-bag'),
    true,
  ],
  [
    'requirements.md 2.11 scan-insulated-bag: refrigerated',
    none,
    {},
    sampleStep(PANEL, ava.samples.cold2, 'scan-insulated-bag'),
    true,
  ],
  [
    'requirements.md 2.11 put-insulated-bag: not refrigerated',
    none,
    {},
    sampleStep(PANEL, ava.samples.amber, 'put-insulated-bag'),
    false,
  ],
  [
    'requirements.md 2.11 put-specimen-bag: non-refrigerated',
    none,
    {},
    sampleStep(PANEL, ava.samples.sst, 'put-specimen-bag'),
    true,
  ],
  [
    'requirements.md 2.11 put-specimen-bag: not for a refrigerated one before the last',
    none,
    {},
    sampleStep(PANEL, ava.samples.cold1, 'put-specimen-bag'),
    false,
  ],
  [
    'requirements.md 2.11 put-specimen-bag: the last refrigerated one',
    none,
    {},
    sampleStep(PANEL, ava.samples.cold2, 'put-specimen-bag'),
    true,
  ],
  ['requirements.md 2.11 charting-samples/seal-specimen-bag', none, {}, `${PANEL}/charting-samples/seal-specimen-bag`, true],
  ['requirements.md 2.11 charting-samples/scan-specimen-bag', none, {}, `${A1C}/charting-samples/scan-specimen-bag`, true],
  [
    'requirements.md 2.11 (ours) no bag steps for a procedure without samples',
    (d) => (proc(d, ava.urineID).samples = []),
    {},
    `${URINE}/charting-samples/seal-specimen-bag`,
    false,
  ],
  // Unpacked mail-in.
  ['requirements.md 2.11 packing/{waypointActionID}: incomplete mail-in', none, {}, `${PACKING}/scan-mail-in-box`, true],
  ['requirements.md 2.11 follow-instructions (prepare the box)', none, {}, `${PACKING}/follow-instructions`, true],
  ['requirements.md 2.11 pack-specimen-bags', none, {}, `${PACKING}/pack-specimen-bags`, true],
  [
    'requirements.md 2.11 packing/{waypointActionID}: in progress',
    (d) => (d.waypointActions[lab.mailInActionID]!.status = 'in-progress'),
    {},
    PACKING,
    true,
  ],
  [
    'requirements.md 2.11/4 packing/{waypointActionID}: not once packed',
    (d) => (d.waypointActions[lab.mailInActionID]!.status = 'packed'),
    {},
    PACKING,
    false,
  ],
  [
    'requirements.md 2.11/8 packing/{waypointActionID}: not for an invalid mail-in action (unknown link)',
    (d) => (d.waypointActions[lab.mailInActionID]!.mailIn!.linkedWaypointActionIDs = ['wa-unknown']),
    {},
    PACKING,
    false,
  ],
  [
    'requirements.md 2.11/8 packing/{waypointActionID}: not without mail-in data',
    (d) => (d.waypointActions[lab.mailInActionID]!.mailIn = null),
    {},
    PACKING,
    false,
  ],
  // Packed mail-in.
  ['requirements.md 2.11 mail-in/{waypointID}: stop', none, {}, `${MAIL_IN}/stop`, true],
  ['requirements.md 2.11 mail-in/{waypointID}: drive', none, {}, `${MAIL_IN}/drive`, true],
  ['requirements.md 2.11 mail-in/{waypointID}: scan', none, {}, `${MAIL_IN}/scan`, true],
  ['requirements.md 2.11 mail-in/{waypointID}: shipments', none, {}, `${MAIL_IN}/shipments`, true],
  [
    'requirements.md 2.11 mail-in/{waypointID}: action-blocked only when another action is ready',
    none,
    {},
    `${MAIL_IN}/action-blocked`,
    false,
  ],
  [
    'requirements.md 2.11 mail-in/{waypointID}: action-blocked when another action is ready',
    (d) => (d.waypointActions[ben.actionID]!.status = 'in-progress'),
    {},
    `${MAIL_IN}/action-blocked`,
    true,
  ],
  ...['scan-box', 'print-label', 'scan-label', 'take-photo', 'drop-off'].map((name): Row => [
    `requirements.md 2.11 shipment/{shipmentID}/${name}`,
    none,
    {},
    `${MAIL_IN}/shipment/${lab.shipmentID}/${name}`,
    true,
  ]),
  [
    'requirements.md 2.11 packed mail-in: only a pick-drop waypoint with mail-in actions',
    (d) => (d.waypoints[2]!.waypointActionIDs = [lab.dropOffActionID]),
    {},
    MAIL_IN,
    false,
  ],
  [
    'requirements.md 3 shipment found by its waypointActionID when the action does not link it',
    (d) => (d.waypointActions[lab.mailInActionID]!.mailIn!.shipmentID = null),
    {},
    `${MAIL_IN}/shipment/${lab.shipmentID}/scan-box`,
    true,
  ],
  // Centrifugation.
  ...['scan-specimen-bags', 'scan-samples', 'instructions', 'photo-confirmation', 'pack-specimen-bags'].map(
    (name): Row => [`requirements.md 2.11 centrifugation/{processingActionID}/${name}`, none, {}, `${SPIN}/${name}`, true],
  ),
  [
    'requirements.md 2.11 centrifugation procedure scan-specimen-bag',
    none,
    {},
    `${SPIN}/procedure/${ava.panelID}/scan-specimen-bag`,
    true,
  ],
  ['requirements.md 2.11 centrifugation procedure scan-samples', none, {}, `${SPIN}/procedure/${ava.panelID}/scan-samples`, true],
  [
    'requirements.md 2.11 centrifugation: only for the centrifuge supply instruction',
    (d) => (d.processingActions[ava.processingActionID]!.supplyInstruction = 'refrigerate'),
    {},
    SPIN,
    false,
  ],
  [
    'requirements.md 4 centrifugation: not for a canceled processing action',
    (d) => (d.processingActions[ava.processingActionID]!.status = 'canceled'),
    {},
    SPIN,
    false,
  ],
  [
    'requirements.md 8 centrifugation: not for an invalid processing action (unknown procedure)',
    (d) => d.processingActions[ava.processingActionID]!.procedureIDs.push('proc-unknown'),
    {},
    SPIN,
    false,
  ],
  [
    'requirements.md 5 (continue rules) centrifugation: no new bag for a failed procedure',
    (d) => (proc(d, ava.panelID).status = 'failed'),
    {},
    `${SPIN}/procedure/${ava.panelID}`,
    false,
  ],
  // Keeping the step the nurse is on.
  [
    'requirements.md 2.11 (ours) the current step stays when its own condition ends (box scanned)',
    (d) => (d.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'MIB-0001'),
    { currentPath: `${BEN}/scan-in-mail-in-box` },
    `${BEN}/scan-in-mail-in-box`,
    true,
  ],
  [
    'requirements.md 2.11/4 (ours) the current mail-in packing step stays once packed',
    (d) => (d.waypointActions[lab.mailInActionID]!.status = 'packed'),
    { currentPath: `${PACKING}/pack-specimen-bags` },
    `${PACKING}/pack-specimen-bags`,
    true,
  ],
  [
    'requirements.md 2.11 (ours) only the current step stays: its siblings follow their condition',
    (d) => (d.waypointActions[lab.mailInActionID]!.mailIn!.mailInBoxBarcode = 'MIB-0001'),
    { currentPath: `${BEN}/scan-in-mail-in-box` },
    `${BEN}/locate-mail-in-box`,
    false,
  ],
];

describe('buildItinerarySteps: which steps exist (requirements.md 2.11)', () => {
  it.each(rows)('%s', (_, mutate, ctx, path, present) => {
    expect(build(mutate, ctx).some((s) => s.path === path)).toBe(present);
  });

  // Guards the table itself: an absent row must not pass by a typo in its path. Its last segment
  // is a step name the tree uses, and its parent lies inside the demo's tree.
  it('each "absent" row names a step name and a place that exist', () => {
    const demo = build((d) => {
      d.waypointActions[ben.actionID]!.status = 'in-progress';
      proc(d, ava.urineID).kitSupplyItemID = 'kit';
    });
    const names = new Set(demo.map((s) => s.path.split('/').at(-1)));
    for (const [rule, , , path, present] of rows) {
      if (present) continue;
      const parent = path.split('/').slice(0, -1).join('/');
      expect(names.has(path.split('/').at(-1)), rule).toBe(true);
      expect(
        demo.some((s) => s.path.startsWith(parent)),
        rule,
      ).toBe(true);
    }
  });
});

/** The demo's route order. */
const demoOrder: string[] = [
  '',
  AVA,
  ...['go-to-patient', 'procedures-supply'].map((p) => `${AVA}/${p}`),
  ...['scan-procedure-supply', 'scan-procedure-supplies'].map(
    (p) => `${AVA}/procedures-supply/procedure/${ava.panelID}/${p}`,
  ),
  ...['scan-procedure-supply', 'scan-procedure-supplies', 'click-procedure-supplies'].map(
    (p) => `${AVA}/procedures-supply/procedure/${ava.urineID}/${p}`,
  ),
  ...['waypoint-supply', 'scan-waypoint-supply', 'nurse-id', 'patient-list', 'centrifugation-reminder'].map(
    (p) => `${AVA}/${p}`,
  ),
  `${AVA_ACTION}/patient-id`,
  ...[
    'patient-consent',
    'patient-diagnosis',
    'fasting-compliance',
    'sample-label-checklist',
    'collection-instructions',
    'charting-samples',
  ].map((p) => `${PANEL}/${p}`),
  ...['scan-sample', 'complete-charting', 'put-amber-bag', 'scan-amber-bag', 'put-specimen-bag'].map((p) =>
    sampleStep(PANEL, ava.samples.amber, p),
  ),
  ...['scan-sample', 'complete-charting', 'put-insulated-bag', 'scan-insulated-bag'].map((p) =>
    sampleStep(PANEL, ava.samples.cold1, p),
  ),
  ...['scan-sample', 'complete-charting', 'put-insulated-bag', 'scan-insulated-bag', 'put-specimen-bag'].map((p) =>
    sampleStep(PANEL, ava.samples.cold2, p),
  ),
  ...['scan-sample', 'complete-charting', 'put-specimen-bag'].map((p) => sampleStep(PANEL, ava.samples.sst, p)),
  ...['charting-samples/seal-specimen-bag', 'charting-samples/scan-specimen-bag', 'task'].map((p) => `${PANEL}/${p}`),
  ...['required-patient-action', 'charting-samples'].map((p) => `${URINE}/${p}`),
  ...['complete-charting', 'put-specimen-bag'].map((p) => sampleStep(URINE, ava.samples.urine, p)),
  ...['charting-samples/seal-specimen-bag', 'charting-samples/scan-specimen-bag', 'task'].map((p) => `${URINE}/${p}`),
  ...['scan-specimen-bags', 'scan-samples', 'instructions', 'photo-confirmation'].map((p) => `${SPIN}/${p}`),
  ...['scan-specimen-bag', 'scan-samples'].map((p) => `${SPIN}/procedure/${ava.panelID}/${p}`),
  `${SPIN}/pack-specimen-bags`,
  BEN,
  ...[
    'go-to-patient',
    'scan-waypoint-supply',
    'nurse-id',
    'patient-list',
    'locate-mail-in-box',
    'scan-in-mail-in-box',
  ].map((p) => `${BEN}/${p}`),
  `${pathOf.waypointAction(ben.waypointID, ben.actionID)}/patient-id`,
  ...['patient-diagnosis', 'transfer-instructions', 'charting-samples'].map((p) => `${A1C}/${p}`),
  ...['scan-sample', 'complete-charting', 'put-insulated-bag', 'scan-insulated-bag', 'put-specimen-bag'].map((p) =>
    sampleStep(A1C, ben.samples.capillary, p),
  ),
  ...[
    'charting-samples/seal-specimen-bag',
    'charting-samples/scan-specimen-bag',
    'task',
    'packing',
    'scan-shipping-label',
    'scan-procedure-supply',
    'scan-procedure-supplies',
  ].map((p) => `${A1C}/${p}`),
  ...['scan-mail-in-box', 'follow-instructions', 'pack-specimen-bags'].map((p) => `${PACKING}/${p}`),
  ...['stop', 'drive', 'scan'].map((p) => `${MAIL_IN}/${p}`),
  ...['scan-box', 'print-label', 'scan-label', 'take-photo', 'drop-off'].map(
    (p) => `${MAIL_IN}/shipment/${lab.shipmentID}/${p}`,
  ),
  `${MAIL_IN}/shipments`,
];

describe('buildItinerarySteps: route order of the demo itinerary (requirements.md 2.11, 4)', () => {
  const root = buildItinerarySteps(demoItinerary(), baseCtx);

  it('requirements.md 2.11: the screens in route order, in the order requirements.md 2.11 lists them', () => {
    expect(flattenSteps(root).map((s) => s.path)).toEqual(demoOrder);
  });

  it('requirements.md 4: centrifugation steps run scan specimen bags, scan samples, instructions, photo, pack', () => {
    const spin = flattenSteps(root)
      .filter((s) => s.processingActionID !== undefined && s.procedureID === undefined)
      .map((s) => s.kind);
    expect(spin).toEqual([
      'centrifugation-scan-specimen-bags',
      'centrifugation-scan-samples',
      'centrifugation-instructions',
      'centrifugation-photo-confirmation',
      'centrifugation-pack-specimen-bags',
    ]);
  });

  it('requirements.md 2.11: the tree is keyed by waypoint, waypoint action, procedure, processing action', () => {
    expect(root.children.map((c) => [c.path, c.kind, c.screen])).toEqual([
      [AVA, 'waypoint', true],
      [SPIN, 'centrifugation', false],
      [BEN, 'waypoint', true],
      [PACKING, 'mail-in-packing', false],
      [MAIL_IN, 'mail-in', false],
    ]);
    const action = root.children[0]!.children.find((c) => c.path === AVA_ACTION)!;
    expect(action.children.map((c) => [c.kind, c.screen])).toEqual([
      ['patient-id', true],
      ['procedure', false],
      ['procedure', false],
    ]);
  });

  it('ids: each step carries the ids of its path', () => {
    const step = allSteps(root).find((s) => s.path === sampleStep(PANEL, ava.samples.cold2, 'scan-insulated-bag'))!;
    expect(step).toMatchObject({
      waypointID: ava.waypointID,
      waypointActionID: ava.actionID,
      procedureID: ava.panelID,
      sampleID: ava.samples.cold2,
    });
    const label = allSteps(root).find((s) => s.path === `${MAIL_IN}/shipment/${lab.shipmentID}/scan-label`)!;
    expect(label).toMatchObject({ waypointID: lab.waypointID, shipmentID: lab.shipmentID });
    const bag = allSteps(root).find((s) => s.path === `${SPIN}/procedure/${ava.panelID}/scan-specimen-bag`)!;
    expect(bag).toMatchObject({ processingActionID: ava.processingActionID, procedureID: ava.panelID });
  });

  it('ids are the paths, the overview "overview"; all unique', () => {
    const steps = allSteps(root);
    expect(steps[0]!.id).toBe('overview');
    expect(steps.slice(1).every((s) => s.id === s.path)).toBe(true);
    expect(new Set(steps.map((s) => s.id)).size).toBe(steps.length);
  });
});

type TitleRow = [rule: string, path: string, title: string];
const titleRows: TitleRow[] = [
  ['requirements.md 2.11 Prepare for the visit', `${AVA}/procedures-supply`, 'Prepare for the visit'],
  ['requirements.md 2.11 Prepare for the visit', `${AVA}/waypoint-supply`, 'Prepare for the visit'],
  ['requirements.md 2.11 Scan specimen bags', `${SPIN}/scan-specimen-bags`, 'Scan specimen bags'],
  ['requirements.md 2.11 Put tubes in centrifuge', `${SPIN}/scan-samples`, 'Put tubes in centrifuge'],
  ['requirements.md 2.11 Centrifuge tubes', `${SPIN}/instructions`, 'Centrifuge tubes'],
  ['requirements.md 2.11 Take a photo', `${SPIN}/photo-confirmation`, 'Take a photo'],
  ['requirements.md 2.11 Pack new specimen bag(s)', `${SPIN}/pack-specimen-bags`, 'Pack new specimen bag(s)'],
  ['requirements.md 2.11 Pack new specimen bag', `${SPIN}/procedure/${ava.panelID}/scan-specimen-bag`, 'Pack new specimen bag'],
  ['requirements.md 2.11 Put tubes into new bag', `${SPIN}/procedure/${ava.panelID}/scan-samples`, 'Put tubes into new bag'],
  ['requirements.md 2.11 bag steps: Scan (nurse supplies)', `${PANEL}/charting-samples/seal-specimen-bag`, 'Scan'],
  ['requirements.md 2.11 bag steps: Scan (nurse supplies)', `${PANEL}/charting-samples/scan-specimen-bag`, 'Scan'],
  ['requirements.md 2.11 bag steps: Confirm (kit shipment)', `${A1C}/charting-samples/seal-specimen-bag`, 'Confirm'],
  ['requirements.md 2.11 bag steps: Confirm (kit shipment)', `${A1C}/charting-samples/scan-specimen-bag`, 'Confirm'],
  ['requirements.md 2.11 drive to patient visit', `${AVA}/go-to-patient`, 'Drive to patient visit'],
  ['requirements.md 2.11 pack the bag', `${AVA}/scan-waypoint-supply`, 'Pack the bag'],
  ['requirements.md 2.11 your appointment', `${AVA}/patient-list`, 'Your appointment'],
  ['requirements.md 2.11 check identity', `${AVA_ACTION}/patient-id`, 'Check identity'],
  ['requirements.md 2.11 instructions from physician', `${PANEL}/patient-diagnosis`, 'Instructions from physician'],
  ['requirements.md 2.11 charting details', `${PANEL}/task`, 'Charting details'],
  ['requirements.md 2.11 prepare the box', `${PACKING}/follow-instructions`, 'Prepare the box'],
  ['requirements.md 2.11 stop details', `${MAIL_IN}/stop`, 'Stop details'],
  ['requirements.md 2.11 scan the package(s)', `${MAIL_IN}/scan`, 'Scan the package(s)'],
];

describe('titles (requirements.md 2.11)', () => {
  const steps = allSteps(buildItinerarySteps(demoItinerary(), baseCtx));
  it.each(titleRows)('%s: %s', (_, path, title) => {
    expect(steps.find((s) => s.path === path)?.title).toBe(title);
  });

  it('every kind has a short title', () => {
    for (const title of Object.values(stepTitles)) expect(title.length).toBeGreaterThan(0);
    expect(screenStepKinds.every((kind) => stepTitles[kind] !== undefined)).toBe(true);
  });

  it.each([
    ['requirements.md 2.11 stop: confirm Drive', `${MAIL_IN}/stop`, 'Drive'],
    ['requirements.md 2.11 drive: confirm I\u2019ve arrived', `${MAIL_IN}/drive`, "I've arrived"],
    ['requirements.md 2.11 shipments: confirm Finalize drop-off', `${MAIL_IN}/shipments`, 'Finalize drop-off'],
  ])('%s', (_, path, label) => {
    expect(steps.find((s) => s.path === path)?.continueLabel).toBe(label);
  });
});

describe('flags requirements.md 2.11 gives: auth, completed profile, back button', () => {
  const steps = (mutate: (d: ItineraryData) => void = none) => build(mutate);

  it('requirements.md 2.11: all centrifugation steps need auth and a completed profile', () => {
    const spin = steps().filter((s) => s.path.startsWith(`${SPIN}/`));
    expect(spin).toHaveLength(8);
    expect(spin.every((s) => s.requiresAuth === true && s.requiresCompletedProfile === true)).toBe(true);
  });

  it('requirements.md 2.11: steps outside centrifugation carry no such flag', () => {
    const others = steps().filter((s) => !s.path.startsWith(SPIN));
    expect(others.some((s) => s.requiresAuth !== undefined || s.requiresCompletedProfile !== undefined)).toBe(false);
  });

  type BackRow = [rule: string, mutate: (d: ItineraryData) => void, back: boolean];
  const backRows: BackRow[] = [
    ['requirements.md 2.11 back shown: a processing action is disabled (tubes not collected)', none, true],
    [
      'requirements.md 2.11 back hidden: no processing action is disabled (tubes collected)',
      (d) => proc(d, ava.panelID).samples.forEach((s) => (s.status = 'collected')),
      false,
    ],
    [
      'requirements.md 2.11 back hidden: the processing action is in progress (ready, not disabled)',
      (d) => (d.processingActions[ava.processingActionID]!.status = 'in-progress'),
      false,
    ],
    [
      'requirements.md 2.11 back shown: only the centrifuge tubes count (other samples pending)',
      (d) => {
        const samples = proc(d, ava.panelID).samples;
        samples.forEach((s) => (s.status = s.processing === 'centrifuge' ? 'pending' : 'collected'));
      },
      true,
    ],
  ];
  it.each(backRows)('%s', (_, mutate, back) => {
    expect(steps(mutate).find((s) => s.kind === 'centrifugation-reminder')?.backVisible).toBe(back);
  });
});

describe('ready actions (requirements.md 2.11 action-blocked)', () => {
  type ReadyRow = [rule: string, mutate: (d: ItineraryData) => void, ready: string[]];
  const readyRows: ReadyRow[] = [
    ['nothing under way', none, []],
    ['a waypoint action in progress', (d) => (d.waypointActions[ben.actionID]!.status = 'in-progress'), [ben.actionID]],
    [
      'a mail-in box being packed',
      (d) => (d.waypointActions[lab.mailInActionID]!.status = 'in-progress'),
      [lab.mailInActionID],
    ],
    ['an incomplete action waits its turn', (d) => (d.waypointActions[ben.actionID]!.status = 'incomplete'), []],
    [
      'a centrifugation in progress',
      (d) => (d.processingActions[ava.processingActionID]!.status = 'in-progress'),
      [ava.processingActionID],
    ],
    [
      'a centrifugation whose tubes are collected',
      (d) => proc(d, ava.panelID).samples.forEach((s) => (s.status = 'collected')),
      [ava.processingActionID],
    ],
    [
      'a centrifugation whose tubes all failed has nothing to spin',
      (d) => proc(d, ava.panelID).samples.forEach((s) => (s.status = 'failed')),
      [],
    ],
  ];
  it.each(readyRows)('%s', (_, mutate, ready) => {
    const data = demoItinerary();
    mutate(data);
    expect(readyActions(data).map((r) => r.id)).toEqual(ready);
  });
});

describe('failures hook (architecture.md 8: what blocks Continue)', () => {
  const root = buildItinerarySteps(demoItinerary(), baseCtx);

  it('without a provider, no step has failures and Continue is allowed', () => {
    expect(allSteps(root).every((s) => s.failures === undefined && canContinue(s))).toBe(true);
  });

  it('requirements.md 5: a provider fills failures on screens only; Continue waits for none', () => {
    const provider = (step: Step) =>
      step.kind === 'centrifugation-photo-confirmation' ? ['A photo is required for confirmation'] : [];
    const withFailures = allSteps(attachFailures(root, provider));
    expect(withFailures.filter((s) => !s.screen).every((s) => s.failures === undefined)).toBe(true);
    expect(withFailures.filter((s) => s.screen).every((s) => Array.isArray(s.failures))).toBe(true);
    const photo = withFailures.find((s) => s.kind === 'centrifugation-photo-confirmation')!;
    expect(photo.failures).toEqual(['A photo is required for confirmation']);
    expect(canContinue(photo)).toBe(false);
    const viaCtx = allSteps(buildItinerarySteps(demoItinerary(), { ...baseCtx, failures: provider }));
    expect(viaCtx.find((s) => s.kind === 'centrifugation-photo-confirmation')!.failures).toHaveLength(1);
  });
});

describe('data that does not hold together', () => {
  it('ids such as "constructor" and "__proto__" resolve to nothing, not to Object.prototype', () => {
    const data: ItineraryData = {
      ...demoItinerary(),
      waypoints: [
        makeWaypoint({ id: 'w', waypointActionIDs: ['constructor', 'a'], processingActionIDs: ['toString'] }),
      ],
      waypointActions: byID([
        makeWaypointAction({ id: 'a', waypointID: 'w', procedureIDs: ['__proto__', 'hasOwnProperty'] }),
      ]),
      processingActions: {},
      procedures: {},
      shipments: {},
    };
    const paths = allSteps(buildItinerarySteps(data, baseCtx)).map((s) => s.path);
    expect(paths).toContain('waypoint/w/waypoint-action/a/patient-id');
    expect(paths.some((p) => p.includes('constructor') || p.includes('proto') || p.includes('toString'))).toBe(false);
  });

  it('an id holding "/" stays one path segment', () => {
    const data = demoItinerary();
    const odd = makeProcedure({ id: 'lab/42', draftWaypointID: ava.draftWaypointID });
    data.procedures[odd.id] = odd;
    data.waypointActions[ava.actionID]!.procedureIDs.push(odd.id);
    const paths = allSteps(buildItinerarySteps(data, baseCtx)).map((s) => s.path);
    expect(paths).toContain(`${AVA_ACTION}/procedure/lab%2F42/task`);
  });

  it('an itinerary without waypoints is the overview alone', () => {
    const root = buildItinerarySteps({ ...demoItinerary(), waypoints: [] }, baseCtx);
    expect(root).toMatchObject({ path: '', kind: 'overview', screen: true, children: [] });
  });
});
