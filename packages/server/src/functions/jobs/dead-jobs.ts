/** Operations and the dead-letter state (ADR 034): see why a job failed, run it again or drop it. */
import { AppError } from '../../lib/app-error.ts';
import { deleteDeadJob, listDeadJobs as readDeadJobs, requeueDeadJob } from '../../repositories/jobs.repository.ts';
import type { FnContext, Handler } from '../context.ts';

const JOB_NOT_FOUND = 'No failed job has this number.';

export const listDeadJobs: Handler<'listDeadJobs'> = async ({ limit, before }, ctx) => {
  const jobs = await readDeadJobs(ctx.db, limit, before);
  return {
    jobs: jobs.map((job) => ({
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      lastError: job.lastError,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    })),
  };
};

/** Who acted on which job, in the write's transaction. */
async function audit(ctx: FnContext, action: string, jobID: number): Promise<void> {
  // ctx.audit adds who, their role, the request id and the address (ADR 036).
  await ctx.audit({ action, recordType: 'job', recordId: String(jobID) });
}

export const retryDeadJob: Handler<'retryDeadJob'> = async ({ jobID }, ctx) => {
  if (!(await requeueDeadJob(ctx.db, jobID))) throw new AppError('not_found', JOB_NOT_FOUND, 'jobID');
  await audit(ctx, 'job.retry', jobID);
  return { ok: true as const };
};

export const dropDeadJob: Handler<'dropDeadJob'> = async ({ jobID }, ctx) => {
  if (!(await deleteDeadJob(ctx.db, jobID))) throw new AppError('not_found', JOB_NOT_FOUND, 'jobID');
  await audit(ctx, 'job.drop', jobID);
  return { ok: true as const };
};
