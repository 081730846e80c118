import { countPackingWork } from '../../repositories/packing.repository.ts';
import { findPackingPlaceOfUser } from '../../repositories/places.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/** Packer home (requirements.md 2.5): her place and its two counts; place null shows the danger card. */
export const getPackingHome: Handler<'getPackingHome'> = async (_input, ctx) => {
  const place = await findPackingPlaceOfUser(ctx.db, requireCaller(ctx).userId);
  if (!place) return { place: null, shipCount: 0, pickAndPackCount: 0 };
  return { place, ...(await countPackingWork(ctx.db, place.id)) };
};
