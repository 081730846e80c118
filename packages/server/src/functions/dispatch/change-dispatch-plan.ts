import { applyDispatchChange, runChangeRefusal } from '@sc/domain/dispatch/manual-change';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findRun, updateRun } from '../../repositories/dispatch.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { DISPATCH_TEXTS } from './run-view.ts';

/**
 * A dispatcher's manual change to a plan (issue 25): the run is locked, the domain checks the change
 * against the rules the optimiser keeps (dispatch/manual-change.ts) and answers the new plan or the
 * refusal's text; the plan is written and the board told.
 */
export const changeDispatchPlan: Handler<'changeDispatchPlan'> = async ({ runID, change }, ctx) => {
  requireCaller(ctx);
  const run = await findRun(ctx.db, runID, true);
  if (!run) throw notFound(DISPATCH_TEXTS.unknownRun);
  const refusal = runChangeRefusal(run.status, run.plan !== null);
  if (refusal !== null) throw badRequest(refusal, 'runID');
  const outcome = applyDispatchChange(run.problem, run.plan!, change);
  if (!outcome.ok) throw badRequest(outcome.refusal, 'change');
  await updateRun(ctx.db, runID, { plan: outcome.plan });
  await ctx.audit({ action: 'dispatch.change', recordType: 'dispatch-run', recordId: runID, detail: { ...change } });
  ctx.publish(`dispatch/${run.serviceRegionId}`);
  return { ok: true as const };
};
