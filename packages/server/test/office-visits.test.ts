/**
 * office/visits (requirements.md 2.8 "Visits (flag)", issue 14): listOfficeVisits lists the office's
 * upcoming visits, from its today on, with patient, window, status, nurse and scheduled start;
 * behind the `visits` flag; another office answers like one that does not exist; each page's
 * patients are audited.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { VISITS_OFF } from '@sc/domain/orders/office-visits';
import { auditLog } from '../src/db/schema.ts';
import { startTestServer, testDay, type TestServer } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
const setFlag = (enabled: boolean) =>
  t.db.execute(sql`update feature_flags set enabled = ${enabled} where name = 'visits'`);

beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-prescriber', 'user-assistant', 'user-admin', 'user-demo-office'])
    cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const list = (input: Record<string, unknown>, as = 'user-prescriber', requestId?: string) =>
  t.call('listOfficeVisits', input, {
    cookie: cookies[as],
    ...(requestId ? { headers: { 'x-request-id': requestId } } : {}),
  });

describe('behind its flag (requirements.md 2.7: a flagged page whose flag is off is not found)', () => {
  test('flag off: 404 with the not-found words, nothing changed', async () => {
    await setFlag(false);
    const before = await t.snapshot();
    const res = await list({ officeID: 'office-lab' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: VISITS_OFF } });
    expect(await t.snapshot()).toEqual(before);
  });

  test('a QA override turns it on for the caller alone', async () => {
    await setFlag(false);
    await t.db.execute(
      sql`insert into feature_flag_overrides (user_id, flag, enabled) values ('user-admin', 'visits', true)`,
    );
    expect((await list({ officeID: 'office-lab' }, 'user-admin')).status).toBe(200);
    expect((await list({ officeID: 'office-lab' })).status).toBe(404);
  });
});

describe('listOfficeVisits', () => {
  beforeAll(() => setFlag(true));

  test('the lab’s upcoming visits by day and window: the demo itinerary’s two today, Omar’s in two days', async () => {
    const requestId = `visits-${randomUUID()}`;
    const res = await list({ officeID: 'office-lab' }, 'user-prescriber', requestId);
    expect(res.status).toBe(200);
    const today = toLocalDateKey(t.now(), 'America/New_York');
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 50, officeTimeZone: 'America/New_York', today });
    const visits = res.body.visits as Record<string, unknown>[];
    // Canceled (Pia's CBC), completed (Omar's thyroid) and failed (Lena's lead) visits are not upcoming.
    expect(visits.map((v) => v.orderID)).toEqual(['order-ben', 'order-pia', 'order-omar-wellness']);
    const [ben, pia, omar] = visits;
    expect(pia).toMatchObject({
      procedureID: expect.any(String),
      requisitionNumber: 'RQ-7K3M9X2P',
      status: 'scheduled',
      patient: { id: 'user-patient', name: 'Pia Patient' },
      // The day of the visit where it happens: the demo shift starts within a day, after New York's
      // midnight when the suite runs late in the evening there.
      requestedDate: toLocalDateKey(new Date(String(pia?.scheduledStartAt)), 'America/New_York'),
      windowStart: '06:00',
      windowEnd: '12:00',
      timeZone: 'America/New_York',
      nurse: { id: 'user-nurse', name: 'Nora Nightingale' },
      scheduledStartAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Ben is the lab's patient too (issue 27: every demo order has its patient).
    expect(ben).toMatchObject({ patient: { id: 'user-patient-ben', name: 'Ben Okafor' }, nurse: { id: 'user-nurse' } });
    expect(omar).toMatchObject({
      status: 'ordered',
      patient: { id: 'user-patient-omar', name: 'Omar Ortiz' },
      nurse: null,
      scheduledStartAt: null,
      procedureID: 'order-omar-wellness-a1c',
    });
    expect((omar!.tests as { code: string }[]).map((x) => x.code).sort()).toEqual(['A1C', 'LIPID', 'VITD'].sort());
    expect(res.body.patientIDs.sort()).toEqual(['user-patient', 'user-patient-ben', 'user-patient-omar']);
    // The page's patients are the audited records.
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(rows.map((r) => [r.action, r.recordType, r.recordId]).sort()).toEqual([
      ['listOfficeVisits', 'user', 'user-patient'],
      ['listOfficeVisits', 'user', 'user-patient-ben'],
      ['listOfficeVisits', 'user', 'user-patient-omar'],
    ]);
  });

  test('paged: one a page, the second page is the second visit, with the total', async () => {
    const res = await list({ officeID: 'office-lab', page: 2, pageSize: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(res.body.visits.map((v: { orderID: string }) => v.orderID)).toEqual(['order-pia']);
  });

  test('the office that placed an order for another lists it too (ADR 028)', async () => {
    const res = await list({ officeID: 'office-staffing' }, 'user-assistant');
    expect(res.status).toBe(200);
    expect(res.body.visits.map((v: { orderID: string }) => v.orderID)).toEqual(['order-ben']);
  });

  test('a visit whose day has passed is not upcoming', async () => {
    await t.db.execute(sql`update orders set requested_date = ${testDay(-2)} where id = 'order-omar-wellness'`);
    const res = await list({ officeID: 'office-lab' });
    expect(res.body.visits.map((v: { orderID: string }) => v.orderID)).toEqual(['order-ben', 'order-pia']);
    await t.db.execute(sql`update orders set requested_date = ${testDay(2)} where id = 'order-omar-wellness'`);
  });

  test.each([
    ['another office’s staff', 'office-lab', 'user-assistant'],
    ['an office not yet approved', 'office-demo', 'user-demo-office'],
    ['an unknown office', 'office-none', 'user-prescriber'],
  ])('%s: answered like an office that does not exist, nothing changed', async (_, officeID, as) => {
    const before = await t.snapshot();
    const res = await list({ officeID }, as);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Office not found.', field: 'officeID' } });
    expect(await t.snapshot()).toEqual(before);
  });

  test.each([
    [{ officeID: 'office-lab', pageSize: 101 }, 'pageSize'],
    [{ officeID: 'office-lab', page: 51 }, 'page'],
    [{ officeID: 'office-lab', page: 0 }, 'page'],
  ])('bounded: %j is refused naming %s', async (input, field) => {
    const res = await list(input);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });
});
