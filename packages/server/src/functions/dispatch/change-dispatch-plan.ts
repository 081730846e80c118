import { runChangeRefusal } from '@sc/domain/dispatch/manual-change';
import { movedStopsText } from '@sc/domain/dispatch/moved-stops';
import { replanAfterChange } from '@sc/domain/dispatch/replan';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findRun, updateRun } from '../../repositories/dispatch.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { DISPATCH_TEXTS } from './run-view.ts';

/**
 * A dispatcher's manual change to a plan (issue 25): the run is locked, the domain checks the change
 * against the rules the optimiser keeps (dispatch/manual-change.ts) and re-plans what it forces,
 * moving the fewest other stops (dispatch/replan.ts, ADR 084: a bounded, seeded search on the run's
 * own travel times); it answers how many other stops moved, or the refusal's text. The plan is
 * written and the board told.
 */
export const changeDispatchPlan: Handler<'changeDispatchPlan'> = async ({ runID, change }, ctx) => {
  requireCaller(ctx);
  const run = await findRun(ctx.db, runID, true);
  if (!run) throw notFound(DISPATCH_TEXTS.unknownRun);
  const refusal = runChangeRefusal(run.status, run.plan !== null);
  if (refusal !== null) throw badRequest(refusal, 'runID');
  const outcome = replanAfterChange(run.problem, run.plan!, change);
  if (!outcome.ok) throw badRequest(outcome.refusal, 'change');
  // The dispatcher's change answers its own count: the plan's note (a cancellation, a re-optimise) is done with.
  const { note: _done, ...plan } = outcome.plan;
  await updateRun(ctx.db, runID, { plan });
  const movedStops = outcome.moved.length;
  await ctx.audit({
    action: 'dispatch.change',
    recordType: 'dispatch-run',
    recordId: runID,
    detail: { ...change, movedStops },
  });
  ctx.publish(`dispatch/${run.serviceRegionId}`);
  return { ok: true as const, movedStops, movedText: movedStopsText(movedStops) };
};
