/**
 * The job queue's SQL (ADR 034). A job is claimed by one process at a time with FOR UPDATE SKIP
 * LOCKED and held under a lease (`locked_until`); a process that dies loses its jobs to another
 * when the lease ends. Every state change names the process holding the job, so a process whose
 * lease was taken over cannot finish a job it no longer holds.
 */
import { sql } from 'drizzle-orm';
import type { JobKind, JobStatus } from '@sc/domain/vocabulary/jobs';
import type { Db } from '../db/client.ts';

/** The NOTIFY channel that wakes the runners when a job commits. */
export const JOBS_CHANNEL = 'jobs_ready';

export interface NewJob {
  kind: JobKind;
  /** One job per kind and key, ever: the same key enqueued again is ignored. */
  key?: string | null;
  payload?: Record<string, unknown>;
  maxAttempts: number;
  leaseMs: number;
  runAt?: Date;
}

export interface ClaimedJob {
  id: number;
  leaseMs: number;
  kind: JobKind;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface JobRow extends ClaimedJob {
  status: JobStatus;
  runAt: Date;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/**
 * Enqueues in the caller's transaction: the job exists exactly when the write that causes it
 * commits, and the NOTIFY that wakes the runners is delivered only then. Answers whether it was new.
 */
export async function insertJob(db: Db, job: NewJob): Promise<boolean> {
  const runAt = job.runAt ? sql`${job.runAt.toISOString()}::timestamptz` : sql`now()`;
  const inserted = await rowsOf<{ id: number }>(
    db.execute(sql`
      insert into jobs (kind, key, payload, max_attempts, lease_ms, run_at)
      values (${job.kind}, ${job.key ?? null}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.maxAttempts},
              ${job.leaseMs}, ${runAt})
      on conflict (kind, key) where key is not null do nothing
      returning id`),
  );
  if (inserted.length > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return inserted.length > 0;
}

const claimedColumns = sql`j.id::int as id, j.kind, j.key, j.payload, j.attempts, j.max_attempts as "maxAttempts",
  j.lease_ms as "leaseMs"`;

/**
 * Takes up to `limit` due jobs for `worker`, each under its kind's lease: queued ones whose time
 * has come, and running ones whose holder's lease ended (it died or hung). Each claim counts a try.
 */
export async function claimJobs(db: Db, worker: string, limit: number): Promise<ClaimedJob[]> {
  return rowsOf<ClaimedJob>(
    db.execute(sql`
      with due as (
        select id from jobs
        where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      update jobs j
      set status = 'running', attempts = j.attempts + 1, locked_by = ${worker},
          locked_until = now() + j.lease_ms * interval '1 millisecond'
      from due where j.id = due.id
      returning ${claimedColumns}`),
  );
}

/**
 * A job whose lease ended on its last try is dead, not run again: its holder may have died
 * midway, and the kind's tries are spent. Answers how many.
 */
export async function buryAbandonedJobs(db: Db): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`
      update jobs set status = 'dead', finished_at = now(), locked_by = null, locked_until = null,
        last_error = coalesce(last_error || ' / ', '') || 'Its process stopped during the last try.'
      where status = 'running' and locked_until < now() and attempts >= max_attempts
      returning id`),
  );
  return rows.length;
}

export async function markJobSucceeded(db: Db, id: number, worker: string): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'succeeded', finished_at = now(), locked_by = null, locked_until = null
    where id = ${id} and status = 'running' and locked_by = ${worker}`);
}

/** A failed try: queued again after `retryInMs`, or dead when it was the last. */
export async function markJobFailed(
  db: Db,
  id: number,
  worker: string,
  error: string,
  retryInMs: number,
): Promise<JobStatus | undefined> {
  const [row] = await rowsOf<{ status: JobStatus }>(
    db.execute(sql`
      update jobs set
        status = case when attempts >= max_attempts then 'dead' else 'queued' end,
        run_at = case when attempts >= max_attempts then run_at
                      else now() + ${retryInMs} * interval '1 millisecond' end,
        finished_at = case when attempts >= max_attempts then now() end,
        last_error = ${error.slice(0, 2000)}, locked_by = null, locked_until = null
      where id = ${id} and status = 'running' and locked_by = ${worker}
      returning status`),
  );
  return row?.status;
}

/** A try that found a problem no retry changes (jobs/job-problem.ts): dead at once, with why. */
export async function markJobDead(db: Db, id: number, worker: string, error: string): Promise<JobStatus | undefined> {
  const [row] = await rowsOf<{ status: JobStatus }>(
    db.execute(sql`
      update jobs set status = 'dead', finished_at = now(), last_error = ${error.slice(0, 2000)},
        locked_by = null, locked_until = null
      where id = ${id} and status = 'running' and locked_by = ${worker}
      returning status`),
  );
  return row?.status;
}

/** Whether any job is queued or running, by any process. */
export async function hasUnfinishedJobs(db: Db): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`select id from jobs where status in ('queued', 'running') limit 1`),
  );
  return rows.length > 0;
}

const jobColumns = sql`id::int as id, kind, key, payload, status, attempts, max_attempts as "maxAttempts", lease_ms as "leaseMs",
  run_at as "runAt", last_error as "lastError", created_at as "createdAt", finished_at as "finishedAt"`;

const toJobRow = (row: JobRow): JobRow => ({
  ...row,
  runAt: new Date(row.runAt),
  createdAt: new Date(row.createdAt),
  finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt),
});

/** Dead jobs, newest first, for operations; `before` pages by id. */
export async function listDeadJobs(db: Db, limit: number, before?: number): Promise<JobRow[]> {
  const rows = await rowsOf<JobRow>(
    db.execute(sql`
      select ${jobColumns} from jobs
      where status = 'dead' ${before === undefined ? sql`` : sql`and id < ${before}`}
      order by finished_at desc, id desc limit ${limit}`),
  );
  return rows.map(toJobRow);
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await rowsOf<JobRow>(db.execute(sql`select ${jobColumns} from jobs where id = ${id}`));
  return row && toJobRow(row);
}

/** A dead job back in the queue with its tries renewed; answers whether it was dead. */
export async function requeueDeadJob(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`
      update jobs set status = 'queued', attempts = 0, run_at = now(), finished_at = null
      where id = ${id} and status = 'dead' returning id`),
  );
  if (rows.length > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return rows.length > 0;
}

/** Removes a dead job for good (operations chose not to run it again). */
export async function deleteDeadJob(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`delete from jobs where id = ${id} and status = 'dead' returning id`),
  );
  return rows.length > 0;
}

/** Finished jobs older than `before` are history: deleted in bounded batches. */
export async function deleteSucceededJobsBefore(db: Db, before: Date, batch: number): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`
      delete from jobs where id in (
        select id from jobs where status = 'succeeded' and finished_at < ${before} order by finished_at limit ${batch}
      ) returning id`),
  );
  return rows.length;
}

/**
 * Moves a schedule's next run on when it is due and answers true to exactly one caller per run,
 * whichever process asks first; a schedule seen for the first time starts one period from now.
 */
export async function takeScheduledRun(db: Db, name: string, everyMs: number): Promise<boolean> {
  await db.execute(sql`
    insert into job_schedules (name, next_run_at) values (${name}, now() + ${everyMs} * interval '1 millisecond')
    on conflict (name) do nothing`);
  const rows = await rowsOf<{ name: string }>(
    db.execute(sql`
      update job_schedules set next_run_at = now() + ${everyMs} * interval '1 millisecond'
      where name = ${name} and next_run_at <= now() returning name`),
  );
  return rows.length > 0;
}
