import { conflict } from '../../lib/app-error.ts';
import { newId } from '../../lib/tokens.ts';
import { findUserByEmail, insertUser } from '../../repositories/users.repository.ts';
import type { Handler } from '../context.ts';
import { emailTokenLink } from './email-links.ts';

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

/** Nurse sign-up: a pending nurse without a password, and the finish-sign-up email. */
export const createUser: Handler<'createUser'> = async (input, ctx) => {
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(EMAIL_TAKEN);
  const user = { id: newId(), email: input.email, role: 'nurse' as const };
  await insertUser(ctx.db, {
    ...user,
    status: 'pending',
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
  });
  await emailTokenLink(ctx, user, 'finish-sign-up', input.emailLinkURL);
  ctx.publish(`users/${user.id}`);
  return { userID: user.id };
};
