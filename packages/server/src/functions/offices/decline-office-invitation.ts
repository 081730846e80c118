import { AppError } from '../../lib/app-error.ts';
import { deleteMembership, findMembership } from '../../repositories/offices.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/**
 * The invited person says no (issue 27): the invitation not yet accepted is removed, as if the
 * office had withdrawn it, and the office's team no longer lists it. An accepted membership or
 * none at all answers like a missing invitation.
 */
export const declineOfficeInvitation: Handler<'declineOfficeInvitation'> = async ({ officeID }, ctx) => {
  const caller = requireCaller(ctx);
  const membership = await findMembership(ctx.db, officeID, caller.userId);
  if (membership?.invitationStatus !== 'pending' || membership.role === 'patient')
    throw new AppError('not_found', 'Invitation not found.', 'officeID');
  await deleteMembership(ctx.db, officeID, caller.userId);
  ctx.publish(`offices/${officeID}`);
  ctx.publish(`users/${caller.userId}`);
  return { ok: true as const };
};
