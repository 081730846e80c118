/**
 * The itinerary screens that are checklists (ours: requirements.md 2.11 names the steps, not their lines). The
 * nurse's ticks are kept in the local flow state under the step's path (`flow.checklists[step.path]`),
 * and Next waits for every line.
 */
/** The step kinds (step-kinds/) that are checklists. */
export type ChecklistStepKind = 'patient-id' | 'patient-consent' | 'sample-label-checklist';

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
