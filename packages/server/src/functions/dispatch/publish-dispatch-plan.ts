import { instantOfWallSeconds } from '@sc/domain/format/dates';
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
  type PublishedAction,
  type PublishedStop,
} from '../../repositories/dispatch.repository.ts';
import { insertPlannedSamples } from '../../repositories/orders.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { recordCustodyOf } from '../custody/record-custody.ts';
import { publishShifts } from '../shift-notices.ts';
import { DISPATCH_TEXTS } from './run-view.ts';

/** A mail-in stop's hand-over of one box to the carrier (the demo's Ben takes ten minutes). */
const MAIL_IN_MINUTES = 10;
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
  // The plan counts wall-clock seconds into its day (ADR 049): 09:00 is 09:00 on the nights the
  // clocks move too, where midnight plus nine hours is 08:00 or 10:00.
  const at = (seconds: number) => new Date(instantOfWallSeconds(problem.day, seconds, problem.timeZone));
  const places = new Map(problem.places.map((p) => [p.id, p]));
  const addresses = await placeAddresses(ctx.db, [...places.keys()]);

  const itineraryIDs: string[] = [];
  const procedureIDs: string[] = [];
  const nurses: string[] = [];
  for (const route of plan.routes) {
    const itineraryId = newId();
    // Each visit's sample action, for a kit visit's mail-in action to link (ADR 080).
    const visitActions = new Map<string, string>();
    const planned: Omit<PublishedStop, 'position'>[] = route.stops.flatMap(
      (stop): Omit<PublishedStop, 'position'>[] => {
        if (stop.kind === 'visit') {
          const visit = visits.get(stop.visitId)!;
          const order = waiting.get(stop.visitId)!;
          procedureIDs.push(...visit.procedureIDs);
          const actionId = newId();
          visitActions.set(stop.visitId, actionId);
          return [
            {
              waypointId: newId(),
              type: 'patient' as const,
              ...visit.point,
              address: order.address || 'Unknown address',
              placeId: null,
              scheduledStartAt: at(stop.arrival + stop.wait),
              actions: [
                {
                  id: actionId,
                  type: 'sample' as const,
                  durationMinutes: Math.round(visit.service / 60),
                  procedureIds: visit.procedureIDs,
                },
              ],
              supplyStrategy: order.supplyStrategy,
            },
          ];
        }
        const place = places.get(stop.placeId)!;
        const atPlace = {
          type: 'pick-drop' as const,
          ...place.point,
          address: addresses.get(place.id) ?? place.name,
          placeId: place.id,
          scheduledStartAt: at(stop.arrival + stop.wait),
          supplyStrategy: 'nurse-supplies' as const,
        };
        // A kit visit's samples go back in the kit's own mail-in box (ADR 058), handed to the carrier
        // at a mail-in stop of their own: a lab drop-off stop has no mail-in action (requirements.md 3).
        const isKit = (id: string) => waiting.get(id)?.supplyStrategy === 'kit-shipment';
        const handed = stop.visitIds.filter((id) => !isKit(id)).flatMap((id) => visits.get(id)?.procedureIDs ?? []);
        const mailIns = stop.visitIds.filter(isKit).map((id): PublishedAction => ({
          id: newId(),
          type: 'mail-in' as const,
          durationMinutes: MAIL_IN_MINUTES,
          procedureIds: visits.get(id)?.procedureIDs ?? [],
          mailIn: { shipmentId: newId(), linkedActionId: visitActions.get(id)! },
        }));
        const dropOff = {
          waypointId: newId(),
          ...atPlace,
          actions: [
            {
              id: newId(),
              type: 'dropoff' as const,
              durationMinutes: Math.round((stop.departure - stop.arrival - stop.wait) / 60),
              procedureIds: handed,
            },
          ],
        };
        const mailInStop = { waypointId: newId(), ...atPlace, actions: mailIns };
        if (mailIns.length === 0) return [dropOff];
        return handed.length === 0 ? [mailInStop] : [dropOff, mailInStop];
      },
    );
    const stops: PublishedStop[] = planned.map((stop, position) => ({ ...stop, position }));
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
