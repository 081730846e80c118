/**
 * Runs the queue's jobs in this process (ADR 034). Every process that runs jobs claims them with
 * SKIP LOCKED, so several share the work and none takes a job another holds. A commit that
 * enqueues wakes every runner through NOTIFY; a poll catches retries coming due, notices lost while
 * the database was away, and jobs whose process died (their lease ended).
 *
 * Why this is delicate: a try's outcome is written only while this process still holds the job
 * (the repository checks `locked_by`), a try that outlives its lease is abandoned to another
 * process rather than raced, and nothing here may throw into the event loop: a database outage
 * costs a poll, never the process.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Database, Db } from '../db/client.ts';
import {
  buryAbandonedJobs,
  claimJobs,
  JOBS_CHANNEL,
  markJobDead,
  markJobFailed,
  markJobSucceeded,
  hasUnfinishedJobs,
  takeScheduledRun,
  type ClaimedJob,
} from '../repositories/jobs.repository.ts';
import { jobHandlers, jobSchedules, type JobContext } from './handlers.ts';
import { JobProblem } from './job-problem.ts';
import { jobKindSettings } from './kinds.ts';
import { enqueueJob } from './queue.ts';

export interface JobRunnerOptions {
  /** Jobs this process runs at once. */
  concurrency: number;
  /** The first retry's delay; each later one doubles, up to an hour. */
  retryBaseMs: number;
  pollMs?: number;
  scheduleTickMs?: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** A try is given up this share of its lease, before another process may take the job over. */
const TRY_SHARE_OF_LEASE = 0.9;
const STOP_WAIT_MS = 5_000;

/** Exponential backoff with jitter, so jobs that failed together do not all come back together. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random()): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.75 + random / 2));
}

/** The error as operations read it on a dead job: its code and message, never a stack. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}

class TryTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TryTimeout(`The try took longer than ${ms} ms.`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class JobRunner {
  /** Names this process on the jobs it holds. */
  readonly worker = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly running = new Set<Promise<void>>();
  /** The claim under way, if any; a wake during it claims again once it ends. */
  private filling: Promise<void> | undefined;
  private fillAgain = false;
  private stopped = false;
  private timers: NodeJS.Timeout[] = [];
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly ctx: JobContext,
    private readonly options: JobRunnerOptions,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      JOBS_CHANNEL,
      () => this.wake(),
      () => this.wake(),
    );
    const every = (ms: number, fn: () => void) => {
      const timer = setInterval(fn, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.pollMs ?? 1_000, () => this.poll());
    every(this.options.scheduleTickMs ?? 30_000, () => void this.tickSchedules());
    // Awaited, so a new database's schedules exist once the server is up, not a moment later.
    await this.tickSchedules();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.unlisten?.().catch(() => undefined);
    // A try still running past this loses its lease to another process, which tries it again.
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
    await Promise.race([Promise.allSettled([...this.running]), waited]);
    clearTimeout(timer);
  }

  /** Claims due jobs up to the concurrency; called on every NOTIFY, poll and finished try. */
  wake(): void {
    if (this.stopped) return;
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = this.fill().finally(() => {
      this.filling = undefined;
      if (this.fillAgain) {
        this.fillAgain = false;
        this.wake();
      }
    });
  }

  /**
   * Resolves once no job is queued or running anywhere, retries due within `timeoutMs` included
   * (tests); throws after `timeoutMs`.
   */
  async drain(timeoutMs = 15_000): Promise<void> {
    // eslint-disable-next-line no-restricted-syntax -- a wait with a real deadline
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.wake();
      while (this.filling || this.running.size > 0) {
        await this.filling;
        await Promise.allSettled([...this.running]);
      }
      if (!(await hasUnfinishedJobs(this.database.db))) return;
      // eslint-disable-next-line no-restricted-syntax -- a wait with a real deadline
      if (Date.now() > deadline) throw new Error(`jobs still unfinished after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private poll(): void {
    buryAbandonedJobs(this.database.db)
      .then((buried) => {
        if (buried > 0) this.ctx.log.error({ buried }, 'jobs dead: their process stopped during the last try');
      })
      .catch(() => undefined);
    this.wake();
  }

  private async fill(): Promise<void> {
    try {
      while (!this.stopped && this.running.size < this.options.concurrency) {
        const claimed = await claimJobs(this.database.db, this.worker, this.options.concurrency - this.running.size);
        if (claimed.length === 0) return;
        for (const job of claimed) this.launch(job);
      }
    } catch (error) {
      // The database is away: the next poll claims again.
      this.ctx.log.warn({ err: error }, 'job claim failed');
    }
  }

  private launch(job: ClaimedJob): void {
    const tried = this.tryJob(job).finally(() => {
      this.running.delete(tried);
      this.wake();
    });
    this.running.add(tried);
  }

  private async tryJob(job: ClaimedJob): Promise<void> {
    const log = this.ctx.log.child({ job: job.id, kind: job.kind, attempt: job.attempts });
    let failure: unknown;
    try {
      const payload = jobKindSettings[job.kind].payload.parse(job.payload);
      const handler = jobHandlers[job.kind] as (payload: unknown, ctx: JobContext) => Promise<void>;
      await withTimeout(handler(payload, this.ctx), Math.round(job.leaseMs * TRY_SHARE_OF_LEASE));
    } catch (error) {
      failure = error;
    }
    try {
      if (failure === undefined) {
        await markJobSucceeded(this.database.db, job.id, this.worker);
        return;
      }
      if (failure instanceof JobProblem) {
        // No retry changes what it found: operations see it now, on their Failed jobs page (ADR 072).
        await markJobDead(this.database.db, job.id, this.worker, failure.message);
        log.error({ problem: failure.message }, 'job found a problem for operations');
        return;
      }
      const delay = retryDelayMs(job.attempts, this.options.retryBaseMs);
      const status = await markJobFailed(this.database.db, job.id, this.worker, describe(failure), delay);
      // The kind and code only: an error's message may name a recipient.
      const code = (failure as { code?: unknown }).code;
      if (status === 'dead') log.error({ code }, 'job dead after its last try');
      else {
        log.warn({ code, retryInMs: delay }, 'job try failed');
        // A retry due before the next poll is claimed on time; a later one waits for a poll.
        if (delay < (this.options.pollMs ?? 1_000)) setTimeout(() => this.wake(), delay + 1).unref();
      }
    } catch (error) {
      // Its outcome could not be written: the lease ends and another try comes.
      log.warn({ err: error }, 'job outcome not recorded');
    }
  }

  /** Enqueues each periodic job whose time has come, once across every process. */
  private async tickSchedules(): Promise<void> {
    for (const { kind, everyMs } of jobSchedules) {
      if (this.stopped) return;
      try {
        await this.database.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          if (await takeScheduledRun(tx, kind, everyMs)) {
            // eslint-disable-next-line no-restricted-syntax -- the queue runs on real time (ADR 066): a unique key per schedule tick
            await enqueueJob(tx, kind as 'sweep.expired', {}, { key: `${kind}@${new Date().toISOString()}` });
          }
        });
      } catch (error) {
        this.ctx.log.warn({ err: error }, 'job schedule tick failed');
      }
    }
  }
}
