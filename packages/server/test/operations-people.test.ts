/**
 * Operations' people and offices (issue 25; requirements.md 2.2, 2.4, 4, 6): the list with documents and
 * open decisions, each decision through the transition rule with its email, audit row and notice,
 * and every refusal with its exact text and an unchanged database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decisionTexts, USER_DECISION_EMAILS } from '@sc/domain/access/people-decisions';
import { messages } from '@sc/domain/messages';
import { auditLog, nurseCredentials, offices, users } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.sessionCookie('user-admin');
});
afterAll(() => t?.close());

const statusOf = async (id: string) =>
  (await t.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;

describe('listPeople', () => {
  test('nurses waiting for approval, with their documents and the decisions open to them', async () => {
    await t.db.insert(nurseCredentials).values({
      id: 'cred-abel',
      userId: 'user-approval-nurse',
      kind: 'licence',
      name: 'Registered Nurse',
      number: 'RN-1',
      stateCode: 'NY',
      expiryDate: '2031-01-31',
      status: 'active',
    });
    const res = await t.call('listPeople', { group: 'nurses', status: 'require_approval' }, { cookie: admin });
    expect(res.status).toBe(200);
    const abel = res.body.people.find((p: { id: string }) => p.id === 'user-approval-nurse');
    expect(abel).toMatchObject({
      name: 'Abel Approval',
      role: 'nurse',
      status: 'require_approval',
      credentials: [{ kind: 'licence', name: 'Registered Nurse', stateCode: 'NY', expiryDate: '2031-01-31' }],
      decisions: ['approve', 'decline', 'waitlist', 'require_interview'],
    });
    expect(res.body.people.every((p: { status: string }) => p.status === 'require_approval')).toBe(true);
  });

  test('groups, search and pages without overlap; patients and operations are never listed', async () => {
    const staff = await t.call('listPeople', { group: 'office-staff' }, { cookie: admin });
    expect(new Set(staff.body.people.map((p: { role: string }) => p.role))).toEqual(
      new Set(['prescriber', 'assistant']),
    );
    const found = await t.call('listPeople', { search: 'waitl' }, { cookie: admin });
    expect(found.body.people.map((p: { id: string }) => p.id)).toEqual(['user-waitlisted-nurse']);
    const literal = await t.call('listPeople', { search: '%' }, { cookie: admin });
    expect(literal.body.people).toEqual([]);
    const first = await t.call('listPeople', { limit: 3 }, { cookie: admin });
    const second = await t.call('listPeople', { limit: 3, after: first.body.next }, { cookie: admin });
    const ids = [...first.body.people, ...second.body.people].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(6);
    const all = await t.call('listPeople', { limit: 100 }, { cookie: admin });
    expect(all.body.people.some((p: { role: string }) => p.role === 'patient' || p.role === 'admin')).toBe(false);
  });

  test('a page token that is not one is refused', async () => {
    const res = await t.call('listPeople', { after: 'bm9wZQ' }, { cookie: admin });
    expect([res.status, res.body.error.message]).toEqual([400, 'after: Unknown page.']);
  });
});

describe('decideOnUser (issue 25: every change through the rule, a message to the person)', () => {
  test.each([
    ['waitlists a nurse waiting for approval', 'user-approval-nurse', 'waitlist', 'waitlisted'],
    ['asks the waitlisted nurse for an interview', 'user-waitlisted-nurse', 'require_interview', 'require_interview'],
    ['approves her after it', 'user-waitlisted-nurse', 'approve', 'approved'],
    ['declines the nurse whose interview is booked', 'user-scheduled-nurse', 'decline', 'declined'],
  ] as const)('%s: status, email, audit row, notice', async (_, userID, decision, status) => {
    const notices: string[] = [];
    const stop = t.server.bus.subscribe((topic) => notices.push(topic));
    const before = await t.db.select().from(users).where(eq(users.id, userID));
    try {
      const res = await t.call('decideOnUser', { userID, decision }, { cookie: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userID, status, changed: true });
      await expect.poll(() => notices).toContain(`users/${userID}`);
    } finally {
      stop();
    }
    expect(await statusOf(userID)).toBe(status);
    const mail = (await t.emailsTo(before[0]!.email)).find((m) => m.subject === USER_DECISION_EMAILS[decision].subject);
    expect(mail?.text).toBe(USER_DECISION_EMAILS[decision].text);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, `user.${decision}`));
    expect(audits.find((a) => a.recordId === userID)).toMatchObject({
      actorId: 'user-admin',
      actorRole: 'admin',
      subjectUserId: userID,
      detail: { from: before[0]!.status, to: status },
    });
  });

  test('the same decision again changes nothing and writes nothing', async () => {
    const before = await t.snapshot();
    const res = await t.call('decideOnUser', { userID: 'user-declined-nurse', decision: 'decline' }, { cookie: admin });
    expect(res.body).toEqual({ userID: 'user-declined-nurse', status: 'declined', changed: false });
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    [
      'approving a declined person',
      { userID: 'user-declined-nurse', decision: 'approve' },
      409,
      decisionTexts.userRefused('approve', 'declined'),
    ],
    [
      'approving a waitlisted person (issue 25)',
      { userID: 'user-waitlisted-nurse-2', decision: 'approve' },
      409,
      decisionTexts.userRefused('approve', 'waitlisted'),
    ],
    [
      'waitlisting an approved nurse',
      { userID: 'user-nurse', decision: 'waitlist' },
      409,
      decisionTexts.userRefused('waitlist', 'approved'),
    ],
    ['deciding on a patient', { userID: 'user-patient', decision: 'approve' }, 409, decisionTexts.notDecided],
    ['an unknown person', { userID: 'no-such-user', decision: 'approve' }, 404, messages.userNotFound],
  ])('%s is refused with its text, nothing written', async (_, input, status, message) => {
    await t.db
      .insert(users)
      .values({
        id: 'user-waitlisted-nurse-2',
        email: 'waitlisted2@demo.test',
        role: 'nurse',
        status: 'waitlisted',
      })
      .onConflictDoNothing();
    const before = await t.snapshot();
    const res = await t.call('decideOnUser', input, { cookie: admin });
    expect([res.status, res.body.error.message]).toEqual([status, message]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('approveUser (requirements.md 7) takes the same rule: a declined person is refused', async () => {
    const before = await t.snapshot();
    const res = await t.call('approveUser', { userID: 'user-declined-nurse' }, { cookie: admin });
    expect([res.status, res.body.error.message]).toEqual([409, decisionTexts.userRefused('approve', 'declined')]);
    expect(await t.snapshot()).toEqual(before);
  });

  test.each(['user-nurse', 'user-prescriber', 'user-packer'])(
    'as %s: the answer an unknown function gets, nothing written',
    async (caller) => {
      const cookie = await t.sessionCookie(caller);
      const before = await t.snapshot();
      const res = await t.call('decideOnUser', { userID: 'user-interview-nurse', decision: 'approve' }, { cookie });
      const unknown = await t.call('noSuchFunction', {}, { cookie });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'Unknown function decideOnUser.' });
      expect(unknown.status).toBe(404);
      expect(await t.snapshot()).toEqual(before);
    },
  );
});

describe('offices: listOfficesForReview and decideOnOffice', () => {
  test('lists offices with their open decisions; approves one after its call', async () => {
    const list = await t.call('listOfficesForReview', {}, { cookie: admin });
    const demo = list.body.offices.find((o: { id: string }) => o.id === 'office-demo');
    expect(demo).toMatchObject({ name: 'Summit Diagnostics', status: 'require_interview', decisions: ['approve'] });
    const res = await t.call('decideOnOffice', { officeID: 'office-demo', decision: 'approve' }, { cookie: admin });
    expect(res.body).toEqual({ officeID: 'office-demo', status: 'approved', changed: true });
    const [row] = await t.db.select({ status: offices.status }).from(offices).where(eq(offices.id, 'office-demo'));
    expect(row?.status).toBe('approved');
  });

  test.each([
    [
      'asking an approved office for a demo call',
      { officeID: 'office-lab', decision: 'require_interview' },
      409,
      decisionTexts.officeRefused('require_interview', 'approved'),
    ],
    ['an unknown office', { officeID: 'office-nope', decision: 'approve' }, 404, 'Office not found.'],
  ])('%s is refused, nothing written', async (_, input, status, message) => {
    const before = await t.snapshot();
    const res = await t.call('decideOnOffice', input, { cookie: admin });
    expect([res.status, res.body.error.message]).toEqual([status, message]);
    expect(await t.snapshot()).toEqual(before);
  });
});
