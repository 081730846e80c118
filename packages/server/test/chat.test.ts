/**
 * getUserHmacKey (requirements.md 7: "getUserHmacKey | userID | key"; architecture.md 7: Chatwoot with HMAC
 * identity): the caller's own key-hash, an HMAC-SHA256 of their id under CHAT_IDENTITY_SECRET.
 * Another person's id answers as an unknown one does; nothing is ever written.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { FnContext } from '../src/functions/context.ts';
import { CHAT_IDENTITY_OFF, getUserHmacKey } from '../src/functions/chat/get-user-hmac-key.ts';
import { demoUserOf, startTestServer, type TestServer } from './harness.ts';

const SECRET = 'a-test-chat-identity-secret-0001';
const hmacOf = (userID: string) => createHmac('sha256', SECRET).update(userID).digest('hex');

let t: TestServer;
const cookies = new Map<string, string>();
beforeAll(async () => {
  t = await startTestServer({ CHAT_IDENTITY_SECRET: SECRET });
  for (const id of Object.values(demoUserOf)) cookies.set(id, await t.sessionCookie(id));
});
afterAll(() => t?.close());

describe('getUserHmacKey (requirements.md 7)', () => {
  test.each(Object.entries(demoUserOf))('a %s gets the HMAC of their own id', async (_, userID) => {
    const before = await t.snapshot();
    const res = await t.call('getUserHmacKey', { userID }, { cookie: cookies.get(userID) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ key: hmacOf(userID) });
    expect(await t.snapshot()).toEqual(before);
  });

  test('the key is the same on every call and differs between people', async () => {
    const nurse = cookies.get('user-nurse');
    const first = await t.call('getUserHmacKey', { userID: 'user-nurse' }, { cookie: nurse });
    const again = await t.call('getUserHmacKey', { userID: 'user-nurse' }, { cookie: nurse });
    const packer = await t.call('getUserHmacKey', { userID: 'user-packer' }, { cookie: cookies.get('user-packer') });
    expect(again.body.key).toBe(first.body.key);
    expect(packer.body.key).not.toBe(first.body.key);
  });

  const userNotFound = { code: 'not_found', message: 'User not found.', field: 'userID' };
  test.each([
    ['another person’s id', 'user-nurse', 'user-packer', 404, userNotFound],
    ['an operations id, even as operations', 'user-admin', 'user-nurse', 404, userNotFound],
    ['an unknown id', 'user-nurse', 'no-such-user', 404, userNotFound],
    ['anonymous', null, 'user-nurse', 401, { code: 'unauthenticated', message: 'Please sign in.' }],
  ])('%s is refused, nothing written', async (_, caller, userID, status, error) => {
    const before = await t.snapshot();
    const cookie = caller === null ? undefined : cookies.get(caller);
    const res = await t.call('getUserHmacKey', { userID }, { cookie });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error });
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    ['without userID', {}],
    ['with a userID that is not a string', { userID: 42 }],
    ['with an empty userID', { userID: '' }],
    ['with a userID over 64 characters', { userID: 'u'.repeat(65) }],
  ])('%s: 400 naming userID, nothing written', async (_, input) => {
    const before = await t.snapshot();
    const res = await t.call('getUserHmacKey', input, { cookie: cookies.get('user-nurse') });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', field: 'userID' });
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('CHAT_IDENTITY_SECRET (README configuration)', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(48),
    DATA_ENCRYPTION_KEY: 'k'.repeat(48),
    PUBLIC_URL: 'https://app.example.com',
  };

  test('development signs with its own default; production only with the secret it is given', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).chatIdentitySecret).toMatch(/^development-only-/);
    expect(loadConfig(production).chatIdentitySecret).toBeNull();
    expect(loadConfig({ ...production, CHAT_IDENTITY_SECRET: SECRET }).chatIdentitySecret).toBe(SECRET);
  });

  test('a short secret stops the start, naming it', () => {
    expect(() => loadConfig({ ...production, CHAT_IDENTITY_SECRET: 'too-short' })).toThrow(/CHAT_IDENTITY_SECRET/);
  });

  test('without a secret the caller’s own id answers 404: the messenger stays anonymous', async () => {
    const ctx = {
      caller: { userId: 'user-nurse', role: 'nurse', status: 'approved' },
      config: loadConfig(production),
    } as unknown as FnContext;
    await expect(getUserHmacKey({ userID: 'user-nurse' }, ctx)).rejects.toMatchObject({
      code: 'not_found',
      message: CHAT_IDENTITY_OFF,
    });
  });
});
