import { DISPATCH_REFUSALS, runChangeRefusal } from '@sc/domain/dispatch/manual-change';
import { movePreviewText, previewMoves } from '@sc/domain/dispatch/preview-move';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findRun } from '../../repositories/dispatch.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { DISPATCH_TEXTS } from './run-view.ts';

/**
 * Before a visit is dropped on another nurse's day (ADR 084): for each nurse, whether it fits and
 * what it costs in driving, by the domain's move check on the run's stored plan. Reads only: the
 * board asks once when a drag starts or the "Move to" list opens, then answers every hover itself.
 */
export const previewDispatchMove: Handler<'previewDispatchMove'> = async ({ runID, visitId }, ctx) => {
  requireCaller(ctx);
  const run = await findRun(ctx.db, runID);
  if (!run) throw notFound(DISPATCH_TEXTS.unknownRun);
  const refusal = runChangeRefusal(run.status, run.plan !== null);
  if (refusal !== null) throw badRequest(refusal, 'runID');
  if (!run.problem.visits.some((v) => v.id === visitId)) throw badRequest(DISPATCH_REFUSALS.unknownVisit, 'visitId');
  return {
    previews: previewMoves(run.problem, run.plan!, visitId).map((p) => ({
      nurseId: p.nurseId,
      fits: p.fits,
      drivingDelta: p.fits ? p.drivingDelta : 0,
      text: movePreviewText(p),
    })),
  };
};
