import { PARTNER_REFUSALS, partnershipRefusal } from '@sc/domain/offices/partnerships';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { findOffice } from '../../repositories/offices.repository.ts';
import { insertPartnerRow } from '../../repositories/office-settings.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';
import { partnersAnswer } from './office-settings-answer.ts';

/**
 * office/settings/partners/add (requirements.md 3, 6; ADR 031): this office names another by the office ID
 * that office shared. It is a request until the other names this one back (or, when the other
 * asked first, it completes the partnership). An unknown office and one not approved answer alike.
 * Naming an office already named changes nothing, so a retry is harmless.
 */
export const addOfficePartner: Handler<'addOfficePartner'> = async ({ officeID, partnerOfficeID }, ctx) => {
  const caller = requireCaller(ctx);
  const office = await requireOfficeStaff(ctx.db, caller, officeID);
  const other = await findOffice(ctx.db, partnerOfficeID);
  if (!other || other.status !== 'approved')
    throw new AppError('not_found', PARTNER_REFUSALS.unknownOffice, 'partnerOfficeID');
  const refusal = partnershipRefusal(office, other);
  if (refusal) throw badRequest(refusal, 'partnerOfficeID');
  if (await insertPartnerRow(ctx.db, office.id, other.id, caller.userId)) {
    ctx.publish(`offices/${office.id}`);
    ctx.publish(`offices/${other.id}`);
  }
  const partner = (await partnersAnswer(ctx.db, office.id)).find((p) => p.officeID === other.id);
  if (!partner) throw new Error(`office ${office.id} names ${other.id} but it is not listed`);
  return { partner };
};
