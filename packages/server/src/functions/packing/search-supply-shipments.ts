import { toSearchQuery } from '@sc/domain/packing/search-query';
import { patientsOfShipments, searchPlaceShipments } from '../../repositories/packing.repository.ts';
import type { Handler } from '../context.ts';
import { requirePackerPlace } from './packer-place.ts';

/** shipping (requirements.md 2.12, 7): her place's supply shipments ready to ship, searched as she types. */
export const searchSupplyShipments: Handler<'searchSupplyShipments'> = async (input, ctx) => {
  const place = await requirePackerPlace(ctx);
  const rows = await searchPlaceShipments(ctx.db, {
    placeId: place.id,
    tsquery: toSearchQuery(input.query),
    exclude: input.exclude ?? [],
    limit: input.limit ?? 25,
  });
  return {
    shipments: rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    patientIDs: await patientsOfShipments(
      ctx.db,
      rows.map((r) => r.id),
    ),
  };
};
