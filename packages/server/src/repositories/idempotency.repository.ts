import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

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
