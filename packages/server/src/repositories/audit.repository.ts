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

/** Append-only: no update or delete here, and the database refuses them (migration 008). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}
