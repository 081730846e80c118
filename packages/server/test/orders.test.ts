/** An office orders tests for a patient's visit, lists its orders and cancels what it ordered (issue 14). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIAGNOSIS_TEXTS } from '@sc/domain/orders/diagnoses';
import { ICD10_CODES } from '@sc/domain/orders/icd10-list';
import { PRESCRIBER_TEXTS } from '@sc/domain/orders/ordering-prescriber';
import { ORDER_REFUSALS, REQUISITION_NUMBER } from '@sc/domain/orders/order-request';
import { queryRows, startTestServer, testDay, testStart, type TestServer } from './harness.ts';
import { readPdf } from './pdf-reader.ts';
import { internalValuesIn } from '@sc/domain/format/internal-values';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-nurse', 'user-prescriber', 'user-assistant', 'user-admin'])
    cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const inDays = (days: number) => testDay(days);
const order = {
  officeID: 'office-lab',
  patientID: 'user-patient',
  prescriberID: 'user-prescriber',
  prescriberNPI: '1234567893',
  diagnosisCodes: ['Z00.00'],
  testIDs: ['test-lipid', 'test-vitd'],
  requestedDate: inDays(3),
  windowStart: '08:00',
  windowEnd: '10:00',
  notes: 'Ring the bell twice.',
};
const create = (input: Record<string, unknown> = {}, cookie = cookies['user-prescriber']!, idempotencyKey?: string) =>
  t.call('createOrder', { ...order, ...input }, { cookie, ...(idempotencyKey ? { idempotencyKey } : {}) });
const list = (input: Record<string, unknown> = {}, cookie = cookies['user-prescriber']!) =>
  t.call('listOrders', { officeID: 'office-lab', ...input }, { cookie });

describe('createOrder', () => {
  test('a lipid panel and vitamin D: the order, its booking, two ordered procedures and one gold top', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ordered' });
    expect(res.body.requisitionNumber).toMatch(REQUISITION_NUMBER);
    const { orderID, procedureIDs } = res.body as { orderID: string; procedureIDs: string[] };
    expect(procedureIDs).toHaveLength(2);

    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select office_id, patient_id, prescriber_id, status, fasting_hours, notes, requested_date::text as day,
        window_start, window_end, time_zone from orders where id = ${orderID}`,
    );
    expect(row).toEqual({
      office_id: 'office-lab',
      patient_id: 'user-patient',
      prescriber_id: 'user-prescriber',
      status: 'ordered',
      fasting_hours: 12,
      notes: 'Ring the bell twice.',
      day: order.requestedDate,
      window_start: '08:00',
      window_end: '10:00',
      time_zone: 'America/New_York',
    });
    const procedures = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select p.id, p.test_id, p.status, p.task_id, p.draft_waypoint_id, p.supply_instruction_config, b.patient_id
        from procedures p join bookings b on b.id = p.booking_id where p.order_id = ${orderID} order by p.test_id`,
    );
    expect(procedures.map((p) => [p.test_id, p.status, p.task_id, p.draft_waypoint_id, p.patient_id])).toEqual([
      ['test-lipid', 'ordered', 'task-venipuncture', null, 'user-patient'],
      ['test-vitd', 'ordered', 'task-venipuncture', null, 'user-patient'],
    ]);
    expect(procedures[0]?.supply_instruction_config).toEqual([{ supplyID: 'sup-sst-tube', kind: 'scan', quantity: 1 }]);
    const containers = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select position, kind, volume_ul, light_sensitive, centrifuge, procedure_ids from order_containers
        where order_id = ${orderID}`,
    );
    expect(containers).toEqual([
      {
        position: 1,
        kind: 'gold-sst',
        volume_ul: 3500,
        light_sensitive: true,
        centrifuge: true,
        procedure_ids: [
          procedures.find((p) => p.test_id === 'test-lipid')!.id,
          procedures.find((p) => p.test_id === 'test-vitd')!.id,
        ],
      },
    ]);
    const audit = await queryRows<{ subject_user_id: string; outcome: string }>(
      t.db,
      sql`select subject_user_id, outcome from audit_log where action = 'createOrder' order by at desc limit 1`,
    );
    expect(audit).toEqual([{ subject_user_id: 'user-patient', outcome: 'success' }]);
  });

  test('keeps the ordering prescriber’s NPI and the diagnoses as placed, written as the list writes them (ADR 087)', async () => {
    const res = await create({ prescriberNPI: '124-531 9599', diagnosisCodes: [' e119', 'I10', 'i10'] });
    expect(res.status).toBe(200);
    const [row] = await queryRows<{ prescriber_npi: string; diagnosis_codes: string[] }>(
      t.db,
      sql`select prescriber_npi, diagnosis_codes from orders where id = ${res.body.orderID}`,
    );
    expect(row).toEqual({ prescriber_npi: '1245319599', diagnosis_codes: ['E11.9', 'I10'] });
    // The order form fills in the prescriber's NPI from their latest order here.
    const picker = await t.call(
      'listOfficePrescribers',
      { officeID: 'office-lab' },
      { cookie: cookies['user-prescriber']! },
    );
    expect(picker.body.prescribers).toEqual([{ id: 'user-prescriber', name: 'Priya Prescriber', npi: '1245319599' }]);
  });

  test('a retry with the same Idempotency-Key creates one order', async () => {
    const key = randomUUID();
    const count = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from orders`))[0]!.n;
    const before = await count();
    const first = await create({}, cookies['user-prescriber'], key);
    const again = await create({}, cookies['user-prescriber'], key);
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
  });

  test.each([
    [
      'a test the catalogue does not have',
      { testIDs: ['test-lipid', 'test-nope'] },
      400,
      'test-nope is not a test of the catalogue.',
    ],
    ['a date in the past', { requestedDate: inDays(-2) }, 400, ORDER_REFUSALS.pastDate],
    // ADR 078: a year ahead at most; an order for 2099-12-31 was once accepted and listed as "Dec 31".
    ['a date more than a year ahead', { requestedDate: inDays(400) }, 400, ORDER_REFUSALS.tooFarAhead],
    ['the last day of 2099', { requestedDate: '2099-12-31' }, 400, ORDER_REFUSALS.tooFarAhead],
    ['a date that does not exist', { requestedDate: '2099-02-30' }, 400, ORDER_REFUSALS.invalidDate],
    ['a window shorter than an hour', { windowStart: '09:00', windowEnd: '09:30' }, 400, ORDER_REFUSALS.shortWindow],
    ['a time that is not one', { windowStart: '9am' }, 400, ORDER_REFUSALS.invalidWindow],
    ['a patient the office does not have', { patientID: 'user-nurse' }, 400, ORDER_REFUSALS.unknownPatient],
    [
      'a prescriber of no office of theirs',
      { prescriberID: 'user-demo-office' },
      400,
      ORDER_REFUSALS.unknownPrescriber,
    ],
    ['no NPI', { prescriberNPI: '' }, 400, 'Enter the prescriber’s 10-digit NPI.'],
    ['an NPI of nine digits', { prescriberNPI: '123456789' }, 400, PRESCRIBER_TEXTS.npiMissing],
    ['an NPI whose check digit is wrong', { prescriberNPI: '1234567894' }, 400, PRESCRIBER_TEXTS.npiCheckDigit],
    ['no diagnosis', { diagnosisCodes: [] }, 400, DIAGNOSIS_TEXTS.none],
    ['a code not on the list', { diagnosisCodes: ['E11.9', 'X99'] }, 400, '“X99” is not an ICD-10 code on our list.'],
    ['words for a code', { diagnosisCodes: ['diabetes'] }, 400, DIAGNOSIS_TEXTS.notACode('diabetes')],
    ['thirteen diagnoses', { diagnosisCodes: ICD10_CODES.slice(0, 13).map(([c]) => c) }, 400, DIAGNOSIS_TEXTS.tooMany],
    ['another office', { officeID: 'office-staffing' }, 404, ORDER_REFUSALS.unknownOffice],
    ['an office that is not approved', { officeID: 'office-demo' }, 404, ORDER_REFUSALS.unknownOffice],
    ['an office that does not exist', { officeID: 'office-nope' }, 404, ORDER_REFUSALS.unknownOffice],
  ])('refuses %s with a clear message and writes nothing', async (_, change, status, message) => {
    const before = await t.snapshot();
    const res = await create(change);
    expect([res.status, res.body.error?.message]).toEqual([status, message]);
    expect(await t.snapshot()).toEqual(before);
  });

  // Pia lives in New York: between midnight and 1 AM there no window of today has ended yet.
  const newYork = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(testStart());
  const part = (type: string) => newYork.find((p) => p.type === type)!.value;
  test.skipIf(Number(part('hour')) < 1)(
    'refuses a visit window that has already ended today, on the window, and writes nothing (issue 27)',
    async () => {
      const before = await t.snapshot();
      const today = `${part('year')}-${part('month')}-${part('day')}`;
      const res = await create({ requestedDate: today, windowStart: '00:00', windowEnd: '01:00' });
      expect([res.status, res.body.error?.field, res.body.error?.message]).toEqual([
        400,
        'windowEnd',
        ORDER_REFUSALS.endedWindow,
      ]);
      expect(await t.snapshot()).toEqual(before);
    },
  );

  test('a patient of another office answers like one that does not exist', async () => {
    await t.db.execute(sql`insert into users (id, email, role, status, first_name, last_name)
      values ('user-their-patient', 'their.patient@example.com', 'patient', 'approved', 'Theo', 'Theirs')`);
    await t.db.execute(sql`insert into office_members (office_id, user_id, role, invitation_status)
      values ('office-staffing', 'user-their-patient', 'patient', 'accepted')`);
    const theirs = await create({ patientID: 'user-their-patient' });
    const nobody = await create({ patientID: 'user-nobody' });
    expect([theirs.status, theirs.body]).toEqual([nobody.status, nobody.body]);
    expect(theirs.body.error?.message).toBe(ORDER_REFUSALS.unknownPatient);
  });

  test('a nurse may not order', async () => {
    expect((await create({}, cookies['user-nurse'])).status).toBe(403);
  });
});

describe('listOrders', () => {
  let mine: { orderID: string; requisitionNumber: string; procedureIDs: string[] };
  beforeAll(async () => {
    mine = (await create({ testIDs: ['test-cbc', 'test-tsh'], requestedDate: inDays(30) })).body;
  });
  const ids = (res: { body: { orders: { id: string }[] } }) => res.body.orders.map((o) => o.id);

  test('the latest requested visit first, with its patient, prescriber and tests', async () => {
    const res = await list({ pageSize: 5 });
    expect(res.status).toBe(200);
    expect(res.body.orders[0]).toMatchObject({
      id: mine.orderID,
      requisitionNumber: mine.requisitionNumber,
      status: 'ordered',
      patient: { id: 'user-patient' },
      prescriber: { id: 'user-prescriber' },
      tests: [
        { id: 'test-cbc', code: 'CBC' },
        { id: 'test-tsh', code: 'TSH' },
      ],
      requestedDate: inDays(30),
      windowStart: '08:00',
      windowEnd: '10:00',
    });
    expect(res.body.patientIDs).toContain('user-patient');
  });

  test('pages: the total, and each page its own orders', async () => {
    const all = await list({ pageSize: 50 });
    const total = all.body.total as number;
    expect(total).toBe(all.body.orders.length);
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page, pageSize: 2 })));
    expect(pages.flatMap(ids)).toEqual(ids(all).slice(0, 6));
    expect(pages[0]!.body.total).toBe(total);
  });

  test.each([
    ['its test', { testID: 'test-tsh' }],
    ['its requisition number, in any case', () => ({ search: mine.requisitionNumber.toLowerCase() })],
    ['its requested day', () => ({ from: inDays(29), to: inDays(31) })],
    ['its status', { status: ['ordered'] }],
    ['its patient', { patientID: 'user-patient' }],
  ])('finds the order by %s', async (_, filter) => {
    const res = await list(typeof filter === 'function' ? filter() : filter);
    expect(ids(res)).toContain(mine.orderID);
    if (typeof filter === 'function') expect(ids(res)).toEqual([mine.orderID]);
  });

  test('the demo office has orders in every status', async () => {
    const res = await list({ pageSize: 50 });
    const statuses = new Set(res.body.orders.map((o: { status: string }) => o.status));
    expect([...statuses].sort()).toEqual(['canceled', 'completed', 'failed', 'ordered', 'scheduled']);
  });

  test('filters that match nothing answer an empty page', async () => {
    const res = await list({ status: ['failed'], testID: 'test-tsh' });
    expect([res.body.orders, res.body.total]).toEqual([[], 0]);
  });

  test('the patient’s name finds their orders; a pattern character is text', async () => {
    const [patient] = await queryRows<{ first_name: string }>(
      t.db,
      sql`select first_name from users where id = 'user-patient'`,
    );
    expect(ids(await list({ search: patient!.first_name.toUpperCase() }))).toContain(mine.orderID);
    expect(ids(await list({ search: '%' }))).toEqual([]);
  });

  test('a malformed date filter is refused by name', async () => {
    const res = await list({ from: '2026-13-01' });
    expect([res.status, res.body.error?.message, res.body.error?.field]).toEqual([
      400,
      'Choose a valid date (YYYY-MM-DD).',
      'from',
    ]);
  });

  test('another office’s staff see none of it, as if the office did not exist', async () => {
    const res = await list({}, cookies['user-assistant']);
    expect([res.status, res.body.error?.message]).toEqual([404, ORDER_REFUSALS.unknownOffice]);
    const theirs = await list({ officeID: 'office-staffing', pageSize: 50 }, cookies['user-assistant']);
    expect(ids(theirs)).not.toContain(mine.orderID);
  });
});

describe('cancelling what was ordered (setProcedureStatuses)', () => {
  test('one procedure, then the other: the order follows', async () => {
    const { orderID, procedureIDs } = (await create({ testIDs: ['test-cbc', 'test-a1c'] })).body;
    const status = async () =>
      (await queryRows<{ status: string }>(t.db, sql`select status from orders where id = ${orderID}`))[0]!.status;
    const cancel = (id: string) =>
      t.call(
        'setProcedureStatuses',
        { procedureIDs: [id], status: 'canceled', officeType: 'lab' },
        { cookie: cookies['user-prescriber']! },
      );
    expect((await cancel(procedureIDs[0])).body).toEqual({ ok: true, changed: 1 });
    expect(await status()).toBe('ordered');
    expect((await cancel(procedureIDs[1])).body).toEqual({ ok: true, changed: 1 });
    expect(await status()).toBe('canceled');
    expect((await cancel(procedureIDs[1])).body).toEqual({ ok: true, changed: 0 });
  });

  test('another office’s staff cannot cancel it', async () => {
    const { procedureIDs } = (await create({ testIDs: ['test-cbc'] })).body;
    const before = await t.snapshot();
    const res = await t.call(
      'setProcedureStatuses',
      { procedureIDs, status: 'canceled' },
      { cookie: cookies['user-assistant']! },
    );
    expect([res.status, res.body.error?.message]).toEqual([404, `Missing procedure ${procedureIDs[0]}`]);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('the requisition (GET /api/orders/:orderID/requisition.pdf)', () => {
  const get = (orderID: string, cookie: string) =>
    t.server.app.inject({ method: 'GET', url: `/api/orders/${orderID}/requisition.pdf`, headers: { cookie } });

  test('prints the requisition number as a barcode a scanner reads, with the patient, tests and tubes', async () => {
    const { orderID, requisitionNumber } = (await create()).body;
    const res = await get(orderID, cookies['user-prescriber']!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.barcodes).toEqual([requisitionNumber]);
    const [patient] = await queryRows<{ name: string }>(
      t.db,
      sql`select first_name || ' ' || last_name as name from users where id = 'user-patient'`,
    );
    for (const text of [
      patient!.name,
      'Lipid Panel',
      'Vitamin D, 25-Hydroxy',
      'Gold Top SST Tube',
      'Fasting: 12 hours',
      // ADR 087: who orders, with their NPI, and why.
      'Ordering prescriber: Priya Prescriber, NPI 1234567893',
      'Diagnosis (ICD-10): Z00.00 Encounter for general adult medical examination without abnormal findings',
    ])
      expect(pdf.text).toContain(text);
    // Words, never stored values (ADR 086): no ISO date of birth, no IANA zone, no raw phone number.
    expect(internalValuesIn(pdf.text)).toEqual([]);
    const audit = await queryRows<{ subject_user_id: string; outcome: string }>(
      t.db,
      sql`select subject_user_id, outcome from audit_log where action = 'order.requisition' order by at desc limit 1`,
    );
    expect(audit).toEqual([{ subject_user_id: 'user-patient', outcome: 'success' }]);
  });

  test('another office’s order answers like one that does not exist; a nurse may not print', async () => {
    const { orderID } = (await create()).body;
    const theirs = await get(orderID, cookies['user-assistant']!);
    const nowhere = await get('order-nope', cookies['user-assistant']!);
    expect([theirs.statusCode, theirs.json()]).toEqual([nowhere.statusCode, nowhere.json()]);
    expect(theirs.json().error.message).toBe('Order not found.');
    // A NUL byte in the id: the same answer, and one refused row (no success row before it).
    const before = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'order.requisition'`,
    );
    const nul = await get('order%00x', cookies['user-prescriber']!);
    expect([nul.statusCode, nul.json()]).toEqual([nowhere.statusCode, nowhere.json()]);
    const rows = await queryRows<{ outcome: string }>(
      t.db,
      sql`select outcome from audit_log where action = 'order.requisition' order by id desc limit 1`,
    );
    expect(rows).toEqual([{ outcome: 'refused' }]);
    expect(
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from audit_log where action = 'order.requisition'`,
        )
      )[0]!.n,
    ).toBe(before[0]!.n + 1);
    expect((await get(orderID, cookies['user-nurse']!)).statusCode).toBe(403);
    expect(
      (await t.server.app.inject({ method: 'GET', url: `/api/orders/${orderID}/requisition.pdf` })).statusCode,
    ).toBe(401);
  });
});

describe('a new patient, added with their details, then ordered for', () => {
  const add = (user: Record<string, unknown>) =>
    t.call(
      'createUserWithEmailLink',
      {
        user: { email: 'new.patient@example.com', firstName: 'Nora', lastName: 'Newman', role: 'patient', ...user },
        emailLinkURL: 'http://localhost:3000/finishSignUp',
        office: { id: 'office-lab' },
      },
      { cookie: cookies['user-prescriber']! },
    );

  test.each([
    [
      'a birth date in the future',
      { dateOfBirth: inDays(2) },
      'user.dateOfBirth',
      'The date of birth cannot be in the future.',
    ],
    [
      'a birth date in 1800 (issue 27)',
      { dateOfBirth: '1800-11-02' },
      'user.dateOfBirth',
      'Check the year: the date of birth is more than 130 years ago.',
    ],
    [
      'a birth date in another format',
      { dateOfBirth: '04/12/1980' },
      'user.dateOfBirth',
      'Enter the date of birth as YYYY-MM-DD.',
    ],
    [
      'a time zone that does not exist',
      { timeZone: 'America/Springfield' },
      'user.timeZone',
      'Choose the patient’s time zone.',
    ],
  ])('refuses %s and adds no one', async (_, details, field, message) => {
    const before = await t.snapshot();
    const res = await add(details);
    expect([res.status, res.body.error?.field, res.body.error?.message]).toEqual([400, field, message]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('the picker finds them with their birth date, and their visit is planned in their zone', async () => {
    const added = await add({
      dateOfBirth: '1984-06-02',
      phone: '+1 312 555 0142',
      address: '233 S Wacker Dr, Chicago, IL 60606',
      pin: '41.8789, -87.6359', // its place on the map (ADR 071)
      timeZone: 'America/Chicago',
    });
    expect(added.status).toBe(200);
    const picked = await t.call(
      'searchOfficePatients',
      { officeID: 'office-lab', query: 'newm' },
      { cookie: cookies['user-prescriber']! },
    );
    expect(picked.body.patients).toEqual([
      {
        id: added.body.userID,
        name: 'Nora Newman',
        email: 'new.patient@example.com',
        dateOfBirth: '1984-06-02',
        phone: '+1 312 555 0142',
        timeZone: 'America/Chicago',
      },
    ]);
    const other = await t.call(
      'searchOfficePatients',
      { officeID: 'office-staffing', query: 'newm' },
      { cookie: cookies['user-assistant']! },
    );
    expect(other.body.patients).toEqual([]);
    const { orderID } = (await create({ patientID: added.body.userID })).body;
    const [row] = await queryRows<{ time_zone: string }>(t.db, sql`select time_zone from orders where id = ${orderID}`);
    expect(row?.time_zone).toBe('America/Chicago');
  });

  test('the prescriber picker lists the office’s prescribers', async () => {
    const res = await t.call(
      'listOfficePrescribers',
      { officeID: 'office-lab' },
      { cookie: cookies['user-prescriber']! },
    );
    expect(res.body.prescribers.map((p: { id: string }) => p.id)).toEqual(['user-prescriber']);
    expect(res.body.prescribers[0].npi).toMatch(/^\d{10}$/);
  });
});

describe('the procedure page (getProcedureOrder)', () => {
  const read = (procedureID: string, cookie = cookies['user-prescriber']!) =>
    t.call('getProcedureOrder', { procedureID }, { cookie });

  test('the procedure’s order: patient, visit, every test with its status, and the tubes', async () => {
    const placed = (await create()).body;
    const res = await read(placed.procedureIDs[1]);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      id: placed.orderID,
      requisitionNumber: placed.requisitionNumber,
      status: 'ordered',
      notes: 'Ring the bell twice.',
      fastingHours: 12,
      prescriberNPI: '1234567893',
      diagnoses: [
        { code: 'Z00.00', description: 'Encounter for general adult medical examination without abnormal findings' },
      ],
    });
    expect(res.body.patient).toMatchObject({
      id: 'user-patient',
      name: 'Pia Patient',
      dateOfBirth: '1979-03-14',
      address: '121 Court St, Brooklyn, NY 11201',
    });
    expect(
      res.body.procedures.map((p: { test: { code: string }; status: string; cancelable: boolean }) => [
        p.test.code,
        p.status,
        p.cancelable,
      ]),
    ).toEqual([
      ['LIPID', 'ordered', true],
      ['VITD', 'ordered', true],
    ]);
    expect(res.body.containers).toEqual([
      {
        position: 1,
        name: 'Gold Top SST Tube',
        // Its cap colour, as the nurse's screens show it (issue 27).
        color: '#eab308',
        procedureIDs: placed.procedureIDs,
        volumeMl: 3.5,
        handling: ['Keep from light', 'Spin after 30 min clot', 'Refrigerate'],
      },
    ]);
  });

  test('after one test is canceled, the page says so and offers no second cancel', async () => {
    const placed = (await create()).body;
    await t.call(
      'setProcedureStatuses',
      { procedureIDs: [placed.procedureIDs[0]], status: 'canceled' },
      { cookie: cookies['user-prescriber']! },
    );
    const res = await read(placed.procedureIDs[0]);
    const byId = (id: string) =>
      res.body.procedures.find((p: { id: string }) => p.id === id) as { status: string; cancelable: boolean };
    expect([byId(placed.procedureIDs[0]), byId(placed.procedureIDs[1])]).toEqual([
      expect.objectContaining({ status: 'canceled', cancelable: false }),
      expect.objectContaining({ status: 'ordered', cancelable: true }),
    ]);
    expect(res.body.order.status).toBe('ordered');
  });

  test('a procedure on the demo itinerary: its tubes, none collected yet; a failed one: who failed it and why', async () => {
    const panel = await read('proc-pia-panel');
    expect(panel.status).toBe(200);
    expect(panel.body.samples.length).toBeGreaterThan(0);
    for (const sample of panel.body.samples)
      expect(sample).toEqual({
        id: expect.any(String),
        tube: expect.any(String),
        color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        serial: null,
        status: 'pending',
        collectedAt: null,
        failure: null,
      });
    // An order not yet on an itinerary has no tubes of its own yet: the plan's containers say what they will be.
    expect((await read('order-omar-wellness-lipid')).body.samples).toEqual([]);
    const lead = await read('order-lena-lead-lead');
    expect(lead.body.procedures[0].failure).toEqual({
      reason: 'The patient was not home.',
      failedBy: 'Nora Nightingale',
      failedByRole: 'nurse',
      at: expect.any(String),
    });
  });

  test('another office’s procedure answers like one that does not exist', async () => {
    const placed = (await create()).body;
    const theirs = await read(placed.procedureIDs[0], cookies['user-assistant']);
    const nowhere = await read('proc-nope', cookies['user-assistant']);
    expect([theirs.status, theirs.body]).toEqual([nowhere.status, nowhere.body]);
    expect(theirs.body.error.message).toBe('Procedure not found');
    expect((await read(placed.procedureIDs[0], cookies['user-admin'])).status).toBe(200);
  });
});

describe('the orders list as CSV (GET /api/orders.csv)', () => {
  const csv = (query: string, cookie = cookies['user-prescriber']!) =>
    t.server.app.inject({ method: 'GET', url: `/api/orders.csv?${query}`, headers: { cookie } });

  test('the filtered list, one line per order, for a spreadsheet', async () => {
    const placed = (await create()).body;
    const res = await csv(`officeID=office-lab&search=${placed.requisitionNumber}&status=ordered&status=scheduled`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toEqual([
      '"Requisition","Status","Specimen","Patient","Prescriber","Tests","Visit day","From","To","Time zone","Ordered at"',
      expect.stringMatching(
        new RegExp(
          `^"${placed.requisitionNumber}","Ordered","Not collected yet","Pia Patient","Priya Prescriber","LIPID VITD","${order.requestedDate}","08:00","10:00","America/New_York","20`,
        ),
      ),
    ]);
  });

  test('refuses another office like one that does not exist, and a filter that is not one', async () => {
    const theirs = await csv('officeID=office-lab', cookies['user-assistant']);
    expect([theirs.statusCode, theirs.json().error.message]).toEqual([404, 'Office not found.']);
    const bad = await csv('officeID=office-lab&status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('status');
    expect((await csv('officeID=office-lab', cookies['user-nurse'])).statusCode).toBe(403);
    const nul = await csv('officeID=office-lab&search=pia%00');
    expect([nul.statusCode, nul.json().error.field]).toEqual([400, 'search']);
  });
});
