/**
 * The job queue (ADR 034) on the real server: enqueued in the write's transaction, run once, retried
 * with backoff, dead after the last try where operations see, retry or drop it, and shared by
 * several runners without a job running twice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { OutgoingEmail } from '../src/adapters/email/email.ts';
import type { Db } from '../src/db/client.ts';
import { JobRunner, retryDelayMs } from '../src/jobs/runner.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { insertOutboxEmail } from '../src/repositories/outbox.repository.ts';
import { claimJobs, takeScheduledRun } from '../src/repositories/jobs.repository.ts';
import { demoUserOf, queryRows, startTestServer, type TestServer } from './harness.ts';

/** The mail transport under test: counts each email's deliveries, failing while `failing` says. */
const delivered = new Map<string, number>();
let failing: (email: OutgoingEmail) => boolean = () => false;
const mail = {
  async deliver(email: OutgoingEmail) {
    if (failing(email)) throw Object.assign(new Error('451 4.3.0 Try again later'), { code: 'EENVELOPE' });
    delivered.set(email.id, (delivered.get(email.id) ?? 0) + 1);
  },
  close: async () => undefined,
};

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({ JOB_RETRY_BASE_MS: '1' }, { mail });
  admin = await t.sessionCookie(demoUserOf.admin);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.server.jobs!.drain();
  delivered.clear();
  failing = () => false;
});

const runner = () => t.server.jobs!;
const jobsOf = (kind: string) =>
  queryRows<{ id: number; status: string; attempts: number; key: string; last_error: string | null }>(
    t.db,
    sql`select id::int as id, status, attempts, key, last_error from jobs where kind = ${kind} order by id`,
  );

/** An outbox email and its delivery job, in one transaction that commits unless `rollback`. */
async function sendEmail(id: string, options: { rollback?: boolean } = {}): Promise<void> {
  await t.db
    .transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await insertOutboxEmail(tx, { id, toEmail: `${id}@jobs.test`, subject: 'Hello', body: 'Hi', links: [] });
      await enqueueJob(tx, 'email.send', { emailId: id }, { key: id });
      if (options.rollback) throw new Error('rolled back on purpose');
    })
    .catch((error: unknown) => {
      if (!options.rollback) throw error;
    });
}

describe('enqueueing', () => {
  test('a committed write runs its job once; a rolled-back one enqueues nothing', async () => {
    await sendEmail('job-commit');
    await sendEmail('job-rollback', { rollback: true });
    await runner().drain();
    expect(delivered.get('job-commit')).toBe(1);
    expect(delivered.has('job-rollback')).toBe(false);
    expect((await jobsOf('email.send')).filter((j) => j.key === 'job-rollback')).toEqual([]);
    expect((await jobsOf('email.send')).find((j) => j.key === 'job-commit')).toMatchObject({
      status: 'succeeded',
      attempts: 1,
    });
  });

  test('the same kind and key enqueued twice is one job', async () => {
    await sendEmail('job-twice');
    const again = await t.db.transaction((tx) =>
      enqueueJob(tx as unknown as Db, 'email.send', { emailId: 'job-twice' }, { key: 'job-twice' }),
    );
    expect(again).toBe(false);
    await runner().drain();
    expect(delivered.get('job-twice')).toBe(1);
  });

  test('a payload its kind does not accept is refused before it is stored', async () => {
    await expect(
      t.db.transaction((tx) => enqueueJob(tx as unknown as Db, 'email.send', { emailId: '' }, { key: 'bad' })),
    ).rejects.toThrow();
    expect((await jobsOf('email.send')).filter((j) => j.key === 'bad')).toEqual([]);
  });
});

describe('retries and the dead-letter state', () => {
  test('a try that fails is tried again later and succeeds once', async () => {
    let tries = 0;
    failing = (email) => email.id === 'job-flaky' && ++tries <= 2;
    await sendEmail('job-flaky');
    await runner().drain();
    expect(delivered.get('job-flaky')).toBe(1);
    expect((await jobsOf('email.send')).find((j) => j.key === 'job-flaky')).toMatchObject({
      status: 'succeeded',
      attempts: 3,
    });
  });

  test('after its last try a job is dead; operations see why, retry it, and it runs once', async () => {
    failing = (email) => email.id === 'job-dead';
    await sendEmail('job-dead');
    await runner().drain(30_000);
    const [dead] = (await jobsOf('email.send')).filter((j) => j.key === 'job-dead');
    expect(dead).toMatchObject({ status: 'dead', attempts: 12, last_error: 'EENVELOPE: 451 4.3.0 Try again later' });
    expect(delivered.has('job-dead')).toBe(false);

    const listed = await t.call('listDeadJobs', {}, { cookie: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.jobs[0]).toMatchObject({
      id: dead!.id,
      kind: 'email.send',
      attempts: 12,
      maxAttempts: 12,
      lastError: 'EENVELOPE: 451 4.3.0 Try again later',
    });

    failing = () => false;
    expect((await t.call('retryDeadJob', { jobID: dead!.id }, { cookie: admin })).body).toEqual({ ok: true });
    await runner().drain();
    expect(delivered.get('job-dead')).toBe(1);
    // Retried once more: it is no longer dead, so a second retry finds nothing.
    const again = await t.call('retryDeadJob', { jobID: dead!.id }, { cookie: admin });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('No failed job has this number.');
  });

  test('operations drop a dead job; others do not see the dead jobs at all', async () => {
    failing = (email) => email.id === 'job-drop';
    await sendEmail('job-drop');
    await runner().drain(30_000);
    const [dead] = (await jobsOf('email.send')).filter((j) => j.key === 'job-drop');
    const nurse = await t.sessionCookie(demoUserOf.nurse);
    expect((await t.call('listDeadJobs', {}, { cookie: nurse })).status).toBe(404);
    expect((await t.call('dropDeadJob', { jobID: dead!.id }, { cookie: nurse })).status).toBe(404);
    expect((await t.call('dropDeadJob', { jobID: dead!.id }, { cookie: admin })).body).toEqual({ ok: true });
    expect((await jobsOf('email.send')).filter((j) => j.key === 'job-drop')).toEqual([]);
    expect((await t.call('dropDeadJob', { jobID: dead!.id }, { cookie: admin })).status).toBe(404);
  });

  test.each([
    [1, 100, [75, 125]],
    [2, 100, [150, 250]],
    [5, 100, [1_200, 2_000]],
    [30, 10_000, [2_700_000, 4_500_000]],
  ])('try %i with a base of %i ms waits within %j', (attempt, base, [low, high]) => {
    for (const random of [0, 0.5, 0.999]) {
      const delay = retryDelayMs(attempt, base, random);
      expect(delay).toBeGreaterThanOrEqual(low!);
      expect(delay).toBeLessThanOrEqual(high!);
    }
  });
});

describe('several runners on one database', () => {
  test('forty jobs shared by three runners each run exactly once', async () => {
    const others = [0, 1].map(
      () =>
        new JobRunner(
          t.server.database,
          { db: t.db, config: t.config, adapters: { ...t.server.jobs!['ctx'].adapters, mail }, log: t.server.app.log },
          { concurrency: 3, retryBaseMs: 1 },
        ),
    );
    await Promise.all(others.map((r) => r.start()));
    try {
      const ids = Array.from({ length: 40 }, (_, i) => `job-shared-${i}`);
      await Promise.all(ids.map((id) => sendEmail(id)));
      await Promise.all([runner().drain(), ...others.map((r) => r.drain())]);
      expect(ids.map((id) => delivered.get(id))).toEqual(ids.map(() => 1));
    } finally {
      await Promise.all(others.map((r) => r.stop()));
    }
  });

  test('a job whose process died is taken over when its lease ends', async () => {
    await t.server.jobs!.stop();
    try {
      await sendEmail('job-orphan');
      const [claimed] = await claimJobs(t.db, 'a-process-that-dies', 1);
      expect(claimed).toMatchObject({ kind: 'email.send', attempts: 1 });
      await t.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${claimed!.id}`);
    } finally {
      (t.server as { jobs: JobRunner }).jobs = new JobRunner(t.server.database, t.server.jobs!['ctx'], {
        concurrency: 2,
        retryBaseMs: 1,
      });
      await t.server.jobs!.start();
    }
    await runner().drain();
    expect(delivered.get('job-orphan')).toBe(1);
    expect((await jobsOf('email.send')).find((j) => j.key === 'job-orphan')).toMatchObject({
      status: 'succeeded',
      attempts: 2,
    });
  });

  test('a periodic run is taken by one caller however many ask at once', async () => {
    const name = 'sweep.expired';
    await t.db.execute(sql`update job_schedules set next_run_at = now() - interval '1 second' where name = ${name}`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => takeScheduledRun(t.db, name, 60_000)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});
