import { acceptItineraryOffer as accept } from '@sc/domain/transitions/offers';
import { refusalTemplates } from '@sc/domain/transitions/refusals';
import { AppError, conflict } from '../../lib/app-error.ts';
import { requireCaller, type Handler } from '../context.ts';
import { recordNurseAssigned } from '../custody/record-custody.ts';
import { followOrders } from '../order-notices.ts';
import { appliedChanges } from '../refusals.ts';
import { publishShifts } from '../shift-notices.ts';
import { placeItineraryInNurseShift } from './itinerary-shift.ts';
import { asOfNow, lockItineraryState, writeOfferChanges } from './offers.ts';
import { itineraryWork, workOverlapRefusal } from './work-overlap.ts';

/**
 * The nurse accepts an itinerary offered to them (requirements.md 4). The itinerary row is locked first, so of two
 * nurses accepting at once the second sees the first's assignment and is refused (409). It goes
 * into a shift of hers, so it is on her schedule. Work overlapping work she holds is refused (ADR 070).
 */
export const acceptItineraryOffer: Handler<'acceptItineraryOffer'> = async ({ itineraryID }, ctx) => {
  const caller = requireCaller(ctx);
  const itinerary = await lockItineraryState(ctx.db, itineraryID).then((s) => s && asOfNow(s, ctx));
  if (!itinerary) throw new AppError('not_found', refusalTemplates.offerNotFound('Itinerary'), 'itineraryID');
  const changes = appliedChanges(accept(itinerary, { userID: caller.userId }), { not_found: 'itineraryID' });
  if (changes.length > 0) {
    const overlap = await workOverlapRefusal(ctx.db, caller.userId, () =>
      itineraryWork(ctx.db, itineraryID, caller.userId),
    );
    if (overlap) throw conflict(overlap);
  }
  await writeOfferChanges(ctx.db, changes);
  if (changes.length > 0) {
    await placeItineraryInNurseShift(ctx.db, itineraryID, caller.userId);
    const cause = { userId: caller.userId, role: caller.role, at: ctx.config.clock.now() };
    await followOrders(ctx, await recordNurseAssigned(ctx.db, itineraryID, caller.userId, cause), {
      statusesChanged: false,
    });
  }
  // Every nurse offered the itinerary sees it leave their open offers.
  if (changes.length > 0) publishShifts(ctx, [caller.userId, ...Object.keys(itinerary.nursesOffered)]);
  return { ok: true as const };
};
