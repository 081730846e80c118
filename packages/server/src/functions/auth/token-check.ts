/** Reading an emailed or URL token: valid, expired or unusable (requirements.md 8 messages). */
import { messages } from '@sc/domain/messages';
import type { TokenPurpose } from '@sc/domain/vocabulary/accounts';
import { AppError } from '../../lib/app-error.ts';
import { hashSecret } from '../../lib/tokens.ts';
import { lockToken, markTokenUsed, type TokenRow } from '../../repositories/tokens.repository.ts';
import type { Db } from '../../db/client.ts';

export type TokenState = { kind: 'valid'; row: TokenRow } | { kind: 'expired'; row: TokenRow } | { kind: 'unusable' };

export async function readToken(
  db: Db,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<TokenState> {
  const row = await lockToken(db, hashSecret(token));
  if (!row || !purposes.includes(row.purpose)) return { kind: 'unusable' };
  if (row.usedAt !== null) return { kind: 'expired', row };
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired', row };
  return { kind: 'valid', row };
}

/** Uses a token once; refuses an expired or unknown one with the spec's messages. */
export async function consumeToken(
  db: Db,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<TokenRow> {
  const state = await readToken(db, token, purposes, now);
  if (state.kind === 'unusable') throw new AppError('bad_request', messages.tokenSignInFailed, 'token');
  if (state.kind === 'expired') throw new AppError('token_expired', messages.tokenExpired, 'token');
  await markTokenUsed(db, state.row.tokenHash, now);
  return state.row;
}
