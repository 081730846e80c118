import { messages } from '@sc/domain/messages';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { issueToken } from './email-links.ts';

/** A one-time sign-in token: for yourself, or for anyone but operations when you are operations. */
export const generateAuthToken: Handler<'generateAuthToken'> = async ({ userID }, ctx) => {
  const caller = requireCaller(ctx);
  const targetId = userID ?? caller.userId;
  if (targetId !== caller.userId) {
    if (caller.role !== 'admin') throw forbidden();
    const target = await findUserById(ctx.db, targetId);
    if (!target) throw new AppError('not_found', messages.userNotFound, 'userID');
    if (target.role === 'admin') throw forbidden();
  }
  return { token: await issueToken(ctx, targetId, 'sign-in') };
};
