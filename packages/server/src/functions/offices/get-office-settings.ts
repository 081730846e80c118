import { findPlaceGroupName } from '../../repositories/operations.repository.ts';
import { listPlaceAccounts, listPlaces } from '../../repositories/office-settings.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';
import { officeDetailsAnswer, partnersAnswer, requireOfficeDetails } from './office-settings-answer.ts';

/**
 * office/settings (requirements.md 2.4, issue 14): the office's details, its partners with the requests
 * either way, the places its staff share an account at, and the places one can be added at; and the
 * place group operations chose for its specimens (ADR 065), by name.
 */
export const getOfficeSettings: Handler<'getOfficeSettings'> = async ({ officeID }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  return {
    office: officeDetailsAnswer(await requireOfficeDetails(ctx.db, office.id)),
    partners: await partnersAnswer(ctx.db, office.id),
    placeAccounts: await listPlaceAccounts(ctx.db, office.id),
    places: await listPlaces(ctx.db),
    placeGroup: await placeGroupOf(ctx.db, office.placeGroupId),
  };
};

async function placeGroupOf(db: Parameters<typeof findPlaceGroupName>[0], id: string | null) {
  const name = id === null ? undefined : await findPlaceGroupName(db, id);
  return id !== null && name !== undefined ? { id, name } : null;
}
