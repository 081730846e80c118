/** Idempotency-Key on writes (architecture.md 3): a retry gets the first answer and writes nothing more. */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, idempotencyKeys } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const keysOf = async (userId: string) => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
const emailCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from outbox_emails`))[0]!.n;

describe('the same key on a write', () => {
  test('changeUserEmailAddress twice: the retry answers the same and writes nothing', async () => {
    const cookie = await t.sessionCookie('user-assistant');
    const input = { email: 'assistant@demo.test', newEmail: 'alex.retry@demo.test', password: DEMO_PASSWORD };
    const first = await t.call('changeUserEmailAddress', input, { cookie, idempotencyKey: 'change-email-0001' });
    expect(first.status).toBe(200);
    const after = await t.snapshot();
    // Without the key the same call would now fail: the old address no longer exists.
    const retry = await t.call('changeUserEmailAddress', input, { cookie, idempotencyKey: 'change-email-0001' });
    expect(retry.status).toBe(first.status);
    expect(retry.body).toEqual(first.body);
    expect(await t.snapshot()).toEqual(after);
    expect(await t.emailsTo('alex.retry@demo.test')).toHaveLength(1);
    expect((await t.call('changeUserEmailAddress', input, { cookie })).status).toBe(404);
  });

  test('approveUser twice writes one approval, one email, one audit row', async () => {
    const admin = await t.sessionCookie('user-admin');
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await t.call(
          'approveUser',
          { userID: 'user-approval-nurse' },
          { cookie: admin, idempotencyKey: 'approve-abel-1' },
        ),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body)).toEqual(Array(3).fill({ userID: 'user-approval-nurse', status: 'approved' }));
    expect(await t.emailsTo('approval.nurse@demo.test')).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, 'user-approval-nurse'))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, 'user-admin'), eq(idempotencyKeys.key, 'approve-abel-1'))),
    ).toHaveLength(1);
  });

  test('concurrent duplicates (a scan sent twice over a bad connection) count once', async () => {
    const cookie = await t.sessionCookie('user-packer');
    const before = await emailCount();
    const input = { email: 'packer@demo.test', newEmail: 'pat.concurrent@demo.test', password: DEMO_PASSWORD };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call('changeUserEmailAddress', input, { cookie, idempotencyKey: 'concurrent-key-1' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body)))).toEqual(new Set([JSON.stringify({ ok: true })]));
    expect(await emailCount()).toBe(before + 2); // one to the new address, one to the old
    expect(await keysOf('user-packer')).toHaveLength(1);
  });

  test('concurrent duplicates of an approval count once', async () => {
    const admin = await t.sessionCookie('user-admin');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call('approveUser', { userID: 'user-pending-nurse' }, { cookie: admin, idempotencyKey: 'approve-paula-1' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await t.emailsTo('pending.nurse@demo.test')).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, 'user-pending-nurse'))).toHaveLength(1);
  });

  test('the same key on another function -> 409, nothing written', async () => {
    const cookie = await t.sessionCookie('user-nurse');
    expect(
      (
        await t.call(
          'setFeatureFlagOverride',
          { flag: 'visits', enabled: true },
          { cookie, idempotencyKey: 'shared-key-01' },
        )
      ).status,
    ).toBe(200);
    const before = await t.snapshot();
    const res = await t.call(
      'bookInterview',
      { start: '2030-01-07T15:00:00.000Z', subject: 'user' },
      { cookie, idempotencyKey: 'shared-key-01' },
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'This Idempotency-Key was already used for another function.',
    });
    expect(await t.snapshot()).toEqual(before);
  });

  test('keys belong to one person: another person’s same key is a new request', async () => {
    const a = await t.sessionCookie('user-prescriber');
    const b = await t.sessionCookie('user-demo-office');
    expect(
      (
        await t.call(
          'setFeatureFlagOverride',
          { flag: 'visits', enabled: true },
          { cookie: a, idempotencyKey: 'per-user-key-1' },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(
          'setFeatureFlagOverride',
          { flag: 'visits', enabled: true },
          { cookie: b, idempotencyKey: 'per-user-key-1' },
        )
      ).status,
    ).toBe(200);
    expect((await t.call('getAppConfig', {}, { cookie: b })).body.flags.visits).toBe(true);
  });

  test('a refused request stores no key, so a corrected retry runs', async () => {
    const cookie = await t.sessionCookie('user-declined-nurse');
    const refused = await t.call(
      'setFeatureFlagOverride',
      { flag: 'noSuchFlag', enabled: true },
      { cookie, idempotencyKey: 'retry-after-400' },
    );
    expect(refused.status).toBe(400);
    expect(await keysOf('user-declined-nurse')).toHaveLength(0);
    const retried = await t.call(
      'setFeatureFlagOverride',
      { flag: 'visits', enabled: true },
      { cookie, idempotencyKey: 'retry-after-400' },
    );
    expect(retried.status).toBe(200);
  });

  test.each(['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon-key'])(
    'a malformed key %j -> 400, nothing written',
    async (key) => {
      const cookie = await t.sessionCookie('user-nurse');
      const before = await t.snapshot();
      const res = await t.call(
        'setFeatureFlagOverride',
        { flag: 'orderKit', enabled: false },
        { cookie, idempotencyKey: key },
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'bad_request',
        message: 'Idempotency-Key must be 8 to 100 letters, digits, - or _.',
        field: 'Idempotency-Key',
      });
      expect(await t.snapshot()).toEqual(before);
    },
  );
});
