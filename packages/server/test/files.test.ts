/** Photos from the phone (POST /api/files, GET /api/files/:id): real bytes, owner-only reads, retries once. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FileStorage } from '../src/adapters/storage/storage.ts';
import { memoryStorage } from '../src/adapters/storage/local-disk.ts';
import { DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { sweepUnattachedFiles } from '../src/jobs/sweeps.ts';
import { checkInDemoShift, otherNurse } from './field-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

/** The photos' bytes, with every key written and deleted. */
const bytes = memoryStorage();
const puts: string[] = [];
const deletes: string[] = [];
const storage: FileStorage = {
  put: (key, file) => (puts.push(key), bytes.put(key, file)),
  get: (key) => bytes.get(key),
  delete: (key) => (deletes.push(key), bytes.delete(key)),
};

let t: TestServer;
let nurse: string;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({}, { storage });
  nurse = await t.sessionCookie('user-nurse');
  admin = await t.sessionCookie('user-admin');
});
afterAll(() => t?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

async function upload(body: Buffer, type: string, cookie?: string, key?: string) {
  const headers: Record<string, string> = { 'content-type': type };
  if (cookie) headers.cookie = cookie;
  if (key) headers['idempotency-key'] = key;
  const res = await t.server.app.inject({ method: 'POST', url: '/api/files', headers, payload: body });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const get = (id: string, cookie: string, requestId?: string) =>
  t.server.app.inject({
    method: 'GET',
    url: `/api/files/${id}`,
    headers: { cookie, ...(requestId ? { 'x-request-id': requestId } : {}) },
  });

const fileCount = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from files`))[0]!.n;

describe('photo uploads', () => {
  test('a PNG and a JPEG are stored and served back byte for byte to their owner and operations', async () => {
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      const res = await upload(bytes, type, nurse);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        fileID: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        contentType: type,
        sizeBytes: bytes.length,
      });
      for (const cookie of [nurse, admin]) {
        const back = await get(res.body.fileID, cookie);
        expect(back.statusCode).toBe(200);
        expect(back.headers['content-type']).toBe(type);
        expect(Buffer.from(back.rawPayload).equals(bytes)).toBe(true);
      }
    }
  });

  test('a patient photo is never kept in a (shared) phone’s cache, nor sniffed as anything but an image', async () => {
    const { body } = await upload(PNG, 'image/png', nurse);
    const back = await get(body.fileID, nurse);
    expect(back.statusCode).toBe(200);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
  });

  test('refusals write nothing: anonymous, not a photo, empty, too large', async () => {
    const before = await fileCount();
    expect((await upload(PNG, 'image/png')).status).toBe(401);
    expect(await upload(Buffer.from('GIF89a not a png'), 'image/png', nurse)).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: 'The file must be a JPEG, PNG or WebP photo.' } },
    });
    expect(await upload(Buffer.alloc(0), 'image/jpeg', nurse)).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: 'Missing file' } },
    });
    const huge = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload(huge, 'image/png', nurse)).toEqual({
      status: 413,
      body: { error: { code: 'bad_request', message: 'The photo is larger than 10 MB.' } },
    });
    expect((await upload(PNG, 'application/pdf', nurse)).status).toBe(415);
    expect(await fileCount()).toBe(before);
  });

  test('only approved nurses and packers upload (theirs are the photo steps); anyone else gets 403 and nothing is stored', async () => {
    expect((await upload(PNG, 'image/png', await t.sessionCookie('user-packer'))).status).toBe(201);
    const before = { files: await fileCount(), puts: puts.length };
    for (const userId of [
      'user-patient',
      'user-prescriber',
      'user-invited-assistant',
      'user-pending-nurse',
      'user-declined-nurse',
      'user-admin',
    ]) {
      expect(await upload(PNG, 'image/png', await t.sessionCookie(userId)), userId).toEqual({
        status: 403,
        body: { error: { code: 'forbidden', message: 'You do not have access to this.' } },
      });
    }
    // Refused before the body is read: an oversized photo from a patient is a 403, not a 413.
    const huge = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(huge, 'image/png', await t.sessionCookie('user-patient'))).status).toBe(403);
    expect(await fileCount()).toBe(before.files);
    expect(puts.length).toBe(before.puts);
  });

  test('a retried upload with the same Idempotency-Key answers the first file and stores one', async () => {
    const before = await fileCount();
    const first = await upload(PNG, 'image/png', nurse, 'upload-key-0001');
    const again = await upload(PNG, 'image/png', nurse, 'upload-key-0001');
    expect(again).toEqual(first);
    expect(await fileCount()).toBe(before + 1);
  });
});

interface AuditRow {
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  subject_user_id: string | null;
  record_type: string | null;
  record_id: string | null;
  outcome: string;
  ip: string | null;
  request_id: string | null;
  detail: Record<string, unknown>;
}

/** The audit rows of photos, oldest first, of one actor and action. */
const auditOf = (actorId: string, action: 'file.read' | 'file.upload') =>
  queryRows<AuditRow>(
    t.db,
    sql`select actor_id, actor_role, action, subject_user_id, record_type, record_id, outcome, ip, request_id, detail
        from audit_log where actor_id = ${actorId} and action = ${action} order by id`,
  );

describe('the audit trail of photos (ADR 017)', () => {
  test('a read writes one success row naming the file, the reader, the owner and the request', async () => {
    const owner = await otherNurse(t);
    const { body } = await upload(PNG, 'image/png', owner.cookie);
    expect((await get(body.fileID, owner.cookie, 'read-request-1')).statusCode).toBe(200);
    expect(await auditOf(owner.id, 'file.read')).toEqual([
      {
        actor_id: owner.id,
        actor_role: 'nurse',
        action: 'file.read',
        subject_user_id: owner.id,
        record_type: 'file',
        record_id: body.fileID,
        outcome: 'success',
        ip: '127.0.0.1',
        request_id: 'read-request-1',
        detail: {},
      },
    ]);
    const adminRowsBefore = (await auditOf('user-admin', 'file.read')).length;
    expect((await get(body.fileID, admin)).statusCode).toBe(200);
    expect((await auditOf('user-admin', 'file.read')).slice(adminRowsBefore)).toMatchObject([
      { actor_role: 'admin', subject_user_id: owner.id, record_id: body.fileID, outcome: 'success' },
    ]);
  });

  test('another nurse’s read answers 404 exactly like an unknown id, and each writes a refused row', async () => {
    const owner = await otherNurse(t);
    const stranger = await otherNurse(t);
    const { body } = await upload(PNG, 'image/png', owner.cookie);
    const theirs = await get(body.fileID, stranger.cookie);
    const unknown = await get('no-such-file-0001', stranger.cookie);
    const malformed = await get('..%2Fetc', stranger.cookie);
    for (const res of [theirs, unknown, malformed]) {
      expect([res.statusCode, JSON.parse(res.body)]).toEqual([
        404,
        { error: { code: 'not_found', message: 'Missing file' } },
      ]);
    }
    // A NUL byte in the id is refused like any unknown id, and its refusal is still written.
    const nul = await get('photo%00x', stranger.cookie);
    expect([nul.statusCode, JSON.parse(nul.body)]).toEqual([
      404,
      { error: { code: 'not_found', message: 'Missing file' } },
    ]);
    expect(theirs.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(await auditOf(stranger.id, 'file.read')).toMatchObject([
      { record_id: body.fileID, outcome: 'refused', actor_role: 'nurse', subject_user_id: null },
      { record_id: 'no-such-file-0001', outcome: 'refused' },
      { record_id: '../etc', outcome: 'refused' },
      { record_id: 'photo\uFFFDx', outcome: 'refused' },
    ]);
  });

  test('a caller who may read no photo gets 403 and a refused row: a patient, a nurse no longer approved', async () => {
    const owner = await otherNurse(t);
    const { body } = await upload(PNG, 'image/png', owner.cookie);
    const patient = await t.sessionCookie('user-patient');
    await t.db.execute(sql`update users set status = 'declined' where id = ${owner.id}`);
    for (const [cookie, actorId] of [
      [patient, 'user-patient'],
      [owner.cookie, owner.id],
    ] as const) {
      const before = (await auditOf(actorId, 'file.read')).length;
      const res = await get(body.fileID, cookie);
      expect([res.statusCode, JSON.parse(res.body)]).toEqual([
        403,
        { error: { code: 'forbidden', message: 'You do not have access to this.' } },
      ]);
      expect((await auditOf(actorId, 'file.read')).slice(before)).toMatchObject([
        { record_id: body.fileID, outcome: 'refused' },
      ]);
    }
  });

  test('an upload writes one success row, its retry none, and a refused upload a refused row', async () => {
    const uploader = await otherNurse(t);
    const first = await upload(PNG, 'image/png', uploader.cookie, 'audit-upload-0001');
    await upload(PNG, 'image/png', uploader.cookie, 'audit-upload-0001');
    expect(await auditOf(uploader.id, 'file.upload')).toEqual([
      {
        actor_id: uploader.id,
        actor_role: 'nurse',
        action: 'file.upload',
        subject_user_id: uploader.id,
        record_type: 'file',
        record_id: first.body.fileID,
        outcome: 'success',
        ip: '127.0.0.1',
        request_id: expect.any(String),
        detail: { sizeBytes: PNG.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      },
    ]);
    const before = (await auditOf('user-patient', 'file.upload')).length;
    expect((await upload(PNG, 'image/png', await t.sessionCookie('user-patient'))).status).toBe(403);
    expect((await auditOf('user-patient', 'file.upload')).slice(before)).toMatchObject([
      { actor_role: 'patient', record_id: null, outcome: 'refused' },
    ]);
  });
});

/** Photos the user stored earlier, written directly: `count` of `sizeBytes` each, `hoursAgo`. */
async function storedEarlier(userId: string, count: number, sizeBytes: number, hoursAgo: number) {
  await t.db.execute(sql`
    insert into files (id, owner_user_id, content_type, size_bytes, sha256, created_at)
    select ${userId} || '-earlier-' || n || '-' || ${hoursAgo}, ${userId}, 'image/png', ${sizeBytes}, 'x',
           ${t.hoursAgo(hoursAgo)}
    from generate_series(1, ${count}) n`);
}

const ownFiles = async (userId: string) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from files where owner_user_id = ${userId}`))[0]!
    .n;

describe('the upload quota (ADR 019)', () => {
  const perMinute = {
    status: 429,
    body: {
      error: { code: 'rate_limited', message: 'Too many photos in one minute. Please wait a minute and try again.' },
    },
  };
  const daily = {
    status: 429,
    body: {
      error: {
        code: 'rate_limited',
        message:
          'You have reached the limit of 100 photos or 500 MB in 24 hours. Please contact support to upload more.',
      },
    },
  };

  test('the 11th photo in a minute is refused with 429 before it is stored; a retry of one already sent still answers it', async () => {
    const nurse = await otherNurse(t);
    const sent = [];
    for (let i = 1; i <= 10; i += 1) sent.push(await upload(PNG, 'image/png', nurse.cookie, `minute-key-${i}-abcd`));
    expect(sent.map((r) => r.status)).toEqual(Array(10).fill(201));
    const putsBefore = puts.length;
    expect(await upload(PNG, 'image/png', nurse.cookie, 'minute-key-11-abcd')).toEqual(perMinute);
    expect(puts.length).toBe(putsBefore);
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { cookie: nurse.cookie, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.headers['retry-after']).toBe('60');
    // The retry of the 10th is the 10th: answered, not counted, not refused.
    expect(await upload(PNG, 'image/png', nurse.cookie, 'minute-key-10-abcd')).toEqual(sent[9]);
    expect(await ownFiles(nurse.id)).toBe(10);
  });

  test('parallel uploads cannot all pass one check: 10 of 15 are stored, the others’ bytes are deleted', async () => {
    const nurse = await otherNurse(t);
    const putsBefore = puts.length;
    const deletesBefore = deletes.length;
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => upload(PNG, 'image/png', nurse.cookie, `parallel-key-${i}-abcd`)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    expect(await ownFiles(nurse.id)).toBe(10);
    // Every key written and not deleted is a stored file's.
    const removed = new Set(deletes.slice(deletesBefore));
    const kept = puts.slice(putsBefore).filter((key) => !removed.has(key));
    expect(kept.sort()).toEqual(answers.flatMap((a) => (a.status === 201 ? [a.body.fileID] : [])).sort());
  });

  test('500 MB or 100 photos in 24 hours is the day’s limit; photos older than a day no longer count', async () => {
    const big = await otherNurse(t);
    await storedEarlier(big.id, 1, 500 * 1024 * 1024 - 10, 2);
    expect(await upload(PNG, 'image/png', big.cookie)).toEqual(daily);
    await t.db.execute(sql`update files set created_at = ${t.hoursAgo(25)} where owner_user_id = ${big.id}`);
    expect((await upload(PNG, 'image/png', big.cookie)).status).toBe(201);

    const many = await otherNurse(t);
    await storedEarlier(many.id, 100, 1000, 3);
    expect(await upload(PNG, 'image/png', many.cookie)).toEqual(daily);
    expect(await ownFiles(many.id)).toBe(100);
  });
});

describe('photos no step names are swept (ADR 019)', () => {
  test('after three days an unattached photo’s row and bytes are deleted; one a step, a shipment or a charting item names stays', async () => {
    const other = await otherNurse(t);
    const up = async (cookie: string) => (await upload(PNG, 'image/png', cookie)).body.fileID as string;
    const [loose, recent, shipmentNamed, chartingNamed] = [
      await up(other.cookie),
      await up(other.cookie),
      await up(other.cookie),
      await up(other.cookie),
    ];
    // Named by the step itself, over HTTP; then retaken: the first photo a step named stays too.
    const [stepNamed, retaken] = [await up(nurse), await up(nurse)];
    await checkInDemoShift(t, nurse);
    for (const fileID of [stepNamed, retaken]) {
      const step = await t.call(
        'setShipmentPhoto',
        { itineraryID: ids.itinerary, shipmentID: ids.lab.shipment, fileID },
        { cookie: nurse },
      );
      expect(step.status, JSON.stringify(step.body)).toBe(200);
    }
    // A refused step leaves no mark: its nurse has no such itinerary.
    const refused = await t.call(
      'setShipmentPhoto',
      { itineraryID: ids.itinerary, shipmentID: ids.lab.shipment, fileID: loose },
      { cookie: other.cookie },
    );
    expect([refused.status, refused.body.error.message]).toEqual([404, 'Itinerary not found']);
    // Named without the step's check: a shipment written before migration 009, a saved charting
    // item of type files (nested in a group).
    await t.db.execute(
      sql`insert into shipments (id, shipment_box_image) values ('ship-sweep-test', ${shipmentNamed})`,
    );
    await t.db.execute(sql`
      update procedures set charting_items = ${JSON.stringify([
        {
          id: 'sweep-group',
          type: 'group',
          title: 'Photos',
          children: [{ id: 'sweep-photo', type: 'files', title: 'Site', value: [chartingNamed] }],
        },
      ])}::jsonb where id = ${ids.ben.a1c}`);
    const old = [loose, shipmentNamed, chartingNamed, stepNamed, retaken];
    for (const id of old) await t.db.execute(sql`update files set created_at = ${t.hoursAgo(73)} where id = ${id}`);
    await t.db.execute(sql`update files set created_at = ${t.hoursAgo(71)} where id = ${recent}`);

    expect(await sweepUnattachedFiles(t.db, storage, t.config.clock.now().getTime())).toBe(1);
    expect(deletes).toContain(loose);
    expect(await bytes.get(loose)).toBeNull();
    expect((await get(loose, other.cookie)).statusCode).toBe(404);
    for (const [id, cookie] of [
      [recent, other.cookie],
      [shipmentNamed, other.cookie],
      [chartingNamed, other.cookie],
      [stepNamed, nurse],
      [retaken, nurse],
    ] as const) {
      expect((await get(id, cookie)).statusCode, id).toBe(200);
    }
    // The next run finds nothing more to do.
    expect(await sweepUnattachedFiles(t.db, storage, t.config.clock.now().getTime())).toBe(0);
  });
});
