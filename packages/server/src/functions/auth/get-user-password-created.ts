import { messages } from '@sc/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { findUserByEmail } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';

/** Decides the login step (requirements.md 2.6): password, or a reset link when none was created. */
export const getUserPasswordCreated: Handler<'getUserPasswordCreated'> = async ({ email }, ctx) => {
  let lookup = ctx.userLookup.get(email);
  if (lookup === undefined) {
    const readAt = ctx.userLookup.currentGeneration;
    const user = await findUserByEmail(ctx.db, email);
    lookup = user ? { userID: user.id, passwordCreated: user.passwordHash !== null } : null;
    ctx.userLookup.set(email, lookup, readAt);
  }
  if (!lookup) throw new AppError('not_found', messages.noUserFound, 'email');
  return lookup;
};
