import { listOfficePrescribers as list } from '../../repositories/office-people.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/** The order form's prescriber picker. */
export const listOfficePrescribers: Handler<'listOfficePrescribers'> = async ({ officeID }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  return { prescribers: await list(ctx.db, office.id) };
};
