/**
 * An Idempotency-Key stands for one request (ADR 017). The probe reused a key with another body
 * and got the first answer back (a second bag was silently never scanned), and anonymous writes
 * ignored keys (two committed sign-ups went unanswered in its crash test). Now a reused key with
 * another request answers 422, as Stripe does, and anonymous writes honour keys too.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { featureFlagOverrides, users } from '../src/db/schema.ts';
import { IDEMPOTENCY_MISMATCH } from '../src/http/fn-route.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const mismatch = { code: 'idempotency_mismatch', message: IDEMPOTENCY_MISMATCH, field: 'Idempotency-Key' };

describe('a key reused with another request', () => {
  test('answers 422 and writes nothing; the first request stays as it was', async () => {
    const cookie = await t.sessionCookie('user-nurse');
    const first = await t.call(
      'setFeatureFlagOverride',
      { flag: 'orderKit', enabled: true },
      { cookie, idempotencyKey: 'flag-key-0001' },
    );
    expect(first.status).toBe(200);
    const before = await t.snapshot();
    const other = await t.call(
      'setFeatureFlagOverride',
      { flag: 'orderKit', enabled: false },
      { cookie, idempotencyKey: 'flag-key-0001' },
    );
    expect(other.status).toBe(422);
    expect(other.body.error).toEqual(mismatch);
    expect(await t.snapshot()).toEqual(before);
    const [override] = await t.db
      .select()
      .from(featureFlagOverrides)
      .where(eq(featureFlagOverrides.userId, 'user-nurse'));
    expect(override).toMatchObject({ flag: 'orderKit', enabled: true });
    // The same request again is still a replay.
    const again = await t.call(
      'setFeatureFlagOverride',
      { flag: 'orderKit', enabled: true },
      { cookie, idempotencyKey: 'flag-key-0001' },
    );
    expect(again).toMatchObject({ status: 200, body: first.body });
  });

  test('the same input written in another key order is the same request', async () => {
    const cookie = await t.sessionCookie('user-packer');
    const key = { cookie, idempotencyKey: 'flag-key-0002' };
    expect((await t.call('setFeatureFlagOverride', { flag: 'orderKit', enabled: true }, key)).status).toBe(200);
    expect((await t.call('setFeatureFlagOverride', { enabled: true, flag: 'orderKit' }, key)).status).toBe(200);
  });
});

describe('anonymous writes honour keys', () => {
  const signUp = {
    email: 'retry.nurse@example.com',
    firstName: 'Rita',
    lastName: 'Retry',
    emailLinkURL: 'http://localhost:3000/finishSignUp',
  };

  test('a retried sign-up whose answer was lost gets that answer: one user, one email', async () => {
    const first = await t.call('createUser', signUp, { idempotencyKey: 'signup-key-0001' });
    expect(first.status).toBe(200);
    const retry = await t.call('createUser', signUp, { idempotencyKey: 'signup-key-0001' });
    expect(retry).toMatchObject({ status: 200, body: first.body });
    expect(await t.db.select().from(users).where(eq(users.email, signUp.email))).toHaveLength(1);
    expect(await t.emailsTo(signUp.email)).toHaveLength(1);
    // Without the key the retry is a new sign-up, refused as before.
    expect((await t.call('createUser', signUp)).status).toBe(409);
  });

  test('the key with another sign-up answers 422, creating nothing', async () => {
    const before = await t.snapshot();
    const res = await t.call(
      'createUser',
      { ...signUp, email: 'someone.else@example.com' },
      { idempotencyKey: 'signup-key-0001' },
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual(mismatch);
    expect(await t.snapshot()).toEqual(before);
  });

  test('a retried reset email is sent once', async () => {
    const input = { email: 'packer@demo.test', emailLinkURL: 'http://localhost:3000/resetPassword' };
    const before = (await t.emailsTo('packer@demo.test')).length;
    for (let i = 0; i < 3; i += 1)
      expect((await t.call('resetUserPassword', input, { idempotencyKey: 'reset-key-0001' })).status).toBe(200);
    expect(await t.emailsTo('packer@demo.test')).toHaveLength(before + 1);
  });

  test('concurrent anonymous duplicates count once', async () => {
    const input = { ...signUp, email: 'racing.nurse@example.com' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('createUser', input, { idempotencyKey: 'signup-race-0001' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.userID)).size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where email = ${input.email}`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});
