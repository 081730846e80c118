import { OFFICE_SETTINGS_REFUSALS, placeAccountNumberRefusal, tidyText } from '@sc/domain/offices/office-settings';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { findPlace, upsertPlaceAccount } from '../../repositories/office-settings.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/**
 * office/settings/places/add (requirements.md 3 Office.sharedPlaceAccounts): the office's account at a
 * place, shared with its staff, with its number there; adding it again sets the number.
 */
export const addOfficePlaceAccount: Handler<'addOfficePlaceAccount'> = async (input, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), input.officeID);
  const refusal = placeAccountNumberRefusal(input.accountNumber);
  if (refusal) throw badRequest(refusal, 'accountNumber');
  const place = await findPlace(ctx.db, input.placeID);
  if (!place) throw new AppError('not_found', OFFICE_SETTINGS_REFUSALS.unknownPlace, 'placeID');
  const accountNumber = tidyText(input.accountNumber);
  if (await upsertPlaceAccount(ctx.db, office.id, place.id, accountNumber)) ctx.publish(`offices/${office.id}`);
  return { placeAccount: { ...place, accountNumber } };
};
