import { findLatestMembership } from '../../repositories/offices.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

export const getOfficeInvitation: Handler<'getOfficeInvitation'> = async (_input, ctx) => {
  const caller = requireCaller(ctx);
  const row = await findLatestMembership(ctx.db, caller.userId);
  return {
    invitation: row
      ? { officeID: row.office.id, officeName: row.office.name, status: row.membership.invitationStatus }
      : null,
  };
};
