/**
 * An address with no place on the map is never accepted in silence, and an order whose patient has
 * no point is never lost (ADR 071): it waits on its region's board for its day under "Needs a
 * place on the map", and its office reads the same words.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows, startTestServer, testDay, type TestServer } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-nurse', 'user-prescriber', 'user-admin']) cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const day = () => testDay(3);
let emails = 0;
const addPatient = (user: Record<string, unknown>) =>
  t.call(
    'createUserWithEmailLink',
    {
      user: {
        email: `placed.${(emails += 1)}@example.com`,
        firstName: 'Ada',
        lastName: 'Asdf',
        role: 'patient',
        dateOfBirth: '1980-02-03',
        timeZone: 'America/New_York',
        ...user,
      },
      emailLinkURL: 'http://localhost:3000/finishSignUp',
      office: { id: 'office-lab' },
    },
    { cookie: cookies['user-prescriber']! },
  );
const orderTsh = (patientID: string) =>
  t.call(
    'createOrder',
    {
      officeID: 'office-lab',
      patientID,
      prescriberID: 'user-prescriber',
      prescriberNPI: '1234567893',
      diagnosisCodes: ['Z00.00'],
      testIDs: ['test-tsh'],
      requestedDate: day(),
      windowStart: '08:00',
      windowEnd: '10:00',
    },
    { cookie: cookies['user-prescriber']! },
  );
type Board = {
  waiting: { id: string; point: unknown }[];
  nurses: { id: string; needsPlace: boolean }[];
};
const board = async (serviceRegionID: string): Promise<Board> => {
  const res = await t.call('getDispatchBoard', { day: day(), serviceRegionID }, { cookie: cookies['user-admin']! });
  expect(res.status).toBe(200);
  return res.body as Board;
};

describe('the patient’s address in the office’s form', () => {
  test.each([
    [
      'an address no map finds',
      { address: 'asdf' },
      'user.address',
      '“asdf” was not found on the map. Correct the address or place a pin.',
    ],
    [
      'a pin that does not read',
      { address: 'asdf', pin: 'somewhere' },
      'user.pin',
      'Paste the pin as a map app copies it: its latitude, a comma, then its longitude.',
    ],
  ])('refuses %s and adds no one', async (_name, user, field, message) => {
    const before = await t.snapshot();
    const res = await addPatient(user);
    expect([res.status, res.body.error?.field, res.body.error?.message]).toEqual([400, field, message]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('with its pin, the patient has a point and the order waits for a nurse on the Brooklyn board', async () => {
    const added = await addPatient({ address: '40 Clinton St, Brooklyn, NY 11201', pin: '40.6944, -73.9918' });
    expect(added.status).toBe(200);
    const placed = await orderTsh(added.body.userID);
    expect(placed.body).toMatchObject({ status: 'ordered', needsPlace: false });
    expect((await board('region-brooklyn')).waiting).toContainEqual(
      expect.objectContaining({ id: placed.body.orderID, point: { lat: 40.6944, lng: -73.9918 } }),
    );
  });
});

describe('an order whose patient has no point', () => {
  test('waits on its office’s region’s board, and the office reads “Needs a place on the map”', async () => {
    // A patient saved before the rule (or with no address): no point at all.
    const added = await addPatient({});
    expect(added.status).toBe(200);
    const placed = await orderTsh(added.body.userID);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 'ordered', needsPlace: true });
    // Riverside Lab's place group starts in Brooklyn (seed-place-groups.ts): that board lists it.
    expect((await board('region-brooklyn')).waiting).toContainEqual(
      expect.objectContaining({ id: placed.body.orderID, point: null }),
    );
    expect((await board('region-queens')).waiting.map((v) => v.id)).not.toContain(placed.body.orderID);
    const page = await t.call(
      'getProcedureOrder',
      { procedureID: placed.body.procedureIDs[0] },
      { cookie: cookies['user-prescriber']! },
    );
    expect(page.body.order).toMatchObject({ needsPlace: true });
  });

  test('an office with no place group: every region’s board lists it', async () => {
    const added = await addPatient({});
    await t.db.execute(sql`update offices set place_group_id = null where id = 'office-lab'`);
    try {
      const placed = await orderTsh(added.body.userID);
      expect(placed.body).toMatchObject({ needsPlace: true });
      for (const region of ['region-brooklyn', 'region-queens', 'region-manhattan'])
        expect((await board(region)).waiting.map((v) => v.id)).toContain(placed.body.orderID);
    } finally {
      await t.db.execute(sql`update offices set place_group_id = 'group-riverside-lab' where id = 'office-lab'`);
    }
  });
});

describe('the nurse’s leave-from address in her work settings', () => {
  test('“zzzz nowhere” is refused and nothing changes', async () => {
    const before = await t.snapshot();
    const res = await t.call(
      'updateLocationSettings',
      { leaveFrom: 'zzzz nowhere' },
      { cookie: cookies['user-nurse']! },
    );
    expect([res.status, res.body.error?.field, res.body.error?.message]).toEqual([
      400,
      'leaveFrom',
      '“zzzz nowhere” was not found on the map. Correct the address or place a pin.',
    ]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('without a point she is flagged on the board, not silently left out; her pin places her', async () => {
    // The demo nurse's leave-from was seeded with an address and no point.
    expect((await board('region-brooklyn')).nurses).toContainEqual(
      expect.objectContaining({ id: 'user-nurse', needsPlace: true }),
    );
    const settings = await t.call('getWorkSettings', {}, { cookie: cookies['user-nurse']! });
    expect(settings.body.workSettings.location).toMatchObject({ leaveFromPin: null });
    const res = await t.call(
      'updateLocationSettings',
      { leaveFrom: '200 Water St, Brooklyn, NY 11201', leaveFromPin: '40.7033, -73.9881' },
      { cookie: cookies['user-nurse']! },
    );
    expect(res.status).toBe(200);
    expect(res.body.workSettings.location).toMatchObject({ leaveFromPin: '40.7033, -73.9881' });
    const [row] = await queryRows<{ lat: number; lng: number }>(
      t.db,
      sql`select leave_from_lat as lat, leave_from_lng as lng from nurse_work_settings where user_id = 'user-nurse'`,
    );
    expect(row).toEqual({ lat: 40.7033, lng: -73.9881 });
    expect((await board('region-brooklyn')).nurses).toContainEqual(
      expect.objectContaining({ id: 'user-nurse', needsPlace: false }),
    );
  });
});
