/**
 * A nurse out sick (ADR 085). In the call's one transaction: she is marked out for the day and gets
 * a day off (nothing is planned or offered to her that day), each itinerary she holds that day and
 * has not started is taken back from her and offered to the region's other nurses who perform its
 * tests, work those hours and hold nothing then (the domain's `reofferTo`), else it waits for one
 * with the reason said; her offers still unanswered that day are withdrawn; the offices of the
 * visits that moved read it on their timelines ("the visit's nurse changed"), never why.
 *
 * Her row is locked first, as an acceptance of hers locks it (ADR 070): she cannot accept an offer
 * of that day while she is being marked out, and two marks queue. A second mark finds nothing left
 * to withdraw and changes nothing.
 */
import { custodyEvent } from '@sc/domain/custody/custody-event';
import { hoursOnDay } from '@sc/domain/dispatch/day-hours';
import {
  outSickDayLabel,
  outSickFate,
  reofferOutcomeText,
  reofferTo,
  VISIT_MOVED_TEXTS,
  type ReofferOutcome,
} from '@sc/domain/dispatch/out-sick';
import { routeVisitIds } from '@sc/domain/dispatch/problem';
import { findOverlappingWork } from '@sc/domain/field-checks/work-overlap';
import { formatTime, toLocalDateKey, wallSecondsOfDay } from '@sc/domain/format/dates';
import { messages } from '@sc/domain/messages';
import { itineraryWindow } from '@sc/domain/transitions/itinerary-shift';
import type { ItineraryOfferState } from '@sc/domain/transitions/entities';
import { AppError, badRequest } from '../../lib/app-error.ts';
import {
  appendCustodyEvents,
  listItineraryProcedureIDs,
  type CustodyCause,
} from '../../repositories/custody-events.repository.ts';
import { findDispatchItinerary, listRegionNurses } from '../../repositories/dispatch.repository.ts';
import { upsertItineraryOffer } from '../../repositories/shift-offers.repository.ts';
import { listItineraryStops } from '../../repositories/shift-schedule.repository.ts';
import {
  listNurseDayItineraries,
  markDayOut,
  reofferItinerary,
  setDayOff,
  withdrawItinerary,
  type NurseDayItinerary,
} from '../../repositories/staffing.repository.ts';
import { lockUserById } from '../../repositories/users.repository.ts';
import { requireCaller, type FnContext, type Handler } from '../context.ts';
import { followOrders } from '../order-notices.ts';
import { publishShifts } from '../shift-notices.ts';
import { lockItineraryState } from '../shifts/offers.ts';
import { heldWorkByNurse, itineraryWork } from '../shifts/work-overlap.ts';

export const markNurseOutSick: Handler<'markNurseOutSick'> = async ({ userID, day }, ctx) => {
  const caller = requireCaller(ctx);
  const now = ctx.config.clock.now();
  const nurse = await lockUserById(ctx.db, userID);
  if (nurse?.role !== 'nurse') throw new AppError('not_found', messages.userNotFound, 'userID');
  const dayLabel = outSickDayLabel(day, toLocalDateKey(now, nurse.timeZone));
  if (!dayLabel) throw badRequest('Enter a date that exists.', 'day');

  const newlyOut = await markDayOut(ctx.db, userID, day, caller.userId, now);
  await setDayOff(ctx.db, userID, day);
  const cause: CustodyCause = { userId: caller.userId, role: caller.role, at: now };
  const told = new Set<string>([userID]);
  const regions = new Set<string>();
  const outcomes: string[] = [];
  let withdrawn = 0;
  let visits = 0;
  let underWay = 0;
  for (const row of await listNurseDayItineraries(ctx.db, userID, day)) {
    const state = await lockItineraryState(ctx.db, row.id);
    if (!state) continue;
    const herOffer = state.nursesOffered[userID]?.status ?? null;
    const fate = outSickFate({ status: state.status, userID: state.userID, herOffer }, userID);
    if (fate === 'none') continue;
    if (fate === 'under-way') {
      underWay++;
      continue;
    }
    if (herOffer === 'offered' || herOffer === 'accepted')
      await upsertItineraryOffer(ctx.db, row.id, userID, { status: 'withdrawn', declineReason: null });
    if (fate === 'withdraw') {
      await withdrawItinerary(ctx.db, row.id, row.shiftId);
      // Her flow and operations' live day.
      ctx.publish(`itineraries/${row.id}`);
      withdrawn++;
      visits += row.visits;
    }
    const { outcome, offered, regionId } = await reoffer(ctx, row, state, userID, day, now);
    for (const id of offered) told.add(id);
    if (regionId) regions.add(regionId);
    outcomes.push(reofferOutcomeText(outcome, formatTime(row.startAt, row.timeZone), row.visits));
    if (fate === 'withdraw') {
      // The offices read that the visit's nurse changed (a second "Scheduled" step), never why.
      const procedureIDs = await listItineraryProcedureIDs(ctx.db, row.id);
      const detail = outcome.kind === 'offered' ? VISIT_MOVED_TEXTS.reoffered : VISIT_MOVED_TEXTS.waiting;
      await appendCustodyEvents(
        ctx.db,
        procedureIDs.map((id) => custodyEvent(id, 'scheduled', { detail })),
        cause,
      );
      await followOrders(ctx, procedureIDs, { statusesChanged: false });
    }
  }
  if (newlyOut || outcomes.length > 0 || underWay > 0)
    await ctx.audit({
      action: 'staffing.out-sick',
      recordType: 'user',
      recordId: userID,
      subjectUserId: userID,
      detail: { day, withdrawn, visits, underWay, reoffered: outcomes.length },
    });
  // Her phone drops the work and the offers; the nurses offered it see it; the boards refetch.
  publishShifts(ctx, told);
  for (const region of regions) ctx.publish(`dispatch/${region}`);
  return {
    nurseName: `${nurse.firstName} ${nurse.lastName}`.trim(),
    dayLabel,
    withdrawn,
    visits,
    underWay,
    outcomes,
  };
};

/**
 * Offers a withdrawn itinerary to the region's other nurses who can take it (ADR 049's re-offer
 * rule, her hours and her held work, ADR 070), at the itinerary's earnings.
 */
async function reoffer(
  ctx: FnContext,
  row: NurseDayItinerary,
  state: ItineraryOfferState,
  outUserID: string,
  day: string,
  now: Date,
): Promise<{ outcome: ReofferOutcome; offered: string[]; regionId: string | null }> {
  const built = await findDispatchItinerary(ctx.db, row.id);
  if (!built) return { outcome: { kind: 'waiting', reason: 'not-dispatched' }, offered: [], regionId: null };
  const regionId = built.serviceRegionId;
  if (row.startAt.getTime() <= now.getTime())
    return { outcome: { kind: 'waiting', reason: 'begun' }, offered: [], regionId };
  const route = built.plan?.routes.find((r) => r.nurseId === built.plannedUserId);
  const visitIds = new Set(route ? routeVisitIds(route) : []);
  const needed = [...new Set(built.problem.visits.filter((v) => visitIds.has(v.id)).flatMap((v) => v.taskTypes))];
  const stops = await listItineraryStops(ctx.db, row.id);
  const { startTime, endTime } = itineraryWindow({ shiftID: null, startTime: row.startAt.getTime(), stops });
  // The day counts wall-clock seconds, as the board does (ADR 049).
  const wall = (ms: number) => wallSecondsOfDay(ms, day, built.problem.timeZone);
  const window = { start: wall(startTime), end: wall(endTime) };
  const nurses = (await listRegionNurses(ctx.db, regionId, day)).filter((n) => n.id !== outUserID);
  const held = await heldWorkByNurse(
    ctx.db,
    nurses.map((n) => n.id),
    new Date(startTime),
    new Date(endTime),
  );
  const candidates = [];
  for (const n of nurses) {
    // Booked is the acceptance's own rule (ADR 070): a shift of hers it would join is no clash.
    const clash = findOverlappingWork(await itineraryWork(ctx.db, row.id, n.id), held.get(n.id) ?? []);
    candidates.push({
      id: n.id,
      name: n.name,
      fits: needed.every((task) => (n.taskTypes as readonly string[]).includes(task)),
      hours: hoursOnDay(n.blocks, n.exception ? [{ date: day, ...n.exception }] : [], day),
      busy: clash ? [{ start: wall(clash.start), end: wall(clash.end) }] : [],
      declined: state.nursesOffered[n.id]?.status === 'declined',
    });
  }
  const chosen = reofferTo(candidates, window);
  if (chosen.length === 0) return { outcome: { kind: 'waiting', reason: 'no-one' }, offered: [], regionId };
  const ids = chosen.map((c) => c.id);
  await reofferItinerary(ctx.db, row.id, ids, Number(built.earningsCents));
  await ctx.audit({ action: 'dispatch.offer', recordType: 'itinerary', recordId: row.id, detail: { nurses: ids } });
  return { outcome: { kind: 'offered', names: chosen.map((c) => c.name) }, offered: ids, regionId };
}
