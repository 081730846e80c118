/**
 * Steps that only ask her to read and do (an instruction, a reminder, showing her ID): nothing to
 * scan, tick or type. Issue 13 confirms each with one large button instead of a small Next, so a
 * visit of many such steps goes by in single taps. The continue rule still decides when it is
 * enabled; this list only chooses how the button looks.
 */
import type { Step } from './step.ts';
import type { StepKind } from './step-kinds/index.ts';

export const instructionOnlyKinds = [
  'nurse-id',
  'locate-mail-in-box',
  'centrifugation-reminder',
  'patient-diagnosis',
  'required-patient-action',
  'transfer-instructions',
  'collection-instructions',
  'put-amber-bag',
  'put-insulated-bag',
  'put-specimen-bag',
  'seal-specimen-bag',
  'mail-in-follow-instructions',
] as const satisfies readonly StepKind[];

const kinds: ReadonlySet<StepKind> = new Set(instructionOnlyKinds);

/** Whether the step is confirmed with one large tap (it asks for no scan, tick or entry). */
export function isInstructionOnly(step: Pick<Step, 'kind'>): boolean {
  return kinds.has(step.kind);
}
