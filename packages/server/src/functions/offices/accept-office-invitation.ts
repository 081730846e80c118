import { statusAfterJoiningOffice } from '@sc/domain/offices/join';
import { notFound } from '../../lib/app-error.ts';
import {
  acceptMembership,
  countAcceptedMemberships,
  findMembership,
  findOffice,
} from '../../repositories/offices.repository.ts';
import { lockUserById, updateUser } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/** joinOffice (requirements.md 4, after joining an office). Accepting twice changes nothing. */
export const acceptOfficeInvitation: Handler<'acceptOfficeInvitation'> = async ({ officeID }, ctx) => {
  const caller = requireCaller(ctx);
  const user = await lockUserById(ctx.db, caller.userId);
  const membership = await findMembership(ctx.db, officeID, caller.userId);
  const office = await findOffice(ctx.db, officeID);
  if (!user || !membership || !office) throw notFound('Invitation not found.');
  if (membership.invitationStatus === 'accepted') return { ok: true };
  await acceptMembership(ctx.db, officeID, caller.userId, ctx.config.clock.now());
  const status = statusAfterJoiningOffice({
    role: user.role,
    currentStatus: user.status,
    hasOffices: (await countAcceptedMemberships(ctx.db, caller.userId)) > 0,
    officeAutoApproves: office.autoApprove,
  });
  if (status !== user.status) await updateUser(ctx.db, caller.userId, { status });
  ctx.publish(`users/${caller.userId}`);
  return { ok: true };
};
