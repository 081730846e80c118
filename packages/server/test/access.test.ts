/** Approvals, app configuration, QA flag overrides, the dev outbox, the packer's place (requirements.md 2.5, 6). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@sc/domain/messages';
import { auditLog, users } from '../src/db/schema.ts';
import { failableEmail, startTestServer, type TestServer } from './harness.ts';

const email = failableEmail();

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({}, { email });
  admin = await t.sessionCookie('user-admin');
});
afterAll(() => t?.close());

const statusOf = async (id: string) =>
  (await t.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;

describe('getAppConfig', () => {
  test('anonymous: partners, flags and public settings', async () => {
    const res = await t.call('getAppConfig', {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      production: false,
      patientSiteUrl: t.config.patientSiteUrl,
      supportEmail: t.config.supportEmail,
      partners: [{ name: 'acme', displayName: 'Acme Health', color: '#7b2cbf' }],
    });
    expect(res.body.flags).toMatchObject({ orderKit: true, visits: false });
  });
});

describe('setFeatureFlagOverride (QA overrides, requirements.md 6)', () => {
  test('a signed-in person overrides a flag for themself only; null clears it', async () => {
    const nurse = await t.sessionCookie('user-nurse');
    expect((await t.call('setFeatureFlagOverride', { flag: 'visits', enabled: true }, { cookie: nurse })).body).toEqual(
      { ok: true },
    );
    expect((await t.call('getAppConfig', {}, { cookie: nurse })).body.flags.visits).toBe(true);
    expect((await t.call('getAppConfig', {}, { cookie: admin })).body.flags.visits).toBe(false);
    expect((await t.call('getAppConfig', {})).body.flags.visits).toBe(false);
    await t.call('setFeatureFlagOverride', { flag: 'orderKit', enabled: false }, { cookie: nurse });
    expect((await t.call('getAppConfig', {}, { cookie: nurse })).body.flags.orderKit).toBe(false);
    await t.call('setFeatureFlagOverride', { flag: 'visits', enabled: null }, { cookie: nurse });
    expect((await t.call('getAppConfig', {}, { cookie: nurse })).body.flags).toMatchObject({
      visits: false,
      orderKit: false,
    });
  });

  test.each([
    [
      'an unknown flag',
      'user-nurse',
      { flag: 'noSuchFlag', enabled: true },
      400,
      { code: 'bad_request', message: 'Unknown flag noSuchFlag.', field: 'flag' },
    ],
    [
      'a malformed flag name',
      'user-nurse',
      { flag: '1-bad', enabled: true },
      400,
      { code: 'bad_request', message: 'flag: Unknown flag name', field: 'flag' },
    ],
    [
      'a non-boolean value',
      'user-nurse',
      { flag: 'visits', enabled: 'yes' },
      400,
      { code: 'bad_request', message: 'enabled: Must be yes or no.', field: 'enabled' },
    ],
    [
      'anonymous',
      null,
      { flag: 'visits', enabled: true },
      401,
      { code: 'unauthenticated', message: 'Please sign in.' },
    ],
  ])('%s is refused and nothing is written', async (_, caller, input, status, error) => {
    const cookie = caller ? await t.sessionCookie(caller) : undefined;
    const before = await t.snapshot();
    const res = await t.call('setFeatureFlagOverride', input, { cookie });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('listUsersAwaitingApproval', () => {
  test('operations see people not approved yet, not patients', async () => {
    const res = await t.call('listUsersAwaitingApproval', {}, { cookie: admin });
    expect(res.status).toBe(200);
    const ids = res.body.users.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining(['user-approval-nurse', 'user-pending-nurse', 'user-interview-nurse']));
    expect(ids).not.toContain('user-nurse');
    expect(ids).not.toContain('user-patient');
    expect(res.body.users.every((u: { status: string }) => u.status !== 'approved')).toBe(true);
    expect((await t.call('listUsersAwaitingApproval', { limit: 2 }, { cookie: admin })).body.users).toHaveLength(2);
  });

  test.each(['user-nurse', 'user-prescriber', 'user-packer'])('%s is answered as for an unknown function', async (caller) => {
    const res = await t.call('listUsersAwaitingApproval', {}, { cookie: await t.sessionCookie(caller) });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Unknown function listUsersAwaitingApproval.' });
  });
});

describe('approveUser (requirements.md 6: approval is a server call; architecture.md 5: publish after commit)', () => {
  test('approves, emails, audits, and publishes users/{id} after the commit', async () => {
    const seen: { topic: string; status: string | undefined }[] = [];
    const stop = t.server.bus.subscribe((topic) => {
      // Read through another query: it sees only committed data.
      void statusOf('user-approval-nurse').then((status) => seen.push({ topic, status }));
    });
    try {
      const res = await t.call('approveUser', { userID: 'user-approval-nurse' }, { cookie: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userID: 'user-approval-nurse', status: 'approved' });
      await expect.poll(() => seen).toEqual([{ topic: 'users/user-approval-nurse', status: 'approved' }]);
    } finally {
      stop();
    }
    expect(await statusOf('user-approval-nurse')).toBe('approved');
    const [mail] = await t.emailsTo('approval.nurse@demo.test');
    expect(mail).toMatchObject({ subject: 'You are approved', links: [`${t.config.publicUrl}/login`] });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, 'user-approval-nurse'));
    expect(audits).toMatchObject([
      { actorId: 'user-admin', action: 'user.approve', detail: { from: 'require_approval' } },
    ]);
    const viewer = (await t.call('getViewer', {}, { cookie: await t.sessionCookie('user-approval-nurse') })).body
      .viewer;
    expect(viewer.status).toBe('approved');
  });

  test('approving an approved person changes nothing and publishes nothing', async () => {
    const notices: string[] = [];
    const stop = t.server.bus.subscribe((topic) => notices.push(topic));
    const before = await t.snapshot();
    try {
      const res = await t.call('approveUser', { userID: 'user-approval-nurse' }, { cookie: admin });
      expect(res.body).toEqual({ userID: 'user-approval-nurse', status: 'approved' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      stop();
    }
    expect(notices).toEqual([]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('a transaction that fails publishes nothing and writes nothing', async () => {
    const notices: string[] = [];
    const stop = t.server.bus.subscribe((topic) => notices.push(topic));
    const before = await t.snapshot();
    email.failWith = new Error('email service down');
    try {
      const res = await t.call('approveUser', { userID: 'user-pending-nurse' }, { cookie: admin });
      expect(res.status).toBe(500);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      email.failWith = undefined;
      stop();
    }
    expect(notices).toEqual([]);
    expect(await statusOf('user-pending-nurse')).toBe('pending');
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    [
      'an unknown id',
      'user-admin',
      'no-such-user',
      404,
      { code: 'not_found', message: messages.userNotFound, field: 'userID' },
    ],
    [
      'a nurse',
      'user-nurse',
      'user-pending-nurse',
      404,
      { code: 'not_found', message: 'Unknown function approveUser.' },
    ],
    [
      'a prescriber approving their office’s patient',
      'user-prescriber',
      'user-patient',
      404,
      { code: 'not_found', message: 'Unknown function approveUser.' },
    ],
    [
      'a person approving themself',
      'user-declined-nurse',
      'user-declined-nurse',
      404,
      { code: 'not_found', message: 'Unknown function approveUser.' },
    ],
  ])('%s is refused and nothing is written', async (_, caller, userID, status, error) => {
    const cookie = await t.sessionCookie(caller);
    const before = await t.snapshot();
    const res = await t.call('approveUser', { userID }, { cookie });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('listOutboxEmails (development only)', () => {
  test('lists emails newest first, filtered by address', async () => {
    await t.call('resetUserPassword', {
      email: 'packer@demo.test',
      emailLinkURL: 'http://localhost:3000/resetPassword',
    });
    const res = await t.call('listOutboxEmails', { to: ' PACKER@demo.test ' });
    expect(res.status).toBe(200);
    expect(res.body.emails.length).toBeGreaterThanOrEqual(1);
    expect(res.body.emails.every((e: { to: string }) => e.to === 'packer@demo.test')).toBe(true);
    expect(res.body.emails[0]).toMatchObject({ subject: 'Reset your password' });
    expect(res.body.emails[0].links[0]).toContain('?token=');
    const all = (await t.call('listOutboxEmails', {})).body.emails;
    expect(all.length).toBeGreaterThan(res.body.emails.length);
  });
});

describe('getPackingLocation (requirements.md 2.5)', () => {
  test('the packer’s packing & shipping place', async () => {
    const res = await t.call('getPackingLocation', {}, { cookie: await t.sessionCookie('user-packer') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      place: { id: 'place-packing', name: 'Central Packing & Shipping', address: '200 Water St, Brooklyn, NY 11201' },
    });
  });

  test('a packer with no place gets null', async () => {
    await t.db.insert(users).values({ id: 'packer-2', email: 'packer2@demo.test', role: 'packer', status: 'approved' });
    const res = await t.call('getPackingLocation', {}, { cookie: await t.sessionCookie('packer-2') });
    expect(res.body).toEqual({ place: null });
  });
});
