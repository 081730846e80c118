import { messages } from '@sc/domain/messages';
import { AppError, conflict } from '../../lib/app-error.ts';
import { findUserByEmail, findUserById, updateUser } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { EMAIL_TAKEN } from './create-user.ts';

/** Changes the caller's own email (operations: anyone's); both addresses are told. */
export const changeUserEmailAddress: Handler<'changeUserEmailAddress'> = async ({ email, newEmail }, ctx) => {
  const caller = requireCaller(ctx);
  const user = await findUserByEmail(ctx.db, email);
  const self = await findUserById(ctx.db, caller.userId);
  if (!user || (caller.role !== 'admin' && user.id !== self?.id)) {
    throw new AppError('not_found', messages.userNotFound, 'email');
  }
  if (newEmail === user.email) return { ok: true };
  if (await findUserByEmail(ctx.db, newEmail)) throw conflict(EMAIL_TAKEN);
  await updateUser(ctx.db, user.id, { email: newEmail });
  const text = `The email address of your account was changed from ${user.email} to ${newEmail}. If you did not ask for this, contact support.`;
  await ctx.adapters.email.send(ctx.db, { to: newEmail, subject: 'Your email has been changed', text, links: [] });
  await ctx.adapters.email.send(ctx.db, { to: user.email, subject: 'Your email has been changed', text, links: [] });
  ctx.publish(`users/${user.id}`);
  return { ok: true };
};
