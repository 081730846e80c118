/** Procedure data with inclusions, and office staff cancelling procedures (requirements.md 3, 4, 6, 7). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { otherNurse } from './field-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-nurse', 'user-prescriber', 'user-assistant', 'user-invited-assistant', 'user-admin'])
    cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const read = (procedureID: string, cookie: string, include: string[] = []) =>
  t.call('getProcedureData', { procedureID, include }, { cookie });

describe('getProcedureData (requirements.md 7: procedure data with inclusions)', () => {
  test('the nurse of its itinerary gets each inclusion asked for, and only those', async () => {
    const bare = await read(ids.pia.panel, cookies['user-nurse']!);
    expect(Object.keys(bare.body)).toEqual(['procedure']);
    expect(bare.body.procedure).toMatchObject({
      id: ids.pia.panel,
      status: 'scheduled',
      orderID: 'order-pia',
      bookingID: 'booking-pia',
    });

    const all = await read(ids.pia.panel, cookies['user-nurse']!, [
      'bookings',
      'order',
      'patient',
      'placeGroups',
      'prescriber',
      'contact',
      'supplyItems',
    ]);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      bookings: [{ id: 'booking-pia', patientID: 'user-patient' }],
      order: { id: 'order-pia', officeID: 'office-lab', createdByOfficeID: 'office-lab', offlineScheduling: false },
      patient: { id: 'user-patient' },
      prescriber: { id: 'user-prescriber' },
      placeGroups: [{ id: 'place-lab' }],
      contact: { name: 'Pia Patient', phone: '+1 718 555 0100', userID: 'user-patient', custom: false },
      supplyItems: [],
    });
    const kit = await read(ids.ben.a1c, cookies['user-nurse']!, ['supplyItems']);
    expect(kit.body.supplyItems).toEqual([expect.objectContaining({ id: 'si-kit-0001', supplyType: 'kit' })]);
  });

  test.each([
    ['the prescriber of the order’s office', 'user-prescriber', ids.pia.panel, 200],
    ['staff of the office that initiated the order', 'user-assistant', ids.ben.a1c, 200],
    ['staff of another office', 'user-assistant', ids.pia.panel, 404],
    // Their account is pending until they join: refused before any record is read (requirements.md 6),
    // the same answer whatever the id, so it reveals nothing either.
    ['staff whose invitation is not accepted', 'user-invited-assistant', ids.ben.a1c, 403],
    ['operations', 'user-admin', ids.pia.panel, 200],
  ])('%s: %s', async (_name, user, procedureID, status) => {
    const res = await read(procedureID, cookies[user]!);
    expect(res.status).toBe(status);
    if (status === 404) expect(res.body.error.message).toBe('Procedure not found');
  });

  test('another nurse gets 404, as for an unknown procedure', async () => {
    const stranger = await otherNurse(t);
    expect((await read(ids.pia.panel, stranger.cookie)).body.error.message).toBe('Procedure not found');
    expect((await read('proc-nope', cookies['user-nurse']!)).body.error.message).toBe('Procedure not found');
  });
});

describe('setProcedureStatuses (requirements.md 4: cancelling a procedure cancels its waypoint actions)', () => {
  const statuses = async () =>
    queryRows<{ id: string; status: string }>(
      t.db,
      sql`select id, status from procedures where id in (${ids.pia.urine}, ${ids.pia.panel}, ${ids.ben.a1c}) order by id`,
    );

  test('a list with one procedure the caller cannot reach writes nothing', async () => {
    const before = await t.snapshot();
    const res = await t.call(
      'setProcedureStatuses',
      { procedureIDs: [ids.ben.a1c, ids.pia.urine], status: 'canceled', officeType: 'staffing' },
      { cookie: cookies['user-assistant'] },
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(`Missing procedure ${ids.pia.urine}`);
    expect(await t.snapshot()).toEqual(before);
  });

  test('the staffing office cancels Ben’s HbA1c: its visit’s action and the mail-in action are canceled; a retry counts once', async () => {
    const input = { procedureIDs: [ids.ben.a1c], status: 'canceled', officeType: 'staffing' };
    const options = { cookie: cookies['user-assistant'], idempotencyKey: 'cancel-ben-0001' };
    const first = await t.call('setProcedureStatuses', input, options);
    expect(first.body).toEqual({ ok: true, changed: expect.any(Number) });
    expect(first.body.changed).toBeGreaterThan(0);
    expect((await t.call('setProcedureStatuses', input, options)).body).toEqual(first.body);
    expect((await t.call('setProcedureStatuses', input, { cookie: cookies['user-assistant'] })).body).toEqual({
      ok: true,
      changed: 0,
    });
    expect(await statuses()).toEqual([
      { id: ids.ben.a1c, status: 'canceled' },
      { id: ids.pia.panel, status: 'scheduled' },
      { id: ids.pia.urine, status: 'scheduled' },
    ]);
    const actions = await queryRows<{ id: string; status: string }>(
      t.db,
      sql`select id, status from waypoint_actions where id in (${ids.ben.action}, ${ids.lab.mailIn}) order by id`,
    );
    expect(actions).toEqual([
      { id: ids.ben.action, status: 'canceled' },
      { id: ids.lab.mailIn, status: 'canceled' },
    ]);
  });

  test('a nurse may not call it (403)', async () => {
    const res = await t.call(
      'setProcedureStatuses',
      { procedureIDs: [ids.pia.urine], status: 'canceled' },
      { cookie: cookies['user-nurse'] },
    );
    expect(res.status).toBe(403);
  });
});
