import { desc, eq } from 'drizzle-orm';
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
