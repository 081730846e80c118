/** Sessions and rate limits (architecture.md 6): idle and absolute expiry, new ids, ends, guessing limits. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idempotencyKeys, sessions } from '../src/db/schema.ts';
import { sweepExpired } from '../src/jobs/sweeps.ts';
import { hashSessionSecret } from '../src/http/session.ts';
import { startTestServer, type TestServer } from './harness.ts';

const RATE_LIMITED = { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    RATE_LIMIT_SIGN_IN_PER_EMAIL: '3',
    RATE_LIMIT_PER_IP: '20',
    SESSION_IDLE_MINUTES: '60',
    SESSION_MAX_DAYS: '2',
  });
});
afterAll(() => t?.close());

const viewerOf = async (cookie: string) => (await t.call('getViewer', {}, { cookie })).body.viewer;
const idHashOf = (cookie: string) => hashSessionSecret(t.config, cookie.slice(cookie.indexOf('=') + 1));
const setSession = (cookie: string, patch: Partial<typeof sessions.$inferInsert>) =>
  t.db
    .update(sessions)
    .set(patch)
    .where(eq(sessions.idHash, idHashOf(cookie)));
const minutesAgo = (minutes: number) => new Date(t.now().getTime() - minutes * 60_000);

describe('session lifetime', () => {
  test('the cookie lives as long as the session may', async () => {
    const res = await t.call('signIn', { email: 'nurse@demo.test', password: 'sample-collect-demo' });
    expect(String(res.headers['set-cookie'])).toContain(`Max-Age=${2 * 24 * 60 * 60}`);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, idHashOf(res.cookie!)));
    expect(row!.expiresAt.getTime() - t.now().getTime()).toBeGreaterThan(2 * 24 * 3600_000 - 60_000);
  });

  test('only a hash of the cookie’s secret is stored', async () => {
    const cookie = await t.sessionCookie('user-nurse');
    const secret = cookie.split('=')[1]!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, 'user-nurse'));
    expect(rows.some((r) => r.idHash === secret)).toBe(false);
    expect(rows.some((r) => r.idHash === idHashOf(cookie))).toBe(true);
  });

  test('idle for longer than SESSION_IDLE_MINUTES -> signed out', async () => {
    const cookie = await t.sessionCookie('user-prescriber');
    await setSession(cookie, { lastSeenAt: minutesAgo(61) });
    expect(await viewerOf(cookie)).toBeNull();
    const res = await t.call('getOffice', { officeID: 'office-lab' }, { cookie });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'unauthenticated', message: 'Please sign in.' });
  });

  test('activity within the idle timeout keeps the session and refreshes it', async () => {
    const cookie = await t.sessionCookie('user-prescriber');
    await setSession(cookie, { lastSeenAt: minutesAgo(50) });
    expect((await viewerOf(cookie)).id).toBe('user-prescriber');
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, idHashOf(cookie)));
    expect(t.now().getTime() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
    await setSession(cookie, { lastSeenAt: minutesAgo(50) });
    expect((await viewerOf(cookie)).id).toBe('user-prescriber'); // 100 minutes in all, never idle for 60
  });

  test('past the absolute lifetime -> signed out, however active', async () => {
    const cookie = await t.sessionCookie('user-assistant');
    expect((await viewerOf(cookie)).id).toBe('user-assistant');
    await setSession(cookie, { expiresAt: new Date(t.now().getTime() - 1000) });
    expect(await viewerOf(cookie)).toBeNull();
    expect((await t.call('listInterviewSlots', {}, { cookie })).status).toBe(401);
  });
});

describe('session ids and ends', () => {
  test('every sign-in gets a new session id', async () => {
    const a = await t.signIn('packer@demo.test');
    const b = await t.signIn('packer@demo.test');
    expect(a).not.toBe(b);
    expect(idHashOf(a)).not.toBe(idHashOf(b));
    expect((await viewerOf(a)).id).toBe('user-packer');
    expect((await viewerOf(b)).id).toBe('user-packer');
  });

  test('setting a password ends every other session of that person', async () => {
    const phone = await t.signIn('admin@demo.test');
    const laptop = await t.sessionCookie('user-admin');
    await t.call('resetUserPassword', {
      email: 'admin@demo.test',
      emailLinkURL: 'http://localhost:3000/resetPassword',
    });
    const [mail] = await t.emailsTo('admin@demo.test');
    const token = new URL(mail!.links[0]!).searchParams.get('token');
    const res = await t.call('setPasswordWithToken', { token, password: 'a-new-admin-password', mode: 'reset' });
    expect(res.status).toBe(200);
    expect(await viewerOf(phone)).toBeNull();
    expect(await viewerOf(laptop)).toBeNull();
    expect((await viewerOf(res.cookie!)).id).toBe('user-admin');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, 'user-admin'))).toHaveLength(1);
    expect((await t.call('signIn', { email: 'admin@demo.test', password: 'sample-collect-demo' })).status).toBe(400);
  });

  test('sign-out ends only its own session', async () => {
    const a = await t.sessionCookie('user-patient');
    const b = await t.sessionCookie('user-patient');
    await t.call('signOut', {}, { cookie: a });
    expect(await viewerOf(a)).toBeNull();
    expect((await viewerOf(b)).id).toBe('user-patient');
  });
});

describe('rate limits (architecture.md 6: sign-in and reset are rate limited)', () => {
  test('signIn: after RATE_LIMIT_SIGN_IN_PER_EMAIL attempts for an email -> 429, even with the right password', async () => {
    const email = 'declined.nurse@demo.test';
    for (let i = 0; i < 3; i += 1) {
      expect((await t.call('signIn', { email, password: `wrong-guess-${i}` })).status).toBe(400);
    }
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, 'user-declined-nurse'));
    const blocked = await t.call('signIn', { email: `  ${email.toUpperCase()}`, password: 'sample-collect-demo' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual(RATE_LIMITED);
    expect(blocked.cookie).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, 'user-declined-nurse'))).toEqual(
      sessionsBefore,
    );
    // Another email is not affected.
    expect(
      (await t.call('signIn', { email: 'scheduled.nurse@demo.test', password: 'sample-collect-demo' })).status,
    ).toBe(200);
  });

  test('resetUserPassword is limited per email too, and sends nothing once limited', async () => {
    const email = 'waitlisted.nurse@demo.test';
    const input = { email, emailLinkURL: 'http://localhost:3000/resetPassword' };
    for (let i = 0; i < 3; i += 1) expect((await t.call('resetUserPassword', input)).status).toBe(200);
    const res = await t.call('resetUserPassword', input);
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual(RATE_LIMITED);
    expect(await t.emailsTo(email)).toHaveLength(3);
  });

  test('getUserPasswordCreated is limited per address after RATE_LIMIT_PER_IP calls a minute', async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1)
      answers.push((await t.call('getUserPasswordCreated', { email: `guess${i}@demo.test` })).status);
    expect(answers.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('signing in again and the hourly sweep', () => {
  test('signing in again ends the browser’s previous session', async () => {
    const first = await t.signIn('prescriber@demo.test');
    const again = await t.call(
      'signIn',
      { email: 'prescriber@demo.test', password: 'sample-collect-demo' },
      { cookie: first },
    );
    expect(again.status).toBe(200);
    expect(again.cookie).not.toBe(first);
    expect(await viewerOf(first)).toBeNull();
    expect((await viewerOf(again.cookie!)).email).toBe('prescriber@demo.test');
  });

  test('ended sessions and day-old idempotency keys are swept; live ones stay', async () => {
    const idle = await t.sessionCookie('user-packer');
    const live = await t.sessionCookie('user-packer');
    await setSession(idle, { lastSeenAt: minutesAgo(61) });
    await t.db.insert(idempotencyKeys).values([
      {
        scope: 'user-packer',
        userId: 'user-packer',
        key: 'old-key-123',
        fn: 'signOut',
        response: {},
        createdAt: minutesAgo(25 * 60),
      },
      {
        scope: 'user-packer',
        userId: 'user-packer',
        key: 'new-key-123',
        fn: 'signOut',
        response: {},
        createdAt: minutesAgo(5),
      },
    ]);
    await sweepExpired(t.db, t.config);
    const hashes = (await t.db.select().from(sessions).where(eq(sessions.userId, 'user-packer'))).map((s) => s.idHash);
    expect(hashes).toContain(idHashOf(live));
    expect(hashes).not.toContain(idHashOf(idle));
    const keys = (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, 'user-packer'))).map(
      (k) => k.key,
    );
    expect(keys).toEqual(['new-key-123']);
  });
});

describe('a malformed session cookie is no session (the probe: `sc_session=%` gave a 500)', () => {
  test.each(['%', '%E0%A4%A', '%zz', 'a%'])('Cookie: sc_session=%s -> signed out, never a 500', async (value) => {
    const viewer = await t.call('getViewer', {}, { cookie: `sc_session=${value}` });
    expect(viewer.status).toBe(200);
    expect(viewer.body).toEqual({ viewer: null });
    const refused = await t.call('getNurseSchedule', { filter: 'upcoming' }, { cookie: `sc_session=${value}` });
    expect(refused.status).toBe(401);
    const live = await t.server.app.inject({
      method: 'GET',
      url: '/api/live',
      headers: { cookie: `sc_session=${value}` },
    });
    expect(live.statusCode).toBe(401);
  });
});
