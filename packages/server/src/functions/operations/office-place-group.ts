/**
 * Operations set the place group an office's specimens go to (issue 25, ADR 065; requirements.md 3
 * Office.placeGroupID), or none. createOrder stamps it on each new procedure's dropOffPlaceGroups,
 * and dispatch sends the visit to a place of it; orders already placed keep what they were given.
 * One transaction (the call's): the office read `for update`, the write, its audit row with the
 * group before and after; the office screens hear `offices/{id}` once it commits.
 */
import { AppError } from '../../lib/app-error.ts';
import {
  findOfficePlaceGroupForUpdate,
  findPlaceGroupName,
  setOfficePlaceGroupId,
} from '../../repositories/operations.repository.ts';
import { OFFICE_NOT_FOUND } from '../offices/get-office.ts';
import type { Handler } from '../context.ts';

export const officePlaceGroupErrors = {
  unknownGroup: 'No place group has this id.',
} as const;

export const setOfficePlaceGroup: Handler<'setOfficePlaceGroup'> = async ({ officeID, placeGroupID }, ctx) => {
  const office = await findOfficePlaceGroupForUpdate(ctx.db, officeID);
  if (!office) throw new AppError('not_found', OFFICE_NOT_FOUND, 'officeID');
  if (placeGroupID !== null && (await findPlaceGroupName(ctx.db, placeGroupID)) === undefined)
    throw new AppError('bad_request', officePlaceGroupErrors.unknownGroup, 'placeGroupID');
  if (office.placeGroupId === placeGroupID) return { officeID, placeGroupID, changed: false };
  await setOfficePlaceGroupId(ctx.db, officeID, placeGroupID);
  await ctx.audit({
    action: 'office.place-group',
    recordType: 'office',
    recordId: officeID,
    detail: { placeGroupID: { from: office.placeGroupId, to: placeGroupID } },
  });
  ctx.publish(`offices/${officeID}`);
  return { officeID, placeGroupID, changed: true };
};
