import { notFound } from '../../lib/app-error.ts';
import { countTeam, findMembership, findOffice } from '../../repositories/offices.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

export const OFFICE_NOT_FOUND = 'Office not found.';

/** An office its member (or operations) may read; another office answers like a missing one. */
export const getOffice: Handler<'getOffice'> = async ({ officeID }, ctx) => {
  const caller = requireCaller(ctx);
  const office = await findOffice(ctx.db, officeID);
  if (!office) throw notFound(OFFICE_NOT_FOUND);
  if (caller.role !== 'admin') {
    const membership = await findMembership(ctx.db, officeID, caller.userId);
    if (!membership || membership.invitationStatus !== 'accepted') throw notFound(OFFICE_NOT_FOUND);
  }
  return {
    office: {
      id: office.id,
      name: office.name,
      type: office.type,
      status: office.status,
      memberCount: await countTeam(ctx.db, office.id),
    },
  };
};
