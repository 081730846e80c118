import type { AuditOutcome } from '@sc/domain/vocabulary/audit';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { findProcedurePatientID } from './procedure-results.repository.ts';

/**
 * Who asked and from where: every row carries it (ADR 036). A separate, required argument of
 * `recordAudit`, built from the request (`http/fn-audit.ts`), so no writer can leave it out.
 */
export interface AuditSource {
  /** Null only for an anonymous caller, whose refused attempt is recorded too. */
  actorId: string | null;
  actorRole: string | null;
  ip: string;
  requestId: string;
}

/** What was done to which record. */
export interface AuditEntry {
  /** What was done: a function's name, or `file.read`, `user.approve` ... */
  action: string;
  recordType?: string | null;
  recordId?: string | null;
  /**
   * The person the record is about (the patient of a procedure, the user of a user record). Left
   * out for a procedure, it is looked up: "who read patient X" must find every read.
   */
  subjectUserId?: string | null;
  outcome?: AuditOutcome;
  detail?: Record<string, unknown>;
}

/**
 * A requested id as an audit row can hold it: PostgreSQL text cannot store a NUL byte, and a
 * refusal of a probe must still be written, not fail the request with a 500.
 */
export const auditableId = (requested: string) => requested.replaceAll('\0', '\uFFFD');

/** Append-only: no update or delete here, and the database refuses them (migration 008). */
export async function recordAudit(db: Db, source: AuditSource, entry: AuditEntry): Promise<void> {
  const subjectUserId =
    entry.subjectUserId !== undefined
      ? entry.subjectUserId
      : entry.recordType === 'procedure' && entry.recordId
        ? await findProcedurePatientID(db, entry.recordId)
        : entry.recordType === 'user'
          ? (entry.recordId ?? null)
          : null;
  await db.insert(auditLog).values({ ...source, ...entry, subjectUserId, detail: entry.detail ?? {} });
}
