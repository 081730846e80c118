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

/** A centrifugation screen: its title, its path segment, and the flow step whose rule keeps its Next disabled. */
const screen = (title: string, segment: string, step: CentrifugationStep['step']) =>
  ({ title, group: 'centrifugation', segment, rule: centrifugation(step) }) as const;

export const centrifugationKinds = {
  'centrifugation-scan-specimen-bags': screen('Scan specimen bags', 'scan-specimen-bags', 'scan-specimen-bags'), // requirements.md
  'centrifugation-scan-samples': screen('Put tubes in centrifuge', 'scan-samples', 'scan-samples'), // requirements.md
  'centrifugation-instructions': screen('Centrifuge tubes', 'instructions', 'instructions'), // requirements.md
  'centrifugation-photo-confirmation': screen('Take a photo', 'photo-confirmation', 'photo-confirmation'), // requirements.md
  'centrifugation-pack-specimen-bags': screen('Pack new specimen bag(s)', 'pack-specimen-bags', 'pack-specimen-bags'), // requirements.md
  'centrifugation-procedure-scan-specimen-bag': screen(
    'Pack new specimen bag',
    'scan-specimen-bag',
    'procedure/scan-specimen-bag',
  ), // requirements.md
  'centrifugation-procedure-scan-samples': screen('Put tubes into new bag', 'scan-samples', 'procedure/scan-samples'), // requirements.md
} as const satisfies ScreenKinds<'centrifugation'>;
