import { messages } from '@sc/domain/messages';
import { acceptItineraryOffer as accept } from '@sc/domain/transitions/offers';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { recordNurseAssigned } from '../custody/record-custody.ts';
import { followOrders } from '../order-notices.ts';
import { publishShifts } from '../shift-notices.ts';
import { placeItineraryInNurseShift } from './itinerary-shift.ts';
import { ITINERARY_NOT_FOUND, lockItineraryState, withOfferFor, writeOfferChanges } from './offers.ts';
import { itineraryWork, workOverlapRefusal } from './work-overlap.ts';

/**
 * Operations assign a nurse to an itinerary (requirements.md 7: success or failure). An unknown itinerary
 * or nurse is a 404; a rule that refuses answers `success: false` with the rule's text.
 */
export const assignNurseToItinerary: Handler<'assignNurseToItinerary'> = async ({ itineraryID, userID }, ctx) => {
  const caller = requireCaller(ctx);
  const itinerary = await lockItineraryState(ctx.db, itineraryID);
  if (!itinerary) throw new AppError('not_found', ITINERARY_NOT_FOUND, 'itineraryID');
  const nurse = await findUserById(ctx.db, userID);
  if (nurse?.role !== 'nurse') throw new AppError('not_found', messages.userNotFound, 'userID');
  const result = accept(withOfferFor(itinerary, userID), { userID });
  if (!result.ok) return { success: false, message: result.refusal.message };
  if (result.changes.length > 0) {
    // Operations accept for her: the same rule as her own acceptance (ADR 070).
    const overlap = await workOverlapRefusal(ctx.db, userID, () => itineraryWork(ctx.db, itineraryID, userID));
    if (overlap) return { success: false, message: overlap };
    await writeOfferChanges(ctx.db, result.changes);
    await placeItineraryInNurseShift(ctx.db, itineraryID, userID);
    const cause = { userId: caller.userId, role: caller.role, at: ctx.config.clock.now() };
    await followOrders(ctx, await recordNurseAssigned(ctx.db, itineraryID, userID, cause), { statusesChanged: false });
    await ctx.audit({
      action: 'itinerary.assign',
      recordType: 'itinerary',
      recordId: itineraryID,
      subjectUserId: userID,
      detail: { itineraryID },
    });
    publishShifts(ctx, [userID, ...Object.keys(itinerary.nursesOffered)]);
  }
  return { success: true };
};
