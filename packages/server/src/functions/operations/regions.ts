/**
 * Operations' service regions (issue 25): each region's area, which the shift's geocheck reads
 * (requirements.md 5: "Not in service region"). A polygon is checked by the domain's rule before it is
 * written; the change is audited.
 */
import { polygonProblem } from '@sc/domain/operations/region-polygon';
import { AppError } from '../../lib/app-error.ts';
import {
  listServiceRegionsForOperations,
  setServiceRegionPolygon as writePolygon,
} from '../../repositories/operations.repository.ts';
import type { Handler } from '../context.ts';

export const REGION_NOT_FOUND = 'No service region has this id.';

export const listServiceRegions: Handler<'listServiceRegions'> = async (_input, ctx) => ({
  regions: await listServiceRegionsForOperations(ctx.db),
});

export const setServiceRegionPolygon: Handler<'setServiceRegionPolygon'> = async ({ regionID, polygon }, ctx) => {
  const problem = polygonProblem(polygon);
  if (problem) throw new AppError('bad_request', problem, 'polygon');
  if (!(await writePolygon(ctx.db, regionID, polygon))) throw new AppError('not_found', REGION_NOT_FOUND, 'regionID');
  await ctx.audit({
    action: 'service-region.set-polygon',
    recordType: 'service-region',
    recordId: regionID,
    detail: { rings: polygon.length, positions: polygon.reduce((n, ring) => n + ring.length, 0) },
  });
  return { ok: true as const };
};
