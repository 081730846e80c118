/** What each job kind does (ADR 034). Each is idempotent: a job run twice has one effect. */
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind } from '@sc/domain/vocabulary/jobs';
import type { Adapters } from '../adapters/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { findOutboxEmail } from '../repositories/outbox.repository.ts';
import type { JobPayload } from './kinds.ts';
import { sweepExpired, sweepJobHistory, sweepUnattachedFiles } from './sweeps.ts';
import { releaseEarnings, sendPayout } from './wallet-jobs.ts';
import { optimiseDispatchRun } from './dispatch-jobs.ts';
import { reconcileProviderPayouts } from './payout-reconciliation.ts';
import { endOffers } from '../repositories/shift-offers.repository.ts';

export interface JobContext {
  /** The database, not a transaction: a job that writes opens its own. */
  db: Db;
  config: Config;
  adapters: Adapters;
  log: FastifyBaseLogger;
  /** Live-update notices from a job (dispatch's progress); absent where no bus runs. */
  publish?: (topics: readonly string[]) => Promise<void>;
}

type JobHandlers = { [K in JobKind]: (payload: JobPayload<K>, ctx: JobContext) => Promise<void> };

export const jobHandlers: JobHandlers = {
  async 'email.send'({ emailId }, ctx) {
    const email = await findOutboxEmail(ctx.db, emailId);
    // Gone after a month (jobs/sweeps.ts): a job still trying by then has nothing to send.
    if (!email) return;
    await ctx.adapters.mail.deliver({ id: email.id, to: email.toEmail, subject: email.subject, text: email.body });
  },
  'sweep.expired': (_payload, ctx) => sweepExpired(ctx.db, ctx.config),
  async 'sweep.unattached-files'(_payload, ctx) {
    await sweepUnattachedFiles(ctx.db, ctx.adapters.storage, ctx.config.clock.now().getTime());
  },
  async 'sweep.job-history'(_payload, ctx) {
    await sweepJobHistory(ctx.db, ctx.config.clock.now().getTime());
  },
  'payout.send': ({ withdrawalId }, ctx) => sendPayout(withdrawalId, ctx),
  'wallet.release': (_payload, ctx) => releaseEarnings(ctx),
  'dispatch.optimise': ({ runId, seconds }, ctx) => optimiseDispatchRun(runId, seconds, ctx),
  'payout.reconcile': (_payload, ctx) => reconcileProviderPayouts(ctx),
  async 'offers.end'(_payload, ctx) {
    await endOffers(ctx.db, ctx.config.clock.now());
  },
};

/** Periodic jobs: each runs once per period across every process (repositories/jobs.repository.ts). */
export const jobSchedules: readonly { kind: JobKind; everyMs: number }[] = [
  { kind: 'sweep.expired', everyMs: 60 * 60_000 },
  { kind: 'sweep.unattached-files', everyMs: 60 * 60_000 },
  { kind: 'sweep.job-history', everyMs: 24 * 60 * 60_000 },
  { kind: 'wallet.release', everyMs: 5 * 60_000 },
  { kind: 'payout.reconcile', everyMs: 24 * 60 * 60_000 },
  // An expired offer is already refused and hidden (ADR 074); this writes its end within the quarter hour.
  { kind: 'offers.end', everyMs: 15 * 60_000 },
];
