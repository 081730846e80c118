/** The account: the viewer, changing the email address, deleting an account (SPEC.md 7, 8). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@sc/domain/messages';
import { sessions, users } from '../src/db/schema.ts';
import { EMAIL_TAKEN } from '../src/functions/auth/create-user.ts';
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
      { email: 'assistant@demo.test', newEmail: 'Alex.New@Demo.test' },
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
      { email: 'packer@demo.test', newEmail: 'packer@demo.test' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(await t.snapshot()).toEqual(before);
  });

  test('operations may change anyone’s', async () => {
    const cookie = await t.sessionCookie('user-admin');
    const res = await t.call(
      'changeUserEmailAddress',
      { email: 'declined.nurse@demo.test', newEmail: 'dora@demo.test' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect((await userRow('user-declined-nurse'))!.email).toBe('dora@demo.test');
  });

  test.each([
    [
      'another user’s email',
      'user-nurse',
      { email: 'prescriber@demo.test', newEmail: 'mine@demo.test' },
      404,
      { code: 'not_found', message: messages.userNotFound, field: 'email' },
    ],
    [
      'an unknown email',
      'user-nurse',
      { email: 'nobody@demo.test', newEmail: 'mine@demo.test' },
      404,
      { code: 'not_found', message: messages.userNotFound, field: 'email' },
    ],
    [
      'a new email someone has',
      'user-nurse',
      { email: 'nurse@demo.test', newEmail: 'prescriber@demo.test' },
      409,
      { code: 'conflict', message: EMAIL_TAKEN },
    ],
    [
      'operations: a new email someone has',
      'user-admin',
      { email: 'nurse@demo.test', newEmail: 'PACKER@demo.test' },
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
