/**
 * Shared rate limits (ADR 035): the same counting in every store, counters shared by every limiter
 * on one store (as processes share PostgreSQL or Redis), and keys stored hashed, never an address.
 * Redis is a server of the test's own; with it gone the limit lets calls through and says why.
 */
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  databaseRateLimitStore,
  memoryRateLimitStore,
  openRedisRateLimitStore,
  RateLimiter,
  type RateLimitStore,
} from '../src/lib/rate-limit.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';

let t: TestServer;
let redis: RedisServer;
const opened: RateLimitStore[] = [];
beforeAll(async () => {
  [t, redis] = await Promise.all([startTestServer({ SEED_DEMO: 'false' }), startRedisServer()]);
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await t?.close();
  await redis?.stop();
});

const SECRET = 'a-test-secret-of-enough-length-000';
const stores: [string, () => Promise<RateLimitStore>][] = [
  ['memory', async () => memoryRateLimitStore()],
  ['database', async () => databaseRateLimitStore(t.db)],
  ['redis', async () => openRedisRateLimitStore(redis.url, () => undefined)],
];

describe.each(stores)('the %s store', (kind, open) => {
  test('counts a key up to its limit in a window, then refuses; a window later it starts again', async () => {
    const store = await open();
    opened.push(store);
    const limiter = new RateLimiter(store, 60_000, SECRET);
    const start = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await limiter.hit(`signIn:${kind}@example.com`, 3, start + i));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await limiter.hit(`signIn:other.${kind}@example.com`, 3, start)).toBe(true);
    // Five hits in the minute before still weigh at the start of the next minute...
    expect(await limiter.hit(`signIn:${kind}@example.com`, 3, start + 60_000)).toBe(false);
    // ...and none remain a whole window after the last of them.
    expect(await limiter.hit(`signIn:${kind}@example.com`, 3, start + 180_000)).toBe(true);
  });

  test('a minute boundary does not reset the budget: the limit holds over any window-long span', async () => {
    const store = await open();
    opened.push(store);
    const limiter = new RateLimiter(store, 60_000, SECRET);
    const boundary = 1_800_000_300_000 - (1_800_000_300_000 % 60_000);
    const key = `ip:${kind}:198.51.100.4`;
    const answers = [];
    // Three hits in the last second of one minute, then three in the first second of the next.
    for (let i = 0; i < 3; i += 1) answers.push(await limiter.hit(key, 3, boundary - 900 + i));
    for (let i = 0; i < 3; i += 1) answers.push(await limiter.hit(key, 3, boundary + 100 + i));
    expect(answers).toEqual([true, true, true, false, false, false]);
    // Half a minute on, half the earlier minute's hits still weigh: 3 × ½ + 3 + 1 > 3.
    expect(await limiter.hit(key, 3, boundary + 30_000)).toBe(false);
  });

  test('two limiters on one store (two processes) share their counts', async () => {
    // The memory store is one process's: only limiters in that process share it.
    const first = await open();
    const second = kind === 'memory' ? first : await open();
    opened.push(first, second);
    const one = new RateLimiter(first, 60_000, SECRET);
    const two = new RateLimiter(second, 60_000, SECRET);
    const now = 1_800_000_120_000;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await (i % 2 ? two : one).hit(`ip:${kind}:203.0.113.9`, 4, now));
    expect(answers).toEqual([true, true, true, true, false, false]);
  });
});

test('keys are stored hashed: no email address in the database or in Redis', async () => {
  const database = new RateLimiter(databaseRateLimitStore(t.db), 60_000, SECRET);
  await database.hit('signIn:hidden.person@example.com', 10);
  const keys = await queryRows<{ key: string }>(t.db, sql`select key from rate_limit_counters`);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((k) => k.key.includes('@') || k.key.includes('hidden'))).toEqual([]);

  const store = await openRedisRateLimitStore(redis.url, () => undefined);
  opened.push(store);
  await new RateLimiter(store, 60_000, SECRET).hit('signIn:hidden.person@example.com', 10);
  const client = new Redis(redis.url);
  try {
    const stored = await client.keys('*');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((k) => k.includes('@') || k.includes('hidden'))).toEqual([]);
  } finally {
    client.disconnect();
  }
});

test('with Redis gone, calls are let through and the failure is reported', async () => {
  const gone = await startRedisServer();
  const errors: unknown[] = [];
  const store = await openRedisRateLimitStore(gone.url, (error) => errors.push(error));
  opened.push(store);
  await gone.stop();
  const limiter = new RateLimiter(store, 60_000, SECRET);
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push(await limiter.hit('signIn:x@example.com', 1));
  expect(answers).toEqual([true, true, true]);
  expect(errors.length).toBeGreaterThan(0);
});
