import { toSearchQuery } from '@sc/domain/packing/search-query';
import { searchPlaceTransfers } from '../../repositories/packing.repository.ts';
import type { Handler } from '../context.ts';
import { requirePackerPlace } from './packer-place.ts';

/** pick-and-pack (requirements.md 2.12, 7): her place's transfers waiting to be packed, searched as she types. */
export const searchSupplyTransfers: Handler<'searchSupplyTransfers'> = async (input, ctx) => {
  const place = await requirePackerPlace(ctx);
  const rows = await searchPlaceTransfers(ctx.db, {
    placeId: place.id,
    tsquery: toSearchQuery(input.query),
    exclude: input.exclude ?? [],
    limit: input.limit ?? 25,
  });
  return {
    transfers: rows.map(({ patientId: _patient, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    })),
    patientIDs: [...new Set(rows.flatMap((r) => (r.patientId ? [r.patientId] : [])))],
  };
};
