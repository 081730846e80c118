import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';

export async function insertOutboxEmail(db: Db, row: typeof outboxEmails.$inferInsert): Promise<void> {
  await db.insert(outboxEmails).values(row);
}

export async function listOutboxEmails(db: Db, to: string | undefined, limit = 100) {
  const query = db.select().from(outboxEmails);
  const filtered = to ? query.where(eq(outboxEmails.toEmail, to)) : query;
  return filtered.orderBy(desc(outboxEmails.sentAt), desc(outboxEmails.id)).limit(limit);
}

export async function findOutboxEmail(db: Db, id: string) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
  return row;
}

/** The record of sent emails is kept a month: their links (single-use tokens) are long dead by then. */
export async function deleteOutboxEmailsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(outboxEmails).where(lt(outboxEmails.sentAt, before));
}
