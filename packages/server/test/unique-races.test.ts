/**
 * Unique-constraint races (issue 22, defect 1): identical calls at the same moment answer as the
 * same calls one after another would, never 500. Six copies are sent at once through the real app;
 * on PostgreSQL (DATABASE_URL) they run in six transactions that meet at the unique index.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { EMAIL_TAKEN } from '../src/functions/auth/create-user.ts';
import { queryRows, startTestServer, type CallResult, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const LINK = 'http://localhost:3000/finishSignUp';
const COPIES = 6;
const atOnce = (call: () => Promise<CallResult>) => Promise.all(Array.from({ length: COPIES }, call));
const statuses = (answers: CallResult[]) => answers.map((a) => a.status).sort();
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.db, query))[0]!.n;
const accountsWith = (email: string) => count(sql`select count(*)::int as n from users where email = ${email}`);

/** One winner; every other copy answers what a later duplicate answers: 409 and the same message. */
function expectOneCreatedRestTaken(answers: CallResult[]) {
  expect(statuses(answers)).toEqual([200, ...Array(COPIES - 1).fill(409)]);
  for (const loser of answers.filter((a) => a.status !== 200)) {
    expect(loser.body).toEqual({ error: { code: 'conflict', message: EMAIL_TAKEN } });
  }
}

describe('the same new account, six times at once', () => {
  test('createUser: one account, five 409s that say the email is taken', async () => {
    const email = 'racing.nurse@example.com';
    const answers = await atOnce(() =>
      t.call('createUser', { email, firstName: 'Rae', lastName: 'Cing', emailLinkURL: LINK }),
    );
    expectOneCreatedRestTaken(answers);
    expect(await accountsWith(email)).toBe(1);
    expect(await t.emailsTo(email)).toHaveLength(1);
  });

  test('createUserWithEmailLink: one account and one office, five 409s', async () => {
    const email = 'racing.founder@example.com';
    const answers = await atOnce(() =>
      t.call('createUserWithEmailLink', {
        user: { email, firstName: 'Rae', lastName: 'Founder', role: 'prescriber' },
        emailLinkURL: LINK,
        office: { name: 'Racing Lab', type: 'lab' },
        invitations: [],
      }),
    );
    expectOneCreatedRestTaken(answers);
    expect(await accountsWith(email)).toBe(1);
    expect(await count(sql`select count(*)::int as n from offices where name = 'Racing Lab'`)).toBe(1);
  });

  test('changeUserEmailAddress: six accounts moved to one address, one wins, five 409s', async () => {
    const admin = await t.sessionCookie('user-admin');
    const email = 'racing.address@example.com';
    const from = [
      'pending.nurse@demo.test',
      'interview.nurse@demo.test',
      'scheduled.nurse@demo.test',
      'approval.nurse@demo.test',
      'waitlisted.nurse@demo.test',
      'declined.nurse@demo.test',
    ];
    const known = await queryRows<{ email: string }>(t.db, sql`select email from users`);
    const movable = from.filter((e) => known.some((k) => k.email === e));
    expect(movable).toHaveLength(COPIES);
    const answers = await Promise.all(
      movable.map((old) =>
        t.call('changeUserEmailAddress', { email: old, newEmail: email, password: DEMO_PASSWORD }, { cookie: admin }),
      ),
    );
    expectOneCreatedRestTaken(answers);
    expect(await accountsWith(email)).toBe(1);
  });
});

describe('the same invitation, six times at once', () => {
  const invite = (cookie: string, email: string) =>
    t.call(
      'sendInvitationsToOffice',
      { officeID: 'office-staffing', invitations: [{ email, role: 'assistant' }], emailLinkURL: LINK },
      { cookie },
    );

  test('a new email: one account and one pending membership; every copy answers as a repeat does', async () => {
    const cookie = await t.sessionCookie('user-assistant');
    const email = 'racing.invitee@example.com';
    const answers = await atOnce(() => invite(cookie, email));
    expect(statuses(answers)).toEqual(Array(COPIES).fill(200));
    for (const answer of answers) expect(answer.body).toEqual({ ok: true, sent: 1 });
    // One after another, a repeat answers the same.
    expect((await invite(cookie, email)).body).toEqual({ ok: true, sent: 1 });
    expect(await accountsWith(email)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from office_members m join users u on u.id = m.user_id
        where u.email = ${email} and m.office_id = 'office-staffing' and m.invitation_status = 'pending'`),
    ).toBe(1);
  });

  test('an existing prescriber: one pending membership (the office_members key), no 500', async () => {
    const cookie = await t.sessionCookie('user-assistant');
    const answers = await atOnce(() => invite(cookie, 'prescriber@demo.test'));
    expect(statuses(answers)).toEqual(Array(COPIES).fill(200));
    for (const answer of answers) expect(answer.body).toEqual({ ok: true, sent: 1 });
    expect(
      await count(sql`select count(*)::int as n from office_members
        where user_id = 'user-prescriber' and office_id = 'office-staffing'`),
    ).toBe(1);
  });
});
