/**
 * Office settings (issue 14, requirements.md 2.4, 3 Office, 6; ADR 031): details and notification emails,
 * partners (a request until both offices name each other) and shared place accounts; and a lab
 * ordering for its partners' patients, through the picker and createOrder alike.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADDRESS_PLACE_TEXTS } from '@sc/domain/addresses/address-place';
import { OFFICE_SETTINGS_REFUSALS } from '@sc/domain/offices/office-settings';
import { PARTNER_REFUSALS } from '@sc/domain/offices/partnerships';
import { ORDER_REFUSALS } from '@sc/domain/orders/order-request';
import { queryRows, startTestServer, type TestServer, testDay } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-prescriber', 'user-assistant', 'user-demo-office', 'user-nurse', 'user-admin'])
    cookies[id] = await t.sessionCookie(id);
  // A patient of Harbor Staffing, which is no partner of the lab (demo data).
  await t.db.execute(sql`insert into users (id, email, role, status, first_name, last_name, time_zone)
    values ('user-harbor-patient', 'hugo.harbor@example.com', 'patient', 'approved', 'Hugo', 'Harbor', 'America/Chicago')`);
  await t.db.execute(sql`insert into office_members (office_id, user_id, role, invitation_status)
    values ('office-staffing', 'user-harbor-patient', 'patient', 'accepted')`);
});
afterAll(() => t?.close());

const lab = () => cookies['user-prescriber']!;
const staffing = () => cookies['user-assistant']!;
const settings = (officeID = 'office-lab', cookie = lab()) => t.call('getOfficeSettings', { officeID }, { cookie });
const update = (input: Record<string, unknown>, cookie = lab(), idempotencyKey?: string) =>
  t.call(
    'updateOfficeSettings',
    { officeID: 'office-lab', ...input },
    { cookie, ...(idempotencyKey ? { idempotencyKey } : {}) },
  );
const addPartner = (officeID: string, partnerOfficeID: string, cookie: string, idempotencyKey?: string) =>
  t.call('addOfficePartner', { officeID, partnerOfficeID }, { cookie, ...(idempotencyKey ? { idempotencyKey } : {}) });
const removePartner = (officeID: string, partnerOfficeID: string, cookie: string) =>
  t.call('removeOfficePartner', { officeID, partnerOfficeID }, { cookie });
const search = (query: string, officeID = 'office-lab', cookie = lab()) =>
  t.call('searchOfficePatients', { officeID, query }, { cookie });
const names = (res: { body: { patients?: { name: string }[] } }) => (res.body.patients ?? []).map((p) => p.name);
const inDays = (days: number) => testDay(days);
const order = (patientID: string) =>
  t.call(
    'createOrder',
    {
      officeID: 'office-lab',
      patientID,
      prescriberID: 'user-prescriber',
      prescriberNPI: '1234567893',
      diagnosisCodes: ['Z00.00'],
      testIDs: ['test-cbc'],
      requestedDate: inDays(4),
      windowStart: '08:00',
      windowEnd: '10:00',
    },
    { cookie: lab() },
  );
const partnerRows = async () =>
  (
    await queryRows<{ office_id: string; partner_office_id: string }>(
      t.db,
      sql`select office_id, partner_office_id from office_partners order by office_id, partner_office_id`,
    )
  ).map((r) => `${r.office_id} -> ${r.partner_office_id}`);

describe('getOfficeSettings', () => {
  test('the demo lab: its address and zone, the emails it gets, its partner and its account at the lab', async () => {
    const res = await settings();
    expect(res.status).toBe(200);
    expect(res.body.office).toEqual({
      id: 'office-lab',
      name: 'Riverside Lab',
      type: 'lab',
      address: '55 Front St, Brooklyn, NY 11201',
      addressPin: '40.7025, -73.988',
      timeZone: 'America/New_York',
      notificationEmails: ['order-collected', 'order-failed', 'results-available'],
    });
    expect(res.body.partners).toEqual([
      expect.objectContaining({
        officeID: 'office-clinic',
        name: 'Maple Family Clinic',
        type: 'others',
        state: 'partners',
      }),
    ]);
    expect(res.body.placeAccounts).toEqual([
      {
        id: 'place-lab',
        name: 'Riverside Lab Drop-off',
        type: 'lab',
        address: '55 Front St, Brooklyn, NY 11201',
        accountNumber: 'RL-20417',
      },
    ]);
    expect(res.body.places.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(['place-lab', 'place-packing']),
    );
  });

  test.each([
    ['another office', 'office-staffing', 'user-prescriber', 404],
    ['an office not yet approved, to its own prescriber', 'office-demo', 'user-demo-office', 404],
    ['an office that does not exist', 'office-nope', 'user-prescriber', 404],
  ])('%s answers "Office not found."', async (_, officeID, user, status) => {
    const res = await settings(officeID, cookies[user]!);
    expect([res.status, res.body.error?.message]).toEqual([status, ORDER_REFUSALS.unknownOffice]);
  });

  test('a nurse may not read an office’s settings; operations may', async () => {
    expect((await settings('office-lab', cookies['user-nurse']!)).status).toBe(403);
    expect((await settings('office-lab', cookies['user-admin']!)).status).toBe(200);
  });
});

describe('updateOfficeSettings', () => {
  test('name, address and zone are stored tidied; fields left out stay; the notification emails in their order', async () => {
    const res = await update({
      name: '  Riverside   Lab Group ',
      address: ' 57 Front St,\n Brooklyn, NY 11201 ',
      addressPin: '40.7026, -73.9877',
    });
    expect(res.status).toBe(200);
    expect(res.body.office).toMatchObject({
      name: 'Riverside Lab Group',
      address: '57 Front St, Brooklyn, NY 11201',
      addressPin: '40.7026, -73.9877',
      timeZone: 'America/New_York',
    });
    await update({ timeZone: 'America/Chicago', notificationEmails: ['daily-summary', 'order-failed'] });
    expect((await settings()).body.office).toMatchObject({
      name: 'Riverside Lab Group',
      timeZone: 'America/Chicago',
      notificationEmails: ['order-failed', 'daily-summary'],
    });
    expect((await update({ notificationEmails: [] })).body.office.notificationEmails).toEqual([]);
    // The office page reads the new name.
    expect((await t.call('getOffice', { officeID: 'office-lab' }, { cookie: lab() })).body.office.name).toBe(
      'Riverside Lab Group',
    );
    await update({ name: 'Riverside Lab', timeZone: 'America/New_York' });
  });

  test('an assistant of an approved office changes its settings too', async () => {
    const res = await update(
      { officeID: 'office-staffing', address: '2 Harbor Way, Brooklyn, NY 11231', addressPin: '40.678, -74.013' },
      staffing(),
    );
    expect(res.body.office.address).toBe('2 Harbor Way, Brooklyn, NY 11231');
  });

  test.each([
    ['an empty name', { name: '  ' }, 400, 'name', OFFICE_SETTINGS_REFUSALS.nameShort],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, 400, 'name', OFFICE_SETTINGS_REFUSALS.nameLong],
    [
      'an address of 201 characters',
      { address: 'a'.repeat(201) },
      400,
      'address',
      OFFICE_SETTINGS_REFUSALS.addressLong,
    ],
    [
      'a time zone that is not one',
      { timeZone: 'America/New_Yrok' },
      400,
      'timeZone',
      OFFICE_SETTINGS_REFUSALS.timeZone,
    ],
    ['nothing to change', {}, 400, 'officeID', OFFICE_SETTINGS_REFUSALS.nothingToSave],
    [
      'another office',
      { officeID: 'office-staffing', name: 'Mine now' },
      404,
      'officeID',
      ORDER_REFUSALS.unknownOffice,
    ],
    [
      'an office that does not exist',
      { officeID: 'office-nope', name: 'New' },
      404,
      'officeID',
      ORDER_REFUSALS.unknownOffice,
    ],
  ])('refuses %s with a clear message and changes nothing', async (_, input, status, field, message) => {
    const before = await t.snapshot();
    const res = await update(input);
    expect([res.status, res.body.error?.field, res.body.error?.message]).toEqual([status, field, message]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('an email kind that is not one of the set is refused by the contract, changing nothing', async () => {
    const before = await t.snapshot();
    const res = await update({ notificationEmails: ['weekly-digest'] });
    expect([res.status, res.body.error?.field]).toEqual([400, 'notificationEmails.0']);
    expect(await t.snapshot()).toEqual(before);
  });

  test('an office not yet approved is refused, like one that does not exist', async () => {
    const before = await t.snapshot();
    const res = await update({ officeID: 'office-demo', name: 'Summit Labs' }, cookies['user-demo-office']!);
    expect([res.status, res.body.error?.message]).toEqual([404, ORDER_REFUSALS.unknownOffice]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('a retry with the same Idempotency-Key answers the first answer', async () => {
    const front = { address: '55 Front St, Brooklyn, NY 11201', addressPin: '40.7025, -73.988' };
    const first = await update(front, lab(), 'settings-retry-1');
    const again = await update(front, lab(), 'settings-retry-1');
    expect(again.body).toEqual(first.body);
  });
});

describe('the office’s own address is a place (ADR 082, extending ADR 071)', () => {
  const officePoint = async (officeID = 'office-lab') =>
    (
      await queryRows<{ address: string; lat: number | null; lng: number | null }>(
        t.db,
        sql`select address, lat, lng from offices where id = ${officeID}`,
      )
    )[0];

  test('looked up as the form does, then saved with the point confirmed: its address and its point', async () => {
    const found = await t.call('geocodeAddress', { address: '150 Court St, Brooklyn', limit: 1 }, { cookie: lab() });
    const [place] = found.body.candidates as { label: string; point: { lat: number; lng: number } }[];
    expect(place).toEqual({ label: '150 Court St, Brooklyn, NY 11201', point: { lat: 40.6879, lng: -73.9934 } });
    const res = await update({
      address: '150 Court St, Brooklyn',
      addressPin: `${place!.point.lat}, ${place!.point.lng}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.office).toMatchObject({ address: '150 Court St, Brooklyn', addressPin: '40.6879, -73.9934' });
    expect(await officePoint()).toEqual({ address: '150 Court St, Brooklyn', lat: 40.6879, lng: -73.9934 });
    expect((await settings()).body.office.addressPin).toBe('40.6879, -73.9934');
    // A rename sends no address: the address and its point stay.
    await update({ name: 'Riverside Lab' });
    expect(await officePoint()).toEqual({ address: '150 Court St, Brooklyn', lat: 40.6879, lng: -73.9934 });
  });

  test('an address cleared has no point any more', async () => {
    expect((await update({ address: '  ' })).body.office).toMatchObject({ address: '', addressPin: null });
    expect(await officePoint()).toEqual({ address: '', lat: null, lng: null });
    await update({ address: '55 Front St, Brooklyn, NY 11201', addressPin: '40.7025, -73.988' });
    expect(await officePoint()).toEqual({ address: '55 Front St, Brooklyn, NY 11201', lat: 40.7025, lng: -73.988 });
  });

  test.each([
    ['“asdf” with no point', { address: 'asdf' }, 'address', ADDRESS_PLACE_TEXTS.notFound('asdf')],
    [
      'a demo-area address with no point: the server never places it in silence',
      { name: 'Riverside Lab Renamed', address: '150 Court St, Brooklyn' },
      'address',
      ADDRESS_PLACE_TEXTS.notFound('150 Court St, Brooklyn'),
    ],
    [
      'a pin that does not read',
      { address: '150 Court St, Brooklyn', addressPin: 'somewhere' },
      'addressPin',
      ADDRESS_PLACE_TEXTS.badPin,
    ],
    [
      'a pin off the globe',
      { address: '150 Court St, Brooklyn', addressPin: '95, -73.99' },
      'addressPin',
      ADDRESS_PLACE_TEXTS.badPin,
    ],
    [
      'a pin without its address',
      { addressPin: '40.6879, -73.9934' },
      'addressPin',
      OFFICE_SETTINGS_REFUSALS.pinWithoutAddress,
    ],
    ['a pin with a NUL', { address: '150 Court St', addressPin: '40.6879,\u0000 -73.9934' }, 'addressPin', null],
  ])('%s is refused beside its field, nothing written', async (_, input, field, message) => {
    const before = await t.snapshot();
    const res = await update(input);
    expect([res.status, res.body.error?.field]).toEqual([400, field]);
    if (message !== null) expect(res.body.error?.message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
    expect(await officePoint()).toEqual({ address: '55 Front St, Brooklyn, NY 11201', lat: 40.7025, lng: -73.988 });
  });
});

describe('a lab orders for its partners’ patients (requirements.md 6)', () => {
  test('the picker finds a partner office’s patients beside the lab’s own', async () => {
    expect(names(await search('maya'))).toEqual(['Maya Morgan']);
    expect(names(await search(''))).toEqual(expect.arrayContaining(['Maya Morgan', 'Ravi Rao', 'Pia Patient']));
  });

  test('and the lab orders for one; the order is the lab’s', async () => {
    const res = await order('user-patient-maya');
    expect(res.status).toBe(200);
    const [row] = await queryRows<{ office_id: string; created_by_office_id: string; patient_id: string }>(
      t.db,
      sql`select office_id, created_by_office_id, patient_id from orders where id = ${res.body.orderID}`,
    );
    expect(row).toEqual({
      office_id: 'office-lab',
      created_by_office_id: 'office-lab',
      patient_id: 'user-patient-maya',
    });
  });

  test('a patient of an office that is no partner answers like one that does not exist', async () => {
    expect(names(await search('hugo'))).toEqual([]);
    const before = await t.snapshot();
    const theirs = await order('user-harbor-patient');
    const nobody = await order('user-nobody');
    expect([theirs.status, theirs.body]).toEqual([nobody.status, nobody.body]);
    expect(theirs.body.error?.message).toBe(ORDER_REFUSALS.unknownPatient);
    expect(await t.snapshot()).toEqual(before);
  });

  test('the partner (not a lab) does not see the lab’s patients', async () => {
    await t.db.execute(sql`insert into office_members (office_id, user_id, role, invitation_status, accepted_at)
      values ('office-clinic', 'user-assistant', 'assistant', 'accepted', ${t.hoursAgo(0)})`);
    try {
      const clinicCookie = staffing();
      expect(names(await search('', 'office-clinic', clinicCookie))).toEqual(['Maya Morgan', 'Ravi Rao']);
      expect(names(await search('pia', 'office-clinic', clinicCookie))).toEqual([]);
    } finally {
      await t.db.execute(
        sql`delete from office_members where office_id = 'office-clinic' and user_id = 'user-assistant'`,
      );
    }
  });
});

describe('partners: a request until both offices name each other (ADR 031)', () => {
  test('the lab names Harbor Staffing: a request; nothing is shared until Harbor names it back', async () => {
    const asked = await addPartner('office-lab', 'office-staffing', lab());
    expect(asked.status).toBe(200);
    expect(asked.body.partner).toMatchObject({
      officeID: 'office-staffing',
      name: 'Harbor Staffing',
      state: 'requested',
    });
    expect(
      (await settings('office-staffing', staffing())).body.partners.find(
        (p: { officeID: string }) => p.officeID === 'office-lab',
      ),
    ).toMatchObject({ name: 'Riverside Lab', type: 'lab', state: 'asked' });
    expect(names(await search('hugo'))).toEqual([]);
    expect((await order('user-harbor-patient')).body.error?.message).toBe(ORDER_REFUSALS.unknownPatient);

    const returned = await addPartner('office-staffing', 'office-lab', staffing());
    expect(returned.body.partner.state).toBe('partners');
    expect(
      (await settings()).body.partners.find((p: { officeID: string }) => p.officeID === 'office-staffing')?.state,
    ).toBe('partners');
    expect(names(await search('hugo'))).toEqual(['Hugo Harbor']);
    expect((await order('user-harbor-patient')).status).toBe(200);
  });

  test('a staffing office partnered with the lab still does not see the lab’s patients', async () => {
    expect(names(await search('pia', 'office-staffing', staffing()))).toEqual([]);
    expect(names(await search('', 'office-staffing', staffing()))).toEqual(['Hugo Harbor']);
  });

  test('either office ending it ends it for both: the lab no longer finds Harbor’s patients', async () => {
    expect((await removePartner('office-staffing', 'office-lab', staffing())).body).toEqual({ ok: true });
    expect(await partnerRows()).not.toContain('office-lab -> office-staffing');
    expect(await partnerRows()).not.toContain('office-staffing -> office-lab');
    expect(names(await search('hugo'))).toEqual([]);
    const again = await removePartner('office-staffing', 'office-lab', staffing());
    expect([again.status, again.body.error?.message]).toEqual([404, PARTNER_REFUSALS.unknownPartner]);
  });

  test('a retry with the same Idempotency-Key names the office once', async () => {
    const first = await addPartner('office-lab', 'office-staffing', lab(), 'partner-retry-1');
    const again = await addPartner('office-lab', 'office-staffing', lab(), 'partner-retry-1');
    expect(again.body).toEqual(first.body);
    expect((await partnerRows()).filter((r) => r === 'office-lab -> office-staffing')).toHaveLength(1);
    // Without a key, naming it again changes nothing either.
    const before = await t.snapshot();
    expect((await addPartner('office-lab', 'office-staffing', lab())).body.partner.state).toBe('requested');
    expect(await t.snapshot()).toEqual(before);
    await removePartner('office-lab', 'office-staffing', lab());
  });

  test.each([
    ['itself', 'office-lab', 'office-lab', 'user-prescriber', 400, PARTNER_REFUSALS.self],
    [
      'an office that does not exist',
      'office-lab',
      'office-nope',
      'user-prescriber',
      404,
      PARTNER_REFUSALS.unknownOffice,
    ],
    ['an office not yet approved', 'office-lab', 'office-demo', 'user-prescriber', 404, PARTNER_REFUSALS.unknownOffice],
    [
      'an office when neither is a lab',
      'office-staffing',
      'office-clinic',
      'user-assistant',
      400,
      PARTNER_REFUSALS.noLab,
    ],
    ['for another office', 'office-staffing', 'office-lab', 'user-prescriber', 404, ORDER_REFUSALS.unknownOffice],
    [
      'for an office not yet approved',
      'office-demo',
      'office-lab',
      'user-demo-office',
      404,
      ORDER_REFUSALS.unknownOffice,
    ],
  ])('refuses naming %s, changing nothing', async (_, officeID, partnerOfficeID, user, status, message) => {
    const before = await t.snapshot();
    const res = await addPartner(officeID, partnerOfficeID, cookies[user]!);
    expect([res.status, res.body.error?.message]).toEqual([status, message]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('an unknown office and one not approved answer alike', async () => {
    const unknown = await addPartner('office-lab', 'office-nope', lab());
    const waiting = await addPartner('office-lab', 'office-demo', lab());
    expect(waiting.body).toEqual(unknown.body);
  });

  test('ending another office’s partnership answers like a missing office', async () => {
    const before = await t.snapshot();
    const res = await removePartner('office-clinic', 'office-lab', lab());
    expect([res.status, res.body.error?.message]).toEqual([404, ORDER_REFUSALS.unknownOffice]);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('shared place accounts (requirements.md 3 Office.sharedPlaceAccounts)', () => {
  const add = (placeID: string, accountNumber: string, officeID = 'office-lab', cookie = lab()) =>
    t.call('addOfficePlaceAccount', { officeID, placeID, accountNumber }, { cookie });
  const remove = (placeID: string, officeID = 'office-lab', cookie = lab()) =>
    t.call('removeOfficePlaceAccount', { officeID, placeID }, { cookie });
  const accounts = async () =>
    (await settings()).body.placeAccounts.map((a: { id: string; accountNumber: string }) => [a.id, a.accountNumber]);

  test('added with its number tidied, its number changed, removed', async () => {
    const res = await add('place-packing', '  PK  881 ');
    expect(res.body.placeAccount).toMatchObject({
      id: 'place-packing',
      name: 'Central Packing & Shipping',
      accountNumber: 'PK 881',
    });
    expect(await accounts()).toEqual([
      ['place-packing', 'PK 881'],
      ['place-lab', 'RL-20417'],
    ]);
    const before = await t.snapshot();
    await add('place-packing', 'PK 881');
    expect(await t.snapshot()).toEqual(before);
    await add('place-packing', 'PK 882');
    expect((await accounts())[0]).toEqual(['place-packing', 'PK 882']);
    expect((await remove('place-packing')).body).toEqual({ ok: true });
    expect(await accounts()).toEqual([['place-lab', 'RL-20417']]);
  });

  test.each([
    ['a place that does not exist', () => add('place-nope', ''), 404, OFFICE_SETTINGS_REFUSALS.unknownPlace],
    [
      'an account number of 41 characters',
      () => add('place-packing', 'x'.repeat(41)),
      400,
      OFFICE_SETTINGS_REFUSALS.accountNumberLong,
    ],
    [
      'removing a place it has no account at',
      () => remove('place-packing'),
      404,
      OFFICE_SETTINGS_REFUSALS.unknownPlace,
    ],
    ['another office’s accounts', () => add('place-lab', '1', 'office-staffing'), 404, ORDER_REFUSALS.unknownOffice],
    [
      'removing another office’s account',
      () => remove('place-lab', 'office-staffing'),
      404,
      ORDER_REFUSALS.unknownOffice,
    ],
  ])('refuses %s, changing nothing', async (_, call, status, message) => {
    const before = await t.snapshot();
    const res = await call();
    expect([res.status, res.body.error?.message]).toEqual([status, message]);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('approveOffice (operations, after the demo call)', () => {
  test('an office waiting for its call is approved once; its prescriber then reaches its settings', async () => {
    const demo = cookies['user-demo-office']!;
    expect((await settings('office-demo', demo)).status).toBe(404);
    const res = await t.call('approveOffice', { officeID: 'office-demo' }, { cookie: cookies['user-admin']! });
    expect(res.body).toEqual({ officeID: 'office-demo', status: 'approved' });
    const audit = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'office.approve' and record_id = 'office-demo'`,
    );
    expect(audit[0]?.n).toBe(1);
    const before = await t.snapshot();
    expect(
      (await t.call('approveOffice', { officeID: 'office-demo' }, { cookie: cookies['user-admin']! })).status,
    ).toBe(200);
    expect(await t.snapshot()).toEqual(before);
    expect((await settings('office-demo', demo)).body.office.name).toBe('Summit Diagnostics');
  });

  test('an office that does not exist is not found; office staff may not approve', async () => {
    const res = await t.call('approveOffice', { officeID: 'office-nope' }, { cookie: cookies['user-admin']! });
    expect([res.status, res.body.error?.message]).toEqual([404, 'Office not found.']);
    expect((await t.call('approveOffice', { officeID: 'office-lab' }, { cookie: lab() })).status).toBe(404);
  });
});
