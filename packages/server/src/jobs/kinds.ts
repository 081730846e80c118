/**
 * Each job kind's payload and how it is tried (ADR 034): how many tries before it is dead, and how
 * long one try may hold it before another process takes it over (a lease, renewed by no one: a try
 * that outlives it may run twice, so a lease is well above the kind's slowest honest try).
 */
import { z } from 'zod';
import type { JobKind } from '@sc/domain/vocabulary/jobs';

export interface JobKindSettings<P extends z.ZodType = z.ZodType> {
  payload: P;
  maxAttempts: number;
  leaseMs: number;
}

const none = z.object({}).strict();

export const jobKindSettings = {
  // About nine hours of tries with the default backoff: a mail server down for a night still gets them.
  'email.send': {
    payload: z.object({ emailId: z.string().min(1).max(100) }).strict(),
    maxAttempts: 12,
    leaseMs: 120_000,
  },
  'sweep.expired': { payload: none, maxAttempts: 3, leaseMs: 600_000 },
  'sweep.unattached-files': { payload: none, maxAttempts: 3, leaseMs: 600_000 },
  'sweep.job-history': { payload: none, maxAttempts: 3, leaseMs: 600_000 },
  // A withdrawal's payout (ADR 042): idempotent at the provider by the withdrawal's id; a day of
  // tries, then operations see it dead and the money stays in flight until they act.
  'payout.send': {
    payload: z.object({ withdrawalId: z.string().min(1).max(100) }).strict(),
    maxAttempts: 10,
    leaseMs: 120_000,
  },
  'wallet.release': { payload: none, maxAttempts: 3, leaseMs: 600_000 },
  // The daily comparison with the provider's payouts (ADR 072): a provider that is down is tried
  // again; differences found are not (they die at once, for operations).
  'payout.reconcile': { payload: none, maxAttempts: 5, leaseMs: 600_000 },
  // Offers whose work began or went to another nurse end (ADR 074): a bounded update, tried again.
  'offers.end': { payload: none, maxAttempts: 3, leaseMs: 600_000 },
  // Dispatch's optimiser run (ADR 049): at most a minute of search; a second try starts it again.
  'dispatch.optimise': {
    payload: z.object({ runId: z.string().min(1).max(100), seconds: z.number().int().min(1).max(60) }).strict(),
    maxAttempts: 2,
    leaseMs: 300_000,
  },
} satisfies Record<JobKind, JobKindSettings>;

export type JobPayload<K extends JobKind> = z.infer<(typeof jobKindSettings)[K]['payload']>;
