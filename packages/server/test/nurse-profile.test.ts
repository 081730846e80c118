/**
 * The nurse's profile, work settings and onboarding on the real server (issue 23, ADR 043): a
 * pending nurse fills in what operations need and moves on by herself to the status that waits for
 * them; each refusal says why and changes nothing; dispatch asks which nurses are available.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../src/db/schema.ts';
import { demoUserOf, startTestServer, type TestServer, testDay } from './harness.ts';
import { uploadPng } from './photo-fixture.ts';

let t: TestServer;
let pending: string;
let nurse: string;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  pending = await t.sessionCookie('user-pending-nurse');
  nurse = await t.sessionCookie(demoUserOf.nurse);
  admin = await t.sessionCookie(demoUserOf.admin);
});
afterAll(() => t?.close());

const inYears = (years: number) => `${Number(testDay(0).slice(0, 4)) + years}-06-30`;
const profile = {
  firstName: 'Paula',
  lastName: 'Pending',
  phone: '+1 718 555 0199',
  address: '10 Court St, Brooklyn, NY 11201',
  timeZone: 'America/New_York',
  dateOfBirth: '1991-02-03',
  title: 'RN',
  npi: '1245319599',
  languages: [{ language: 'Spanish', fluency: 'fluent' }],
  credentials: [
    {
      kind: 'licence',
      name: 'Registered Nurse',
      number: 'RN-1',
      stateCode: 'NY',
      expiryDate: inYears(2),
      status: 'active',
    },
    { kind: 'certification', name: 'CPT', number: 'C-1', stateCode: 'NY', expiryDate: inYears(1), status: 'active' },
  ],
};

describe('a pending nurse finishes onboarding by herself', () => {
  test.each([
    [
      'an NPI failing its check digit',
      'updateNurseProfile',
      { ...profile, npi: '1245319598' },
      400,
      'Enter a 10-digit NPI with a valid check digit.',
    ],
    [
      'a phone that is not one',
      'updateNurseProfile',
      { ...profile, phone: '12' },
      400,
      'Enter a phone number of 7 to 15 digits.',
    ],
    [
      'an unknown time zone',
      'updateNurseProfile',
      { ...profile, timeZone: 'Mars/Olympus' },
      400,
      'Choose a time zone.',
    ],
    [
      'a date of birth in the future (ADR 078)',
      'updateNurseProfile',
      { ...profile, dateOfBirth: testDay(1) },
      400,
      'The date of birth cannot be in the future.',
    ],
    [
      'overlapping hours',
      'updateAvailability',
      {
        weekly: [
          { weekday: 1, startMinute: 480, endMinute: 720 },
          { weekday: 1, startMinute: 600, endMinute: 900 },
        ],
      },
      400,
      'Blocks of the same day must not overlap.',
    ],
    [
      'an unknown service region',
      'updateServiceRegions',
      { serviceRegionIDs: ['region-atlantis'] },
      400,
      'Choose service regions from the list.',
    ],
    ['no leave-from address', 'updateLocationSettings', { leaveFrom: ' ' }, 400, 'Enter the address you leave from.'],
    ['submitting before every step is done', 'submitOnboarding', {}, 400, 'Finish every step before submitting.'],
  ])('refuses %s and changes nothing', async (_, name, input, status, message) => {
    const before = await t.snapshot();
    const res = await t.call(name, input, { cookie: pending });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
  });

  test('profile, work settings and documents, then submit: waiting for approval', async () => {
    const start = (await t.call('getNurseProfile', {}, { cookie: pending })).body;
    expect(start.onboarding).toEqual({ status: 'pending', missing: ['profile', 'work-settings', 'documents'] });
    const saved = await t.call('updateNurseProfile', profile, { cookie: pending });
    expect(saved.status).toBe(200);
    expect(saved.body.onboarding.missing).toEqual(['work-settings']);
    expect(saved.body.profile.credentials.map((c: { expiry: string }) => c.expiry)).toEqual(['valid', 'valid']);
    for (const [name, input] of [
      ['updateAvailability', { weekly: [1, 2, 3].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })) }],
      ['updateLocationSettings', { leaveFrom: '10 Court St, Brooklyn, NY 11201', leaveFromPin: '40.6905, -73.9916' }],
      ['updateServiceRegions', { serviceRegionIDs: ['region-brooklyn'] }],
      ['updateShiftPreferences', { dayParts: ['morning'], maxHoursPerWeek: 20 }],
      ['updateMyProcedures', { taskTypes: ['venipuncture', 'swab'] }],
    ] as const)
      expect((await t.call(name, input, { cookie: pending })).status, name).toBe(200);
    const settings = (await t.call('getWorkSettings', {}, { cookie: pending })).body;
    expect(settings.onboarding.missing).toEqual([]);
    expect(
      settings.workSettings.serviceRegions
        .filter((r: { selected: boolean }) => r.selected)
        .map((r: { id: string }) => r.id),
    ).toEqual(['region-brooklyn']);
    const submitted = await t.call('submitOnboarding', {}, { cookie: pending });
    expect(submitted.body).toEqual({ status: 'require_approval' });
    const again = await t.call('submitOnboarding', {}, { cookie: pending });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Onboarding is already finished.');
  });

  test('without a certification she is asked to book an interview instead', async () => {
    await t.db.insert(users).values({
      id: 'onboarding-2',
      email: 'onboarding-2@nurse.test',
      role: 'nurse',
      status: 'pending',
      firstName: 'O',
      lastName: 'Two',
    });
    const cookie = await t.sessionCookie('onboarding-2');
    await t.call('updateNurseProfile', { ...profile, credentials: [profile.credentials[0]] }, { cookie });
    await t.call('updateAvailability', { weekly: [{ weekday: 2, startMinute: 540, endMinute: 600 }] }, { cookie });
    await t.call('updateLocationSettings', { leaveFrom: 'Somewhere 1', leaveFromPin: '40.75, -73.8' }, { cookie });
    await t.call('updateServiceRegions', { serviceRegionIDs: ['region-queens'] }, { cookie });
    await t.call('updateMyProcedures', { taskTypes: ['capillary'] }, { cookie });
    expect((await t.call('submitOnboarding', {}, { cookie })).body).toEqual({ status: 'require_interview' });
  });
});

describe('dispatch: which nurses are available in region R at time T who perform task type X', () => {
  // 2030-12-02 is a Monday; 14:00 UTC is 9:00 in New York.
  const ask = (input: Record<string, string>) =>
    t.call(
      'findAvailableNurses',
      { serviceRegionID: 'region-brooklyn', time: '2030-12-02T14:00:00Z', taskType: 'venipuncture', ...input },
      { cookie: admin },
    );
  test.each([
    ['the demo nurse on a Monday morning in Brooklyn', {}, ['Nora Nightingale']],
    ['a task type she does not perform', { taskType: 'swab' }, []],
    ['Saturday', { time: '2030-12-07T14:00:00Z' }, []],
    ['Monday 7:30 in New York', { time: '2030-12-02T12:30:00Z' }, []],
    ['a region she does not work', { serviceRegionID: 'region-manhattan' }, []],
  ])('%s', async (_, input, names) => {
    const res = await ask(input);
    expect(res.status).toBe(200);
    // Her answer only: dispatch's demo day (seed-dispatch.ts) adds nurses with settings of their own.
    const found = res.body.nurses.map((n: { name: string }) => n.name);
    expect(found.filter((name: string) => name === 'Nora Nightingale')).toEqual(names);
  });

  test('a day off that Monday wins over her weekly hours', async () => {
    const settings = (await t.call('getWorkSettings', {}, { cookie: nurse })).body.workSettings;
    await t.call(
      'updateAvailability',
      {
        weekly: settings.availability.weekly,
        exceptions: [{ date: '2030-12-02', startMinute: null, endMinute: null }],
      },
      { cookie: nurse },
    );
    const nora = async () =>
      ((await ask({})).body.nurses as { name: string }[]).filter((n) => n.name === 'Nora Nightingale');
    expect(await nora()).toEqual([]);
    await t.call('updateAvailability', { weekly: settings.availability.weekly }, { cookie: nurse });
    expect(await nora()).toHaveLength(1);
  });
});

describe('her profile picture (requirements.md 2.10 personal info, ADR 059)', () => {
  test('one of her uploads becomes her picture, shown to her; null removes it', async () => {
    const fileID = await uploadPng(t, nurse);
    const res = await t.call('setProfilePicture', { fileID }, { cookie: nurse });
    expect(res.status).toBe(200);
    expect(res.body.profile.pictureFileID).toBe(fileID);
    expect((await t.call('getNurseProfile', {}, { cookie: nurse })).body.profile.pictureFileID).toBe(fileID);
    const image = await t.server.app.inject({
      method: 'GET',
      url: `/api/files/${fileID}`,
      headers: { cookie: nurse },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const removed = await t.call('setProfilePicture', { fileID: null }, { cookie: nurse });
    expect(removed.body.profile.pictureFileID).toBeNull();
  });

  test.each([
    ['another person’s upload', async () => uploadPng(t, await t.sessionCookie(demoUserOf.packer))],
    ['a file that does not exist', async () => 'file-nope'],
  ])('%s: requirements.md 8 "Missing file", nothing written', async (_name, fileOf) => {
    const fileID = await fileOf();
    const before = await t.snapshot();
    const res = await t.call('setProfilePicture', { fileID }, { cookie: nurse });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Missing file');
    expect(await t.snapshot()).toEqual(before);
  });
});
