import { messages } from '@sc/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { findUserByEmail } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';
import { emailTokenLink } from './email-links.ts';

export const resetUserPassword: Handler<'resetUserPassword'> = async ({ email, emailLinkURL }, ctx) => {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('not_found', messages.noUserFound, 'email');
  await emailTokenLink(ctx, user, 'reset-password', emailLinkURL);
  return { ok: true };
};
