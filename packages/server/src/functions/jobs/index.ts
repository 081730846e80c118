import type { jobsContract } from '@sc/domain/contract/jobs';
import type { AreaHandlers } from '../context.ts';
import { dropDeadJob, listDeadJobs, retryDeadJob } from './dead-jobs.ts';

export const jobsHandlers = { listDeadJobs, retryDeadJob, dropDeadJob } satisfies AreaHandlers<typeof jobsContract>;
