/** The packer's place (requirements.md 6: "the packer's location is mapped to a place id"). */
import { messages } from '@sc/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import { findPackingPlaceOfUser } from '../../repositories/places.repository.ts';
import { requireCaller, type FnContext } from '../context.ts';

/** Her place, or a refusal with requirements.md 8's "There was a problem determining your packing & shipping location". */
export async function requirePackerPlace(ctx: FnContext) {
  const place = await findPackingPlaceOfUser(ctx.db, requireCaller(ctx).userId);
  if (!place) throw new AppError('not_found', messages.packingLocationFailed);
  return place;
}
