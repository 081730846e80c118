import { OFFICE_SETTINGS_REFUSALS } from '@sc/domain/offices/office-settings';
import { AppError } from '../../lib/app-error.ts';
import { deletePlaceAccount } from '../../repositories/office-settings.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/** Stops sharing the office's account at a place; a place it has none at answers "Place not found.". */
export const removeOfficePlaceAccount: Handler<'removeOfficePlaceAccount'> = async ({ officeID, placeID }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  if (!(await deletePlaceAccount(ctx.db, office.id, placeID)))
    throw new AppError('not_found', OFFICE_SETTINGS_REFUSALS.unknownPlace, 'placeID');
  ctx.publish(`offices/${office.id}`);
  return { ok: true as const };
};
