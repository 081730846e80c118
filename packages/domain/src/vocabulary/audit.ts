/** The audit trail's lists (see access/audit.ts, ADR 017). */

/** How an attempt ended. */
export const auditOutcomes = ['success', 'refused'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/** Records that hold or lead to patient data. */
export const patientRecordTypes = ['itinerary', 'procedure', 'user', 'file'] as const;
export type PatientRecordType = (typeof patientRecordTypes)[number];
