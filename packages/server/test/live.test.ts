/**
 * GET /api/live over a real socket (inject does not stream): a stream ends with its session, one
 * session holds a few streams at most, and the stream carries the security headers (ADR 018).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { DEMO_ITINERARY_IDS } from '../src/db/seed-itinerary.ts';
import { createServer } from '../src/server.ts';
import { MAX_STREAMS_PER_SESSION } from '../src/live/route.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';
import { listenLocally, liveStreams, type LiveStream } from './live-client.ts';

let t: TestServer;
let base: string;
const streams = liveStreams();

beforeAll(async () => {
  t = await startTestServer();
  base = await listenLocally(t.server);
});

afterEach(() => streams.closeAll());

afterAll(async () => {
  await t?.close();
});

/** Opens a stream and waits for its `ready`. */
const openLive = (cookie: string, at = base): Promise<LiveStream> => streams.open(at, cookie);

const topics = (stream: LiveStream) =>
  stream.events.filter((e) => e.event === 'message').map((e) => (JSON.parse(e.data) as { topic: string }).topic);

/** Long enough for a close that should not happen to have happened. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('a stream lives no longer than its session', () => {
  test('signing out closes that session’s streams, only those, and the browser never sees why', async () => {
    const signedOut = await t.signIn('nurse@demo.test');
    const other = await t.signIn('nurse@demo.test');
    const admin = await openLive(await t.signIn('admin@demo.test'));
    const closing = await openLive(signedOut);
    const staying = await openLive(other);

    expect((await t.call('signOut', {}, { cookie: signedOut })).status).toBe(200);
    await expect.poll(() => closing.ended, { timeout: 2_000 }).toBe(true);

    await settle();
    expect(staying.ended).toBe(false);
    await t.server.bus.publish(['users/user-nurse']);
    await expect.poll(() => topics(staying)).toEqual(['users/user-nurse']);
    // Operations read every user's topic, yet the session's end reached no browser.
    expect(admin.events.map((e) => e.data)).toEqual(['{}', JSON.stringify({ topic: 'users/user-nurse' })]);
    expect(closing.events.map((e) => e.event)).toEqual(['ready']);
  });

  test('signing in over a session closes the old session’s streams', async () => {
    const before = await t.signIn('assistant@demo.test');
    const stream = await openLive(before);
    const res = await t.call('signIn', { email: 'assistant@demo.test', password: DEMO_PASSWORD }, { cookie: before });
    expect(res.status).toBe(200);
    await expect.poll(() => stream.ended, { timeout: 2_000 }).toBe(true);
    expect((await openLive(res.cookie!)).ended).toBe(false);
  });

  test('a password set through a reset link closes every stream of that person', async () => {
    const email = 'prescriber@demo.test';
    const first = await openLive(await t.signIn(email));
    const second = await openLive(await t.signIn(email));
    await t.call('resetUserPassword', { email, emailLinkURL: `${t.config.publicUrl}/resetPassword` });
    const [mail] = await t.emailsTo(email);
    const token = new URL(mail!.links[0]!).searchParams.get('token');
    const set = await t.call('setPasswordWithToken', { token, password: 'a-brand-new-password', mode: 'reset' });
    expect(set.status).toBe(200);

    await expect.poll(() => [first.ended, second.ended], { timeout: 2_000 }).toEqual([true, true]);
    // The session the reset started has a stream of its own.
    const fresh = await openLive(set.cookie!);
    await settle();
    expect(fresh.ended).toBe(false);
  });

  test('deleting an account closes its streams', async () => {
    const packer = await openLive(await t.signIn('packer@demo.test'));
    const admin = await t.signIn('admin@demo.test');
    expect((await t.call('deleteUser', { userID: 'user-packer' }, { cookie: admin })).status).toBe(200);
    await expect.poll(() => packer.ended, { timeout: 2_000 }).toBe(true);
  });

  test.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL, signing out through one process closes the stream another process holds',
    async () => {
      const second = await createServer(t.config);
      try {
        const cookie = await t.signIn('nurse@demo.test');
        const stream = await openLive(cookie, await listenLocally(second));
        expect((await t.call('signOut', {}, { cookie })).status).toBe(200);
        await expect.poll(() => stream.ended, { timeout: 2_000 }).toBe(true);
      } finally {
        streams.closeAll();
        await second.close();
      }
    },
  );
});

test(`a session holds ${MAX_STREAMS_PER_SESSION} streams at most: one more closes the oldest, told not to come straight back`, async () => {
  const cookie = await t.signIn('nurse@demo.test');
  const streams: LiveStream[] = [];
  for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) streams.push(await openLive(cookie));
  await settle();
  expect(streams.map((s) => s.ended)).toEqual(streams.map(() => false));

  const newest = await openLive(cookie);
  const [oldest, ...rest] = streams;
  await expect.poll(() => oldest!.ended, { timeout: 2_000 }).toBe(true);
  expect(oldest!.events.map((e) => e.event)).toEqual(['ready', 'evicted']);

  await t.server.bus.publish(['users/user-nurse']);
  for (const stream of [...rest, newest]) {
    await expect.poll(() => topics(stream)).toEqual(['users/user-nurse']);
    expect(stream.ended).toBe(false);
  }
  // Another session of the same person has its own allowance.
  expect((await openLive(await t.signIn('nurse@demo.test'))).ended).toBe(false);
});

test('the stream carries the security headers every other answer carries', async () => {
  const stream = await openLive(await t.signIn('nurse@demo.test'));
  const health = await fetch(`${base}/health`);
  for (const name of [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'permissions-policy',
  ]) {
    expect(health.headers.get(name), name).toBeTruthy();
    expect(stream.headers[name], name).toBe(health.headers.get(name));
  }
  expect(stream.headers['x-request-id']).toMatch(/\S/);
  expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
});

describe('a notice names the tab whose write caused it (issue 13)', () => {
  const messages = (stream: LiveStream) =>
    stream.events
      .filter((e) => e.event === 'message')
      .map((e) => JSON.parse(e.data) as { topic: string; origin?: string });

  test('a write sent with X-Client-ID: the notice carries it, so that tab can skip a refetch of what it shows', async () => {
    const cookie = await t.sessionCookie('user-nurse');
    const stream = await openLive(cookie);
    const res = await t.call(
      'geocheckShift',
      { shiftID: 'shift-accepted', location: { lat: 40.6895, lng: -73.9927 } },
      { cookie, headers: { 'x-client-id': 'tab-0123456789abcdef' } },
    );
    expect(res.status).toBe(200);
    await expect
      .poll(() => messages(stream))
      .toContainEqual({ topic: 'shifts/user-nurse', origin: 'tab-0123456789abcdef' });
  });

  test('without one, or with a malformed one, the notice names no tab (every tab refetches)', async () => {
    const cookie = await t.sessionCookie('user-nurse');
    const stream = await openLive(cookie);
    await t.server.bus.publish(['itineraries/user-nurse'], 'has space');
    await t.server.bus.publish(['itineraries/user-nurse']);
    await expect.poll(() => messages(stream)).toHaveLength(2);
    expect(messages(stream)).toEqual([{ topic: 'itineraries/user-nurse' }, { topic: 'itineraries/user-nurse' }]);
  });
});

describe('an office hears when its orders change (issue 14)', () => {
  test('a procedure canceled on the itinerary: its order follows, both its offices hear of it, no one else', async () => {
    const prescriber = await t.sessionCookie('user-prescriber');
    const lab = await openLive(prescriber);
    const staffing = await openLive(await t.sessionCookie('user-assistant'));
    const nurse = await openLive(await t.sessionCookie('user-nurse'));
    const demoOffice = await openLive(await t.sessionCookie('user-demo-office'));

    const res = await t.call(
      'setProcedureStatuses',
      { procedureIDs: [DEMO_ITINERARY_IDS.ben.a1c], status: 'canceled' },
      { cookie: prescriber },
    );
    expect(res.body).toMatchObject({ ok: true });
    // Ben's order belongs to the lab and was placed by the staffing office.
    await expect.poll(() => topics(lab)).toContain('offices/office-lab');
    await expect.poll(() => topics(staffing)).toContain('offices/office-staffing');
    const [order] = await queryRows<{ status: string }>(t.db, sql`select status from orders where id = 'order-ben'`);
    expect(order?.status).toBe('canceled');
    await settle();
    expect(topics(staffing)).not.toContain('offices/office-lab');
    expect(topics(nurse).filter((topic) => topic.startsWith('offices/'))).toEqual([]);
    expect(topics(demoOffice).filter((topic) => topic.startsWith('offices/'))).toEqual([]);
  });
});
