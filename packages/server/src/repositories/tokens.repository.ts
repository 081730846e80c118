import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { TokenPurpose } from '@sc/domain/vocabulary/accounts';
import { authTokens } from '../db/schema.ts';

export type TokenRow = typeof authTokens.$inferSelect;

export async function insertToken(db: Db, row: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(row);
}

/** Reads a token and locks it, so two requests cannot both use it. */
export async function lockToken(db: Db, tokenHash: string): Promise<TokenRow | undefined> {
  const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash)).limit(1).for('update');
  return row;
}

export async function markTokenUsed(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(authTokens).set({ usedAt: now }).where(eq(authTokens.tokenHash, tokenHash));
}

/** A new link supersedes older unused ones of the same purpose. */
export async function expireUnusedTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** Tokens that expired before `before`: kept a while so a late click still hears "expired". */
export async function deleteTokensExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, before));
}
