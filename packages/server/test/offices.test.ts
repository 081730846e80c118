/** Offices: sign-up, adding people, invitations, joining, interview and demo booking (requirements.md 2.2, 2.4, 4). */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@sc/domain/messages';
import { interviewSlots } from '@sc/domain/offices/interview-slots';
import { INVITE_ONCE_APPROVED } from '@sc/domain/offices/invitations';
import { interviewBookings, officeMembers, offices, users } from '../src/db/schema.ts';
import { EMAIL_TAKEN } from '../src/functions/auth/create-user.ts';
import { NOTHING_TO_BOOK, SLOT_TAKEN } from '../src/functions/offices/book-interview.ts';
import { OFFICE_NOT_FOUND } from '../src/functions/offices/get-office.ts';
import { startTestServer, testStart, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const finishLink = 'http://localhost:3000/finishSignUp';
const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const membership = async (officeId: string, userId: string) =>
  (
    await t.db
      .select()
      .from(officeMembers)
      .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)))
  )[0];
const viewerOf = async (cookie: string) => (await t.call('getViewer', {}, { cookie })).body.viewer;
const tokenLinkTo = async (email: string) => (await t.emailsTo(email))[0]?.links[0] ?? '';

describe('createUserWithEmailLink: a new office signs up', () => {
  test('the office needs an interview; the founder is in it', async () => {
    const res = await t.call('createUserWithEmailLink', {
      user: { email: 'grace@hopper.test', firstName: 'Grace', lastName: 'Hopper', role: 'prescriber' },
      emailLinkURL: finishLink,
      office: { name: 'Hopper Lab', type: 'lab' },
      invitations: [
        { email: 'grace@hopper.test', role: 'assistant' }, // the founder is not invited twice
      ],
    });
    expect(res.status).toBe(200);
    const { userID, officeID } = res.body;
    expect((await t.db.select().from(offices).where(eq(offices.id, officeID)))[0]).toMatchObject({
      name: 'Hopper Lab',
      type: 'lab',
      status: 'require_interview',
    });
    expect(await userByEmail('grace@hopper.test')).toMatchObject({
      id: userID,
      role: 'prescriber',
      status: 'approved',
      passwordHash: null,
    });
    expect(await membership(officeID, userID)).toMatchObject({ role: 'prescriber', invitationStatus: 'accepted' });
    expect(await t.emailsTo('grace@hopper.test')).toHaveLength(1);
    expect(await tokenLinkTo('grace@hopper.test')).toMatch(new RegExp(`^${t.config.publicUrl}/finishSignUp\\?token=`));
    // The founder finishes sign-up and sees the office's demo booking (requirements.md 2.4).
    const token = new URL(await tokenLinkTo('grace@hopper.test')).searchParams.get('token');
    const done = await t.call('setPasswordWithToken', { token, password: 'graces-password', mode: 'create' });
    expect(done.body.viewer.office).toEqual({
      id: officeID,
      name: 'Hopper Lab',
      type: 'lab',
      status: 'require_interview',
      invitationStatus: 'accepted',
    });
  });

  test('a sign-up naming admin@demo.test and nurse@demo.test as coworkers is refused; they stay exactly as they were', async () => {
    const named = ['user-admin', 'user-nurse'];
    const accounts = async () => ({
      users: await t.db.select().from(users).where(inArray(users.id, named)).orderBy(users.id),
      memberships: await t.db
        .select()
        .from(officeMembers)
        .where(inArray(officeMembers.userId, named))
        .orderBy(officeMembers.officeId, officeMembers.userId),
    });
    const signUp = (invitations: { email: string; role: string }[]) =>
      t.call('createUserWithEmailLink', {
        user: { email: 'eve@evil.test', firstName: 'Eve', lastName: 'E', role: 'assistant' },
        emailLinkURL: finishLink,
        office: { name: 'Eve Office', type: 'others' },
        invitations,
      });
    const before = await accounts();
    const snapshot = await t.snapshot();

    const res = await signUp([
      { email: 'admin@demo.test', role: 'prescriber' },
      { email: 'nurse@demo.test', role: 'assistant' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: INVITE_ONCE_APPROVED, field: 'invitations' });
    expect(await accounts()).toEqual(before);
    expect(await t.snapshot()).toEqual(snapshot);
    // Addresses nobody has get the very same answer: it says nothing about who has an account.
    const nobody = await signUp([{ email: 'nobody.here@example.com', role: 'assistant' }]);
    expect(nobody.status).toBe(400);
    expect(nobody.body).toEqual(res.body);
    expect(await t.snapshot()).toEqual(snapshot);
    for (const id of named) {
      const cookie = await t.sessionCookie(id);
      expect((await t.call('getOfficeInvitation', {}, { cookie })).body).toEqual({ invitation: null });
    }
  });
});

describe('createUserWithEmailLink: an approved office adds a person', () => {
  test('an invitation from another office does not take a member away from their own office', async () => {
    await t.db.insert(offices).values({ id: 'office-other', name: 'Other Office', type: 'others', status: 'approved' });
    const res = await t.call(
      'createUserWithEmailLink',
      {
        user: { email: 'mallory@other.test', firstName: 'Mallory', lastName: 'M', role: 'assistant' },
        emailLinkURL: finishLink,
        office: { id: 'office-other' },
        invitations: [
          { email: 'prescriber@demo.test', role: 'assistant' },
          { email: 'demo.office@demo.test', role: 'assistant' }, // who books their office's demo below
        ],
      },
      { cookie: await t.sessionCookie('user-admin') },
    );
    expect(res.status).toBe(200);
    expect(await membership(res.body.officeID, 'user-prescriber')).toMatchObject({ invitationStatus: 'pending' });
    const viewer = await viewerOf(await t.sessionCookie('user-prescriber'));
    expect(viewer.office).toMatchObject({ id: 'office-lab', invitationStatus: 'accepted' });
    expect(
      (await t.call('getOffice', { officeID: 'office-lab' }, { cookie: await t.sessionCookie('user-prescriber') }))
        .status,
    ).toBe(200);
  });

  test('an approved office invites: a new address gets a pending account, an existing prescriber only a pending invitation, operations, nurses and patients nothing', async () => {
    const existing = ['user-admin', 'user-nurse', 'user-patient', 'user-demo-office'];
    const accounts = async () => ({
      users: await t.db.select().from(users).where(inArray(users.id, existing)).orderBy(users.id),
      memberships: await t.db
        .select()
        .from(officeMembers)
        .where(inArray(officeMembers.userId, existing))
        .orderBy(officeMembers.officeId, officeMembers.userId),
    });
    const mailCount = async () =>
      (await Promise.all(['admin@demo.test', 'nurse@demo.test', 'patient@demo.test'].map((e) => t.emailsTo(e)))).flat()
        .length;
    const before = await accounts();
    const mailsBefore = await mailCount();
    const cookie = await t.sessionCookie('user-prescriber');
    const res = await t.call(
      'createUserWithEmailLink',
      {
        user: { email: 'riley@riverside.test', firstName: 'Riley', lastName: 'R', role: 'assistant' },
        emailLinkURL: finishLink,
        office: { id: 'office-lab' },
        invitations: [
          { email: 'ada@riverside.test', role: 'assistant' },
          { email: 'admin@demo.test', role: 'prescriber' },
          { email: 'nurse@demo.test', role: 'assistant' },
          { email: 'patient@demo.test', role: 'assistant' },
          { email: 'demo.office@demo.test', role: 'assistant' },
        ],
      },
      { cookie },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['officeID', 'userID']);

    // A new address: a pending account and membership, and a finish-sign-up link.
    const ada = await userByEmail('ada@riverside.test');
    expect(ada).toMatchObject({ role: 'assistant', status: 'pending' });
    expect(await membership('office-lab', ada!.id)).toMatchObject({ role: 'assistant', invitationStatus: 'pending' });
    expect(await tokenLinkTo('ada@riverside.test')).toMatch(new RegExp(`^${t.config.publicUrl}/finishSignUp\\?token=`));
    expect(
      (await t.call('getOfficeInvitation', {}, { cookie: await t.sessionCookie(ada!.id) })).body.invitation,
    ).toEqual({ officeID: 'office-lab', officeName: 'Riverside Lab', status: 'pending' });

    // Existing accounts: nothing changes but one pending invitation for the prescriber, told by email.
    const after = await accounts();
    expect(after.users).toEqual(before.users);
    const invited = (m: { officeId: string; userId: string }) =>
      m.officeId === 'office-lab' && m.userId === 'user-demo-office';
    expect(after.memberships.filter((m) => !invited(m))).toEqual(before.memberships);
    expect(after.memberships.find(invited)).toMatchObject({
      role: 'prescriber',
      invitationStatus: 'pending',
      acceptedAt: null,
    });
    expect(await mailCount()).toBe(mailsBefore);
    const [notice] = await t.emailsTo('demo.office@demo.test');
    // It names the office and who invited (issue 22).
    expect(notice).toMatchObject({
      subject: 'Priya Prescriber invited you to join Riverside Lab',
      links: [`${t.config.publicUrl}/joinOffice`],
    });
    expect(notice!.text).toMatch(/^Priya Prescriber invited you to join Riverside Lab as a prescriber\. /);
    const [newcomer] = await t.emailsTo('ada@riverside.test');
    expect(newcomer).toMatchObject({ subject: 'Finish signing up to join Riverside Lab' });
    expect(newcomer!.text).toMatch(/^Priya Prescriber invited you to join Riverside Lab as an assistant\. /);
    // Until accepted the invitation grants nothing: their own office stays theirs, this one closed.
    const demoOffice = await t.sessionCookie('user-demo-office');
    expect((await viewerOf(demoOffice)).office).toMatchObject({ id: 'office-demo', invitationStatus: 'accepted' });
    expect((await t.call('getOffice', { officeID: 'office-lab' }, { cookie: demoOffice })).status).toBe(404);
  });

  test('a prescriber adds a patient, whose link is on the patient site', async () => {
    const cookie = await t.sessionCookie('user-prescriber');
    const res = await t.call(
      'createUserWithEmailLink',
      {
        user: { email: 'new.patient@example.com', firstName: 'Pat', lastName: 'Ient', role: 'patient' },
        emailLinkURL: finishLink,
        office: { id: 'office-lab' },
      },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body.officeID).toBe('office-lab');
    expect(await userByEmail('new.patient@example.com')).toMatchObject({
      id: res.body.userID,
      role: 'patient',
      status: 'pending',
    });
    expect(await membership('office-lab', res.body.userID)).toMatchObject({
      role: 'patient',
      invitationStatus: 'pending',
    });
    const link = await tokenLinkTo('new.patient@example.com');
    expect(link.startsWith(`${t.config.patientSiteUrl}/finishSignUp?token=`)).toBe(true);
  });

  test('operations may add a person to any office', async () => {
    const res = await t.call(
      'createUserWithEmailLink',
      {
        user: { email: 'ops.added@example.com', firstName: 'O', lastName: 'A', role: 'assistant' },
        emailLinkURL: finishLink,
        office: { id: 'office-demo' },
      },
      { cookie: await t.sessionCookie('user-admin') },
    );
    expect(res.status).toBe(200);
  });

  const add = (role: string, officeID: string, email = 'someone.new@example.com') => ({
    user: { email, firstName: 'Some', lastName: 'One', role },
    emailLinkURL: finishLink,
    office: { id: officeID },
  });
  test.each([
    [
      'anonymous adding to an office',
      null,
      add('patient', 'office-lab'),
      401,
      { code: 'unauthenticated', message: 'Please sign in to add people to an office.' },
    ],
    [
      'a member of another office',
      'user-prescriber',
      add('patient', 'office-staffing'),
      404,
      { code: 'not_found', message: 'Office not found.' },
    ],
    [
      'an invited (not yet accepted) member',
      'user-invited-assistant',
      add('patient', 'office-staffing'),
      404,
      { code: 'not_found', message: 'Office not found.' },
    ],
    ['a nurse', 'user-nurse', add('patient', 'office-lab'), 404, { code: 'not_found', message: 'Office not found.' }],
    [
      'an unknown office',
      'user-prescriber',
      add('patient', 'no-such-office'),
      404,
      { code: 'not_found', message: 'Office not found.' },
    ],
    [
      'an office not approved yet',
      'user-demo-office',
      add('patient', 'office-demo'),
      403,
      { code: 'forbidden', message: 'Your office must be approved before adding people.' },
    ],
    [
      'adding a nurse',
      'user-prescriber',
      add('nurse', 'office-lab'),
      400,
      { code: 'bad_request', message: 'Offices add prescribers, assistants and patients.', field: 'user.role' },
    ],
    [
      'adding operations',
      'user-prescriber',
      add('admin', 'office-lab'),
      400,
      { code: 'bad_request', message: 'Offices add prescribers, assistants and patients.', field: 'user.role' },
    ],
    [
      'adding an email that exists',
      'user-prescriber',
      add('patient', 'office-lab', 'NURSE@demo.test'),
      409,
      { code: 'conflict', message: EMAIL_TAKEN },
    ],
    [
      'a new office founded by a nurse',
      null,
      {
        user: { email: 'n@example.com', firstName: 'N', lastName: 'N', role: 'nurse' },
        emailLinkURL: finishLink,
        office: { name: 'N Office', type: 'lab' },
      },
      400,
      { code: 'bad_request', message: 'An office is signed up by a prescriber or an assistant.', field: 'user.role' },
    ],
    [
      'a new office founded by a patient',
      null,
      {
        user: { email: 'p@example.com', firstName: 'P', lastName: 'P', role: 'patient' },
        emailLinkURL: finishLink,
        office: { name: 'P Office', type: 'lab' },
      },
      400,
      { code: 'bad_request', message: 'An office is signed up by a prescriber or an assistant.', field: 'user.role' },
    ],
  ])('%s is refused and nothing is written', async (_, caller, input, status, error) => {
    const cookie = caller ? await t.sessionCookie(caller) : undefined;
    const before = await t.snapshot();
    const res = await t.call('createUserWithEmailLink', input, { cookie });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('getOffice and getOfficeInvitation', () => {
  test('a member reads their office', async () => {
    const res = await t.call(
      'getOffice',
      { officeID: 'office-lab' },
      { cookie: await t.sessionCookie('user-prescriber') },
    );
    expect(res.status).toBe(200);
    expect(res.body.office).toMatchObject({ id: 'office-lab', name: 'Riverside Lab', type: 'lab', status: 'approved' });
    // Its team (Priya Prescriber), not the patients it keeps (issue 27).
    expect(res.body.office.memberCount).toBe(1);
  });

  test('operations read any office', async () => {
    const res = await t.call(
      'getOffice',
      { officeID: 'office-staffing' },
      { cookie: await t.sessionCookie('user-admin') },
    );
    expect(res.body.office).toMatchObject({ id: 'office-staffing', type: 'staffing' });
  });

  test.each([
    ['another office', 'user-prescriber', 'office-staffing'],
    ['an office they are only invited to', 'user-invited-assistant', 'office-staffing'],
    ['an unknown office', 'user-prescriber', 'no-such-office'],
  ])('%s answers like a missing office', async (_, caller, officeID) => {
    const res = await t.call('getOffice', { officeID }, { cookie: await t.sessionCookie(caller) });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: OFFICE_NOT_FOUND });
  });

  test.each([
    ['user-invited-assistant', { officeID: 'office-staffing', officeName: 'Harbor Staffing', status: 'pending' }],
    ['user-assistant', { officeID: 'office-staffing', officeName: 'Harbor Staffing', status: 'accepted' }],
    ['user-nurse', null],
  ])('getOfficeInvitation for %s', async (caller, invitation) => {
    const res = await t.call('getOfficeInvitation', {}, { cookie: await t.sessionCookie(caller) });
    expect(res.body).toEqual({ invitation });
  });
});

describe('acceptOfficeInvitation (requirements.md 4: after joining an office)', () => {
  test('the invited assistant joins and is approved; accepting twice changes nothing', async () => {
    const cookie = await t.sessionCookie('user-invited-assistant');
    const notices: string[] = [];
    const stop = t.server.bus.subscribe((topic) => notices.push(topic));
    try {
      const res = await t.call('acceptOfficeInvitation', { officeID: 'office-staffing' }, { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      await expect.poll(() => notices).toContain('users/user-invited-assistant');
    } finally {
      stop();
    }
    expect(await viewerOf(cookie)).toMatchObject({
      status: 'approved',
      office: { id: 'office-staffing', invitationStatus: 'accepted' },
    });
    expect((await t.call('getOffice', { officeID: 'office-staffing' }, { cookie })).status).toBe(200);

    const before = await t.snapshot();
    const again = await t.call('acceptOfficeInvitation', { officeID: 'office-staffing' }, { cookie });
    expect(again.status).toBe(200);
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    ['a nurse with no invitation', 'user-nurse', 'office-lab'],
    ['a prescriber, to another office', 'user-prescriber', 'office-staffing'],
    ['a patient, to an unknown office', 'user-patient', 'no-such-office'],
  ])('%s -> not found, nothing written', async (_, caller, officeID) => {
    const cookie = await t.sessionCookie(caller);
    const before = await t.snapshot();
    const res = await t.call('acceptOfficeInvitation', { officeID }, { cookie });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Invitation not found.' });
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('interview and demo booking (requirements.md 2.2, 2.4, 4)', () => {
  const slotsFor = async (cookie: string, timeZone?: string) =>
    (await t.call('listInterviewSlots', timeZone ? { timeZone } : {}, { cookie })).body.slots as {
      start: string;
      end: string;
    }[];

  test('slots are half-hour, in the future, within two weeks', async () => {
    const slots = await slotsFor(await t.sessionCookie('user-interview-nurse'), 'America/New_York');
    expect(slots.length).toBeGreaterThan(50);
    for (const s of slots) {
      expect(new Date(s.end).getTime() - new Date(s.start).getTime()).toBe(30 * 60_000);
      expect(new Date(s.start).getTime()).toBeGreaterThan(t.now().getTime());
      expect(new Date(s.start).getTime()).toBeLessThan(t.now().getTime() + 15 * 24 * 3600_000);
    }
  });

  test('an unknown time zone is refused', async () => {
    const res = await t.call(
      'listInterviewSlots',
      { timeZone: 'Mars/Olympus' },
      { cookie: await t.sessionCookie('user-nurse') },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: 'Unknown time zone.', field: 'timeZone' });
  });

  test('a nurse books an interview; the office demo cannot take the same slot, then books another', async () => {
    const nurse = await t.sessionCookie('user-interview-nurse');
    const office = await t.sessionCookie('user-demo-office');
    const [first, second] = await slotsFor(nurse);

    const booked = await t.call('bookInterview', { start: first!.start, subject: 'user' }, { cookie: nurse });
    expect(booked.status).toBe(200);
    expect(booked.body.start).toBe(first!.start);
    expect(booked.body.uri).toMatch(new RegExp(`^${t.config.publicUrl}/bookings/`));
    const viewer = await viewerOf(nurse);
    expect(viewer.status).toBe('interview_scheduled');
    expect((await userByEmail('interview.nurse@demo.test'))!.interviewUri).toBe(booked.body.uri);
    expect((await slotsFor(nurse)).map((s) => s.start)).not.toContain(first!.start);

    const before = await t.snapshot();
    const taken = await t.call('bookInterview', { start: first!.start, subject: 'office' }, { cookie: office });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ code: 'conflict', message: SLOT_TAKEN });
    expect(await t.snapshot()).toEqual(before);

    const demo = await t.call('bookInterview', { start: second!.start, subject: 'office' }, { cookie: office });
    expect(demo.status).toBe(200);
    const [row] = await t.db.select().from(offices).where(eq(offices.id, 'office-demo'));
    expect(row).toMatchObject({ status: 'interview_scheduled', interviewUri: demo.body.uri });
    expect((await viewerOf(office)).office).toMatchObject({ id: 'office-demo', status: 'interview_scheduled' });
    expect(
      await t.db.select().from(interviewBookings).where(eq(interviewBookings.officeId, 'office-demo')),
    ).toHaveLength(1);
  });

  test('every offered slot can be booked, whatever the booker’s time zone', async () => {
    await t.db.update(users).set({ status: 'require_interview' }).where(eq(users.id, 'user-scheduled-nurse'));
    const cookie = await t.sessionCookie('user-scheduled-nurse');
    const [slot] = await slotsFor(cookie, 'Asia/Kathmandu'); // UTC+05:45
    const res = await t.call(
      'bookInterview',
      { start: slot!.start, subject: 'user', timeZone: 'Asia/Kathmandu' },
      { cookie },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  const nextSlot = () => new Date(interviewSlots(testStart(), 'UTC', [])[0]!.start);
  const nextNight = () => {
    const d = new Date(testStart().getTime() + 2 * 24 * 3600_000);
    d.setUTCHours(3, 0, 0, 0);
    return d.toISOString();
  };
  test.each([
    [
      'an approved nurse (nothing to book)',
      'user-nurse',
      { start: nextSlot().toISOString(), subject: 'user' },
      409,
      { code: 'conflict', message: NOTHING_TO_BOOK },
    ],
    [
      'an approved office’s demo',
      'user-prescriber',
      { start: nextSlot().toISOString(), subject: 'office' },
      409,
      { code: 'conflict', message: NOTHING_TO_BOOK },
    ],
    [
      'a nurse with no office, for an office',
      'user-nurse',
      { start: nextSlot().toISOString(), subject: 'office' },
      409,
      { code: 'conflict', message: NOTHING_TO_BOOK },
    ],
    [
      'an already booked interview',
      'user-interview-nurse',
      { start: nextSlot().toISOString(), subject: 'user' },
      409,
      { code: 'conflict', message: NOTHING_TO_BOOK },
    ],
    [
      'a time off the slot grid',
      'user-declined-nurse',
      { start: new Date(nextSlot().getTime() + 7 * 60_000).toISOString(), subject: 'user' },
      400,
      { code: 'bad_request', message: 'Choose one of the offered times.', field: 'start' },
    ],
    [
      'a night time on the grid',
      'user-declined-nurse',
      { start: nextNight(), subject: 'user' },
      400,
      { code: 'bad_request', message: 'Choose one of the offered times.', field: 'start' },
    ],
    [
      'a time in the past',
      'user-declined-nurse',
      { start: '2020-01-06T15:00:00.000Z', subject: 'user' },
      400,
      { code: 'bad_request', message: 'Choose one of the offered times.', field: 'start' },
    ],
    [
      'a time past the horizon',
      'user-declined-nurse',
      { start: '2099-01-05T15:00:00.000Z', subject: 'user' },
      400,
      { code: 'bad_request', message: 'Choose one of the offered times.', field: 'start' },
    ],
  ])('%s is refused and nothing is written', async (_, caller, input, status, error) => {
    const cookie = await t.sessionCookie(caller);
    const before = await t.snapshot();
    const res = await t.call('bookInterview', input, { cookie });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
    expect(await t.snapshot()).toEqual(before);
  });
});

test('a user not found message is the spec’s', () => expect(messages.userNotFound).toBe('User not found.'));
