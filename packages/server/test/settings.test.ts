/** Your settings: a person's own name, phone and fax (requirements.md 2.4, 7 users info, 8 Account; issue 14). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PHONE_REFUSAL } from '@sc/domain/auth/phone-number';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-prescriber', 'user-assistant', 'user-admin']) cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const update = (input: Record<string, unknown>, cookie = cookies['user-prescriber']!) =>
  t.call('updateUserInfo', input, { cookie });
const info = (cookie = cookies['user-prescriber']!) => t.call('getUserInfo', {}, { cookie });

describe('your settings', () => {
  test('the phone, then the fax, then the name, each kept as typed', async () => {
    expect((await update({ phone: ' (718) 555-0142 ' })).body.user.phone).toBe('(718) 555-0142');
    expect((await update({ faxNumber: '+1 718 555 0143' })).body.user.faxNumber).toBe('+1 718 555 0143');
    expect((await update({ firstName: 'Priyanka', lastName: 'Prescott' })).body.user).toEqual({
      firstName: 'Priyanka',
      lastName: 'Prescott',
      phone: '(718) 555-0142',
      faxNumber: '+1 718 555 0143',
    });
    expect((await info()).body.user.firstName).toBe('Priyanka');
  });

  test('an empty number clears it', async () => {
    await update({ faxNumber: '718 555 0199' });
    expect((await update({ faxNumber: '  ' })).body.user.faxNumber).toBeNull();
  });

  test.each([
    ['letters in a phone number', { phone: '718-555-01OO' }, 'phone'],
    ['a fax number too short', { faxNumber: '55501' }, 'faxNumber'],
  ])('refuses %s, changing nothing', async (_, input, field) => {
    const before = await t.snapshot();
    const res = await update(input);
    expect([res.status, res.body.error.message, res.body.error.field]).toEqual([400, PHONE_REFUSAL, field]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('another person’s settings answer "User not found." to anyone but operations', async () => {
    const before = await t.snapshot();
    const res = await update({ userID: 'user-assistant', phone: '718 555 0100' });
    expect([res.status, res.body.error.message]).toEqual([404, 'User not found.']);
    expect(await t.snapshot()).toEqual(before);
    const byOperations = await update({ userID: 'user-assistant', phone: '718 555 0111' }, cookies['user-admin']);
    expect(byOperations.body.user.phone).toBe('718 555 0111');
    const nobody = await update({ userID: 'user-nobody', phone: '718 555 0111' }, cookies['user-admin']);
    expect([nobody.status, nobody.body.error.message]).toEqual([404, 'User not found.']);
    // A patient's details are patient data: not changed through settings, even by operations.
    const before2 = await t.snapshot();
    const patient = await update({ userID: 'user-patient', phone: '718 555 0111' }, cookies['user-admin']);
    expect([patient.status, patient.body.error.message]).toEqual([404, 'User not found.']);
    expect(await t.snapshot()).toEqual(before2);
  });
});
