/**
 * The supply transfer flow on the real app (issue 26; requirements.md 2.12, 4, 5, 8): Rosa's kit shipment
 * packed through every step, done packing setting the transfer packed and the shipment
 * ready_to_ship in one write; each refusal with its text and nothing written; a retried write
 * counted once; another place's transfer answering like an unknown one.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { internalValuesIn } from '@sc/domain/format/internal-values';
import { stepMessages } from '@sc/domain/continue-rules/messages';
import { packingMessages } from '@sc/domain/packing/messages';
import { scanMessages } from '@sc/domain/scanning/messages';
import { DEMO_PACKING_BARCODES as B, DEMO_PACKING_IDS as ids } from '../src/db/seed-packing.ts';
import { createSupplyTransferForKitOrder } from '../src/repositories/supply-transfers.repository.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';
import { readPdf, requirePdfTools, runPdfTool } from './pdf-reader.ts';

async function runPdfToolOn(bytes: Uint8Array, tool: string, args: (file: string) => string[] = (file) => [file]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packing-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return await runPdfTool(tool, args(file));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let t: TestServer;
let packer: string;
let otherPacker: string;
let nurse: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await startTestServer();
  await t.db.execute(
    sql`insert into places (id, name, type, address) values ('place-packing-2', 'Queens Packing', 'packing-and-shipping', '1 Queens Blvd')`,
  );
  await t.db.execute(
    sql`insert into users (id, email, role, status) values ('user-packer-2', 'packer2@demo.test', 'packer', 'approved')`,
  );
  await t.db.execute(sql`insert into place_accounts (user_id, place_id) values ('user-packer-2', 'place-packing-2')`);
  packer = await t.sessionCookie('user-packer');
  otherPacker = await t.sessionCookie('user-packer-2');
  nurse = await t.sessionCookie('user-nurse');
});
afterAll(() => t?.close());

const rosa = { supplyTransferID: ids.transferRosa };
const proc = { ...rosa, procedureID: ids.procedureRosa };
const ship = { ...rosa, supplyShipmentID: ids.shipmentRosa };
const scan = (input: Record<string, unknown>, cookie = packer, key?: string) =>
  t.call('scanSupplyTransferStep', input, { cookie, ...(key ? { idempotencyKey: key } : {}) });

async function expectRefused(
  call: () => Promise<{ status: number; body: { error: { message: string } } }>,
  status: number,
  message: string,
) {
  const before = await t.snapshot();
  const res = await call();
  expect(res.status).toBe(status);
  expect(res.body.error.message).toBe(message);
  expect(await t.snapshot()).toEqual(before);
}

/** A printed form's text line by line, as pdftotext reads it (a barcode's own line stays one line, ADR 086). */
const pdfLines = (bytes: Uint8Array) => runPdfToolOn(bytes, 'pdftotext', (file) => ['-enc', 'UTF-8', file, '-']);

describe('getSupplyTransfer', () => {
  test('Rosa’s kit shipment: one HbA1c, its kit and vial to scan, one shipment', async () => {
    const res = await t.call('getSupplyTransfer', rosa, { cookie: packer });
    expect(res.status).toBe(200);
    const v = res.body.transfer;
    expect(v).toMatchObject({
      id: ids.transferRosa,
      kind: 'kit-shipment',
      status: 'pending',
      recipient: 'Rosa Alvarez',
    });
    expect(v.procedures).toHaveLength(1);
    expect(v.procedures[0]).toMatchObject({
      id: ids.procedureRosa,
      kitSupplyID: 'sup-a1c-kit',
      kitSupplyItemID: null,
      requisitionBarcode: `RF-${ids.procedureRosa}`,
      instructionSheetBarcode: `IS-${ids.procedureRosa}`,
      expectedSupplies: [{ supplyID: 'sup-a1c-kit-vial', name: 'HbA1c Kit Vial' }],
    });
    expect(v.shipments.map((s: { id: string }) => s.id)).toEqual([ids.shipmentRosa]);
  });
  test('another place’s packer: 404 exactly as an unknown id', async () => {
    const theirs = await t.call('getSupplyTransfer', rosa, { cookie: otherPacker });
    const unknown = await t.call('getSupplyTransfer', { supplyTransferID: 'st-nope' }, { cookie: otherPacker });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
  });
});

describe('refusals change nothing (requirements.md 5, 8; issue 26)', () => {
  test.each([
    [
      'requirements.md 5: an unknown barcode',
      { ...proc, step: 'scan-procedure-kit', barcode: 'NOPE-1' },
      400,
      scanMessages.invalidBarcode,
    ],
    [
      'requirements.md 5: a vial is not the kit',
      { ...proc, step: 'scan-procedure-kit', barcode: B.vial1 },
      400,
      scanMessages.wrongSupply,
    ],
    ['a box is not a kit', { ...proc, step: 'scan-procedure-kit', barcode: B.box1 }, 400, scanMessages.wrongSupply],
    [
      'beyond the spec: Pia’s visit is after the kit’s expiry',
      {
        supplyTransferID: ids.transferPia,
        procedureID: ids.procedurePia,
        step: 'scan-procedure-kit',
        barcode: B.kitExpired,
      },
      400,
      'expires',
    ],
    [
      'requirements.md 5: a kit is not the vial',
      { ...proc, step: 'scan-procedure-supplies', barcode: B.kit2 },
      400,
      scanMessages.wrongSupply,
    ],
    [
      'another form',
      { ...proc, step: 'scan-requisition-form', barcode: 'RQ-4B8N6C1D' },
      400,
      packingMessages.wrongRequisitionForm,
    ],
    [
      'another sheet',
      { ...proc, step: 'scan-instruction-sheet', barcode: 'IS-other' },
      400,
      packingMessages.wrongInstructionSheet,
    ],
    ['a kit is not a box', { ...ship, step: 'scan-supply-box', barcode: B.kit3 }, 400, packingMessages.notABox],
    [
      'the label before it is printed',
      { ...ship, step: 'scan-shipping-label', barcode: 'SC1Z1' },
      400,
      packingMessages.printLabelFirst,
    ],
    [
      'requirements.md 8: a shipment not on the transfer',
      { ...rosa, supplyShipmentID: ids.shipmentPia, step: 'scan-supply-box', barcode: B.box1 },
      404,
      packingMessages.missingShipment,
    ],
    [
      'a procedure not on the transfer',
      { ...rosa, procedureID: ids.procedurePia, step: 'scan-procedure-kit', barcode: B.kit1 },
      404,
      `Missing procedure ${ids.procedurePia}`,
    ],
    [
      'a box already holding another shipment',
      { ...ship, step: 'scan-supply-box', barcode: B.boxReady },
      400,
      scanMessages.alreadyScanned,
    ],
  ])('%s', async (_name, input, status, message) => {
    const before = await t.snapshot();
    const res = await scan(input);
    expect(res.status).toBe(status);
    if (message === 'expires')
      expect(res.body.error.message).toMatch(
        /^This kit expires on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}(?:, \d{4})?, before the visit on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}(?:, \d{4})?\. Take another kit from the shelf\.$/,
      );
    else expect(res.body.error.message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
  });

  test('another place’s packer scanning: 404 like an unknown transfer, nothing written', async () => {
    await expectRefused(
      () => scan({ ...proc, step: 'scan-procedure-kit', barcode: B.kit1 }, otherPacker),
      404,
      'Supply transfer not found.',
    );
  });
  test('done packing before every step: the first failing rule, nothing written', async () => {
    await expectRefused(
      () => t.call('finishSupplyTransferPacking', ship, { cookie: packer }),
      409,
      stepMessages.scanProcedureKit,
    );
  });
});

describe('packing Rosa’s transfer through every step', () => {
  test('kit, vial, forms, box, kits to box, label, photo, done: packed and ready_to_ship together', async () => {
    const key = randomUUID();
    const first = await scan({ ...proc, step: 'scan-procedure-kit', barcode: B.kit1 }, packer, key);
    expect(first.status).toBe(200);
    expect(first.body.transfer.procedures[0].kitSupplyItemID).toBe('item-pk-kit-0001');
    // A retried write counts once: the same key answers the same, and nothing more is written.
    const before = await t.snapshot();
    const retry = await scan({ ...proc, step: 'scan-procedure-kit', barcode: B.kit1 }, packer, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await t.snapshot()).toEqual(before);
    // The same kit again, as a new scan: already scanned.
    expect((await scan({ ...proc, step: 'scan-procedure-kit', barcode: B.kit1 })).body.error.message).toBe(
      scanMessages.alreadyScanned,
    );

    expect((await scan({ ...proc, step: 'scan-procedure-supplies', barcode: B.vial1 })).status).toBe(200);
    expect((await scan({ ...proc, step: 'scan-procedure-supplies', barcode: B.vial2 })).body.error.message).toBe(
      scanMessages.wrongSupply,
    );
    expect((await scan({ ...proc, step: 'scan-requisition-form', barcode: `RF-${ids.procedureRosa}` })).status).toBe(
      200,
    );
    expect((await scan({ ...proc, step: 'scan-instruction-sheet', barcode: `IS-${ids.procedureRosa}` })).status).toBe(
      200,
    );
    expect((await scan({ ...ship, step: 'scan-supply-box', barcode: B.box1 })).status).toBe(200);
    expect((await scan({ ...ship, step: 'scan-kits-to-supply-box', barcode: B.kit2 })).body.error.message).toBe(
      scanMessages.wrongSupply,
    );
    expect((await scan({ ...ship, step: 'scan-kits-to-supply-box', barcode: B.kit1 })).status).toBe(200);

    const printed = await t.call('printShippingLabel', ship, { cookie: packer });
    expect(printed.status).toBe(200);
    const label = printed.body.transfer.shipments[0].shippingLabelBarcode as string;
    expect(label).toMatch(/^SC1Z\d{14}$/);
    const again = await t.call('printShippingLabel', ship, { cookie: packer });
    expect(again.body.transfer.shipments[0].shippingLabelBarcode).toBe(label);
    expect(
      (await scan({ ...ship, step: 'scan-shipping-label', barcode: 'SC1Z00000000000000' })).body.error.message,
    ).toBe(packingMessages.wrongShippingLabel);
    expect((await scan({ ...ship, step: 'scan-shipping-label', barcode: label })).status).toBe(200);

    await expectRefused(
      () => t.call('finishSupplyTransferPacking', ship, { cookie: packer }),
      409,
      stepMessages.takePhoto,
    );
    const upload = await t.server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': 'image/png', cookie: packer },
      payload: PNG,
    });
    expect(upload.statusCode).toBe(201);
    const fileID = JSON.parse(upload.body).fileID as string;
    expect((await t.call('saveSupplyBoxPhoto', { ...ship, fileID }, { cookie: packer })).status).toBe(200);

    const done = await t.call('finishSupplyTransferPacking', ship, { cookie: packer });
    expect(done.status).toBe(200);
    expect(done.body.transfer.status).toBe('packed');
    const [row] = await queryRows<{ t: string; s: string; same: boolean; used: number }>(
      t.db,
      sql`select st.status as t, ss.status as s, st.status_at = ss.status_at as same,
            (select count(*)::int from supply_items where status = 'used' and id in ('item-pk-kit-0001', 'item-pk-vial-0001', 'item-pk-box-0001')) as used
          from supply_transfers st, supply_shipments ss where st.id = ${ids.transferRosa} and ss.id = ${ids.shipmentRosa}`,
    );
    expect(row).toEqual({ t: 'packed', s: 'ready_to_ship', same: true, used: 3 });
    await expectRefused(
      () => t.call('finishSupplyTransferPacking', ship, { cookie: packer }),
      409,
      packingMessages.alreadyPacked,
    );
    // Packed: gone from pick-and-pack, on the shipping list.
    const lists = await t.call('searchSupplyShipments', { query: 'rosa' }, { cookie: packer });
    expect(lists.body.shipments.map((s: { id: string }) => s.id)).toEqual([ids.shipmentRosa]);
  });
});

describe('a nurse’s kit order', () => {
  test('starts at its shipment: two kits of its line into the box', async () => {
    const made = await createSupplyTransferForKitOrder(t.db, {
      placeId: 'place-packing',
      recipient: 'Nora Nightingale',
      address: '200 Water St',
      nurseUserId: 'user-nurse',
      lines: [{ supplyId: 'sup-a1c-kit', quantity: 1 }],
      at: t.config.clock.now(),
    });
    const o = { supplyTransferID: made.supplyTransferID, supplyShipmentID: made.supplyShipmentID };
    const view = await t.call('getSupplyTransfer', { supplyTransferID: made.supplyTransferID }, { cookie: packer });
    expect(view.body.transfer.procedures).toEqual([]);
    expect(view.body.transfer.shipments[0].expectedKits).toEqual([
      { supplyID: 'sup-a1c-kit', supplyItemID: null, name: 'HbA1c Collection Kit' },
    ]);
    expect((await scan({ ...o, step: 'scan-kits-to-supply-box', barcode: B.vial3 })).body.error.message).toBe(
      scanMessages.wrongSupply,
    );
    expect((await scan({ ...o, step: 'scan-kits-to-supply-box', barcode: B.kit3 })).status).toBe(200);
    expect((await scan({ ...o, step: 'scan-kits-to-supply-box', barcode: B.kit2 })).body.error.message).toBe(
      scanMessages.wrongSupply,
    );
  });
});

describe('printing (one route for every printable document, ADR 048)', () => {
  const print = (path: string, cookie = packer, requestId?: string) =>
    t.server.app.inject({
      method: 'GET',
      url: `/api/print/${path}`,
      headers: { cookie, ...(requestId ? { 'x-request-id': requestId } : {}) },
    });

  test.each([
    ['requisition-form', ids.procedurePia, `RF-${ids.procedurePia}`, 'Requisition form'],
    ['instruction-sheet', ids.procedurePia, `IS-${ids.procedurePia}`, 'Instruction sheet'],
  ])(
    '%s: a Letter PDF whose Code 128 reads back as what its scan step accepts',
    async (document, id, barcode, title) => {
      requirePdfTools();
      const requestId = `print-${randomUUID()}`;
      const res = await print(`${document}/${id}`, packer, requestId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const read = await readPdf(res.rawPayload);
      expect(read.barcodes).toEqual([barcode]);
      expect(read.text).toContain(title);
      expect(read.text).toContain('Pia Patient');
      // Words only (ADR 086): the test by its name, the day in words, no id but the barcode's own line.
      expect(read.text).toContain('Test: Hemoglobin A1c (HbA1c)');
      expect(internalValuesIn(await pdfLines(res.rawPayload), { allowedLines: read.barcodes })).toEqual([]);
      const [row] = await queryRows<{ action: string; record_type: string; subject_user_id: string | null }>(
        t.db,
        sql`select action, record_type, subject_user_id from audit_log where request_id = ${requestId}`,
      );
      expect(row).toEqual({ action: `print.${document}`, record_type: 'procedure', subject_user_id: null });
    },
  );

  test('shipping label: 4 x 6 in PDF and ZPL carrying the label barcode; none before it is bought', async () => {
    requirePdfTools();
    const pia = { supplyTransferID: ids.transferPia, supplyShipmentID: ids.shipmentPia };
    expect((await print(`shipping-label/${ids.shipmentPia}`)).statusCode).toBe(404);
    const bought = await t.call('printShippingLabel', pia, { cookie: packer });
    const label = bought.body.transfer.shipments[0].shippingLabelBarcode as string;
    const res = await print(`shipping-label/${ids.shipmentPia}`);
    expect(res.statusCode).toBe(200);
    const read = await readPdf(res.rawPayload);
    expect(read.barcodes).toEqual([label]);
    expect(internalValuesIn(await pdfLines(res.rawPayload), { allowedLines: read.barcodes })).toEqual([]);
    const info = await runPdfToolOn(res.rawPayload, 'pdfinfo');
    expect(info).toMatch(/Page size:\s+288 x 432 pts/);
    const zpl = await print(`shipping-label/${ids.shipmentPia}?format=zpl`);
    expect(zpl.statusCode).toBe(200);
    expect(zpl.body).toMatch(/^\^XA/);
    expect(zpl.body).toContain(`^BCN,200,Y,N,N^FD${label}^FS`);
  });

  test.each([
    ['another place’s packer', () => otherPacker, `requisition-form/${ids.procedurePia}`, 404],
    ['an unknown procedure', () => packer, 'requisition-form/proc-nope', 404],
    ['an unknown document', () => packer, `passport/${ids.procedurePia}`, 404],
    ['a format it does not print in', () => packer, `requisition-form/${ids.procedurePia}?format=zpl`, 400],
    ['a nurse', () => nurse, `requisition-form/${ids.procedurePia}`, 403],
  ])('%s: refused, recorded once as refused', async (_name, who, path, status) => {
    const requestId = `print-${randomUUID()}`;
    const res = await print(path, who(), requestId);
    expect(res.statusCode).toBe(status);
    const rows = await queryRows<{ outcome: string }>(
      t.db,
      sql`select outcome from audit_log where request_id = ${requestId}`,
    );
    expect(rows).toEqual([{ outcome: 'refused' }]);
  });
  test('another place’s answer is exactly an unknown one’s', async () => {
    const theirs = await print(`requisition-form/${ids.procedurePia}`, otherPacker);
    const unknown = await print('requisition-form/proc-nope', otherPacker);
    expect(theirs.body).toBe(unknown.body);
  });
});

describe('ship/{supplyShipmentID}/scan-shipping-box (requirements.md 2.12)', () => {
  const shipOmar = (barcode: string, cookie = packer) =>
    t.call('shipSupplyShipment', { supplyShipmentID: ids.shipmentReady, barcode }, { cookie });
  test.each([
    ['another box', B.box2, 400, packingMessages.wrongBox],
    ['requirements.md 5: an unknown barcode', 'NOPE-9', 400, scanMessages.invalidBarcode],
  ])('%s: refused, nothing written', async (_name, barcode, status, message) => {
    await expectRefused(() => shipOmar(barcode), status, message);
  });
  test('requirements.md 8: another place’s shipment is Missing shipment, as an unknown one', async () => {
    await expectRefused(() => shipOmar(B.boxReady, otherPacker), 404, packingMessages.missingShipment);
    const unknown = await t.call(
      'shipSupplyShipment',
      { supplyShipmentID: 'ss-nope', barcode: B.boxReady },
      { cookie: packer },
    );
    expect(unknown.body.error.message).toBe(packingMessages.missingShipment);
  });
  test('a shipment not packed yet cannot ship', async () => {
    await expectRefused(
      () => t.call('shipSupplyShipment', { supplyShipmentID: ids.shipmentOrder, barcode: B.box2 }, { cookie: packer }),
      409,
      packingMessages.notReadyToShip,
    );
  });
  test('its own box: in-transit with a timestamp; again: already shipped', async () => {
    const res = await shipOmar(B.boxReady);
    expect(res.status).toBe(200);
    expect(res.body.shipment).toMatchObject({ id: ids.shipmentReady, status: 'in-transit', boxScanned: true });
    await expectRefused(() => shipOmar(B.boxReady), 409, packingMessages.alreadyShipped);
  });
});

describe('place-supplies/activate', () => {
  test.each([
    ['an item already active here', B.box2, packingMessages.alreadyActive],
    ['requirements.md 5: an unknown barcode', 'NOPE-3', scanMessages.invalidBarcode],
    ['a nurse’s item', 'KIT-0001', scanMessages.alreadyScanned],
  ])('%s: refused, nothing written', async (_name, barcode, message) => {
    const before = await t.snapshot();
    const res = await t.call('activatePlaceSupply', { barcode }, { cookie: packer });
    expect(res.status).toBe(400);
    expect([message, packingMessages.notAtThisPlace]).toContain(res.body.error.message);
    expect(await t.snapshot()).toEqual(before);
  });
  test('a received bag becomes active at her place and counts in its stock', async () => {
    const [before] = await queryRows<{ quantity: number }>(
      t.db,
      sql`select quantity from place_supplies where place_id = 'place-packing' and supply_id = 'sup-procedure-bag'`,
    );
    const res = await t.call('activatePlaceSupply', { barcode: B.new1 }, { cookie: packer });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      supplyItemID: 'item-pk-new-0001',
      supplyName: 'Procedure Bag',
      quantity: (before?.quantity ?? 0) + 1,
    });
    const again = await t.call('activatePlaceSupply', { barcode: B.new1 }, { cookie: packer });
    expect(again.body.error.message).toBe(packingMessages.alreadyActive);
  });
});
