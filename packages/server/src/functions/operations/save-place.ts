/**
 * Operations create and edit places (issue 25, ADR 060): a lab, drop box or packing place with its
 * address, point, service region and receiving hours. The change is audited field by field (before
 * and after); an edit that changes nothing writes nothing. The groups holding the place are told
 * on their type's topic (requirements.md 7), since their screens show it.
 */
import { AppError } from '../../lib/app-error.ts';
import {
  findPlaceForUpdate,
  groupTypesOfPlace,
  regionExists,
  writePlace,
  type PlaceFields,
} from '../../repositories/operations-places.repository.ts';
import type { Handler } from '../context.ts';
import { changedFields } from './changed-fields.ts';
import { PLACE_NOT_FOUND, toMinute } from './places.ts';
import { toRecordID } from './record-id.ts';
import { REGION_NOT_FOUND } from './regions.ts';

export const savePlaceTexts = {
  halfPoint: 'Enter both the latitude and the longitude, or neither.',
} as const;

export const savePlace: Handler<'savePlace'> = async (input, ctx) => {
  if ((input.lat === null) !== (input.lng === null))
    throw new AppError('bad_request', savePlaceTexts.halfPoint, input.lat === null ? 'lat' : 'lng');
  if (input.regionID !== null && !(await regionExists(ctx.db, input.regionID)))
    throw new AppError('bad_request', REGION_NOT_FOUND, 'regionID');
  const next: PlaceFields = {
    name: input.name,
    type: input.type,
    address: input.address,
    lat: input.lat,
    lng: input.lng,
    regionId: input.regionID,
    startMinute: input.hours ? toMinute(input.hours.start) : null,
    endMinute: input.hours ? toMinute(input.hours.end) : null,
  };
  const before = input.placeID ? await findPlaceForUpdate(ctx.db, input.placeID) : undefined;
  if (input.placeID && !before) throw new AppError('not_found', PLACE_NOT_FOUND, 'placeID');
  const id = input.placeID ?? toRecordID('place', input.name);
  const changes = changedFields(before, next);
  if (before && !changes) return { id, created: false, changed: false };
  await writePlace(ctx.db, id, next, !before);
  await ctx.audit({
    action: before ? 'place.update' : 'place.create',
    recordType: 'place',
    recordId: id,
    detail: changes ?? {},
  });
  for (const type of await groupTypesOfPlace(ctx.db, id)) ctx.publish(`place-group-types/${type}`);
  return { id, created: !before, changed: true };
};
