import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Append-only: there is no update or delete here on purpose. */
export async function recordAudit(
  db: Db,
  entry: { actorId: string | null; action: string; subjectUserId: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}
