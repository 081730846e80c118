/**
 * A periodic job run on the simulated clock. The product's schedules tick on real time like the
 * whole queue (ADR 066), so on a ManualClock moved by hours they would come due at random; the
 * simulator enqueues the job as the schedule's tick does, under a key of its simulated instant, and
 * waits for it.
 */
import type { JobKind } from '@sc/domain/vocabulary/jobs';
import type { Db } from '../src/db/client.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { settleJobs, type World } from './world.ts';

/** The kinds the schedule enqueues: none takes a payload. */
type ScheduledKind = Exclude<JobKind, 'email.send' | 'payout.send' | 'dispatch.optimise'>;

/** Answers the job's key, by which its row can be read. */
export async function runScheduledJob(world: World, kind: ScheduledKind): Promise<string> {
  const key = `${kind}@sim-${world.clock.now().toISOString()}`;
  await world.t.db.transaction((tx) => enqueueJob(tx as unknown as Db, kind, {}, { key }));
  await settleJobs(world);
  return key;
}
