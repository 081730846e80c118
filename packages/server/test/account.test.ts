/** The account: the viewer, changing the email address, deleting an account (requirements.md 7, 8). */
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@sc/domain/messages';
import { sessions, users } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import {
  PASSWORD_NEEDED,
  RECENT_SIGN_IN_MINUTES,
  SIGN_IN_AGAIN,
  WRONG_CURRENT_PASSWORD,
} from '../src/functions/auth/change-user-email-address.ts';
import { EMAIL_TAKEN } from '../src/functions/auth/create-user.ts';
import { hashPassword } from '../src/lib/password.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const viewerOf = async (cookie: string | undefined) => (await t.call('getViewer', {}, { cookie })).body.viewer;
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('getViewer', () => {
  test('anonymous -> null', async () => {
    expect(await t.call('getViewer', {})).toMatchObject({ status: 200, body: { viewer: null } });
  });

  test.each([
    [
      'user-prescriber',
      {
        role: 'prescriber',
        office: {
          id: 'office-lab',
          name: 'Riverside Lab',
          type: 'lab',
          status: 'approved',
          invitationStatus: 'accepted',
        },
      },
    ],
    [
      'user-invited-assistant',
      { role: 'assistant', status: 'pending', office: { id: 'office-staffing', invitationStatus: 'pending' } },
    ],
    ['user-demo-office', { office: { id: 'office-demo', status: 'require_interview' } }],
    ['user-nurse', { role: 'nurse', status: 'approved', email: 'nurse@demo.test', firstName: 'Nora', office: null }],
  ])('%s sees themself with their office', async (id, expected) => {
    expect(await viewerOf(await t.sessionCookie(id))).toMatchObject({ id, ...expected });
  });
});

describe('changeUserEmailAddress', () => {
  test('the caller changes their own email; both addresses are told', async () => {
    const cookie = await t.sessionCookie('user-assistant');
    const res = await t.call(
      'changeUserEmailAddress',
      { email: 'assistant@demo.test', newEmail: 'Alex.New@Demo.test', password: DEMO_PASSWORD },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await viewerOf(cookie)).email).toBe('alex.new@demo.test');
    for (const address of ['alex.new@demo.test', 'assistant@demo.test']) {
      const [mail] = await t.emailsTo(address);
      expect(mail!.subject).toBe('Your email has been changed');
      expect(mail!.text).toContain('from assistant@demo.test to alex.new@demo.test');
    }
    expect((await t.call('signIn', { email: 'assistant@demo.test', password: 'sample-collect-demo' })).status).toBe(
      404,
    );
    expect((await t.call('signIn', { email: 'alex.new@demo.test', password: 'sample-collect-demo' })).status).toBe(200);
  });

  test('the same address again is a no-op', async () => {
    const cookie = await t.sessionCookie('user-packer');
    const before = await t.snapshot();
    const res = await t.call(
      'changeUserEmailAddress',
      { email: 'packer@demo.test', newEmail: 'packer@demo.test', password: DEMO_PASSWORD },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(await t.snapshot()).toEqual(before);
  });

  test('operations may change anyone’s', async () => {
    const cookie = await t.sessionCookie('user-admin');
    const res = await t.call(
      'changeUserEmailAddress',
      { email: 'declined.nurse@demo.test', newEmail: 'dora@demo.test', password: DEMO_PASSWORD },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect((await userRow('user-declined-nurse'))!.email).toBe('dora@demo.test');
  });

  test.each([
    [
      'another user’s email',
      'user-nurse',
      { email: 'prescriber@demo.test', newEmail: 'mine@demo.test', password: DEMO_PASSWORD },
      404,
      { code: 'not_found', message: messages.userNotFound, field: 'email' },
    ],
    [
      'an unknown email',
      'user-nurse',
      { email: 'nobody@demo.test', newEmail: 'mine@demo.test', password: DEMO_PASSWORD },
      404,
      { code: 'not_found', message: messages.userNotFound, field: 'email' },
    ],
    [
      'a new email someone has',
      'user-nurse',
      { email: 'nurse@demo.test', newEmail: 'prescriber@demo.test', password: DEMO_PASSWORD },
      409,
      { code: 'conflict', message: EMAIL_TAKEN },
    ],
    [
      'operations: a new email someone has',
      'user-admin',
      { email: 'nurse@demo.test', newEmail: 'PACKER@demo.test', password: DEMO_PASSWORD },
      409,
      { code: 'conflict', message: EMAIL_TAKEN },
    ],
  ])('%s is refused and nothing changes', async (_, caller, input, status, error) => {
    const cookie = await t.sessionCookie(caller);
    const before = await t.snapshot();
    const res = await t.call('changeUserEmailAddress', input, { cookie });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('changeUserEmailAddress re-authenticates first (ASVS 5.0 V7.5.1, ADR 020)', () => {
  const nurseRow = async () => (await userRow('user-nurse'))!;
  test.each([
    ['no password', { email: 'nurse@demo.test', newEmail: 'thief@evil.test' }, PASSWORD_NEEDED, 'bad_request'],
    [
      'a wrong password',
      { email: 'nurse@demo.test', newEmail: 'thief@evil.test', password: 'a-good-guess' },
      WRONG_CURRENT_PASSWORD,
      'invalid_credentials',
    ],
    [
      // The answer does not even say whether the new address is taken.
      'a wrong password, to a taken address',
      { email: 'nurse@demo.test', newEmail: 'prescriber@demo.test', password: 'a-good-guess' },
      WRONG_CURRENT_PASSWORD,
      'invalid_credentials',
    ],
  ])('a stolen session with %s cannot change the email: 400, nothing written', async (_, input, message, code) => {
    const stolen = await t.sessionCookie('user-nurse');
    const before = await t.snapshot();
    const row = await nurseRow();
    const res = await t.call('changeUserEmailAddress', input, { cookie: stolen });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code, message, field: 'password' });
    expect(await t.snapshot()).toEqual(before);
    expect(await nurseRow()).toEqual(row);
    expect(await t.emailsTo('thief@evil.test')).toEqual([]);
  });

  test('the right password changes it; both addresses are told, the old one how to get help', async () => {
    const cookie = await t.sessionCookie('user-interview-nurse');
    const input = { email: 'interview.nurse@demo.test', newEmail: 'ivy@demo.test', password: DEMO_PASSWORD };
    const res = await t.call('changeUserEmailAddress', input, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await userRow('user-interview-nurse'))!.email).toBe('ivy@demo.test');
    const [toNew] = await t.emailsTo('ivy@demo.test');
    const [toOld] = await t.emailsTo('interview.nurse@demo.test');
    for (const mail of [toNew!, toOld!]) {
      expect(mail.subject).toBe('Your email has been changed');
      expect(mail.text).toContain('from interview.nurse@demo.test to ivy@demo.test');
    }
    expect(toOld!.text).toContain('If you did not ask for this');
    expect(toOld!.text).toContain(t.config.supportEmail);
    expect(toOld!.text).toContain(t.config.supportPhone);
  });

  test('operations re-authenticate with their own password, not the account’s', async () => {
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('abels-own-password') })
      .where(eq(users.id, 'user-approval-nurse'));
    const admin = await t.sessionCookie('user-admin');
    const input = { email: 'approval.nurse@demo.test', newEmail: 'abel@demo.test' };
    const before = await t.snapshot();
    const withTheirs = await t.call(
      'changeUserEmailAddress',
      { ...input, password: 'abels-own-password' },
      { cookie: admin },
    );
    expect(withTheirs.status).toBe(400);
    expect(withTheirs.body.error).toEqual({
      code: 'invalid_credentials',
      message: WRONG_CURRENT_PASSWORD,
      field: 'password',
    });
    expect(await t.snapshot()).toEqual(before);
    const withOwn = await t.call('changeUserEmailAddress', { ...input, password: DEMO_PASSWORD }, { cookie: admin });
    expect(withOwn.status).toBe(200);
    expect((await userRow('user-approval-nurse'))!.email).toBe('abel@demo.test');
  });

  test('an account with no password yet needs every session it has to be from the last few minutes', async () => {
    const input = { email: 'nopassword.nurse@demo.test', newEmail: 'nell@demo.test' };
    const older = await t.sessionCookie('user-nopassword-nurse');
    const aWhileAgo = new Date(t.now().getTime() - (RECENT_SIGN_IN_MINUTES + 1) * 60_000);
    await t.db.update(sessions).set({ createdAt: aWhileAgo }).where(eq(sessions.userId, 'user-nopassword-nurse'));
    const refusal = { code: 'bad_request', message: SIGN_IN_AGAIN, field: 'password' };

    const before = await t.snapshot();
    const stale = await t.call('changeUserEmailAddress', input, { cookie: older });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toEqual(refusal);
    // A fresh sign-in does not pass while an older session (perhaps a thief's) is still live.
    const fresh = await t.sessionCookie('user-nopassword-nurse');
    const afterFresh = await t.snapshot();
    const whileOlderLives = await t.call('changeUserEmailAddress', input, { cookie: fresh });
    expect(whileOlderLives.body.error).toEqual(refusal);
    expect(await t.snapshot()).toEqual(afterFresh);
    expect((await userRow('user-nopassword-nurse'))!.email).toBe('nopassword.nurse@demo.test');
    expect(before).not.toEqual(afterFresh); // the fresh session is the only thing written

    await t.db
      .delete(sessions)
      .where(
        and(eq(sessions.userId, 'user-nopassword-nurse'), lt(sessions.createdAt, new Date(t.now().getTime() - 60_000))),
      );
    expect(await viewerOf(older)).toBeNull();
    const ok = await t.call('changeUserEmailAddress', input, { cookie: fresh });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await userRow('user-nopassword-nurse'))!.email).toBe('nell@demo.test');
  });
});

describe('changeUserEmailAddress is rate limited like sign-in', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '3' });
  });
  afterAll(() => limited?.close());

  test('after RATE_LIMIT_SIGN_IN_PER_EMAIL guesses -> 429, even with the right password', async () => {
    const stolen = await limited.sessionCookie('user-nurse');
    const guess = (password: string) =>
      limited.call(
        'changeUserEmailAddress',
        { email: 'nurse@demo.test', newEmail: 'thief@evil.test', password },
        { cookie: stolen },
      );
    for (const password of ['guess-one', 'guess-two', 'guess-three']) expect((await guess(password)).status).toBe(400);
    const blocked = await guess(DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    const [row] = await limited.db.select().from(users).where(eq(users.id, 'user-nurse'));
    expect(row!.email).toBe('nurse@demo.test');
  });
});

describe('deleteUser', () => {
  test('deleting your own account ends your session', async () => {
    const cookie = await t.signIn('waitlisted.nurse@demo.test');
    const res = await t.call('deleteUser', { userID: 'user-waitlisted-nurse' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/^sc_session=; .*Max-Age=0/);
    expect(await userRow('user-waitlisted-nurse')).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, 'user-waitlisted-nurse'))).toEqual([]);
    expect(await viewerOf(cookie)).toBeNull();
    expect((await t.call('getUserPasswordCreated', { email: 'waitlisted.nurse@demo.test' })).status).toBe(404);
  });

  test('operations may delete another account, whose sessions end', async () => {
    const victim = await t.sessionCookie('user-pending-nurse');
    const res = await t.call(
      'deleteUser',
      { userID: 'user-pending-nurse' },
      { cookie: await t.sessionCookie('user-admin') },
    );
    expect(res.status).toBe(200);
    expect(res.cookie).toBeUndefined(); // operations stay signed in
    expect(await userRow('user-pending-nurse')).toBeUndefined();
    expect(await viewerOf(victim)).toBeNull();
  });

  test.each([
    ['a nurse deleting another user', 'user-nurse', 'user-prescriber'],
    ['a prescriber deleting their office’s patient', 'user-prescriber', 'user-patient'],
    ['a nurse deleting an unknown id', 'user-nurse', 'no-such-user'],
    ['operations deleting an unknown id', 'user-admin', 'no-such-user'],
  ])('%s -> not found, nothing deleted', async (_, caller, userID) => {
    const cookie = await t.sessionCookie(caller);
    const before = await t.snapshot();
    const res = await t.call('deleteUser', { userID }, { cookie });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: messages.userNotFound, field: 'userID' });
    expect(await t.snapshot()).toEqual(before);
    expect((await viewerOf(cookie)).id).toBe(caller);
  });
});
