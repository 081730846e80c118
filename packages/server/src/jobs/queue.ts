/**
 * Enqueueing (ADR 034): always in the transaction of the write that causes the work, so a write
 * that rolls back enqueues nothing and one that commits cannot lose its job.
 */
import type { JobKind } from '@sc/domain/vocabulary/jobs';
import type { Db } from '../db/client.ts';
import { insertJob } from '../repositories/jobs.repository.ts';
import { jobKindSettings, type JobPayload } from './kinds.ts';

export interface EnqueueOptions {
  /** One job per kind and key, ever: a retried write enqueues its work once. */
  key?: string;
  runAt?: Date;
}

/** Answers whether the job is new (false: one with this kind and key exists already). */
export async function enqueueJob<K extends JobKind>(
  db: Db,
  kind: K,
  payload: JobPayload<K>,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const settings = jobKindSettings[kind];
  return insertJob(db, {
    kind,
    key: options.key ?? null,
    payload: settings.payload.parse(payload) as Record<string, unknown>,
    maxAttempts: settings.maxAttempts,
    leaseMs: settings.leaseMs,
    runAt: options.runAt,
  });
}
