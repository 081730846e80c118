import { searchOfficePatients as search } from '../../repositories/office-people.repository.ts';
import { patientOfficeIDsOf } from '../../repositories/patient-offices.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/**
 * The order form's patient picker: the office's own patients, and a lab's partners' too (requirements.md
 * 6; the same offices createOrder accepts a patient of, ADR 031).
 */
export const searchOfficePatients: Handler<'searchOfficePatients'> = async ({ officeID, query, limit }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  const patients = await search(ctx.db, await patientOfficeIDsOf(ctx.db, office), query, limit);
  return { patients, patientIDs: patients.map((p) => p.id) };
};
