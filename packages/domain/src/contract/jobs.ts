/**
 * The job queue as operations see it (ADR 034): jobs that failed their last try, why, and a way to
 * run one again or drop it.
 */
import { z } from 'zod';
import { jobKinds } from '../vocabulary/jobs.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { okSchema } from './schemas.ts';

const jobIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const deadJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(jobKinds),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** What operations do to one dead job. */
function deadJobAction(summary: string) {
  return defineFunction({
    summary,
    input: z.object({ jobID: jobIdSchema }),
    output: okSchema,
    access: rolesAccess('admin'),
    write: true,
    patientData: 'none',
    example: { jobID: 1 },
  });
}

export const jobsContract = {
  listDeadJobs: defineFunction({
    summary: 'Operations: jobs that failed their last try, newest first, with the last error.',
    input: z.object({ limit: z.number().int().min(1).max(200).default(50), before: jobIdSchema.optional() }),
    output: z.object({ jobs: z.array(deadJobSchema) }),
    access: rolesAccess('admin'),
    write: false,
    patientData: 'none',
    example: {},
  }),
  retryDeadJob: deadJobAction('Operations: run a dead job again, with its tries renewed.'),
  dropDeadJob: deadJobAction('Operations: remove a dead job for good.'),
};
