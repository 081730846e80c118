/**
 * What packing does to a place's stock (ADR 075; architecture.md 11, invariant 6): an item leaves
 * the packer's place only from its shelf, so one received but never activated there, or one a nurse
 * holds, is refused and nothing is written; and the place's count ("N at your location") goes down
 * with every item done packing uses or a shipped kit order takes, as activating one puts it up.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packingMessages } from '@sc/domain/packing/messages';
import { DEMO_PACKING_BARCODES as B, DEMO_PACKING_IDS as ids } from '../src/db/seed-packing.ts';
import { demoUserOf, queryRows, startTestServer, testDay, type TestServer } from './harness.ts';
import { uploadPng } from './photo-fixture.ts';

let t: TestServer;
let packer: string;
let admin: string;
let nurse: string;
beforeAll(async () => {
  t = await startTestServer();
  packer = await t.sessionCookie(demoUserOf.packer);
  nurse = await t.sessionCookie(demoUserOf.nurse);
  admin = await t.sessionCookie('user-admin');
  // A kit the nurse holds, activated by her (as My supplies leaves a shipped kit's items).
  await t.db.execute(sql`insert into supply_items (id, sku_id, status, owner_user_id)
    values ('item-nurse-kit', 'sku-a1c-kit', 'activated', 'user-nurse')`);
  await t.db.execute(
    sql`insert into barcodes (value, type, target_id) values ('NURSE-KIT-1', 'supply-item', 'item-nurse-kit')`,
  );
});
afterAll(() => t?.close());

const ok = async (res: ReturnType<TestServer['call']>) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const count = async (supplyId: string) =>
  (
    await queryRows<{ quantity: number }>(
      t.db,
      sql`select quantity from place_supplies where place_id = 'place-packing' and supply_id = ${supplyId}`,
    )
  )[0]?.quantity ?? 0;

const rosa = { supplyTransferID: ids.transferRosa, procedureID: ids.procedureRosa };
const rosaShip = { supplyTransferID: ids.transferRosa, supplyShipmentID: ids.shipmentRosa };
const scan = (input: Record<string, unknown>) => t.call('scanSupplyTransferStep', input, { cookie: packer });

describe('an item leaves her place only from its shelf', () => {
  test.each([
    ['received, never activated at her place', 'received', 'scan-procedure-kit'],
    ['a kit a nurse holds', 'NURSE-KIT-1', 'scan-procedure-kit'],
    ['a box received, never activated', 'received-box', 'scan-supply-box'],
  ])('%s: refused, nothing written', async (_name, which, step) => {
    let barcode = which;
    if (which.startsWith('received')) {
      barcode = `RECEIVED-${which.toUpperCase()}`;
      const skuID = which === 'received-box' ? 'sku-mail-in-box' : 'sku-a1c-kit';
      await ok(t.call('addSupplyItem', { skuID, barcode, serial: null }, { cookie: admin }));
    }
    const input = step === 'scan-supply-box' ? { ...rosaShip, step, barcode } : { ...rosa, step, barcode };
    const before = await t.snapshot();
    const res = await scan(input);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(packingMessages.notAtThisPlace);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('the place’s count goes down with what leaves it', () => {
  test('done packing Rosa’s kit shipment: one kit, one vial and one box fewer', async () => {
    const before = [await count('sup-a1c-kit'), await count('sup-a1c-kit-vial'), await count('sup-mail-in-box')];
    await ok(scan({ ...rosa, step: 'scan-procedure-kit', barcode: B.kit1 }));
    await ok(scan({ ...rosa, step: 'scan-procedure-supplies', barcode: B.vial1 }));
    await ok(scan({ ...rosa, step: 'scan-requisition-form', barcode: `RF-${ids.procedureRosa}` }));
    await ok(scan({ ...rosa, step: 'scan-instruction-sheet', barcode: `IS-${ids.procedureRosa}` }));
    await ok(scan({ ...rosaShip, step: 'scan-supply-box', barcode: B.box1 }));
    await ok(scan({ ...rosaShip, step: 'scan-kits-to-supply-box', barcode: B.kit1 }));
    // Scanned into the box, not yet done packing: still hers.
    expect(await count('sup-a1c-kit')).toBe(before[0]);
    await finish(rosaShip);
    expect([await count('sup-a1c-kit'), await count('sup-a1c-kit-vial'), await count('sup-mail-in-box')]).toEqual([
      before[0]! - 1,
      before[1]! - 1,
      before[2]! - 1,
    ]);
  });

  test('a nurse’s kit order: its box at done packing, its kits when it ships', async () => {
    const { supplyTransferID } = await ok(
      t.call('orderKit', { lines: [{ supplyID: 'sup-a1c-kit', quantity: 1 }] }, { cookie: nurse }),
    );
    const view = await ok(t.call('getSupplyTransfer', { supplyTransferID }, { cookie: packer }));
    const o = { supplyTransferID, supplyShipmentID: view.transfer.shipments[0].id as string };
    const [kits, boxes] = [await count('sup-a1c-kit'), await count('sup-mail-in-box')];
    await ok(scan({ ...o, step: 'scan-supply-box', barcode: B.box2 }));
    await ok(scan({ ...o, step: 'scan-kits-to-supply-box', barcode: B.kit2 }));
    await finish(o);
    expect([await count('sup-a1c-kit'), await count('sup-mail-in-box')]).toEqual([kits, boxes - 1]);
    await ok(
      t.call('shipSupplyShipment', { supplyShipmentID: o.supplyShipmentID, barcode: B.box2 }, { cookie: packer }),
    );
    expect([await count('sup-a1c-kit'), await count('sup-mail-in-box')]).toEqual([kits - 1, boxes - 1]);
  });
});

describe('a procedure canceled while its transfer is packed (ADR 058, 075)', () => {
  test('its kit and tube go back to the shelf: the transfer’s other procedure may take them', async () => {
    const prescriber = await t.sessionCookie('user-prescriber');
    const placed = await ok(
      t.call(
        'createOrder',
        {
          officeID: 'office-lab',
          patientID: 'user-patient',
          prescriberID: 'user-prescriber',
          prescriberNPI: '1234567893',
          diagnosisCodes: ['Z00.00'],
          testIDs: ['test-a1c', 'test-cbc'],
          requestedDate: testDay(5),
          windowStart: '08:00',
          windowEnd: '10:00',
          supplyStrategy: 'kit-shipment',
        },
        { cookie: prescriber },
      ),
    );
    const { supplyTransferID, procedureIDs } = placed as { supplyTransferID: string; procedureIDs: string[] };
    const [first, second] = procedureIDs as [string, string];
    const kits = [await count('sup-collection-kit'), await count('sup-lavender-tube')];
    await ok(scan({ supplyTransferID, procedureID: first, step: 'scan-procedure-kit', barcode: B.collectionKit1 }));
    await ok(scan({ supplyTransferID, procedureID: first, step: 'scan-procedure-supplies', barcode: B.lavender1 }));
    await ok(t.call('setProcedureStatuses', { procedureIDs: [first], status: 'canceled' }, { cookie: prescriber }));
    // Back on the shelf: the other procedure takes them, and done packing uses only what it packed.
    await ok(scan({ supplyTransferID, procedureID: second, step: 'scan-procedure-kit', barcode: B.collectionKit1 }));
    await ok(scan({ supplyTransferID, procedureID: second, step: 'scan-procedure-supplies', barcode: B.lavender1 }));
    const [scans] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from supply_transfer_scans where procedure_id = ${first}`,
    );
    expect(scans!.n).toBe(0);
    expect([await count('sup-collection-kit'), await count('sup-lavender-tube')]).toEqual(kits);
  });
});

/** The label printed and scanned, the box photographed, done packing. */
async function finish(o: { supplyTransferID: string; supplyShipmentID: string }) {
  const printed = await ok(t.call('printShippingLabel', o, { cookie: packer }));
  await ok(scan({ ...o, step: 'scan-shipping-label', barcode: printed.transfer.shipments[0].shippingLabelBarcode }));
  await ok(t.call('saveSupplyBoxPhoto', { ...o, fileID: await uploadPng(t, packer) }, { cookie: packer }));
  await ok(t.call('finishSupplyTransferPacking', o, { cookie: packer }));
}
