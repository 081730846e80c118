import { messages } from '@sc/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { loadViewer } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';
import { consumeToken } from './token-check.ts';

/** Sign-in by a one-time token in the URL (requirements.md 2.6): signs out, then signs in with it. */
export const signInWithToken: Handler<'signInWithToken'> = async ({ token }, ctx) => {
  const row = await consumeToken(ctx.db, token, ['sign-in'], ctx.config.clock.now());
  await ctx.session.end();
  await ctx.session.start(row.userId);
  const viewer = await loadViewer(ctx.db, row.userId);
  if (!viewer) throw new AppError('bad_request', messages.tokenSignInFailed, 'token');
  return { viewer };
};
