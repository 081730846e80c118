/**
 * Operations create and edit service regions (issue 25, ADR 060): a name nobody else has, an IANA
 * time zone, and an area the domain's rule accepts (region-polygon.ts), or none yet. Audited with
 * what changed (the area by its size, not its thousand positions); an edit changing nothing
 * writes nothing.
 */
import { polygonProblem } from '@sc/domain/operations/region-polygon';
import { isTimeZone } from '@sc/domain/orders/patient-details';
import { AppError } from '../../lib/app-error.ts';
import {
  findRegionForUpdate,
  regionNamed,
  writeRegion,
  type RegionFields,
} from '../../repositories/operations-places.repository.ts';
import type { Handler } from '../context.ts';
import { changedFields } from './changed-fields.ts';
import { toRecordID } from './record-id.ts';
import { REGION_NOT_FOUND } from './regions.ts';

export const regionTexts = {
  timeZone: 'Choose a time zone such as America/New_York.',
  nameTaken: 'Another service region has this name.',
} as const;

const sizeOf = (polygon: unknown) =>
  Array.isArray(polygon) ? { rings: polygon.length, positions: polygon.flat().length } : null;

export const saveServiceRegion: Handler<'saveServiceRegion'> = async (input, ctx) => {
  if (!isTimeZone(input.timeZone)) throw new AppError('bad_request', regionTexts.timeZone, 'timeZone');
  const problem = input.polygon ? polygonProblem(input.polygon) : null;
  if (problem) throw new AppError('bad_request', problem, 'polygon');
  const before = input.regionID ? await findRegionForUpdate(ctx.db, input.regionID) : undefined;
  if (input.regionID && !before) throw new AppError('not_found', REGION_NOT_FOUND, 'regionID');
  if (await regionNamed(ctx.db, input.name, input.regionID ?? null))
    throw new AppError('conflict', regionTexts.nameTaken, 'name');
  const next: RegionFields = { name: input.name, timeZone: input.timeZone, polygon: input.polygon };
  const id = input.regionID ?? toRecordID('region', input.name);
  const changes = changedFields(before, next);
  if (before && !changes) return { id, created: false, changed: false };
  await writeRegion(ctx.db, id, next, !before);
  const detail = Object.fromEntries(
    Object.entries(changes ?? {}).map(([key, change]) =>
      key === 'polygon' ? [key, { from: sizeOf(change.from), to: sizeOf(change.to) }] : [key, change],
    ),
  );
  await ctx.audit({
    action: before ? 'service-region.update' : 'service-region.create',
    recordType: 'service-region',
    recordId: id,
    detail,
  });
  return { id, created: !before, changed: true };
};
