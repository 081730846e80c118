/**
 * Operations' place groups (issue 25, ADR 060; requirements.md 3 placeGroupID, dropOffPlaceGroups):
 * listed with their places; created and edited as the domain's rule allows their type to hold.
 * A change publishes `place-group-types/{type}` (old and new type when it moves), the live
 * subscription requirements.md 7 names, so open screens read the groups again.
 */
import { placeGroupProblem } from '@sc/domain/operations/place-groups';
import { AppError } from '../../lib/app-error.ts';
import {
  findPlaceGroupForUpdate,
  findPlacesByIds,
  listPlaceGroups as readPlaceGroups,
  placeGroupNamed,
  writePlaceGroup,
} from '../../repositories/operations-places.repository.ts';
import type { Handler } from '../context.ts';
import { changedFields } from './changed-fields.ts';
import { toRecordID } from './record-id.ts';

export const placeGroupErrors = {
  notFound: 'No place group has this id.',
  unknownPlace: (id: string) => `No place has the id ${id}.`,
  nameTaken: 'Another place group has this name.',
} as const;

export const listPlaceGroups: Handler<'listPlaceGroups'> = async (_input, ctx) => ({
  groups: await readPlaceGroups(ctx.db),
});

export const savePlaceGroup: Handler<'savePlaceGroup'> = async ({ groupID, name, type, placeIDs }, ctx) => {
  const places = await findPlacesByIds(ctx.db, placeIDs);
  const unknown = placeIDs.find((id) => !places.some((p) => p.id === id));
  if (unknown) throw new AppError('bad_request', placeGroupErrors.unknownPlace(unknown), 'placeIDs');
  const problem = placeGroupProblem(type, places);
  if (problem) throw new AppError('bad_request', problem, 'placeIDs');
  const before = groupID ? await findPlaceGroupForUpdate(ctx.db, groupID) : undefined;
  if (groupID && !before) throw new AppError('not_found', placeGroupErrors.notFound, 'groupID');
  if (await placeGroupNamed(ctx.db, name, groupID ?? null))
    throw new AppError('conflict', placeGroupErrors.nameTaken, 'name');
  const id = groupID ?? toRecordID('group', name);
  const next = { name, type, placeIDs: [...placeIDs].sort() };
  const changes = changedFields(before && { name: before.name, type: before.type, placeIDs: before.placeIDs }, next);
  if (before && !changes) return { id, created: false, changed: false };
  await writePlaceGroup(ctx.db, { id, ...next }, !before);
  await ctx.audit({
    action: before ? 'place-group.update' : 'place-group.create',
    recordType: 'place-group',
    recordId: id,
    detail: changes ?? {},
  });
  for (const topicType of new Set([before?.type ?? type, type])) ctx.publish(`place-group-types/${topicType}`);
  return { id, created: !before, changed: true };
};
