import { listPlaceAccounts, listPlaces } from '../../repositories/office-settings.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';
import { officeDetailsAnswer, partnersAnswer, requireOfficeDetails } from './office-settings-answer.ts';

/**
 * office/settings (requirements.md 2.4, issue 14): the office's details, its partners with the requests
 * either way, the places its staff share an account at, and the places one can be added at.
 */
export const getOfficeSettings: Handler<'getOfficeSettings'> = async ({ officeID }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  return {
    office: officeDetailsAnswer(await requireOfficeDetails(ctx.db, office.id)),
    partners: await partnersAnswer(ctx.db, office.id),
    placeAccounts: await listPlaceAccounts(ctx.db, office.id),
    places: await listPlaces(ctx.db),
  };
};
