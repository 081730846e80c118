import { notFound } from '../../lib/app-error.ts';
import { findOffice, listOfficeStaff, updateOffice } from '../../repositories/offices.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { OFFICE_NOT_FOUND } from './get-office.ts';

/**
 * Operations approve an office once its demo call is done (SPEC.md 2.4: "approve your office after
 * the call"; 4 office status). Approving an approved office changes nothing. Its staff's open
 * pages change through `users/{id}` (their viewer carries the office's status).
 */
export const approveOffice: Handler<'approveOffice'> = async ({ officeID }, ctx) => {
  requireCaller(ctx);
  const office = await findOffice(ctx.db, officeID);
  if (!office) throw notFound(OFFICE_NOT_FOUND);
  if (office.status !== 'approved') {
    await updateOffice(ctx.db, office.id, { status: 'approved' });
    await ctx.audit({
      action: 'office.approve',
      recordType: 'office',
      recordId: office.id,
      detail: { from: office.status },
    });
    ctx.publish(`offices/${office.id}`);
    for (const member of await listOfficeStaff(ctx.db, office.id)) ctx.publish(`users/${member.userID}`);
  }
  return { officeID: office.id, status: 'approved' as const };
};
