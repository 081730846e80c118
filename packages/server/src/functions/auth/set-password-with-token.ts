import { passwordProblem } from '@sc/domain/auth/password';
import { messages } from '@sc/domain/messages';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { deleteSessionsOfUser } from '../../repositories/sessions.repository.ts';
import { loadViewer, updateUser } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';
import { consumeToken } from './token-check.ts';

/**
 * finishSignUp (create-password mode) and resetPassword (reset-password mode). Either link lets a
 * person without a password create one; setting a password ends every other session.
 */
export const setPasswordWithToken: Handler<'setPasswordWithToken'> = async ({ token, password, mode }, ctx) => {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, 'password');
  const row = await consumeToken(
    ctx.db,
    token,
    mode === 'create' ? ['finish-sign-up'] : ['reset-password'],
    ctx.config.clock.now(),
  );
  await updateUser(ctx.db, row.userId, { passwordHash: await hashPassword(password) });
  await deleteSessionsOfUser(ctx.db, row.userId);
  await ctx.session.start(row.userId);
  const viewer = await loadViewer(ctx.db, row.userId);
  if (!viewer) throw new AppError('not_found', messages.userNotFound);
  ctx.publish(`users/${row.userId}`);
  return { viewer };
};
