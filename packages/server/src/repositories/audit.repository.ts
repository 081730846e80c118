import type { AuditOutcome } from '@sc/domain/access/audit';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  actorId: string | null;
  actorRole?: string | null;
  /** What was done: a function's name, or `file.read`, `patient.sign-in-token` ... */
  action: string;
  subjectUserId?: string | null;
  recordType?: string | null;
  recordId?: string | null;
  outcome?: AuditOutcome;
  ip?: string | null;
  requestId?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * A requested id as an audit row can hold it: PostgreSQL text cannot store a NUL byte, and a
 * refusal of a probe must still be written, not fail the request with a 500.
 */
export const auditableId = (requested: string) => requested.replaceAll('\0', '\uFFFD');

/** Append-only: no update or delete here, and the database refuses them (migration 008). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}
