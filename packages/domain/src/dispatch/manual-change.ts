/**
 * A dispatcher's manual changes to a plan (issue 25): pin a visit to a nurse or a time, move it
 * between itineraries, set it aside, unpin it. Each is checked here, purely, against the rules the
 * optimiser keeps (task types, windows, working hours, specimens reaching a receiving lab in time):
 * the changed nurse's day is re-timed with the optimiser's own route timing (`writeRoute`, drops
 * included), so a day the dispatcher builds by hand is one the optimiser could have answered.
 *
 * Conventions here: a change answers the whole new plan or a refusal whose text is one of
 * DISPATCH_REFUSALS; nothing is changed in place. Pinning is the dispatcher's choice (ADR 084): a
 * pinned visit is pinned to its nurse (and time); a moved visit is not pinned, and a re-plan keeps
 * it where the dispatcher put it because every moved stop costs (dispatch/replan.ts).
 */
import { buildProblem, type Problem } from '../optimiser/problem.ts';
import type { DispatchRunStatus } from '../vocabulary/dispatch.ts';
import type { PlannedRoute } from '../optimiser/types.ts';
import { writeRoute } from '../optimiser/write-route.ts';
import {
  routeVisitIds,
  toOptimiserInput,
  type DispatchPin,
  type DispatchPlan,
  type DispatchProblem,
} from './problem.ts';

export const DISPATCH_REFUSALS = {
  published: 'This plan is published. Build the day again to change it.',
  notReady: 'This plan is not ready yet.',
  unknownVisit: 'This visit is not in this plan.',
  unknownNurse: 'This nurse is not available on this day.',
  skills: 'This nurse does not perform every procedure of this visit.',
  timeOutsideWindow: "The time is outside the visit's requested window.",
  timeOutsideHours: "The time is outside the nurse's working hours.",
  pinnedElsewhere: 'This visit is pinned to another nurse. Unpin it first.',
  position: 'There is no such place in this itinerary.',
  notPinned: 'This visit is not pinned.',
  notPlaced: 'This visit is not in an itinerary.',
  nothingToPin: 'Choose a nurse or a time to pin the visit to.',
  window: 'The nurse could not reach every visit of her day within its window.',
  hours: "The nurse's day would run past her working hours.",
  stability: 'A specimen would not reach a receiving lab in time.',
} as const;

export type DispatchRefusal = (typeof DISPATCH_REFUSALS)[keyof typeof DISPATCH_REFUSALS];

export type DispatchChange =
  | { kind: 'pin'; visitId: string; nurseId?: string; time?: number }
  | { kind: 'unpin'; visitId: string }
  | { kind: 'move'; visitId: string; toNurseId: string; position?: number }
  | { kind: 'unassign'; visitId: string };

export type ChangeOutcome = { ok: true; plan: DispatchPlan } | { ok: false; refusal: DispatchRefusal };

const refuse = (refusal: DispatchRefusal): ChangeOutcome => ({ ok: false, refusal });

/** Whether a run in this status may be changed by hand: only a finished plan not yet published. */
export function runChangeRefusal(status: DispatchRunStatus, hasPlan: boolean): DispatchRefusal | null {
  if (status === 'published') return DISPATCH_REFUSALS.published;
  if (status !== 'done' || !hasPlan) return DISPATCH_REFUSALS.notReady;
  return null;
}

/** The nurse's day with `visitIds` in this order, timed as the optimiser times it, or why it cannot be. */
export function timeDay(
  problem: DispatchProblem,
  pins: Record<string, DispatchPin>,
  nurseId: string,
  visitIds: readonly string[],
): { ok: true; route: PlannedRoute } | { ok: false; refusal: DispatchRefusal } {
  const input = toOptimiserInput(problem, pins);
  const p = buildProblem(input);
  const k = input.nurses.findIndex((n) => n.id === nurseId);
  const index = new Map(input.visits.map((v, i) => [v.id, i]));
  const seq = visitIds.map((id) => index.get(id)!);
  const route = writeRoute(p, k, seq);
  return route ? { ok: true, route } : { ok: false, refusal: whyInfeasible(p, k, seq) };
}

/** Which rule a day breaks, timed without drops: a window, then the hours; otherwise a specimen. */
function whyInfeasible(p: Problem, k: number, seq: readonly number[]): DispatchRefusal {
  let t = p.shiftStart[k]!;
  let at = p.nurseStart[k]!;
  for (const v of seq) {
    const start = Math.max(p.open[v]!, t + p.travel[at * p.size + p.loc[v]!]!);
    if (start > p.close[v]!) return DISPATCH_REFUSALS.window;
    t = start + p.service[v]!;
    at = p.loc[v]!;
  }
  if (t + p.travel[at * p.size + p.nurseEnd[k]!]! > p.shiftEnd[k]!) return DISPATCH_REFUSALS.hours;
  return DISPATCH_REFUSALS.stability;
}

function routeOf(plan: DispatchPlan, visitId: string): PlannedRoute | undefined {
  return plan.routes.find((r) => r.stops.some((s) => s.kind === 'visit' && s.visitId === visitId));
}

/** The plan with these nurses' days replaced (an emptied day is dropped) and the visit's unplaced entry set. */
function withDays(
  plan: DispatchPlan,
  days: Record<string, PlannedRoute | null>,
  pins: Record<string, DispatchPin>,
  unplaced: DispatchPlan['unplaced'],
): DispatchPlan {
  // Each day keeps its place in the plan (the board lists them in this order); a new one goes last.
  const routes = plan.routes.flatMap((r) => {
    if (!(r.nurseId in days)) return [r];
    const day = days[r.nurseId];
    return day && day.stops.length > 0 ? [day] : [];
  });
  for (const day of Object.values(days))
    if (day && day.stops.length > 0 && !plan.routes.some((r) => r.nurseId === day.nurseId)) routes.push(day);
  return { routes, unplaced, pins, edited: true };
}

/** Puts the visit into the nurse's day at `position`, or where it adds least travel when absent. */
function placeInDay(
  problem: DispatchProblem,
  pins: Record<string, DispatchPin>,
  nurseId: string,
  current: readonly string[],
  visitId: string,
  position: number | undefined,
): { ok: true; route: PlannedRoute } | { ok: false; refusal: DispatchRefusal } {
  if (position !== undefined) {
    if (position < 0 || position > current.length) return { ok: false, refusal: DISPATCH_REFUSALS.position };
    return timeDay(problem, pins, nurseId, [...current.slice(0, position), visitId, ...current.slice(position)]);
  }
  let best: PlannedRoute | undefined;
  let firstRefusal: DispatchRefusal | undefined;
  for (let at = 0; at <= current.length; at++) {
    const timed = timeDay(problem, pins, nurseId, [...current.slice(0, at), visitId, ...current.slice(at)]);
    if (timed.ok) {
      if (!best || timed.route.travel < best.travel) best = timed.route;
    } else firstRefusal ??= timed.refusal;
  }
  return best ? { ok: true, route: best } : { ok: false, refusal: firstRefusal ?? DISPATCH_REFUSALS.window };
}

/** Applies one manual change to a plan that is not published, or refuses it. */
export function applyDispatchChange(
  problem: DispatchProblem,
  plan: DispatchPlan,
  change: DispatchChange,
  published = false,
): ChangeOutcome {
  if (published) return refuse(DISPATCH_REFUSALS.published);
  const visit = problem.visits.find((v) => v.id === change.visitId);
  if (!visit) return refuse(DISPATCH_REFUSALS.unknownVisit);
  const pin = plan.pins[visit.id];
  const from = routeOf(plan, visit.id);
  const fromIds = from ? routeVisitIds(from) : [];
  const unplacedWithout = plan.unplaced.filter((u) => u.visitId !== visit.id);

  switch (change.kind) {
    case 'unpin': {
      if (!pin) return refuse(DISPATCH_REFUSALS.notPinned);
      const pins = { ...plan.pins };
      delete pins[visit.id];
      return { ok: true, plan: { ...plan, pins, edited: true } };
    }
    case 'unassign': {
      if (!from) return refuse(DISPATCH_REFUSALS.notPlaced);
      const pins = { ...plan.pins };
      delete pins[visit.id];
      const rest = fromIds.filter((id) => id !== visit.id);
      const timed = rest.length > 0 ? timeDay(problem, pins, from.nurseId, rest) : null;
      // Taking a visit out never makes a day infeasible with the optimiser's timing; if it did, refuse.
      if (timed && !timed.ok) return refuse(timed.refusal);
      return {
        ok: true,
        plan: withDays(plan, { [from.nurseId]: timed ? timed.route : null }, pins, [
          ...unplacedWithout,
          { visitId: visit.id, reason: 'set-aside' },
        ]),
      };
    }
    case 'move':
    case 'pin': {
      const nurseId = change.kind === 'move' ? change.toNurseId : (change.nurseId ?? from?.nurseId);
      const time = change.kind === 'pin' ? change.time : pin?.time;
      if (change.kind === 'pin' && change.nurseId === undefined && change.time === undefined)
        return refuse(DISPATCH_REFUSALS.nothingToPin);
      if (change.kind === 'move' && pin?.nurseId !== undefined && pin.nurseId !== change.toNurseId)
        return refuse(DISPATCH_REFUSALS.pinnedElsewhere);
      const nurse = nurseId === undefined ? undefined : problem.nurses.find((n) => n.id === nurseId);
      if (nurseId !== undefined && !nurse) return refuse(DISPATCH_REFUSALS.unknownNurse);
      if (nurse && !visit.taskTypes.every((t) => nurse.taskTypes.includes(t))) return refuse(DISPATCH_REFUSALS.skills);
      if (time !== undefined) {
        if (time < visit.window.start || time > visit.window.end) return refuse(DISPATCH_REFUSALS.timeOutsideWindow);
        if (nurse && (time < nurse.hours.start || time + visit.service > nurse.hours.end))
          return refuse(DISPATCH_REFUSALS.timeOutsideHours);
      }
      const newPin: DispatchPin = {
        ...(nurseId !== undefined ? { nurseId } : {}),
        ...(time !== undefined ? { time } : {}),
      };
      // A move keeps the visit's pins as they were; only Pin pins (ADR 084).
      const pins = change.kind === 'pin' ? { ...plan.pins, [visit.id]: newPin } : plan.pins;
      // A time pin on a visit not yet placed, with no nurse: kept for the next optimisation.
      if (!nurse) return { ok: true, plan: { ...plan, pins: { ...plan.pins, [visit.id]: newPin }, edited: true } };
      const target = plan.routes.find((r) => r.nurseId === nurse.id);
      const targetIds = (target ? routeVisitIds(target) : []).filter((id) => id !== visit.id);
      const position = change.kind === 'move' ? change.position : undefined;
      const placed = placeInDay(problem, pins, nurse.id, targetIds, visit.id, position);
      if (!placed.ok) return refuse(placed.refusal);
      const days: Record<string, PlannedRoute | null> = { [nurse.id]: placed.route };
      if (from && from.nurseId !== nurse.id) {
        const rest = fromIds.filter((id) => id !== visit.id);
        if (rest.length === 0) days[from.nurseId] = null;
        else {
          const timed = timeDay(problem, pins, from.nurseId, rest);
          if (!timed.ok) return refuse(timed.refusal);
          days[from.nurseId] = timed.route;
        }
      }
      return { ok: true, plan: withDays(plan, days, pins, unplacedWithout) };
    }
  }
}
