import { PARTNER_REFUSALS } from '@sc/domain/offices/partnerships';
import { AppError } from '../../lib/app-error.ts';
import { deletePartnerRows } from '../../repositories/office-settings.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/**
 * Ends a partnership, withdraws this office's request or declines the other's (ADR 031): neither
 * names the other any more, and a lab no longer finds the other's patients. An office neither
 * names nor is named by answers "Partner not found." (a keyed retry gets the first answer).
 */
export const removeOfficePartner: Handler<'removeOfficePartner'> = async ({ officeID, partnerOfficeID }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  if ((await deletePartnerRows(ctx.db, office.id, partnerOfficeID)) === 0)
    throw new AppError('not_found', PARTNER_REFUSALS.unknownPartner, 'partnerOfficeID');
  ctx.publish(`offices/${office.id}`);
  ctx.publish(`offices/${partnerOfficeID}`);
  return { ok: true as const };
};
