/**
 * Centrifugation of one processing action, under centrifugation/{processingActionID}, and each
 * procedure's new bag under its procedure/{procedureID} (requirements.md 2.11, 4, 5).
 */
import { centrifugationStepFailures, type CentrifugationStep } from '../../continue-rules/centrifugation.ts';
import type { StepRule } from '../../continue-rules/itinerary-step.ts';
import type { ScreenKinds } from './declare.ts';

const centrifugation =
  (step: CentrifugationStep['step']): StepRule =>
  (ctx, s) =>
    centrifugationStepFailures(ctx, s, step);

export const centrifugationKinds = {
  'centrifugation-scan-specimen-bags': {
    title: 'Scan specimen bags', // requirements.md
    group: 'centrifugation',
    segment: 'scan-specimen-bags',
    rule: centrifugation('scan-specimen-bags'),
  },
  'centrifugation-scan-samples': {
    title: 'Put tubes in centrifuge', // requirements.md
    group: 'centrifugation',
    segment: 'scan-samples',
    rule: centrifugation('scan-samples'),
  },
  'centrifugation-instructions': {
    title: 'Centrifuge tubes', // requirements.md
    group: 'centrifugation',
    segment: 'instructions',
    rule: centrifugation('instructions'),
  },
  'centrifugation-photo-confirmation': {
    title: 'Take a photo', // requirements.md
    group: 'centrifugation',
    segment: 'photo-confirmation',
    rule: centrifugation('photo-confirmation'),
  },
  'centrifugation-pack-specimen-bags': {
    title: 'Pack new specimen bag(s)', // requirements.md
    group: 'centrifugation',
    segment: 'pack-specimen-bags',
    rule: centrifugation('pack-specimen-bags'),
  },
  'centrifugation-procedure-scan-specimen-bag': {
    title: 'Pack new specimen bag', // requirements.md
    group: 'centrifugation',
    segment: 'scan-specimen-bag',
    rule: centrifugation('procedure/scan-specimen-bag'),
  },
  'centrifugation-procedure-scan-samples': {
    title: 'Put tubes into new bag', // requirements.md
    group: 'centrifugation',
    segment: 'scan-samples',
    rule: centrifugation('procedure/scan-samples'),
  },
} as const satisfies ScreenKinds<'centrifugation'>;
