/** The procedure's screens: instructions, charting per sample, bags, the task, the kit (requirements.md 2.11). */
import { bagFailures } from '../../continue-rules/bags.ts';
import { chartingValueOf, isAnswered, questionsOf } from '../../continue-rules/charting.ts';
import { isChecklistComplete, type ChecklistStepKind } from '../../continue-rules/checklists.ts';
import { withProcedure, withSample, type StepRule } from '../../continue-rules/itinerary-step.ts';
import { stepMessages as m } from '../../continue-rules/messages.ts';
import { getOwn } from '../../scanning/lookup.ts';
import type { SupplyStrategy } from '../../vocabulary/itinerary.ts';
import { FASTING_CHARTING_TITLE, findChartingItem } from '../../itinerary-data/selectors.ts';
import type { ScreenKinds } from './declare.ts';

const inProcedure = withProcedure(() => []);
const inSample = withSample(() => []);

const checklist = (kind: ChecklistStepKind, text: string): StepRule =>
  withProcedure((_, ctx, step) => (isChecklistComplete(kind, getOwn(ctx.flow.checklists, step.path)) ? [] : [text]));

/** requirements.md 2.11: the bag steps under charting-samples are titled Confirm for kit shipment, else Scan. */
export function specimenBagStepTitle(strategy: SupplyStrategy): 'Confirm' | 'Scan' {
  return strategy === 'kit-shipment' ? 'Confirm' : 'Scan';
}

export const procedureKinds = {
  'patient-consent': {
    title: 'Patient consent',
    group: 'procedure',
    segment: 'patient-consent',
    rule: checklist('patient-consent', m.confirmConsent),
  },
  'patient-diagnosis': {
    title: 'Instructions from physician', // requirements.md
    group: 'procedure',
    segment: 'patient-diagnosis',
    rule: inProcedure,
  },
  'fasting-compliance': {
    title: 'Fasting',
    group: 'procedure',
    segment: 'fasting-compliance',
    rule: withProcedure((p, ctx) => {
      const item = findChartingItem(p.charting.items, FASTING_CHARTING_TITLE);
      return item === undefined || isAnswered(chartingValueOf(ctx, p, item)) ? [] : [m.answerFasting];
    }),
  },
  'sample-label-checklist': {
    title: 'Label the samples',
    group: 'procedure',
    segment: 'sample-label-checklist',
    rule: checklist('sample-label-checklist', m.confirmLabels),
  },
  'required-patient-action': {
    title: 'Patient action',
    group: 'procedure',
    segment: 'required-patient-action',
    rule: inProcedure,
  },
  'transfer-instructions': {
    title: 'Transfer instructions',
    group: 'procedure',
    segment: 'transfer-instructions',
    rule: inProcedure,
  },
  'collection-instructions': {
    title: 'Collection instructions',
    group: 'procedure',
    segment: 'collection-instructions',
    rule: inProcedure,
  },
  'charting-samples': { title: 'Chart', group: 'procedure', segment: 'charting-samples', rule: inProcedure }, // requirements.md
  // Per sample, under charting-samples/{sampleID}.
  'scan-sample': {
    title: 'Scan the sample',
    group: 'procedure',
    segment: 'scan-sample',
    rule: withSample((_, s, ctx) =>
      s.status !== 'pending' || getOwn(ctx.flow.sampleScans, s.id) !== undefined ? [] : [m.scanBarcode],
    ),
  },
  'complete-charting': {
    title: 'Chart the sample',
    group: 'procedure',
    segment: 'complete-charting',
    rule: withSample((_, s) => (s.status === 'pending' ? [m.chartSample] : [])),
  },
  'put-amber-bag': { title: 'Put in amber bag', group: 'procedure', segment: 'put-amber-bag', rule: inSample },
  'scan-amber-bag': {
    title: 'Scan the amber bag',
    group: 'procedure',
    segment: 'scan-amber-bag',
    rule: withSample((p, s, ctx) => (s.status === 'failed' ? [] : bagFailures(ctx, p, p.amberBagIDs.length > 0))),
  },
  'put-insulated-bag': {
    title: 'Put in insulated bag',
    group: 'procedure',
    segment: 'put-insulated-bag',
    rule: inSample,
  },
  'scan-insulated-bag': {
    title: 'Scan the insulated bag',
    group: 'procedure',
    segment: 'scan-insulated-bag',
    rule: withSample((p, s, ctx) => (s.status === 'failed' ? [] : bagFailures(ctx, p, p.insulatedBagID !== null))),
  },
  'put-specimen-bag': {
    title: 'Put in specimen bag',
    group: 'procedure',
    segment: 'put-specimen-bag',
    rule: inSample,
  },
  // After the samples; titled by `specimenBagStepTitle`.
  'seal-specimen-bag': { title: 'Scan', group: 'procedure', segment: 'seal-specimen-bag', rule: inProcedure }, // requirements.md
  'scan-specimen-bag': {
    title: 'Scan', // requirements.md
    group: 'procedure',
    segment: 'scan-specimen-bag',
    rule: withProcedure((p, ctx) =>
      p.samples.length > 0 && p.samples.every((s) => s.status === 'failed')
        ? []
        : bagFailures(ctx, p, p.specimenBag !== null),
    ),
  },
  task: {
    title: 'Charting details', // requirements.md
    group: 'procedure',
    segment: 'task',
    rule: withProcedure((p, ctx) =>
      p.charting.status === 'complete' ||
      questionsOf(p.charting.items).every((item) => isAnswered(chartingValueOf(ctx, p, item)))
        ? []
        : [m.answerCharting],
    ),
  },
  packing: {
    title: 'Pack the kit',
    group: 'procedure',
    segment: 'packing',
    rule: withProcedure((p, ctx) =>
      p.status === 'completed' || getOwn(ctx.flow.kitPacked, p.id) === true ? [] : [m.packKit],
    ),
  },
  'scan-shipping-label': {
    title: 'Scan the shipping label',
    group: 'procedure',
    segment: 'scan-shipping-label',
    // saveSampleShippingLabel completes the procedure; requirements.md 8: a failed label write does not stop the flow.
    rule: withProcedure((p, ctx) =>
      p.status === 'completed' || getOwn(ctx.flow.scannedShippingLabelBarcode, p.id) ? [] : [m.scanBarcode],
    ),
  },
} as const satisfies ScreenKinds<'procedure'>;
