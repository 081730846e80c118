import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/** Keys of anonymous writes share one scope; their fingerprint keeps one caller's answer from another's request. */
export const ANONYMOUS_SCOPE = 'anonymous';

/**
 * Makes concurrent requests with one key take turns until the first commits, so a duplicate that
 * arrives mid-flight reads the stored response instead of running the handler on changed data.
 */
export async function lockIdempotencyKey(db: Db, scope: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`);
}

export async function findIdempotentResponse(db: Db, scope: string, key: string) {
  const [row] = await db
    .select({ fn: idempotencyKeys.fn, response: idempotencyKeys.response, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function saveIdempotentResponse(
  db: Db,
  row: { scope: string; userId: string | null; key: string; fn: string; requestHash: string; response: unknown },
) {
  await db.insert(idempotencyKeys).values(row);
}

/** Keys answer retries for a day; older ones are swept. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
