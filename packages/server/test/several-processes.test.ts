/**
 * Several server processes on one PostgreSQL database (issue 22, ADR 034, 035): two products, each
 * its own process on its own port, on a cluster of the test's own. A live notice written through
 * one reaches a stream held by the other; the sign-in limit counts attempts made through both; a
 * job enqueued through either runs exactly once; and WORKERS=2 runs two workers on one port.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { openLiveStream } from './live-client.ts';
import { createCluster, type Cluster } from './pg-cluster.ts';
import { callFnAt, startProductProcess, type Product } from './product-process.ts';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const call = (product: Product, name: string, input: unknown, cookie?: string) =>
  callFnAt(product.base, name, input, cookie);

async function until<T>(what: string, timeoutMs: number, probe: () => T | undefined | Promise<T | undefined>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

let cluster: Cluster | undefined;
let smtp: SmtpCatcher;
let a: Product | undefined;
let b: Product | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  cluster = await createCluster();
  smtp = await startSmtpCatcher();
  env = {
    DATABASE_URL: cluster.url,
    DATA_DIR: path.join(cluster.dir, 'app'),
    SMTP_URL: smtp.url,
    RATE_LIMIT_SIGN_IN_PER_EMAIL: '4',
    RATE_LIMIT_PER_IP: '1000000',
  };
  // One after the other: the first prepares the database (migrations, demo data).
  a = await startProductProcess(env);
  b = await startProductProcess(env);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
  if (cluster) {
    await cluster.stop('immediate').catch(() => undefined);
    fs.rmSync(cluster.dir, { recursive: true, force: true });
  }
}, 60_000);

describe('two processes on one PostgreSQL database', () => {
  test('a notice written through one reaches a live stream held by the other', async () => {
    const admin = (await call(b!, 'signIn', { email: 'admin@demo.test', password: DEMO_PASSWORD })).cookie!;
    const stream = await openLiveStream(b!.base, admin);
    try {
      await until('the stream to be ready', 5_000, () => stream.events.find((e) => e.event === 'ready'));
      const approved = await call(a!, 'approveUser', { userID: 'user-pending-nurse' }, admin);
      expect(approved.body).toEqual({ userID: 'user-pending-nurse', status: 'approved' });
      const notice = await until('the notice on the other process', 5_000, () =>
        stream.events.find((e) => e.data.includes('"users/user-pending-nurse"')),
      );
      expect(JSON.parse(notice.data)).toMatchObject({ topic: 'users/user-pending-nurse' });
    } finally {
      stream.close();
    }
  });

  test('the sign-in limit counts attempts made through either process', async () => {
    const attempt = (product: Product, password: string) =>
      call(product, 'signIn', { email: 'nurse@demo.test', password });
    // Four wrong passwords, two through each: the limit of four per address is reached across both.
    for (const product of [a!, b!, a!, b!]) expect((await attempt(product, 'not her password')).status).toBe(400);
    for (const product of [a!, b!]) {
      const refused = await attempt(product, DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    }
  });

  test('jobs enqueued through either process run exactly once', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `two.processes.${i}@example.com`);
    await Promise.all(
      emails.map(async (email, i) => {
        const signUp = { email, firstName: 'Two', lastName: `P${i}`, emailLinkURL: 'http://localhost/finishSignUp' };
        expect((await call(i % 2 === 0 ? a! : b!, 'createUser', signUp)).status).toBe(200);
      }),
    );
    await until('every email delivered', 20_000, () =>
      emails.every((email) => smtp.to(email).length > 0) ? true : undefined,
    );
    // Time for a second delivery, were a job run twice.
    await sleep(1_500);
    expect(emails.map((email) => smtp.to(email).length)).toEqual(emails.map(() => 1));
    const jobs = await cluster!.query<{ status: string; attempts: number; n: number }>(
      `select status, attempts, count(*)::int as n from jobs where kind = 'email.send' group by 1, 2`,
    );
    expect(jobs).toEqual([{ status: 'succeeded', attempts: 1, n: expect.any(Number) }]);
  });
});

describe('WORKERS=2', () => {
  test('runs two server processes on one port, and a signal stops them all', async () => {
    const workers = await startProductProcess({ ...env, WORKERS: '2' });
    try {
      const children = async () => {
        const { stdout } = await promisify(execFile)('ps', ['-o', 'args=', '--ppid', String(workers.child.pid)]);
        return stdout.split('\n').filter((line) => line.includes('src/main.ts'));
      };
      await until('two workers', 20_000, async () => ((await children()).length === 2 ? true : undefined));
      for (let i = 0; i < 10; i += 1) expect((await fetch(`${workers.base}/health`)).status).toBe(200);
    } finally {
      await workers.stop();
    }
    expect(workers.alive()).toBe(false);
    expect(workers.child.exitCode).toBe(0);
    // Three processes start (the primary prepares the database first): on a busy machine, a minute.
  }, 120_000);
});
