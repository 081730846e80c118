import { messages } from '@sc/domain/messages';
import type { Config } from '../../config.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { findOldestLiveSessionStart } from '../../repositories/sessions.repository.ts';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../../repositories/users.repository.ts';
import { requireCaller, type FnContext, type Handler } from '../context.ts';
import { EMAIL_TAKEN } from './create-user.ts';

/** An account with no password yet re-authenticates by a sign-in at most this old (ADR 020). */
export const RECENT_SIGN_IN_MINUTES = 5;

export const PASSWORD_NEEDED = 'Enter your current password to change your email address.';
export const WRONG_CURRENT_PASSWORD = 'That password is not right. Enter the password you sign in with.';
export const SIGN_IN_AGAIN = `Your account has no password yet, so changing its email needs a fresh sign-in: sign in again from a new email link and change it within ${RECENT_SIGN_IN_MINUTES} minutes, or set a password first.`;

/**
 * Changes the caller's own email (operations: anyone's); both addresses are told. The email is how
 * an account is recovered, so a session alone is not enough (ASVS 5.0 V7.5.1, ADR 020): the caller
 * re-authenticates before anything but "not yours" is answered.
 */
export const changeUserEmailAddress: Handler<'changeUserEmailAddress'> = async ({ email, newEmail, password }, ctx) => {
  const caller = requireCaller(ctx);
  const user = await findUserByEmail(ctx.db, email);
  const self = await findUserById(ctx.db, caller.userId);
  // Someone else's address answers like an unknown one, before any password is looked at: so the
  // rate limit on `email` always counts the caller's own account (operations: the account named).
  if (!self || !user || (caller.role !== 'admin' && user.id !== self.id)) {
    throw new AppError('not_found', messages.userNotFound, 'email');
  }
  // Before anything else about the change is answered (whether the new address is taken, too).
  await reauthenticate(ctx, self, password);
  if (newEmail === user.email) return { ok: true };
  if (await findUserByEmail(ctx.db, newEmail)) throw conflict(EMAIL_TAKEN);
  await updateUser(ctx.db, user.id, { email: newEmail });
  const changed = `The email address of your account was changed from ${user.email} to ${newEmail}.`;
  await ctx.adapters.email.send(ctx.db, {
    to: newEmail,
    subject: 'Your email has been changed',
    text: `${changed} From now on, sign in with this address.`,
    links: [],
  });
  await ctx.adapters.email.send(ctx.db, {
    to: user.email,
    subject: 'Your email has been changed',
    text: `${changed} ${helpIfNotYou(ctx.config)}`,
    links: [],
  });
  ctx.publish(`users/${user.id}`);
  return { ok: true };
};

/** The old address may be the owner's only way back in: it says how to reach a person. */
function helpIfNotYou(config: Config): string {
  return (
    `If you did not ask for this, someone else may be using your account: contact support at ` +
    `${config.supportEmail} or ${config.supportPhone} right away, and we will put your address back.`
  );
}

/**
 * The caller's own current password; an account with none yet (signed in by an emailed link)
 * instead needs every live session it has to have started within RECENT_SIGN_IN_MINUTES, so an
 * older session, the one a thief would hold, cannot pass. Refusals are 400 on `password`.
 */
async function reauthenticate(ctx: FnContext, self: UserRow, password: string | undefined): Promise<void> {
  if (self.passwordHash !== null) {
    if (password === undefined) throw badRequest(PASSWORD_NEEDED, 'password');
    if (!(await verifyPassword(self.passwordHash, password))) {
      throw new AppError('invalid_credentials', WRONG_CURRENT_PASSWORD, 'password');
    }
    return;
  }
  const at = ctx.config.clock.now();
  const now = at.getTime();
  const oldest = await findOldestLiveSessionStart(ctx.db, self.id, new Date(now - ctx.config.sessionIdleMs), at);
  if (!oldest || now - oldest.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) throw badRequest(SIGN_IN_AGAIN, 'password');
}
