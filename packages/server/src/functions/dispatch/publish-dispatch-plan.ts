import { zonedInstant } from '@sc/domain/format/dates';
import { baseEarningsCents } from '@sc/domain/dispatch/earnings';
import { runChangeRefusal } from '@sc/domain/dispatch/manual-change';
import { routeVisitIds } from '@sc/domain/dispatch/problem';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/tokens.ts';
import {
  findRun,
  insertPublishedItinerary,
  lockWaitingOrders,
  placeAddresses,
  scheduleOrders,
  updateRun,
  type PublishedStop,
} from '../../repositories/dispatch.repository.ts';
import { insertPlannedSamples } from '../../repositories/orders.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { recordCustodyOf } from '../custody/record-custody.ts';
import { publishShifts } from '../shift-notices.ts';
import { DISPATCH_TEXTS } from './run-view.ts';

const STALE = 'Some of these visits were scheduled meanwhile. Build the day again.';

/**
 * Publish a plan (issue 25): in one transaction each nurse's day becomes an open itinerary (its
 * patient stops and lab drops as waypoints with their actions, its procedures' samples made from
 * their orders' collection plans) offered to her with its base and
 * additional earnings; its procedures are scheduled on it and its orders leave the waiting list.
 * Accepting it is the nurse's existing acceptItineraryOffer, which puts it in a shift of hers.
 * Every offered nurse's phone is told at once (`shifts/{userID}`), and the board.
 */
export const publishDispatchPlan: Handler<'publishDispatchPlan'> = async ({ runID, additionalEarningsCents }, ctx) => {
  const caller = requireCaller(ctx);
  const run = await findRun(ctx.db, runID, true);
  if (!run) throw notFound(DISPATCH_TEXTS.unknownRun);
  // The same rule as a manual change: only a finished plan not yet published.
  const refusal = runChangeRefusal(run.status, run.plan !== null);
  if (refusal || !run.plan) throw conflict(refusal ?? DISPATCH_TEXTS.running);
  const problem = run.problem;
  const plan = run.plan;
  if (plan.routes.length === 0) throw badRequest(DISPATCH_TEXTS.nothingToPlan);
  const visits = new Map(problem.visits.map((v) => [v.id, v]));
  const orderIds = plan.routes.flatMap(routeVisitIds);
  const waiting = new Map((await lockWaitingOrders(ctx.db, orderIds)).map((o) => [o.id, o]));
  if (waiting.size !== orderIds.length) throw conflict(STALE);
  const midnight = zonedInstant(problem.day, '00:00', problem.timeZone);
  if (midnight === null) throw new Error(`Bad day ${problem.day} in ${problem.timeZone}`);
  // Seconds from local midnight (DST changes happen at night, outside working hours).
  const at = (seconds: number) => new Date(midnight + seconds * 1000);
  const places = new Map(problem.places.map((p) => [p.id, p]));
  const addresses = await placeAddresses(ctx.db, [...places.keys()]);

  const itineraryIDs: string[] = [];
  const procedureIDs: string[] = [];
  const nurses: string[] = [];
  for (const route of plan.routes) {
    const itineraryId = newId();
    const stops: PublishedStop[] = route.stops.map((stop, position) => {
      const waypointId = newId();
      if (stop.kind === 'visit') {
        const visit = visits.get(stop.visitId)!;
        procedureIDs.push(...visit.procedureIDs);
        return {
          waypointId,
          type: 'patient',
          position,
          ...visit.point,
          address: waiting.get(stop.visitId)!.address || 'Unknown address',
          placeId: null,
          scheduledStartAt: at(stop.arrival + stop.wait),
          actionId: newId(),
          actionType: 'sample',
          durationMinutes: Math.round(visit.service / 60),
          procedureIds: visit.procedureIDs,
          supplyStrategy: waiting.get(stop.visitId)!.supplyStrategy,
        };
      }
      const place = places.get(stop.placeId)!;
      return {
        waypointId,
        type: 'pick-drop',
        position,
        ...place.point,
        address: addresses.get(place.id) ?? place.name,
        placeId: place.id,
        scheduledStartAt: at(stop.arrival + stop.wait),
        actionId: newId(),
        actionType: 'dropoff',
        durationMinutes: Math.round((stop.departure - stop.arrival - stop.wait) / 60),
        procedureIds: stop.visitIds.flatMap((id) => visits.get(id)?.procedureIDs ?? []),
        supplyStrategy: 'nurse-supplies',
      };
    });
    await insertPublishedItinerary(ctx.db, {
      id: itineraryId,
      runId: runID,
      startAt: at(route.departure),
      timeZone: problem.timeZone,
      plannedUserId: route.nurseId,
      baseEarningsCents: baseEarningsCents(route),
      additionalEarningsCents: additionalEarningsCents[route.nurseId] ?? 0,
      stops,
    });
    itineraryIDs.push(itineraryId);
    nurses.push(route.nurseId);
  }
  await scheduleOrders(ctx.db, orderIds);
  // Each procedure's custody records it (architecture.md 10): the office's timeline reads "Scheduled"
  // between the order and the nurse, with no gap (architecture.md 11, invariant 3).
  await recordCustodyOf(ctx.db, procedureIDs, 'scheduled', {
    userId: caller.userId,
    role: caller.role,
    at: ctx.config.clock.now(),
  });
  // ADR 028: put on an itinerary, an order's planned containers become its procedures' samples,
  // the tubes the nurse scans, bags and hands over at the lab (ADR 064).
  await insertPlannedSamples(ctx.db, orderIds);
  await updateRun(ctx.db, runID, { status: 'published', publishedAt: ctx.config.clock.now() });
  await ctx.audit({
    action: 'dispatch.publish',
    recordType: 'dispatch-run',
    recordId: runID,
    detail: { itineraries: itineraryIDs.length, visits: orderIds.length },
  });
  publishShifts(ctx, nurses);
  // The offices' orders lists and procedure pages: their visits are scheduled.
  for (const office of new Set([...waiting.values()].flatMap((o) => o.officeIds))) ctx.publish(`offices/${office}`);
  ctx.publish(`dispatch/${run.serviceRegionId}`);
  return { itineraryIDs, procedureIDs };
};
