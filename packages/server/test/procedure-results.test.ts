/**
 * The procedure page's results and documents (issue 14, ADR 033). A result's value is decrypted
 * only for staff of the ordering office (the order's office_id), each read an audit row in the
 * call's transaction; the office that placed the order for another sees the status; another office
 * answers like an unknown procedure; no answer carries the ciphertext. Documents link only what the
 * office may open through GET /api/files/:id.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { auditLog } from '../src/db/schema.ts';
import { RESULT_READ_ACTION } from '../src/functions/orders/procedure-records.ts';
import { encryptResult } from '../src/lib/result-crypto.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const cookies: Record<string, string> = {};
/** Every body any call of this file answered: none may carry a ciphertext. */
const answered: string[] = [];

const TSH = 'order-omar-thyroid-tsh';
const FT4 = 'order-omar-thyroid-ft4';
const BEN = ids.ben.a1c;
const BEN_VALUE = 'HbA1c 5.4 % (reference below 5.7)';

beforeAll(async () => {
  t = await startTestServer();
  for (const id of ['user-nurse', 'user-prescriber', 'user-assistant', 'user-admin'])
    cookies[id] = await t.sessionCookie(id);
  // Ben's order is the lab's (office_id), placed by the staffing office (created_by_office_id).
  // The demo books Ben as a patient with an account now (issue 27: its lists showed "—"); here his
  // procedure is taken off the booking, to stand for one with no patient account, whose results
  // are keyed by the procedure (save-charting.ts).
  await t.db.execute(sql`update procedures set booking_id = null where id = ${BEN}`);
  const ciphertext = encryptResult(BEN_VALUE, {
    dataEncryptionKey: t.config.dataEncryptionKey,
    patientKeyID: `procedure:${BEN}`,
    procedureID: BEN,
    productID: 'product-hba1c',
  });
  await t.db.execute(
    sql`update procedure_results set result_ciphertext = ${ciphertext}, status = 'available' where procedure_id = ${BEN}`,
  );
});
afterAll(() => t?.close());

async function read(procedureID: string, as: string) {
  const requestId = `results-${randomUUID()}`;
  const res = await t.call(
    'getProcedureOrder',
    { procedureID },
    { cookie: cookies[as], headers: { 'x-request-id': requestId } },
  );
  answered.push(JSON.stringify(res.body));
  return res;
}

const resultReads = (actor: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, RESULT_READ_ACTION), eq(auditLog.actorId, actor)));

describe('results on the procedure page (requirements.md 3)', () => {
  test('the ordering office reads the decrypted value, and each read is an audit row', async () => {
    const before = (await resultReads('user-prescriber')).length;
    const res = await read(TSH, 'user-prescriber');
    expect(res.status).toBe(200);
    // The order's tests in page order: FT4, then TSH.
    expect(res.body.results).toEqual([
      {
        procedureID: FT4,
        productID: 'product-free-t4',
        name: 'Free T4 (Free Thyroxine)',
        status: 'pending',
        value: null,
        valueState: 'none',
      },
      {
        procedureID: TSH,
        productID: 'product-tsh',
        name: 'Thyroid Stimulating Hormone (TSH)',
        status: 'available',
        value: 'TSH 2.1 mIU/L (reference 0.4-4.0): normal',
        valueState: 'shown',
      },
    ]);
    const rows = await resultReads('user-prescriber');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actorRole: 'prescriber',
      recordType: 'procedure',
      recordId: TSH,
      subjectUserId: 'user-patient-omar',
      outcome: 'success',
      detail: { productID: 'product-tsh', via: 'getProcedureOrder' },
    });
    // A pending result is no read of a value: one row, for the one value shown.
    await read(TSH, 'user-prescriber');
    expect(await resultReads('user-prescriber')).toHaveLength(before + 2);
  });

  test('the value’s audit row is written in the call’s transaction', async () => {
    // now() is the transaction's start: the call's own audit row (fn-audit.ts, written in the
    // call's transaction with its request id) and the result-read row share it only if they
    // were written in one transaction.
    const requestId = `results-${randomUUID()}`;
    const res = await t.call(
      'getProcedureOrder',
      { procedureID: TSH },
      { cookie: cookies['user-prescriber'], headers: { 'x-request-id': requestId } },
    );
    answered.push(JSON.stringify(res.body));
    expect(res.status).toBe(200);
    const [call] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.requestId, requestId), eq(auditLog.action, 'getProcedureOrder')));
    const [read] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, RESULT_READ_ACTION), eq(auditLog.actorId, 'user-prescriber')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(call).toMatchObject({ action: 'getProcedureOrder', recordId: TSH, outcome: 'success' });
    expect(read!.at.getTime()).toBe(call!.at.getTime());
    // The read names its request like every row (issue 22).
    expect(read!.requestId).toBe(requestId);
  });

  test('a procedure without a patient account: keyed by the procedure, shown to the ordering office', async () => {
    const res = await read(BEN, 'user-prescriber');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        procedureID: BEN,
        productID: 'product-hba1c',
        name: 'Hemoglobin A1c (HbA1c)',
        status: 'available',
        value: BEN_VALUE,
        valueState: 'shown',
      },
    ]);
  });

  test('the office that placed the order for another sees the status, not the value, and no read is recorded', async () => {
    const before = (await resultReads('user-assistant')).length;
    const res = await read(BEN, 'user-assistant');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        procedureID: BEN,
        productID: 'product-hba1c',
        name: 'Hemoglobin A1c (HbA1c)',
        status: 'available',
        value: null,
        valueState: 'withheld',
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(BEN_VALUE);
    expect(await resultReads('user-assistant')).toHaveLength(before);
  });

  test('operations see statuses only', async () => {
    const res = await read(TSH, 'user-admin');
    expect(res.status).toBe(200);
    const tsh = res.body.results.find((r: { procedureID: string }) => r.procedureID === TSH);
    expect(tsh).toMatchObject({ status: 'available', value: null, valueState: 'withheld' });
    expect(await resultReads('user-admin')).toHaveLength(0);
  });

  test('another office’s procedure answers exactly like one that does not exist', async () => {
    const other = await read(TSH, 'user-assistant');
    const unknown = await read('order-no-such-procedure', 'user-assistant');
    expect(other.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    expect(await resultReads('user-assistant')).toHaveLength(0);
  });

  test('a value that does not decrypt (another key) shows its status as unreadable, never the bytes', async () => {
    const foreign = encryptResult('not for this instance', {
      dataEncryptionKey: 'another-instance-key',
      patientKeyID: 'user-patient-omar',
      procedureID: FT4,
      productID: 'product-free-t4',
    });
    await t.db.execute(
      sql`update procedure_results set result_ciphertext = ${foreign}, status = 'available' where procedure_id = ${FT4}`,
    );
    const before = (await resultReads('user-prescriber')).length;
    const res = await read(FT4, 'user-prescriber');
    expect(res.status).toBe(200);
    const ft4 = res.body.results.find((r: { procedureID: string }) => r.procedureID === FT4);
    expect(ft4).toMatchObject({ status: 'available', value: null, valueState: 'unreadable' });
    // Only the TSH value was read.
    expect(await resultReads('user-prescriber')).toHaveLength(before + 1);
    await t.db.execute(
      sql`update procedure_results set result_ciphertext = null, status = 'pending' where procedure_id = ${FT4}`,
    );
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(cookie: string): Promise<string> {
  const res = await t.server.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { 'content-type': 'image/png', cookie },
    payload: PNG,
  });
  expect(res.statusCode).toBe(201);
  return (JSON.parse(res.body) as { fileID: string }).fileID;
}

const getFile = (id: string, as: string) =>
  t.server.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { cookie: cookies[as]! } });

describe('documents on the procedure page', () => {
  let consent = '';
  let photo = '';
  beforeAll(async () => {
    consent = await upload(cookies['user-nurse']!);
    photo = await upload(cookies['user-nurse']!);
    const documents = JSON.stringify([
      { title: 'Consent form', fileID: consent },
      { title: 'Lost scan', fileID: 'file-never-stored' },
    ]);
    const charting = JSON.stringify([
      { id: 'centrifuge-photo-pa', type: 'files', title: 'Centrifuge Photo', value: [photo] },
    ]);
    await t.db.execute(
      sql`update procedures set documents = ${documents}::jsonb, charting_items = ${charting}::jsonb where id = ${TSH}`,
    );
  });

  test('the requisition, a stored document linked, a missing one and the nurse’s photo without a link', async () => {
    const res = await read(FT4, 'user-prescriber');
    expect(res.status).toBe(200);
    expect(res.body.documents).toEqual([
      { kind: 'requisition', title: 'Requisition RQ-3N7TVC1X', procedureID: null, fileID: null, note: null },
      { kind: 'document', title: 'Consent form (TSH)', procedureID: TSH, fileID: consent, note: null },
      { kind: 'document', title: 'Lost scan (TSH)', procedureID: TSH, fileID: null, note: 'Not available' },
      { kind: 'photo', title: 'Centrifuge Photo (TSH)', procedureID: TSH, fileID: null, note: 'Kept for operations' },
    ]);
  });

  test('each link works: the document file and the requisition PDF open for the office', async () => {
    const file = await getFile(consent, 'user-prescriber');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const pdf = await t.server.app.inject({
      method: 'GET',
      url: '/api/orders/order-omar-thyroid/requisition.pdf',
      headers: { cookie: cookies['user-prescriber']! },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  test.each([
    ['the nurse’s centrifuge photo, to the ordering office', () => photo, 'user-prescriber'],
    ['a document of an order another office cannot reach', () => consent, 'user-assistant'],
  ])('not linkable and not readable: %s', async (_, id, as) => {
    const res = await getFile(id(), as);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});

describe('the ciphertext never leaves the server', () => {
  test('no answer of this file carries a stored ciphertext or an envelope', async () => {
    const stored = await queryRows<{ c: string }>(
      t.db,
      sql`select result_ciphertext as c from procedure_results where result_ciphertext is not null`,
    );
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(answered.length).toBeGreaterThan(5);
    for (const body of answered) {
      expect(body).not.toMatch(/v1:[A-Za-z0-9_-]{8,}/);
      for (const { c } of stored) expect(body).not.toContain(c.split(':')[2]);
    }
  });
});
