import { messages } from '@sc/domain/messages';
import { AppError, conflict } from '../../lib/app-error.ts';
import { findUserByEmail } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';
import { emailTokenLink } from './email-links.ts';

export const sendFinishSignUpEmail: Handler<'sendFinishSignUpEmail'> = async ({ email, emailLinkURL }, ctx) => {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('not_found', messages.noUserFound, 'email');
  if (user.passwordHash !== null) throw conflict('You have already finished signing up. Please log in.');
  await emailTokenLink(ctx, user, 'finish-sign-up', emailLinkURL);
  return { ok: true };
};
