import { messages } from '@sc/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { findUserByEmail, loadViewer } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';

export const WRONG_PASSWORD = 'That password is not right. Try again, or set a new one.';

export const signIn: Handler<'signIn'> = async ({ email, password }, ctx) => {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('not_found', messages.noUserFound, 'email');
  if (user.passwordHash === null || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('invalid_credentials', WRONG_PASSWORD, 'password');
  }
  // A new session id on every sign-in; the one this browser had ends.
  await ctx.session.end();
  await ctx.session.start(user.id);
  const viewer = await loadViewer(ctx.db, user.id);
  if (!viewer) throw new AppError('not_found', messages.userNotFound);
  return { viewer };
};
