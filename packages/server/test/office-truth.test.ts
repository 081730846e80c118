/**
 * The office is told the truth (issue 27): a fresh test's result is pending, a canceled test shows
 * as canceled on the list, leaves the collection plan and the requisition; the home counts the team,
 * not the patients, and what needs attention today; an invited person can decline.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { queryRows, startTestServer, type TestServer } from './harness.ts';
import { REQUISITION_CANCELED } from '../src/printing/requisition-pdf.ts';
import { readPdf } from './pdf-reader.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-prescriber', 'user-invited-assistant']) cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

/** A day in New York counted from the server's clock (ADR 066), not the machine's UTC date. */
const inDays = (days: number) => localDateKeyAfter(t.config.clock.now(), days, 'America/New_York');
const prescriber = () => ({ cookie: cookies['user-prescriber']! });
const place = async (testIDs: string[]) => {
  const res = await t.call(
    'createOrder',
    {
      officeID: 'office-lab',
      patientID: 'user-patient',
      prescriberID: 'user-prescriber',
      prescriberNPI: '1234567893',
      diagnosisCodes: ['Z00.00'],
      testIDs,
      requestedDate: inDays(4),
      windowStart: '08:00',
      windowEnd: '10:00',
    },
    prescriber(),
  );
  expect(res.status).toBe(200);
  return res.body as { orderID: string; requisitionNumber: string; procedureIDs: string[] };
};
const procedurePage = async (procedureID: string) => {
  const res = await t.call('getProcedureOrder', { procedureID }, prescriber());
  expect(res.status).toBe(200);
  return res.body as {
    results: { name: string; status: string; valueState: string }[];
    containers: { name: string; procedureIDs: string[] }[];
    procedures: { id: string; status: string }[];
  };
};
const cancel = (procedureID: string) =>
  t.call('setProcedureStatuses', { procedureIDs: [procedureID], status: 'canceled', officeType: 'lab' }, prescriber());
const requisitionText = async (orderID: string) => {
  const res = await t.server.app.inject({
    method: 'GET',
    url: `/api/orders/${orderID}/requisition.pdf`,
    headers: prescriber(),
  });
  expect(res.statusCode).toBe(200);
  return (await readPdf(res.rawPayload)).text;
};

describe('a freshly ordered test', () => {
  test('a TSH says its result is pending, not that no result is expected', async () => {
    const { procedureIDs } = await place(['test-tsh']);
    expect((await procedurePage(procedureIDs[0]!)).results).toEqual([
      expect.objectContaining({ name: 'Thyroid Stimulating Hormone (TSH)', status: 'pending', valueState: 'none' }),
    ]);
  });
});

describe('cancelling one test of two', () => {
  test('the list marks it canceled, its tube leaves the plan, the requisition says so', async () => {
    const { orderID, requisitionNumber, procedureIDs } = await place(['test-cbc', 'test-tsh']);
    const [cbc, tsh] = procedureIDs as [string, string];
    const before = await procedurePage(tsh);
    expect(before.containers.map((c) => c.name).sort()).toEqual(['Gold Top SST Tube', 'Lavender Top Tube (EDTA)']);

    expect((await cancel(cbc)).body).toEqual({ ok: true, changed: 1 });

    const list = await t.call('listOrders', { officeID: 'office-lab', search: requisitionNumber }, prescriber());
    const row = (list.body.orders as { id: string; status: string; tests: { code: string; status: string }[] }[]).find(
      (o) => o.id === orderID,
    );
    expect(row?.status).toBe('ordered');
    expect(row?.tests.map((x) => [x.code, x.status]).sort()).toEqual([
      ['CBC', 'canceled'],
      ['TSH', 'ordered'],
    ]);
    const after = await procedurePage(tsh);
    expect(after.containers).toEqual([expect.objectContaining({ name: 'Gold Top SST Tube', procedureIDs: [tsh] })]);
    // The canceled test awaits no result; the other still does.
    expect(after.results.map((r) => r.name)).toEqual(['Thyroid Stimulating Hormone (TSH)']);
    const partly = await requisitionText(orderID);
    expect(partly).toContain('Complete Blood Count (CBC) with Differential (canceled)');
    expect(partly).not.toContain('Lavender Top Tube (EDTA)');
    expect(partly).not.toContain(REQUISITION_CANCELED);

    expect((await cancel(tsh)).body).toEqual({ ok: true, changed: 1 });
    expect(await requisitionText(orderID)).toContain('Canceled: do not collect');
    expect((await procedurePage(tsh)).containers).toEqual([]);
  });
});

describe("the office's home", () => {
  test('counts the team (staff who joined), not the patients, and what needs attention today', async () => {
    const office = await t.call('getOffice', { officeID: 'office-lab' }, prescriber());
    const today = await t.call('getOfficeToday', { officeID: 'office-lab' }, prescriber());
    expect(today.status).toBe(200);
    // Riverside Lab's team is Priya Prescriber; Pia, Omar and Lena are its patients.
    expect(office.body.office.memberCount).toBe(1);
    expect(today.body).toEqual({ team: 1, visitsToday: expect.any(Number), resultsIn: 1, failedCollections: 1 });
    // Today in New York on the server's clock (ADR 066): Lena's CMP, collected on the last morning
    // whose visit is over, and Pia's and Ben's when the demo nurse's shift is this morning.
    const demoToday = await queryRows<{ id: string }>(
      t.db,
      sql`select id from orders where id in ('order-lena-cmp', 'order-pia', 'order-ben')
        and requested_date = ${toLocalDateKey(t.config.clock.now(), 'America/New_York')}`,
    );
    expect(demoToday.length).toBeGreaterThanOrEqual(1);
    expect(today.body.visitsToday).toBe(demoToday.length);
  });

  test("another office's numbers answer like an office that does not exist", async () => {
    const res = await t.call('getOfficeToday', { officeID: 'office-staffing' }, prescriber());
    expect(res.status).toBe(404);
  });
});

describe('declining an invitation', () => {
  test('the invitation is gone; declining again finds none', async () => {
    const decline = () =>
      t.call(
        'declineOfficeInvitation',
        { officeID: 'office-staffing' },
        { cookie: cookies['user-invited-assistant']! },
      );
    const before = await t.call('getOfficeInvitation', {}, { cookie: cookies['user-invited-assistant']! });
    expect(before.body.invitation).toMatchObject({ officeID: 'office-staffing', status: 'pending' });
    expect((await decline()).body).toEqual({ ok: true });
    const after = await t.call('getOfficeInvitation', {}, { cookie: cookies['user-invited-assistant']! });
    expect(after.body.invitation).toBeNull();
    const again = await decline();
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Invitation not found.');
  });
});

describe('the orders CSV', () => {
  test.each([
    ['requested', 'desc'],
    ['patient', 'asc'],
    ['status', 'asc'],
  ] as const)('sorted by %s (%s) lists the orders in the screen’s order', async (sort, direction) => {
    const screen = await t.call('listOrders', { officeID: 'office-lab', sort, direction, pageSize: 50 }, prescriber());
    const res = await t.server.app.inject({
      method: 'GET',
      url: `/api/orders.csv?officeID=office-lab&sort=${sort}&direction=${direction}`,
      headers: prescriber(),
    });
    expect(res.statusCode).toBe(200);
    const csvNumbers = res.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]!.replaceAll('"', ''));
    const shown = (screen.body.orders as { requisitionNumber: string }[]).map((o) => o.requisitionNumber);
    expect(shown.length).toBeGreaterThan(5);
    expect(csvNumbers).toEqual(shown);
  });
});

describe('the demo data is whole (issue 27)', () => {
  test('every demo order of the lab has its patient and its tests', async () => {
    const res = await t.call('listOrders', { officeID: 'office-lab', pageSize: 50 }, prescriber());
    const orders = res.body.orders as { requisitionNumber: string; patient: unknown; tests: unknown[] }[];
    for (const o of orders)
      expect([o.requisitionNumber, o.patient !== null, o.tests.length > 0]).toEqual([o.requisitionNumber, true, true]);
  });

  test("Pia's procedure page names its test, and each thing happened to it once", async () => {
    const page = await procedurePage('proc-pia-panel');
    const res = await t.call('getProcedureOrder', { procedureID: 'proc-pia-panel' }, prescriber());
    expect(res.body.procedures.map((p: { test: { name: string } | null }) => p.test?.name)).toEqual([
      'Lipid Panel with Vitamin D',
      'Urine Culture',
    ]);
    expect(page.results.map((r) => r.name)).toEqual(['Lipid panel', 'Vitamin D', 'Urine Culture']);
    const timeline = await t.call('getProcedureTimeline', { procedureID: 'proc-pia-panel' }, prescriber());
    const kinds = (timeline.body.events as { kind: string }[]).map((e) => e.kind);
    expect(kinds).toEqual([...new Set(kinds)]);
    expect(kinds).toEqual(['ordered', 'scheduled', 'nurse-assigned']);
  });
});
