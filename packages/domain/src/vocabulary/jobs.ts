/** The job queue's states and kinds (ADR 034): work that runs after the write that causes it commits. */

/**
 * `queued` waits for its run time; `running` is held by one process until its lease ends; `succeeded`
 * is kept a while for the record; `dead` failed its last try, or found a problem no retry changes
 * (ADR 072), and waits for operations (retry or drop).
 */
export const jobStatuses = ['queued', 'running', 'succeeded', 'dead'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** What a job does. Each kind is idempotent: run twice, it has one effect. */
export const jobKinds = [
  'email.send',
  'sweep.expired',
  'sweep.unattached-files',
  'sweep.job-history',
  'payout.send',
  'wallet.release',
  'dispatch.optimise',
  'payout.reconcile',
  'offers.end',
] as const;
export type JobKind = (typeof jobKinds)[number];
