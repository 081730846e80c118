import { itineraryOfferAreas, offerStopLines } from '@sc/domain/transitions/offer-areas';
import { takeShiftPage, visibleOffers } from '@sc/domain/field-checks/shift-lists';
import { itineraryWindow } from '@sc/domain/transitions/itinerary-shift';
import {
  listOpenItineraryOffersFor,
  listOpenShiftOffersFor,
  offeredTestCodesByItinerary,
} from '../../repositories/shift-offers.repository.ts';
import {
  itineraryStopsByItinerary,
  listServiceRegionAreas,
  serviceRegionNamesByShift,
} from '../../repositories/shift-schedule.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

/**
 * The nurse's open shift and itinerary offers (requirements.md 2.3, 4, 9): declined, withdrawn and expired
 * ones never show (ADR 074), nor work that has begun; both
 * kinds in one list, soonest first, the first `limit`. Earnings are cents: a shift's base plus the
 * offer's addition; an itinerary's offer earnings. A shift shows its regions; an itinerary the
 * regions of its stops (domain `itineraryOfferAreas`), not only those of a shift it may sit in, and
 * its stops (`offerStopLines`: a patient's by region, never her address, before the nurse accepts),
 * the tests its visits collect, and its end: the last stop's end, as the shift accepting it would
 * end (`itineraryWindow`), so she knows the work and the hours before she says yes.
 */
export const getShiftsOffered: Handler<'getShiftsOffered'> = async ({ limit }, ctx) => {
  const caller = requireCaller(ctx);
  const now = ctx.config.clock.now();
  // One more of each than shown tells whether the merged list goes on.
  const shiftRows = await listOpenShiftOffersFor(ctx.db, caller.userId, now, limit + 1);
  const itineraryRows = await listOpenItineraryOffersFor(ctx.db, caller.userId, now, limit + 1);
  const regions = await serviceRegionNamesByShift(ctx.db, [
    ...shiftRows.map((r) => r.id),
    ...itineraryRows.flatMap((r) => (r.shiftId ? [r.shiftId] : [])),
  ]);
  const stops = await itineraryStopsByItinerary(
    ctx.db,
    itineraryRows.map((r) => r.id),
  );
  const areas = itineraryRows.length > 0 ? await listServiceRegionAreas(ctx.db) : [];
  const tests = await offeredTestCodesByItinerary(
    ctx.db,
    itineraryRows.map((r) => r.id),
  );
  const offers = visibleOffers([
    ...shiftRows.map((r) => ({
      kind: 'shift' as const,
      id: r.id,
      status: r.status,
      startTime: r.startAt.toISOString(),
      endTime: r.endAt.toISOString(),
      timeZone: r.timeZone,
      earningsCents: r.baseEarningsCents + r.additionalEarningsCents,
      serviceRegions: regions.get(r.id) ?? [],
      stops: [],
      tests: [],
    })),
    ...itineraryRows.map((r) => ({
      kind: 'itinerary' as const,
      id: r.id,
      status: r.status,
      startTime: r.startAt.toISOString(),
      // No stop yet, no work to end: the start alone, as before.
      endTime: stops.get(r.id)?.length
        ? new Date(
            itineraryWindow({ shiftID: r.shiftId, startTime: r.startAt.getTime(), stops: stops.get(r.id)! }).endTime,
          ).toISOString()
        : null,
      timeZone: r.timeZone,
      earningsCents: r.earningsCents,
      tests: tests.get(r.id) ?? [],
      serviceRegions: itineraryOfferAreas(stops.get(r.id) ?? [], areas, (r.shiftId && regions.get(r.shiftId)) || []),
      stops: offerStopLines(stops.get(r.id) ?? [], areas).map(({ scheduledStart, ...line }) => ({
        ...line,
        startTime: new Date(scheduledStart).toISOString(),
      })),
    })),
  ]).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
  const page = takeShiftPage(offers, limit);
  return { offers: page.items, hasMore: page.hasMore };
};
