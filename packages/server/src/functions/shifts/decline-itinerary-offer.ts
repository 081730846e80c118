import { declineItineraryOffer as decline } from '@sc/domain/transitions/offers';
import { refusalTemplates } from '@sc/domain/transitions/refusals';
import { AppError } from '../../lib/app-error.ts';
import { requireCaller, type Handler } from '../context.ts';
import { appliedChanges } from '../refusals.ts';
import { publishShifts } from '../shift-notices.ts';
import { asOfNow, lockItineraryState, writeOfferChanges } from './offers.ts';

/** The nurse declines an itinerary offered to them, with a reason (requirements.md 4, 9). */
export const declineItineraryOffer: Handler<'declineItineraryOffer'> = async ({ itineraryID, reason }, ctx) => {
  const caller = requireCaller(ctx);
  const itinerary = await lockItineraryState(ctx.db, itineraryID).then((s) => s && asOfNow(s, ctx));
  if (!itinerary) throw new AppError('not_found', refusalTemplates.offerNotFound('Itinerary'), 'itineraryID');
  const changes = appliedChanges(decline(itinerary, { userID: caller.userId, reason }), {
    not_found: 'itineraryID',
    bad_request: 'reason',
  });
  await writeOfferChanges(ctx.db, changes);
  if (changes.length > 0) publishShifts(ctx, [caller.userId]);
  return { ok: true as const };
};
