import { badRequest, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/tokens.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { findRun, insertRun } from '../../repositories/dispatch.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { readDay, toDayProblem } from './day-problem.ts';
import { DISPATCH_TEXTS } from './run-view.ts';

/**
 * "Build the day" (issue 25): the region's waiting visits, available nurses and receiving labs are
 * written as a run and a job of the job queue optimises it off the request path (ADR 034, 049);
 * the board follows its progress live (`dispatch/{regionID}`). With `fromRunID`, re-optimise: the
 * search starts from that run's plan and keeps its pins; visits set aside stay out.
 */
export const buildDispatchDay: Handler<'buildDispatchDay'> = async (input, ctx) => {
  const caller = requireCaller(ctx);
  const read = await readDay(ctx.db, input.serviceRegionID, input.day);
  if (!read) throw notFound(DISPATCH_TEXTS.unknownRegion);
  const problem = toDayProblem(read, input.day);
  if (problem.visits.length === 0 || problem.nurses.length === 0) throw badRequest(DISPATCH_TEXTS.nothingToPlan);
  let previous = null;
  if (input.fromRunID !== undefined) {
    const from = await findRun(ctx.db, input.fromRunID);
    if (!from || from.serviceRegionId !== input.serviceRegionID || from.day !== input.day)
      throw notFound(DISPATCH_TEXTS.unknownRun);
    if (from.status === 'queued' || from.status === 'running') throw badRequest(DISPATCH_TEXTS.running);
    previous = from.plan;
  }
  const runID = newId();
  // The pins and set-aside visits carry over; the optimiser's job reads them from the stored plan.
  await insertRun(ctx.db, {
    id: runID,
    serviceRegionId: input.serviceRegionID,
    day: input.day,
    problem,
    plan: previous,
    createdBy: caller.userId,
  });
  await enqueueJob(ctx.db, 'dispatch.optimise', { runId: runID, seconds: input.seconds }, { key: runID });
  await ctx.audit({
    action: 'dispatch.build',
    recordType: 'dispatch-run',
    recordId: runID,
    detail: { day: input.day },
  });
  ctx.publish(`dispatch/${input.serviceRegionID}`);
  return { runID, visitCount: problem.visits.length, nurseCount: problem.nurses.length };
};
