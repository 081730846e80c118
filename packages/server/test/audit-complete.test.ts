/**
 * Issue 22, defects 2 and 3. A signed-out attempt at patient data (a function, the requisition,
 * the orders CSV, a photo) answers 401 and is recorded: no actor, no role, its address, its request
 * id, refused; only input that passes validation names a record. And every row, whoever writes it
 * (the function route, a handler's own row, a route's), names who, their role, the request, the
 * address and the patient: the file ends by walking every row its calls wrote.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { auditLog } from '../src/db/schema.ts';
import { RESULT_READ_ACTION } from '../src/functions/orders/procedure-records.ts';
import { incompleteAuditRows } from './audit-trail.ts';
import { checkInDemoShift, uploadPhoto } from './field-fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-nurse', 'user-prescriber', 'user-assistant', 'user-admin', 'user-packer'])
    cookies[id] = await t.sessionCookie(id);
});
afterAll(() => t?.close());

const TSH = 'order-omar-thyroid-tsh';
const OMAR = 'user-patient-omar';

const rowsOf = (requestId: string) => t.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
const traced = () => `audit-${randomUUID()}`;
const call = async (name: string, input: unknown, cookie?: string) => {
  const requestId = traced();
  const res = await t.call(name, input, { cookie, headers: { 'x-request-id': requestId } });
  return { res, rows: await rowsOf(requestId) };
};
const get = async (url: string, cookie?: string) => {
  const requestId = traced();
  const res = await t.server.app.inject({
    method: 'GET',
    url,
    headers: { 'x-request-id': requestId, ...(cookie ? { cookie } : {}) },
  });
  return { res, rows: await rowsOf(requestId) };
};
const signedOut = { actorId: null, actorRole: null, ip: '127.0.0.1', outcome: 'refused' };

describe('a signed-out attempt at patient data answers 401 and is recorded (defect 2)', () => {
  test('getProcedureOrder: the procedure and its patient are named', async () => {
    const { res, rows } = await call('getProcedureOrder', { procedureID: TSH });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthenticated', message: 'Please sign in.' } });
    expect(rows).toEqual([
      expect.objectContaining({
        ...signedOut,
        action: 'getProcedureOrder',
        recordType: 'procedure',
        recordId: TSH,
        subjectUserId: OMAR,
        detail: { access: 'read', code: 'unauthenticated' },
      }),
    ]);
  });

  test('a hostile body names no record: one row, naming nothing', async () => {
    for (const body of [{ procedureID: 'x'.repeat(5_000) }, { procedureID: `${TSH}\u0000` }, []]) {
      const { res, rows } = await call('getProcedureOrder', body);
      expect(res.status).toBe(401);
      expect(rows).toEqual([expect.objectContaining({ ...signedOut, recordId: null, subjectUserId: null })]);
    }
  });

  test('a list of patients: one row per patient named', async () => {
    const { res, rows } = await call('getProcedureData', { procedureID: ids.pia.panel });
    expect(res.status).toBe(401);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...signedOut, recordId: ids.pia.panel });
    expect(rows[0]!.subjectUserId).not.toBeNull();
  });

  test('a function of no patient data writes nothing', async () => {
    const { res, rows } = await call('getViewer', {});
    expect(res.status).toBeLessThan(500);
    expect(rows).toEqual([]);
  });

  test('the requisition PDF', async () => {
    const { res, rows } = await get('/api/orders/order-omar-thyroid/requisition.pdf');
    expect(res.statusCode).toBe(401);
    expect(rows).toEqual([
      expect.objectContaining({
        ...signedOut,
        action: 'order.requisition',
        detail: { orderID: 'order-omar-thyroid', reason: 'unauthenticated' },
      }),
    ]);
  });

  test('the orders CSV, and a role that may not export it', async () => {
    const anonymous = await get('/api/orders.csv?officeID=office-lab');
    expect(anonymous.res.statusCode).toBe(401);
    expect(anonymous.rows).toEqual([
      expect.objectContaining({ ...signedOut, action: 'orders.csv', detail: { reason: 'unauthenticated' } }),
    ]);
    const nurse = await get('/api/orders.csv?officeID=office-lab', cookies['user-nurse']);
    expect(nurse.res.statusCode).toBe(403);
    expect(nurse.rows).toEqual([
      expect.objectContaining({ action: 'orders.csv', actorId: 'user-nurse', actorRole: 'nurse', outcome: 'refused' }),
    ]);
  });

  test('a photo: read and upload', async () => {
    const read = await get('/api/files/file-anything');
    expect(read.res.statusCode).toBe(401);
    expect(read.rows).toEqual([
      expect.objectContaining({ ...signedOut, action: 'file.read', recordId: 'file-anything' }),
    ]);
    const requestId = traced();
    const upload = await t.server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': 'image/png', 'x-request-id': requestId },
      payload: Buffer.from('not really'),
    });
    expect(upload.statusCode).toBe(401);
    expect(await rowsOf(requestId)).toEqual([
      expect.objectContaining({ ...signedOut, action: 'file.upload', recordId: null }),
    ]);
  });
});

describe('every row names who, their role, the request, the address and the patient (defect 3)', () => {
  const complete = (row: Record<string, unknown>) =>
    expect(row).toMatchObject({
      actorRole: expect.any(String),
      requestId: expect.any(String),
      ip: '127.0.0.1',
    });

  test('the result read', async () => {
    const { res, rows } = await call('getProcedureOrder', { procedureID: TSH }, cookies['user-prescriber']);
    expect(res.status).toBe(200);
    const reads = rows.filter((r) => r.action === RESULT_READ_ACTION);
    expect(reads.length).toBeGreaterThan(0);
    for (const row of reads) {
      complete(row);
      expect(row.subjectUserId).toBe(OMAR);
    }
  });

  test('getProcedureData names the patient', async () => {
    const { res, rows } = await call('getProcedureData', { procedureID: ids.pia.panel }, cookies['user-nurse']);
    expect(res.status).toBe(200);
    expect(rows).toHaveLength(1);
    complete(rows[0]!);
    expect(rows[0]!.subjectUserId).not.toBeNull();
  });

  test.each([
    ['approveUser', 'user.approve', { userID: 'user-approval-nurse' }],
    ['approveOffice', 'office.approve', { officeID: 'office-demo' }],
    ['assignNurseToShift', 'shift.assign', { shiftID: 'shift-offer-1', userID: 'user-nurse' }],
    ['assignNurseToItinerary', 'itinerary.assign', { itineraryID: 'itinerary-offer', userID: 'user-nurse' }],
  ])('%s writes a complete %s row', async (name, action, input) => {
    const { res, rows } = await call(name, input, cookies['user-admin']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = rows.find((r) => r.action === action);
    expect(row, JSON.stringify(rows)).toBeDefined();
    complete(row!);
    expect(row).toMatchObject({ actorId: 'user-admin', actorRole: 'admin' });
  });

  test('a cancel: every row it writes names its procedure’s patient', async () => {
    const { res, rows } = await call(
      'setProcedureStatuses',
      { procedureIDs: ['order-omar-wellness-a1c'], status: 'canceled' },
      cookies['user-admin'],
    );
    // Whatever the procedure's state allows, every row written is complete (walked below).
    expect(res.status).toBeLessThan(500);
    for (const row of rows) complete(row);
  });

  test('a nurse’s day writes complete rows: check-in, a photo, steps', async () => {
    const nurse = cookies['user-nurse']!;
    await checkInDemoShift(t, nurse);
    const fileID = await uploadPhoto(t, nurse);
    expect((await get(`/api/files/${fileID}`, nurse)).res.statusCode).toBe(200);
    await t.call('getItineraryFlowData', { itineraryID: ids.itinerary }, { cookie: nurse });
    await t.call('getProcedureData', { procedureID: ids.pia.panel, include: ['patient'] }, { cookie: nurse });
  });

  test('the orders CSV and the requisition, read by their office', async () => {
    expect((await get('/api/orders.csv?officeID=office-lab', cookies['user-prescriber'])).res.statusCode).toBe(200);
  });

  test('walking every row written above: none lacks its role, request, address or patient', async () => {
    const all = await t.db.select().from(auditLog);
    expect(all.length).toBeGreaterThan(20);
    expect(await incompleteAuditRows(t.db)).toEqual([]);
  });
});
