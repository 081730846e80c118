/**
 * Dispatch's optimiser run (issue 25, ADR 049), a job of the job queue: travel times from the
 * routing adapter, then the optimiser adapter (our search in a worker thread, or VROOM), its
 * progress written to the run and announced on `dispatch/{regionID}` at most twice a second, and the
 * plan stored. A run that is no longer queued or running (done, failed, or a second try after the
 * plan was stored) is left alone, so the job is idempotent.
 */
import { movedStops } from '@sc/domain/dispatch/moved-stops';
import { problemPoints, routeVisitIds, toOptimiserInput, type DispatchPlan } from '@sc/domain/dispatch/problem';
import { buildTravelMatrix } from '../adapters/optimiser/travel-matrix.ts';
import { findRun, updateRun } from '../repositories/dispatch.repository.ts';
import type { DispatchProgress } from '../db/schema-dispatch.ts';
import type { JobContext } from './handlers.ts';

const PROGRESS_EVERY_MS = 500;

export async function optimiseDispatchRun(runId: string, seconds: number, ctx: JobContext): Promise<void> {
  const run = await findRun(ctx.db, runId);
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
  const topic = `dispatch/${run.serviceRegionId}`;
  const announce = () => ctx.publish?.([topic]) ?? Promise.resolve();
  await updateRun(ctx.db, runId, { status: 'running', progress: null });
  await announce();

  const matrix = await buildTravelMatrix(ctx.adapters.routing, problemPoints(run.problem));
  const problem = { ...run.problem, travel: Array.from(matrix.travel) };
  const previous = run.plan ?? undefined;
  const pins = previous?.pins ?? {};
  const setAside = (previous?.unplaced ?? []).filter((u) => u.reason === 'set-aside');
  const input = toOptimiserInput(problem, pins, { previous, leaveOut: setAside.map((u) => u.visitId) });

  // Progress arrives synchronously from the optimiser; writes are chained so none overtakes the plan.
  let writes: Promise<void> = Promise.resolve();
  let lastAt = 0;
  const onProgress = (p: {
    phase: string;
    iteration: number;
    elapsedMs: number;
    best: { routes: number; unassigned: number };
  }) => {
    // eslint-disable-next-line no-restricted-syntax -- throttles progress notices by real elapsed time
    const now = Date.now();
    if (now - lastAt < PROGRESS_EVERY_MS) return;
    lastAt = now;
    const progress: DispatchProgress = {
      phase: p.phase,
      iteration: p.iteration,
      elapsedMs: Math.round(p.elapsedMs),
      routes: p.best.routes,
      unassigned: p.best.unassigned,
    };
    writes = writes.then(async () => {
      await updateRun(ctx.db, runId, { progress });
      await announce();
    });
  };
  try {
    const result = await ctx.adapters.optimiser.optimise(input, { seconds, onProgress });
    await writes;
    const plan: DispatchPlan = {
      routes: result.routes,
      unplaced: [...result.unassigned, ...setAside],
      pins,
      edited: false,
    };
    // "Re-optimise the rest" says how many stops moved against the plan it started from (ADR 084);
    // a visit no longer in the day (cancelled or published since) is not counted as moved.
    if (previous) {
      const inDay = new Set(problem.visits.map((v) => v.id));
      const gone = previous.routes.flatMap(routeVisitIds).filter((id) => !inDay.has(id));
      plan.note = { kind: 'reoptimised', movedStops: movedStops(previous, plan, gone).length };
    }
    await updateRun(ctx.db, runId, { status: 'done', problem, plan });
  } catch (error) {
    await writes.catch(() => undefined);
    ctx.log.error({ err: error, runId }, 'dispatch run failed');
    await updateRun(ctx.db, runId, {
      status: 'failed',
      problem,
      failure: `The optimiser failed: ${(error as Error).message}`.slice(0, 500),
    });
  }
  await announce();
}
