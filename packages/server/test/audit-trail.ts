/**
 * What every audit row must hold (ADR 017, 036): who (and, when someone, their role), the request
 * id, the address, and the person the record is about: the user of a user record, the patient of a
 * procedure (its booking's, else its contact's account, as results are keyed).
 */
import { sql } from 'drizzle-orm';
// Types only: harness.ts imports this file to walk every test file's trail as it closes.
import type { TestServer } from './harness.ts';

export interface IncompleteAuditRow {
  id: string;
  action: string;
  actor_id: string | null;
  actor_role: string | null;
  ip: string | null;
  request_id: string | null;
  record_type: string | null;
  record_id: string | null;
  subject_user_id: string | null;
  patient: string | null;
}

/** The rows that break a rule above: none, in a complete trail. */
export async function incompleteAuditRows(db: TestServer['db']): Promise<IncompleteAuditRow[]> {
  const result = await db.execute(
    sql`select a.id::text, a.action, a.actor_id, a.actor_role, a.ip, a.request_id, a.record_type, a.record_id,
          a.subject_user_id, coalesce(b.patient_id, p.contact->>'userID') as patient
        from audit_log a
        left join procedures p on a.record_type = 'procedure' and p.id = a.record_id
        left join bookings b on b.id = p.booking_id
        where (a.actor_id is not null and a.actor_role is null)
          or a.ip is null or a.request_id is null
          or (a.record_type = 'user' and a.record_id is not null and a.subject_user_id is distinct from a.record_id)
          or (p.id is not null and a.subject_user_id is distinct from coalesce(b.patient_id, p.contact->>'userID'))`,
  );
  return (result as unknown as { rows: IncompleteAuditRow[] }).rows;
}
