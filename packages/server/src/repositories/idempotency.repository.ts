import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/**
 * Makes concurrent requests with one key take turns until the first commits, so a duplicate that
 * arrives mid-flight reads the stored response instead of running the handler on changed data.
 */
export async function lockIdempotencyKey(db: Db, userId: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}), hashtext(${key}))`);
}

export async function findIdempotentResponse(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({ fn: idempotencyKeys.fn, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function saveIdempotentResponse(db: Db, row: { userId: string; key: string; fn: string; response: unknown }) {
  await db.insert(idempotencyKeys).values(row);
}

/** Keys answer retries for a day; older ones are swept. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
