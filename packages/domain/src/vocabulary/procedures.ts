/** Statuses and types of a procedure, its charting, results and samples (requirements.md 3, 4, 5). */

/**
 * requirements.md 4 names completed, canceled, failed; before them a procedure is `ordered` (an office
 * ordered it and it waits for a visit, issue 14), `scheduled` (on an itinerary) and `in-progress`.
 */
export const procedureStatuses = ['ordered', 'scheduled', 'in-progress', 'completed', 'canceled', 'failed'] as const;
export type ProcedureStatus = (typeof procedureStatuses)[number];

/** A procedure result, per product (requirements.md 3). */
export const procedureResultStatuses = ['pending', 'available', 'reviewed'] as const;
export type ProcedureResultStatus = (typeof procedureResultStatuses)[number];

/** Whether the supplies were used before a procedure failed. */
export const supplyConditions = ['used', 'unused'] as const;
export type SupplyCondition = (typeof supplyConditions)[number];

/** requirements.md 4: saving charting sets it complete. */
export const chartingStatuses = ['incomplete', 'complete'] as const;
export type ChartingStatus = (typeof chartingStatuses)[number];

/** requirements.md 3: a group has children. */
export const chartingItemTypes = ['group', 'checklist', 'question', 'text', 'files'] as const;
export type ChartingItemType = (typeof chartingItemTypes)[number];

export const sampleStatuses = ['pending', 'collected', 'failed', 'completed'] as const;
export type SampleStatus = (typeof sampleStatuses)[number];

/** requirements.md 3: a sample's processing (centrifuge). */
export const sampleProcessings = ['centrifuge'] as const;
export type SampleProcessing = (typeof sampleProcessings)[number];

/**
 * Supply instruction kinds (requirements.md 5): every kind but centrifuge, discard-after-transfer,
 * fill-by-patient, refrigerate and transfer-from-container needs scanning.
 */
export const supplyInstructionKinds = [
  'scan',
  'centrifuge',
  'discard-after-transfer',
  'fill-by-patient',
  'refrigerate',
  'transfer-from-container',
] as const;
export type SupplyInstructionKind = (typeof supplyInstructionKinds)[number];
