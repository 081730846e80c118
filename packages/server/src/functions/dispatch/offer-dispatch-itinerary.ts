import { messages } from '@sc/domain/messages';
import { routeVisitIds } from '@sc/domain/dispatch/problem';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findDispatchItinerary, nurseFitsRegion, offerItineraryTo } from '../../repositories/dispatch.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { publishShifts } from '../shift-notices.ts';
import { lockItineraryState } from '../shifts/offers.ts';
import { DISPATCH_TEXTS } from './run-view.ts';

/**
 * Re-offer a published itinerary (issue 25), typically after a decline: to a nurse who works its
 * region and performs every procedure on it, while nobody has taken it. Like assignNurseToItinerary
 * (requirements.md 7), a rule that refuses answers `success: false` with its text.
 */
export const offerDispatchItinerary: Handler<'offerDispatchItinerary'> = async ({ itineraryID, userID }, ctx) => {
  requireCaller(ctx);
  const built = await findDispatchItinerary(ctx.db, itineraryID);
  if (!built) throw notFound(DISPATCH_TEXTS.notInRun);
  const itinerary = await lockItineraryState(ctx.db, itineraryID);
  if (!itinerary) throw notFound(DISPATCH_TEXTS.notInRun);
  const nurse = await findUserById(ctx.db, userID);
  if (nurse?.role !== 'nurse') throw new AppError('not_found', messages.userNotFound, 'userID');
  if (itinerary.status !== 'open' || itinerary.userID !== null)
    return { success: false, message: DISPATCH_TEXTS.taken };
  if (itinerary.nursesOffered[userID]?.status === 'declined')
    return { success: false, message: DISPATCH_TEXTS.declined };
  const route = built.plan?.routes.find((r) => r.nurseId === built.plannedUserId);
  const visitIds = new Set(route ? routeVisitIds(route) : []);
  const taskTypes = [...new Set(built.problem.visits.filter((v) => visitIds.has(v.id)).flatMap((v) => v.taskTypes))];
  if (!(await nurseFitsRegion(ctx.db, userID, built.serviceRegionId, taskTypes)))
    return { success: false, message: DISPATCH_TEXTS.noFit };
  await offerItineraryTo(ctx.db, itineraryID, userID, Number(built.earningsCents));
  await ctx.audit({ action: 'dispatch.offer', recordType: 'itinerary', recordId: itineraryID, subjectUserId: userID });
  publishShifts(ctx, [userID]);
  ctx.publish(`dispatch/${built.serviceRegionId}`);
  return { success: true };
};
