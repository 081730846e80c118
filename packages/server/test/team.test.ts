/** An office's team: who joined, who is invited, inviting again and withdrawing (issue 14). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-prescriber', 'user-assistant', 'user-nurse']) cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const LINK = 'http://localhost:3000/finishSignUp';
const team = (officeID = 'office-staffing', cookie = cookies['user-assistant']!) =>
  t.call('listOfficeTeam', { officeID }, { cookie });
const invite = (email: string, role = 'assistant', cookie = cookies['user-assistant']!) =>
  t.call(
    'sendInvitationsToOffice',
    { officeID: 'office-staffing', invitations: [{ email, role }], emailLinkURL: LINK },
    { cookie },
  );
const unusedLinks = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from auth_tokens a join users u on u.id = a.user_id
        where u.email = ${email} and a.purpose = 'finish-sign-up' and a.used_at is null and a.expires_at > ${t.hoursAgo(0)}`,
    )
  )[0]!.n;

describe('the team', () => {
  test('lists who joined and who is invited, by role', async () => {
    const res = await team();
    expect(res.status).toBe(200);
    expect(res.body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['assistant@demo.test', 'assistant'],
    ]);
    expect(res.body.invitations).toEqual([
      expect.objectContaining({ email: 'invited.assistant@demo.test', role: 'assistant', expiresAt: null }),
    ]);
  });

  test('a new coworker is invited with a finish-sign-up link that lasts a week; sending again replaces the link', async () => {
    const email = 'new.coworker@example.com';
    expect((await invite(email)).body).toEqual({ ok: true, sent: 1 });
    const [first] = await t.emailsTo(email);
    expect(first?.subject).toBe('Finish signing up to join Harbor Staffing');
    expect(first?.text).toMatch(/^Alex Assistant invited you to join Harbor Staffing as an assistant\. /);
    const invited = (await team()).body.invitations.find((i: { email: string }) => i.email === email);
    expect(invited.role).toBe('assistant');
    const week = Date.parse(invited.expiresAt) - t.now().getTime();
    expect(week).toBeGreaterThan(6.9 * 86_400_000);
    expect(await unusedLinks(email)).toBe(1);

    expect((await invite(email)).body).toEqual({ ok: true, sent: 1 });
    expect((await t.emailsTo(email)).length).toBe(2);
    expect(await unusedLinks(email)).toBe(1);
  });

  test('a member who already joined is not invited again', async () => {
    const before = await t.snapshot();
    expect((await invite('assistant@demo.test')).body).toEqual({ ok: true, sent: 0 });
    expect(await t.snapshot()).toEqual(before);
  });

  test('withdrawing an invitation removes it and its link stops working', async () => {
    const email = 'withdrawn@example.com';
    await invite(email);
    const { userID } = (await team()).body.invitations.find((i: { email: string }) => i.email === email);
    const res = await t.call(
      'revokeOfficeInvitation',
      { officeID: 'office-staffing', userID },
      { cookie: cookies['user-assistant']! },
    );
    expect(res.body).toEqual({ ok: true });
    expect((await team()).body.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(await unusedLinks(email)).toBe(0);
  });

  test('withdrawing leaves the link working when another office invited them too', async () => {
    const email = 'wanted.twice@example.com';
    const byLab = await t.call(
      'sendInvitationsToOffice',
      { officeID: 'office-lab', invitations: [{ email, role: 'assistant' }], emailLinkURL: LINK },
      { cookie: cookies['user-prescriber']! },
    );
    expect(byLab.body).toEqual({ ok: true, sent: 1 });
    await invite(email);
    const { userID } = (await team()).body.invitations.find((i: { email: string }) => i.email === email);
    const res = await t.call(
      'revokeOfficeInvitation',
      { officeID: 'office-staffing', userID },
      { cookie: cookies['user-assistant']! },
    );
    expect(res.body).toEqual({ ok: true });
    expect(await unusedLinks(email)).toBeGreaterThan(0);
  });

  test.each([
    ['a member who joined', 'user-assistant', 'office-staffing', 'Invitation not found.'],
    ['someone the office never invited', 'user-nurse', 'office-staffing', 'Invitation not found.'],
    ['another office’s invitation', 'user-invited-assistant', 'office-lab', 'Office not found.'],
  ])('refuses to withdraw %s, changing nothing', async (_, userID, officeID, message) => {
    const before = await t.snapshot();
    const res = await t.call('revokeOfficeInvitation', { officeID, userID }, { cookie: cookies['user-assistant']! });
    expect(res.body.error?.message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
  });

  test('another office’s team answers like an office that does not exist', async () => {
    const res = await team('office-staffing', cookies['user-prescriber']);
    expect([res.status, res.body.error?.message]).toEqual([404, 'Office not found.']);
    const sent = await invite('x@example.com', 'assistant', cookies['user-prescriber']);
    expect(sent.body.error?.message).toBe('Office not found.');
    expect((await team('office-staffing', cookies['user-nurse'])).status).toBe(403);
  });

  test('an invited coworker who finishes signing up and accepts is on the team', async () => {
    const email = 'joining@example.com';
    await invite(email);
    const [mail] = await t.emailsTo(email);
    const token = new URL(mail!.links[0]!).searchParams.get('token')!;
    const signedIn = await t.call('setPasswordWithToken', { token, password: 'a-good-password-1', mode: 'create' });
    expect(signedIn.status).toBe(200);
    const accepted = await t.call(
      'acceptOfficeInvitation',
      { officeID: 'office-staffing' },
      { cookie: signedIn.cookie },
    );
    expect(accepted.body).toEqual({ ok: true });
    const { members, invitations } = (await team()).body;
    expect(members.map((m: { email: string }) => m.email)).toContain(email);
    expect(invitations.map((i: { email: string }) => i.email)).not.toContain(email);
  });
});
