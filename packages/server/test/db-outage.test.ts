/**
 * The server survives losing PostgreSQL (ADR 018): connections killed under load, then the
 * database stopped and started again. The test runs its own PostgreSQL cluster (initdb into a temp
 * dir, on a free port), so nothing it kills or stops is the shared server other test files use,
 * and it runs the product as its own process (`node --import tsx src/main.ts`), so "the process
 * stays up" is what is observed, not vitest catching an uncaught error for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { openLiveStream, type LiveStream } from './live-client.ts';
import { createCluster, type Cluster } from './pg-cluster.ts';
import { callFnAt, startProductProcess, type Product } from './product-process.ts';

const RECOVERY_BUDGET_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (underTest && !underTest.alive()) throw exited(underTest);
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

/** The product as a process of its own, on the cluster. */
function startProduct(cluster: Cluster): Promise<Product> {
  return startProductProcess({
    DATABASE_URL: cluster.url,
    DATA_DIR: path.join(cluster.dir, 'app'),
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_SIGN_IN_PER_EMAIL: '1000',
  });
}

/** The product under test, so a failed wait or request says the process died, with its last output. */
let underTest: Product | undefined;

const exited = (product: Product) =>
  new Error(
    `the product exited (${product.child.exitCode ?? product.child.signalCode}); its error lines:\n` +
      product.output
        .filter((line) => /error/i.test(line) && !line.startsWith(' '))
        .slice(-10)
        .join('\n'),
  );

async function fetchOrExplain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (underTest && !underTest.alive()) throw exited(underTest);
    throw error;
  }
}

const callFn = (base: string, name: string, input: unknown, cookie?: string) =>
  callFnAt(base, name, input, cookie, fetchOrExplain);

/** Calls in a loop, each answer kept with when it came. */
interface Load {
  answers: { fn: string; status: number | 'no answer'; code?: string; at: number }[];
  stop(): Promise<void>;
}

function startLoad(base: string, cookie: string): Load {
  const answers: Load['answers'] = [];
  let running = true;
  const worker = async (fn: string, input: () => unknown, withCookie: boolean) => {
    while (running) {
      try {
        const res = await callFn(base, fn, input(), withCookie ? cookie : undefined);
        answers.push({ fn, status: res.status, code: res.body?.error?.code, at: Date.now() });
      } catch {
        answers.push({ fn, status: 'no answer', at: Date.now() });
      }
      await sleep(10);
    }
  };
  const workers = [
    worker('getUserPasswordCreated', () => ({ email: 'nurse@demo.test' }), false),
    worker('getViewer', () => ({}), true),
    worker('getViewer', () => ({}), true),
    // A write: a transaction on a connection checked out of the pool.
    worker('setUserLocation', () => ({ location: { lat: 40.7 + Math.random() / 10, lng: -73.99 } }), true),
  ];
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** The product's LISTEN connection: by its name, or by its last statement. */
const LISTEN_PID = `select pid from pg_stat_activity
  where application_name = 'sample-collect live' or (datname = current_database() and query ilike 'listen%')`;

const okAfter = (load: Load, fn: string, since: number) =>
  load.answers.some((a) => a.fn === fn && a.status === 200 && a.at > since) ? true : undefined;

describe('losing the database (ADR 018)', () => {
  let cluster: Cluster | undefined;
  let product: Product | undefined;
  let live: LiveStream | undefined;
  let load: Load | undefined;
  let cookie = '';

  beforeAll(async () => {
    cluster = await createCluster();
    product = await startProduct(cluster);
    underTest = product;
    const signIn = await callFn(product.base, 'signIn', { email: 'nurse@demo.test', password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    cookie = signIn.cookie ?? '';
    live = await openLiveStream(product.base, cookie);
    await waitFor('the stream to be ready', 5_000, () =>
      live?.events.some((e) => e.event === 'ready') ? true : undefined,
    );
    load = startLoad(product.base, cookie);
    const started = Date.now() - 60_000;
    for (const fn of ['getUserPasswordCreated', 'getViewer', 'setUserLocation'])
      await waitFor(`a first 200 from ${fn}`, 10_000, () => okAfter(load!, fn, started));
  }, 90_000);

  afterAll(async () => {
    await load?.stop();
    live?.close();
    await product?.stop();
    if (cluster) {
      await cluster.stop('immediate').catch(() => undefined);
      fs.rmSync(cluster.dir, { recursive: true, force: true });
    }
  }, 30_000);

  test('every connection killed, LISTEN and pool, one mid-transaction: the process stays up, calls answer 200 or 503, and live notices flow again after a resync', async () => {
    const db = cluster!;
    const [listenBefore] = await db.query<{ pid: number }>(LISTEN_PID);
    expect(listenBefore, 'the LISTEN connection').toBeDefined();

    // Hold the table the write locks, so a setUserLocation waits inside its transaction when killed.
    const blocker = await db.admin();
    const blockerPid = (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    await blocker.query('begin');
    await blocker.query('lock table user_locations in exclusive mode');
    await waitFor('a write waiting inside its transaction', 5_000, async () => {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return row && row.n > 0 ? true : undefined;
    });

    const killedAt = Date.now();
    const [killed] = await db.query<{ n: number }>(
      `select count(*)::int as n from (
         select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and pid <> $1
       ) t`,
      [blockerPid],
    );
    await blocker.query('rollback');
    await blocker.end();
    // The LISTEN connection and at least one of the pool's.
    expect(killed?.n).toBeGreaterThanOrEqual(2);

    const resync = await waitFor('a resync on the open stream', RECOVERY_BUDGET_MS, () =>
      live!.events.find((e) => e.event === 'resync' && e.at >= killedAt),
    );
    const [listenAfter] = await db.query<{ pid: number }>(LISTEN_PID);
    expect(listenAfter?.pid).toBeDefined();
    expect(listenAfter?.pid).not.toBe(listenBefore?.pid);

    // A notice from "another process", sent after the LISTEN came back, reaches the stream.
    await db.query(`select pg_notify('live_notices', 'users/user-nurse')`);
    const notice = await waitFor('the notice on the stream', 3_000, () =>
      live!.events.find((e) => e.data === JSON.stringify({ topic: 'users/user-nurse' })),
    );
    expect(notice.at).toBeGreaterThanOrEqual(resync.at);

    for (const fn of ['getUserPasswordCreated', 'getViewer', 'setUserLocation'])
      await waitFor(`a 200 from ${fn} after the kill`, RECOVERY_BUDGET_MS, () => okAfter(load!, fn, killedAt));
    await sleep(300);

    expect(product!.alive(), product!.output.join('\n')).toBe(true);
    expect(live!.ended).toBe(false);
    const unexpected = load!.answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 'unavailable'));
    expect(unexpected).toEqual([]);
  }, 30_000);

  test('the database stopped for seconds: /health and calls answer 503; started again, full service within 5 s', async () => {
    const db = cluster!;
    const base = product!.base;
    await db.stop('fast');
    const stoppedAt = Date.now();

    await waitFor('/health to answer 503', 3_000, async () =>
      (await fetchOrExplain(`${base}/health`)).status === 503 ? true : undefined,
    );
    const health = await fetchOrExplain(`${base}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'degraded', database: 'down' });
    const during = await callFn(base, 'getViewer', {}, cookie);
    expect(during.status).toBe(503);
    expect(during.body).toEqual({
      error: { code: 'unavailable', message: 'The service is briefly unavailable. Please try again in a moment.' },
    });
    const write = await callFn(base, 'setUserLocation', { location: { lat: 40.7, lng: -73.9 } }, cookie);
    expect(write.status).toBe(503);

    await sleep(Math.max(0, 3_000 - (Date.now() - stoppedAt)));
    expect(product!.alive(), product!.output.join('\n')).toBe(true);

    // The database takes connections before db.start() returns (pg_ctl waits and polls): the
    // LISTEN connection may come back, and resync, in that gap. A resync is only ever sent after a
    // reconnection, so one from startingAt on is this outage's.
    const startingAt = Date.now();
    await db.start();
    const backAt = Date.now();
    const healthMs = await waitFor('/health to answer 200', RECOVERY_BUDGET_MS, async () => {
      const res = await fetchOrExplain(`${base}/health`);
      return res.status === 200 ? Date.now() - backAt : undefined;
    });
    const callMs = await waitFor('getViewer to answer 200', RECOVERY_BUDGET_MS, async () =>
      (await callFn(base, 'getViewer', {}, cookie)).status === 200 ? Date.now() - backAt : undefined,
    );
    const resync = await waitFor('a resync on the open stream', RECOVERY_BUDGET_MS, () =>
      live!.events.find((e) => e.event === 'resync' && e.at >= startingAt),
    );
    for (const fn of ['getUserPasswordCreated', 'getViewer', 'setUserLocation'])
      await waitFor(`a 200 from ${fn} after the restart`, RECOVERY_BUDGET_MS, () => okAfter(load!, fn, backAt));
    const fullMs = Date.now() - backAt;
    console.log(
      `database back after ${backAt - stoppedAt} ms down: /health 200 after ${healthMs} ms, ` +
        `a call 200 after ${callMs} ms, live resync after ${resync.at - backAt} ms, every call 200 after ${fullMs} ms`,
    );
    expect(fullMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);

    expect(product!.alive(), product!.output.join('\n')).toBe(true);
    expect(live!.ended).toBe(false);
    const statuses = new Set(load!.answers.map((a) => a.status));
    expect(statuses.has(503), 'the load saw the outage').toBe(true);
    const unexpected = load!.answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 'unavailable'));
    expect(unexpected).toEqual([]);
  }, 40_000);
});
