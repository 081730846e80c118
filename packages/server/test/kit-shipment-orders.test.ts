/**
 * Kit-shipment orders (requirements.md 2.11; issues 25, 26; ADR 058): an office orders a visit whose kit is
 * shipped to the patient first; in the order's own transaction the packers' supply transfer is
 * made, exactly once however often the order call is retried; the packer's queue shows it and she
 * packs it with a Home Collection Kit and the tubes its tests planned.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTION_KIT_SUPPLY_ID, KIT_SHIPMENT_REFUSALS } from '@sc/domain/orders/kit-shipment';
import { DEMO_PACKING_BARCODES as B } from '../src/db/seed-packing.ts';
import { queryRows, startTestServer, type TestServer, testDay } from './harness.ts';
import { readPdf } from './pdf-reader.ts';

let t: TestServer;
let prescriber: string;
let packer: string;
beforeAll(async () => {
  t = await startTestServer();
  prescriber = await t.sessionCookie('user-prescriber');
  packer = await t.sessionCookie('user-packer');
});
afterAll(() => t?.close());

const inDays = (days: number) => testDay(days);
const order = {
  officeID: 'office-lab',
  patientID: 'user-patient',
  prescriberID: 'user-prescriber',
  prescriberNPI: '1234567893',
  diagnosisCodes: ['Z00.00'],
  testIDs: ['test-a1c'],
  requestedDate: inDays(5),
  windowStart: '08:00',
  windowEnd: '10:00',
  supplyStrategy: 'kit-shipment',
};
const create = (input: Record<string, unknown> = {}, idempotencyKey?: string) =>
  t.call('createOrder', { ...order, ...input }, { cookie: prescriber, ...(idempotencyKey ? { idempotencyKey } : {}) });

const transfersOf = (orderID: string) =>
  queryRows<{
    id: string;
    kind: string;
    recipient: string;
    patient: string;
    needed: string;
    place: string;
    status: string;
  }>(
    t.db,
    sql`select t.id, t.kind, t.recipient, t.patient_id as patient, t.needed_by::text as needed, t.place_id as place, t.status
      from supply_transfers t where t.id in (select supply_transfer_id from procedures where order_id = ${orderID})
        or t.id = ${`st-${orderID}`}`,
  );

describe('an office orders a kit shipment (requirements.md 2.11)', () => {
  test('the order and its packers’ transfer in one write, once however often the call is retried', async () => {
    const key = randomUUID();
    const first = await create({}, key);
    expect(first.status).toBe(200);
    const { orderID, supplyTransferID, procedureIDs } = first.body;
    expect(supplyTransferID).toBe(`st-${orderID}`);
    const before = await t.snapshot();
    for (let i = 0; i < 3; i += 1) {
      const retry = await create({}, key);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
    }
    expect(await t.snapshot()).toEqual(before);

    expect(await transfersOf(orderID)).toEqual([
      {
        id: supplyTransferID,
        kind: 'kit-shipment',
        recipient: 'Pia Patient',
        patient: 'user-patient',
        needed: inDays(5),
        place: 'place-packing',
        status: 'pending',
      },
    ]);
    const [row] = await queryRows<{ strategy: string; kit: string; transfer: string; shipment: string }>(
      t.db,
      sql`select o.supply_strategy as strategy, p.kit_supply_id as kit, p.supply_transfer_id as transfer,
            ss.status as shipment
          from orders o join procedures p on p.order_id = o.id
          join supply_transfer_shipments sts on sts.supply_transfer_id = p.supply_transfer_id
          join supply_shipments ss on ss.id = sts.supply_shipment_id
          where o.id = ${orderID}`,
    );
    expect(row).toEqual({
      strategy: 'kit-shipment',
      kit: COLLECTION_KIT_SUPPLY_ID,
      transfer: supplyTransferID,
      shipment: 'pending',
    });

    // The packer's queue shows it, found as she types the patient's name.
    const queue = await t.call('searchSupplyTransfers', { query: 'pia' }, { cookie: packer });
    expect(queue.body.transfers.map((x: { id: string }) => x.id)).toContain(supplyTransferID);
    const view = await t.call('getSupplyTransfer', { supplyTransferID }, { cookie: packer });
    expect(view.status).toBe(200);
    expect(view.body.transfer.warnings).toEqual([]);
    expect(view.body.transfer.procedures).toEqual([
      expect.objectContaining({
        id: procedureIDs[0],
        name: 'Hemoglobin A1c (HbA1c)',
        kitSupplyID: COLLECTION_KIT_SUPPLY_ID,
        kitSupplyName: 'Home Collection Kit',
        requisitionBarcode: first.body.requisitionNumber,
        expectedSupplies: [{ supplyID: 'sup-lavender-tube', name: 'Lavender Top Tube (EDTA)' }],
      }),
    ]);
  });

  test('the packer packs it: the kit, its tube, the order’s requisition form read back and scanned', async () => {
    const placed = await create({ requestedDate: inDays(6) });
    const { supplyTransferID, procedureIDs, requisitionNumber } = placed.body;
    const p = { supplyTransferID, procedureID: procedureIDs[0] };
    const scan = (step: string, barcode: string) =>
      t.call('scanSupplyTransferStep', { ...p, step, barcode }, { cookie: packer });
    expect((await scan('scan-procedure-kit', B.kit1)).status).toBe(400);
    expect((await scan('scan-procedure-kit', B.collectionKit1)).status).toBe(200);
    expect((await scan('scan-procedure-supplies', B.lavender1)).status).toBe(200);
    const form = await t.server.app.inject({
      method: 'GET',
      url: `/api/print/requisition-form/${procedureIDs[0]}`,
      headers: { cookie: packer },
    });
    expect(form.statusCode).toBe(200);
    const read = await readPdf(form.rawPayload);
    expect(read.barcodes).toEqual([requisitionNumber]);
    expect((await scan('scan-requisition-form', read.barcodes[0]!)).status).toBe(200);
    const after = await scan('scan-instruction-sheet', `IS-${procedureIDs[0]}`);
    expect(after.status).toBe(200);
    expect(after.body.transfer.procedures[0]).toMatchObject({
      kitSupplyItemID: 'item-pk-ckit-0001',
      requisitionFormScanned: true,
      instructionSheetScanned: true,
    });
  });

  test('canceled before it is packed: off the packer’s queue, its kit back on the shelf', async () => {
    const placed = await create({ requestedDate: inDays(7) });
    const { supplyTransferID, procedureIDs } = placed.body;
    const scanned = await t.call(
      'scanSupplyTransferStep',
      { supplyTransferID, procedureID: procedureIDs[0], step: 'scan-procedure-kit', barcode: B.collectionKit2 },
      { cookie: packer },
    );
    expect(scanned.status).toBe(200);
    const cancel = await t.call('setProcedureStatuses', { procedureIDs, status: 'canceled' }, { cookie: prescriber });
    expect(cancel.status).toBe(200);
    expect((await t.call('getSupplyTransfer', { supplyTransferID }, { cookie: packer })).status).toBe(404);
    const queue = await t.call('searchSupplyTransfers', { query: '' }, { cookie: packer });
    expect(queue.body.transfers.map((x: { id: string }) => x.id)).not.toContain(supplyTransferID);
    expect(
      await queryRows(t.db, sql`select id from supply_shipments where id = ${`ss-${placed.body.orderID}`}`),
    ).toEqual([]);
    // The kit scanned for it is free for another transfer.
    const [kit] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from procedures where kit_supply_item_id = 'item-pk-ckit-0002'`,
    );
    expect(kit!.n).toBe(0);
  });

  test('the nurse brings the supplies: no transfer', async () => {
    const res = await create({ supplyStrategy: 'nurse-supplies' });
    expect(res.status).toBe(200);
    expect(res.body.supplyTransferID).toBeNull();
    expect(await transfersOf(res.body.orderID)).toEqual([]);
    const withoutStrategy = await create({ supplyStrategy: undefined });
    expect(withoutStrategy.body.supplyTransferID).toBeNull();
  });

  test.each([
    [
      'a visit too soon for the kit to arrive',
      { requestedDate: inDays(1) },
      KIT_SHIPMENT_REFUSALS.tooSoon,
      'requestedDate',
    ],
    ['a strategy that is not one', { supplyStrategy: 'drone' }, null, null],
  ])('%s: refused, nothing written', async (_name, input, message, field) => {
    const before = await t.snapshot();
    const res = await create(input);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toMatchObject({ message, field });
    expect(await t.snapshot()).toEqual(before);
  });
});
