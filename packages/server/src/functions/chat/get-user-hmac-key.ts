import { createHmac } from 'node:crypto';
import { messages } from '@sc/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { requireCaller, type Handler } from '../context.ts';

/** Production without CHAT_IDENTITY_SECRET signs no identity: the messenger stays anonymous. */
export const CHAT_IDENTITY_OFF = 'The chat messenger has no identity key here.';

/**
 * requirements.md 7: the key-hash the chat messenger is updated with, an HMAC-SHA256 of the caller's id
 * under the server's secret (Chatwoot's HMAC identity, architecture.md 7). Only for the caller's own
 * id: another person's answers as an unknown one does, so ids leak nothing.
 */
export const getUserHmacKey: Handler<'getUserHmacKey'> = async ({ userID }, ctx) => {
  const caller = requireCaller(ctx);
  if (userID !== caller.userId) throw new AppError('not_found', messages.userNotFound, 'userID');
  const secret = ctx.config.chatIdentitySecret;
  if (secret === null) throw new AppError('not_found', CHAT_IDENTITY_OFF);
  return { key: createHmac('sha256', secret).update(userID).digest('hex') };
};
