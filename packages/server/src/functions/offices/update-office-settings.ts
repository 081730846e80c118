import { normalizeOfficeNotifications } from '@sc/domain/offices/notifications';
import {
  OFFICE_SETTINGS_REFUSALS,
  officeDetailsRefusal,
  placeOfficeAddress,
  tidyText,
} from '@sc/domain/offices/office-settings';
import { badRequest } from '../../lib/app-error.ts';
import { updateOfficeDetails } from '../../repositories/office-settings.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';
import { officeDetailsAnswer, requireOfficeDetails } from './office-settings-answer.ts';

/**
 * office/settings/details and /notifications (issue 14): the fields given are checked by the
 * domain (offices/office-settings.ts), stored tidied, and the office's staff hear of it. An address
 * comes with its pin, the point the form showed and the person confirmed (ADR 082): one without
 * is refused, as updateLocationSettings refuses a leave-from without one (ADR 071).
 */
export const updateOfficeSettings: Handler<'updateOfficeSettings'> = async (input, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), input.officeID);
  const { name, address, addressPin, timeZone, notificationEmails } = input;
  if (
    name === undefined &&
    address === undefined &&
    addressPin === undefined &&
    timeZone === undefined &&
    notificationEmails === undefined
  )
    throw badRequest(OFFICE_SETTINGS_REFUSALS.nothingToSave, 'officeID');
  const refusal = officeDetailsRefusal({ name, address, timeZone });
  if (refusal) throw badRequest(refusal.message, refusal.field);
  // The address is saved with the point the person confirmed, never without one (ADR 071, 082).
  const place = placeOfficeAddress({ address, addressPin });
  if (!place.ok) throw badRequest(place.message, place.field);
  const updated = await updateOfficeDetails(ctx.db, office.id, {
    ...(name !== undefined ? { name: tidyText(name) } : {}),
    ...(place.change
      ? { address: place.change.address, lat: place.change.point?.lat ?? null, lng: place.change.point?.lng ?? null }
      : {}),
    ...(timeZone !== undefined ? { timeZone } : {}),
    ...(notificationEmails !== undefined
      ? { notificationEmails: normalizeOfficeNotifications(notificationEmails) }
      : {}),
  });
  ctx.publish(`offices/${office.id}`);
  return { office: officeDetailsAnswer(updated ?? (await requireOfficeDetails(ctx.db, office.id))) };
};
