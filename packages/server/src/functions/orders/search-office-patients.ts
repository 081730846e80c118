import { searchOfficePatients as search } from '../../repositories/orders.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/** The order form's patient picker: the office's own patients only. */
export const searchOfficePatients: Handler<'searchOfficePatients'> = async ({ officeID, query, limit }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  const patients = await search(ctx.db, office.id, query, limit);
  return { patients, patientIDs: patients.map((p) => p.id) };
};
