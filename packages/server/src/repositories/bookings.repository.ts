import { gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { interviewBookings } from '../db/schema.ts';

export async function listBookedStarts(db: Db, from: Date): Promise<Date[]> {
  const rows = await db
    .select({ startAt: interviewBookings.startAt })
    .from(interviewBookings)
    .where(gte(interviewBookings.startAt, from));
  return rows.map((r) => r.startAt);
}

/** Returns false when the slot was taken meanwhile (the start is unique). */
export async function insertBooking(db: Db, row: typeof interviewBookings.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(interviewBookings)
    .values(row)
    .onConflictDoNothing({ target: interviewBookings.startAt })
    .returning({ id: interviewBookings.id });
  return rows.length > 0;
}
