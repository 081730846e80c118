import { messages } from '@sc/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';
import { emailTokenLink } from './email-links.ts';
import { readToken } from './token-check.ts';

/**
 * After a token sign-in failed (requirements.md 2.6, 8): a still-valid token is handed back for one retry;
 * an expired or used one gets a fresh link by email; an unknown one is refused.
 */
export const refreshTokenOnFailure: Handler<'refreshTokenOnFailure'> = async (input, ctx) => {
  const state = await readToken(ctx.db, input.token, ['sign-in'], ctx.config.clock.now());
  if (state.kind === 'unusable') throw new AppError('bad_request', messages.tokenSignInFailed, 'token');
  if (state.kind === 'valid') return { token: input.token, emailed: false };
  const user = await findUserById(ctx.db, state.row.userId);
  if (!user) throw new AppError('bad_request', messages.tokenSignInFailed, 'token');
  // Only a path of this site: browsers read `//x` and `/\x` as another host.
  const route = /^\/(?![/\\])[^\\]*$/.test(input.route) ? input.route : '/';
  await emailTokenLink(ctx, user, 'sign-in', input.emailLinkURL, route);
  return { token: null, emailed: true };
};
