/**
 * The audit trail's vocabulary (HIPAA 164.312(b), ADR 017). Every named function declares what
 * patient data it touches; the server writes one audit row per call of one that does, in the same
 * transaction as the access, and one per refused attempt.
 */
import type { PatientRecordType } from '../vocabulary/audit.ts';

/**
 * What a function does with patient data: nothing, or reads or writes the record named by one
 * field of its input (`record.field`; absent or empty when the function names none, such as a
 * file upload).
 */
export type PatientDataUse =
  'none' | { access: 'read' | 'write'; record: PatientRecordType; field?: string; when?: 'another-user' };
