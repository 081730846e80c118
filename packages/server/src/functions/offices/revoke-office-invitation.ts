import { AppError } from '../../lib/app-error.ts';
import { deleteMembership, findLatestMembership, findMembership } from '../../repositories/offices.repository.ts';
import { expireUnusedTokens } from '../../repositories/tokens.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

const INVITATION_NOT_FOUND = 'Invitation not found.';

/**
 * Withdraws an invitation not yet accepted (issue 14): the membership goes, and a person invited
 * without an account of their own before (no password yet), and invited by no other office, can no
 * longer use its link.
 */
export const revokeOfficeInvitation: Handler<'revokeOfficeInvitation'> = async ({ officeID, userID }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  const membership = await findMembership(ctx.db, office.id, userID);
  if (membership?.invitationStatus !== 'pending' || membership.role === 'patient')
    throw new AppError('not_found', INVITATION_NOT_FOUND, 'userID');
  await deleteMembership(ctx.db, office.id, userID);
  const account = await findUserById(ctx.db, userID);
  // Their link is theirs, not this office's: another office that invited them keeps it working.
  const elsewhere = await findLatestMembership(ctx.db, userID);
  if (account && account.passwordHash === null && !elsewhere)
    await expireUnusedTokens(ctx.db, userID, 'finish-sign-up', ctx.config.clock.now());
  ctx.publish(`offices/${office.id}`);
  ctx.publish(`users/${userID}`);
  return { ok: true as const };
};
