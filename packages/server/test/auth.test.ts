/** Sign-in, sign-out, email links and passwords (requirements.md 2.6, 5, 8; architecture.md 6). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@sc/domain/messages';
import { authTokens, sessions, users } from '../src/db/schema.ts';
import { EMAIL_TAKEN } from '../src/functions/auth/create-user.ts';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { WRONG_PASSWORD } from '../src/functions/auth/sign-in.ts';
import { hashSecret } from '../src/lib/tokens.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const resetLink = 'http://localhost:3000/resetPassword';
const finishLink = 'http://localhost:3000/finishSignUp';

/** The token of the newest emailed link to `email` (asserting the link's base and path). */
async function emailedToken(email: string, path: string): Promise<string> {
  const [latest] = await t.emailsTo(email);
  expect(latest, `an email to ${email}`).toBeDefined();
  const link = latest!.links.find((l) => l.startsWith(`${t.config.publicUrl}${path}?`));
  expect(link, latest!.links.join(' ')).toBeDefined();
  const token = new URL(link!).searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}
const expire = (token: string) =>
  t.db
    .update(authTokens)
    .set({ expiresAt: new Date(t.now().getTime() - 60_000) })
    .where(eq(authTokens.tokenHash, hashSecret(token)));
const viewerOf = async (cookie: string | undefined) => (await t.call('getViewer', {}, { cookie })).body.viewer;
const sessionCount = async (userId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('getUserPasswordCreated (login step 1)', () => {
  test.each([
    ['nurse@demo.test', 'user-nurse', true],
    ['  Nurse@Demo.TEST ', 'user-nurse', true],
    ['nopassword.nurse@demo.test', 'user-nopassword-nurse', false],
  ])('%j -> %s, passwordCreated %s', async (email, userID, passwordCreated) => {
    const res = await t.call('getUserPasswordCreated', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userID, passwordCreated });
  });

  test('an unknown email gets the spec’s message', async () => {
    const res = await t.call('getUserPasswordCreated', { email: 'nobody@demo.test' });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: messages.noUserFound, field: 'email' });
  });
});

describe('password sign-in and sign-out', () => {
  test('the right password starts a session; the viewer is the user', async () => {
    const res = await t.call('signIn', { email: 'nurse@demo.test', password: 'sample-collect-demo' });
    expect(res.status).toBe(200);
    expect(res.body.viewer).toMatchObject({
      id: 'user-nurse',
      role: 'nurse',
      status: 'approved',
      passwordCreated: true,
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^sc_session=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    expect((await viewerOf(res.cookie)).id).toBe('user-nurse');
  });

  test.each([
    ['an unknown email', 'nobody@demo.test', 'sample-collect-demo', 404, 'not_found', messages.noUserFound, 'email'],
    ['a wrong password', 'nurse@demo.test', 'not-the-password', 400, 'invalid_credentials', WRONG_PASSWORD, 'password'],
    [
      'a user without a password',
      'nopassword.nurse@demo.test',
      'sample-collect-demo',
      400,
      'invalid_credentials',
      WRONG_PASSWORD,
      'password',
    ],
  ])('%s is refused with no session', async (_, email, password, status, code, message, field) => {
    const before = await t.snapshot();
    const res = await t.call('signIn', { email, password });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual({ code, message, field });
    expect(res.cookie).toBeUndefined();
    expect(await t.snapshot()).toEqual(before);
  });

  test('sign-out ends the session and clears the cookie', async () => {
    const cookie = await t.signIn('packer@demo.test');
    const sessionsBefore = await sessionCount('user-packer');
    const res = await t.call('signOut', {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/^sc_session=; .*Max-Age=0/);
    expect(await viewerOf(cookie)).toBeNull();
    expect(await sessionCount('user-packer')).toBe(sessionsBefore - 1);
    // The old cookie is now anonymous everywhere.
    expect((await t.call('getPackingLocation', {}, { cookie })).status).toBe(401);
  });

  test('sign-out without a session is harmless', async () => {
    const res = await t.call('signOut', {});
    expect(res.status).toBe(200);
  });

  test('an unknown or forged session cookie is anonymous', async () => {
    expect(await viewerOf('sc_session=forged-value')).toBeNull();
    expect((await t.call('listInterviewSlots', {}, { cookie: 'sc_session=forged-value' })).status).toBe(401);
  });
});

describe('reset password (requirements.md 2.6: a user without a created password is sent a reset link)', () => {
  test('no-password user -> reset link -> new password -> signed in; the link is single-use', async () => {
    const email = 'nopassword.nurse@demo.test';
    expect((await t.call('getUserPasswordCreated', { email })).body.passwordCreated).toBe(false);

    const sent = await t.call('resetUserPassword', { email, emailLinkURL: resetLink });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true });
    const [mail] = await t.emailsTo(email);
    expect(mail!.subject).toBe('Reset your password');
    const token = await emailedToken(email, '/resetPassword');

    const set = await t.call('setPasswordWithToken', { token, password: 'a-brand-new-password', mode: 'reset' });
    expect(set.status).toBe(200);
    expect(set.body.viewer).toMatchObject({ id: 'user-nopassword-nurse', passwordCreated: true });
    expect((await viewerOf(set.cookie)).id).toBe('user-nopassword-nurse');
    expect((await t.call('getUserPasswordCreated', { email })).body.passwordCreated).toBe(true);
    expect((await t.call('signIn', { email, password: 'a-brand-new-password' })).status).toBe(200);

    const again = await t.call('setPasswordWithToken', { token, password: 'another-password-1', mode: 'reset' });
    expect(again.status).toBe(410);
    expect(again.body.error).toEqual({ code: 'token_expired', message: messages.tokenExpired, field: 'token' });
    expect(again.cookie).toBeUndefined();
    expect((await t.call('signIn', { email, password: 'a-brand-new-password' })).status).toBe(200);
  });

  test('the link is always on this site, whatever emailLinkURL says', async () => {
    await t.call('resetUserPassword', {
      email: 'assistant@demo.test',
      emailLinkURL: 'https://evil.example/resetPassword?x=1',
    });
    const [mail] = await t.emailsTo('assistant@demo.test');
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(new RegExp(`^${t.config.publicUrl}/resetPassword\\?token=[A-Za-z0-9_-]+$`));
  });

  test('an unknown email is refused and nothing is sent', async () => {
    const before = await t.snapshot();
    const res = await t.call('resetUserPassword', { email: 'nobody@demo.test', emailLinkURL: resetLink });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: messages.noUserFound, field: 'email' });
    expect(await t.snapshot()).toEqual(before);
  });

  type Case = [string, (token: string) => Promise<unknown>, Record<string, unknown>, number, string, string, string];
  const refusals: Case[] = [
    [
      'a short password',
      async () => undefined,
      { password: 'short', mode: 'reset' },
      400,
      'bad_request',
      'Use at least 10 characters.',
      'password',
    ],
    [
      'the create mode with a reset token',
      async () => undefined,
      { password: 'long-enough-pw', mode: 'create' },
      400,
      'bad_request',
      messages.tokenSignInFailed,
      'token',
    ],
    [
      'an expired token',
      expire,
      { password: 'long-enough-pw', mode: 'reset' },
      410,
      'token_expired',
      messages.tokenExpired,
      'token',
    ],
  ];
  test.each(refusals)(
    'setPasswordWithToken refuses %s and changes nothing',
    async (_, prepare, input, status, code, message, field) => {
      await t.call('resetUserPassword', { email: 'prescriber@demo.test', emailLinkURL: resetLink });
      const token = await emailedToken('prescriber@demo.test', '/resetPassword');
      await prepare(token);
      const before = await t.snapshot();
      const res = await t.call('setPasswordWithToken', { token, ...input });
      expect(res.status).toBe(status);
      expect(res.body.error).toEqual({ code, message, field });
      expect(res.cookie).toBeUndefined();
      expect(await t.snapshot()).toEqual(before);
      expect((await t.call('signIn', { email: 'prescriber@demo.test', password: 'sample-collect-demo' })).status).toBe(
        200,
      );
    },
  );

  test('an unknown token is refused', async () => {
    const res = await t.call('setPasswordWithToken', {
      token: 'tok_0000000000000000000000',
      password: 'long-enough-pw',
      mode: 'reset',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: messages.tokenSignInFailed, field: 'token' });
  });

  test('a newer link supersedes an older one', async () => {
    await t.call('resetUserPassword', { email: 'packer@demo.test', emailLinkURL: resetLink });
    const first = await emailedToken('packer@demo.test', '/resetPassword');
    await t.call('resetUserPassword', { email: 'packer@demo.test', emailLinkURL: resetLink });
    const second = await emailedToken('packer@demo.test', '/resetPassword');
    expect(second).not.toBe(first);
    expect(
      (await t.call('setPasswordWithToken', { token: first, password: 'long-enough-pw', mode: 'reset' })).status,
    ).toBe(410);
    expect(
      (await t.call('setPasswordWithToken', { token: second, password: 'long-enough-pw', mode: 'reset' })).status,
    ).toBe(200);
  });
});

describe('login step 1 answers from fresh data right after a change (its lookups are cached)', () => {
  const passwordCreated = async (email: string) => (await t.call('getUserPasswordCreated', { email })).body;

  test('a new sign-up is found at once, and their new password is seen at once', async () => {
    const email = 'fresh.nurse@example.com';
    expect((await t.call('getUserPasswordCreated', { email })).status).toBe(404);
    const { userID } = (await t.call('createUser', { email, firstName: 'F', lastName: 'N', emailLinkURL: finishLink }))
      .body;
    expect(await passwordCreated(email)).toEqual({ userID, passwordCreated: false });
    const token = await emailedToken(email, '/finishSignUp');
    expect((await t.call('setPasswordWithToken', { token, password: 'fresh-password-1', mode: 'create' })).status).toBe(
      200,
    );
    expect(await passwordCreated(email)).toEqual({ userID, passwordCreated: true });
  });

  test('a changed email is found at once under the new address only', async () => {
    expect(await passwordCreated('scheduled.nurse@demo.test')).toMatchObject({ userID: 'user-scheduled-nurse' });
    expect((await t.call('getUserPasswordCreated', { email: 'sam@demo.test' })).status).toBe(404);
    const cookie = await t.sessionCookie('user-scheduled-nurse');
    const input = { email: 'scheduled.nurse@demo.test', newEmail: 'sam@demo.test', password: DEMO_PASSWORD };
    expect((await t.call('changeUserEmailAddress', input, { cookie })).status).toBe(200);
    expect(await passwordCreated('sam@demo.test')).toMatchObject({ userID: 'user-scheduled-nurse' });
    expect((await t.call('getUserPasswordCreated', { email: 'scheduled.nurse@demo.test' })).status).toBe(404);
  });

  test('a deleted account is gone at once', async () => {
    expect(await passwordCreated('declined.nurse@demo.test')).toMatchObject({ userID: 'user-declined-nurse' });
    const admin = await t.sessionCookie('user-admin');
    expect((await t.call('deleteUser', { userID: 'user-declined-nurse' }, { cookie: admin })).status).toBe(200);
    expect((await t.call('getUserPasswordCreated', { email: 'declined.nurse@demo.test' })).status).toBe(404);
  });
});

describe('nurse sign-up: createUser -> finish sign-up link -> create password', () => {
  const input = {
    email: 'new.nurse@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+1 555 0100',
    emailLinkURL: finishLink,
  };

  test('a pending nurse without a password, who finishes sign-up and is signed in', async () => {
    const created = await t.call('createUser', input);
    expect(created.status).toBe(200);
    const { userID } = created.body;
    const [row] = await t.db.select().from(users).where(eq(users.id, userID));
    expect(row).toMatchObject({
      email: input.email,
      role: 'nurse',
      status: 'pending',
      firstName: 'Ada',
      passwordHash: null,
    });
    expect((await t.call('getUserPasswordCreated', { email: input.email })).body).toEqual({
      userID,
      passwordCreated: false,
    });

    const token = await emailedToken(input.email, '/finishSignUp');
    const reset = await t.call('setPasswordWithToken', { token, password: 'my-first-password', mode: 'reset' });
    expect(reset.status).toBe(400); // a finish-sign-up link is not a reset link
    const done = await t.call('setPasswordWithToken', { token, password: 'my-first-password', mode: 'create' });
    expect(done.status).toBe(200);
    expect(done.body.viewer).toMatchObject({ id: userID, role: 'nurse', status: 'pending', passwordCreated: true });
    expect((await viewerOf(done.cookie)).id).toBe(userID);

    const resend = await t.call('sendFinishSignUpEmail', { email: input.email, emailLinkURL: finishLink });
    expect(resend.status).toBe(409);
    expect(resend.body.error).toEqual({
      code: 'conflict',
      message: 'You have already finished signing up. Please log in.',
    });
  });

  test.each([
    ['the same email', input.email],
    ['the same email in another case', '  NEW.Nurse@Example.com'],
    ['a demo user’s email', 'nurse@demo.test'],
  ])('signing up again with %s is refused and writes nothing', async (_, email) => {
    const before = await t.snapshot();
    const res = await t.call('createUser', { ...input, email });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: EMAIL_TAKEN });
    expect(await t.snapshot()).toEqual(before);
  });

  test('sendFinishSignUpEmail sends a fresh link to someone who has not finished', async () => {
    await t.call('createUser', { ...input, email: 'late.nurse@example.com' });
    const first = await emailedToken('late.nurse@example.com', '/finishSignUp');
    const res = await t.call('sendFinishSignUpEmail', { email: 'late.nurse@example.com', emailLinkURL: finishLink });
    expect(res.status).toBe(200);
    const second = await emailedToken('late.nurse@example.com', '/finishSignUp');
    expect(second).not.toBe(first);
    expect(
      (await t.call('setPasswordWithToken', { token: first, password: 'my-first-password', mode: 'create' })).status,
    ).toBe(410);
    expect(
      (await t.call('setPasswordWithToken', { token: second, password: 'my-first-password', mode: 'create' })).status,
    ).toBe(200);
  });

  test('sendFinishSignUpEmail for an unknown email is refused', async () => {
    const before = await t.snapshot();
    const res = await t.call('sendFinishSignUpEmail', { email: 'nobody@demo.test', emailLinkURL: finishLink });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: messages.noUserFound, field: 'email' });
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('sign-in by token (requirements.md 2.6, 8)', () => {
  const loginLink = 'http://localhost:3000/login';
  const tokenFor = async (cookie: string) => (await t.call('generateAuthToken', {}, { cookie })).body.token as string;

  test('generateAuthToken -> signInWithToken signs in; the token works once', async () => {
    const token = await tokenFor(await t.sessionCookie('user-assistant'));
    const res = await t.call('signInWithToken', { token });
    expect(res.status).toBe(200);
    expect(res.body.viewer.id).toBe('user-assistant');
    expect((await viewerOf(res.cookie)).id).toBe('user-assistant');
    const again = await t.call('signInWithToken', { token });
    expect(again.status).toBe(410);
    expect(again.body.error).toEqual({ code: 'token_expired', message: messages.tokenExpired, field: 'token' });
  });

  test('signing in by token ends the session it replaces', async () => {
    const other = await t.signIn('prescriber@demo.test');
    const token = await tokenFor(await t.sessionCookie('user-nurse'));
    const res = await t.call('signInWithToken', { token }, { cookie: other });
    expect(res.status).toBe(200);
    expect(res.body.viewer.id).toBe('user-nurse');
    expect(await viewerOf(other)).toBeNull();
  });

  test('refreshTokenOnFailure hands back a still-valid token', async () => {
    const token = await tokenFor(await t.sessionCookie('user-nurse'));
    const res = await t.call('refreshTokenOnFailure', { emailLinkURL: loginLink, route: '/', token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token, emailed: false });
    expect((await t.call('signInWithToken', { token })).status).toBe(200);
  });

  test('an expired token: sign-in refused, then refreshTokenOnFailure emails a new link that works', async () => {
    const token = await tokenFor(await t.sessionCookie('user-packer'));
    await expire(token);
    const refused = await t.call('signInWithToken', { token });
    expect(refused.status).toBe(410);
    expect(refused.body.error.message).toBe(messages.tokenExpired);

    const res = await t.call('refreshTokenOnFailure', { emailLinkURL: loginLink, route: '/shift/abc', token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: null, emailed: true });
    const [mail] = await t.emailsTo('packer@demo.test');
    expect(mail!.subject).toBe('Your sign-in link');
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/login`);
    expect(link.searchParams.get('route')).toBe('/shift/abc');
    const fresh = await t.call('signInWithToken', { token: link.searchParams.get('token') });
    expect(fresh.status).toBe(200);
    expect(fresh.body.viewer.id).toBe('user-packer');
  });

  test('a route to another site is replaced by /', async () => {
    const token = await tokenFor(await t.sessionCookie('user-packer'));
    await expire(token);
    await t.call('refreshTokenOnFailure', { emailLinkURL: loginLink, route: '//evil.example/x', token });
    const [mail] = await t.emailsTo('packer@demo.test');
    expect(new URL(mail!.links[0]!).searchParams.get('route')).toBe('/');
  });

  test.each([
    ['an unknown token', async () => 'tok_0000000000000000000000'],
    [
      'a reset-password token',
      async () => {
        await t.call('resetUserPassword', { email: 'assistant@demo.test', emailLinkURL: resetLink });
        return emailedToken('assistant@demo.test', '/resetPassword');
      },
    ],
  ])('%s is refused by both, with the spec’s message, writing nothing', async (_, make) => {
    const token = await make();
    const before = await t.snapshot();
    for (const [name, input] of [
      ['signInWithToken', { token }],
      ['refreshTokenOnFailure', { emailLinkURL: loginLink, route: '/', token }],
    ] as const) {
      const res = await t.call(name, input);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'bad_request',
        message: 'Something went wrong. Contact support to access your account',
        field: 'token',
      });
      expect(res.body.error.message).toBe(messages.tokenSignInFailed);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('generateAuthToken', () => {
  test('operations may make a token for another person', async () => {
    const res = await t.call(
      'generateAuthToken',
      { userID: 'user-prescriber' },
      { cookie: await t.sessionCookie('user-admin') },
    );
    expect(res.status).toBe(200);
    expect((await t.call('signInWithToken', { token: res.body.token })).body.viewer.id).toBe('user-prescriber');
  });

  test.each([
    [
      'a nurse for another person',
      'user-nurse',
      'user-prescriber',
      403,
      { code: 'forbidden', message: 'You do not have access to this.' },
    ],
    [
      'a nurse for an unknown id (same answer: nothing revealed)',
      'user-nurse',
      'no-such-user',
      403,
      { code: 'forbidden', message: 'You do not have access to this.' },
    ],
    [
      'operations for an unknown id',
      'user-admin',
      'no-such-user',
      404,
      { code: 'not_found', message: messages.userNotFound, field: 'userID' },
    ],
  ])('%s is refused', async (_, caller, userID, status, error) => {
    const cookie = await t.sessionCookie(caller);
    const before = await t.snapshot();
    const res = await t.call('generateAuthToken', { userID }, { cookie });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('getPatientSignInToken (requirements.md 1: the patient hand-off)', () => {
  test('a patient gets a token for the patient site, which signs them in', async () => {
    const res = await t.call(
      'getPatientSignInToken',
      { userID: 'user-patient' },
      { cookie: await t.sessionCookie('user-patient') },
    );
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(res.body.url.startsWith(`${t.config.patientSiteUrl}/login?token=`)).toBe(true);
    expect(t.config.patientSiteUrl).toBe('http://patients.localhost:3100');
    expect(url.searchParams.get('token')).toBe(res.body.token);
    expect((await t.call('signInWithToken', { token: res.body.token })).body.viewer).toMatchObject({
      id: 'user-patient',
      role: 'patient',
    });
  });

  test('operations may hand off any patient', async () => {
    const res = await t.call(
      'getPatientSignInToken',
      { userID: 'user-patient' },
      { cookie: await t.sessionCookie('user-admin') },
    );
    expect(res.status).toBe(200);
  });

  test.each([
    [
      'a patient asking for another user',
      'user-patient',
      'user-nurse',
      404,
      { code: 'not_found', message: messages.userNotFound },
    ],
    [
      'a patient asking for an unknown id',
      'user-patient',
      'no-such-user',
      404,
      { code: 'not_found', message: messages.userNotFound },
    ],
    [
      'operations for a non-patient',
      'user-admin',
      'user-nurse',
      403,
      { code: 'forbidden', message: 'Only patients are signed in on the patient site.' },
    ],
    [
      'operations for an unknown id',
      'user-admin',
      'no-such-user',
      404,
      { code: 'not_found', message: messages.userNotFound, field: 'userID' },
    ],
    ['a nurse', 'user-nurse', 'user-patient', 403, { code: 'forbidden', message: 'You do not have access to this.' }],
  ])('%s is refused, writing nothing', async (_, caller, userID, status, error) => {
    const cookie = await t.sessionCookie(caller);
    const before = await t.snapshot();
    const res = await t.call('getPatientSignInToken', { userID }, { cookie });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
    expect(await t.snapshot()).toEqual(before);
  });
});
