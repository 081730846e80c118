import { findPackingPlaceOfUser } from '../../repositories/places.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

export const getPackingLocation: Handler<'getPackingLocation'> = async (_input, ctx) => ({
  place: (await findPackingPlaceOfUser(ctx.db, requireCaller(ctx).userId)) ?? null,
});
