/**
 * A nurse's kit order, packed and shipped by the packer, becomes her kit on My supplies exactly once
 * (issue 23, ADR 057): the items scanned into the box are hers to activate; a retried or repeated
 * shipping makes no second kit; the first scan of its own item proves a shipped kit reached her.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fulfillmentIdOf } from '@sc/domain/fulfillments/kit-order';
import { packingMessages } from '@sc/domain/packing/messages';
import { scanMessages } from '@sc/domain/scanning/messages';
import { DEMO_PACKING_BARCODES as B } from '../src/db/seed-packing.ts';
import { insertKitOrderFulfillment } from '../src/repositories/fulfillments.repository.ts';
import { demoUserOf, queryRows, startTestServer, type TestServer } from './harness.ts';
import { uploadPng } from './photo-fixture.ts';

let t: TestServer;
let nurse: string;
let packer: string;
beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie(demoUserOf.nurse);
  packer = await t.sessionCookie(demoUserOf.packer);
});
afterAll(() => t?.close());

const ok = async (res: ReturnType<TestServer['call']>) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** Her order of two HbA1c kits, packed by the packer with the two kits left on the shelf. */
async function orderAndPack() {
  const { supplyTransferID } = await ok(
    t.call('orderKit', { lines: [{ supplyID: 'sup-a1c-kit', quantity: 2 }] }, { cookie: nurse }),
  );
  const view = await ok(t.call('getSupplyTransfer', { supplyTransferID }, { cookie: packer }));
  const supplyShipmentID = view.transfer.shipments[0].id as string;
  const o = { supplyTransferID, supplyShipmentID };
  const scan = (step: string, barcode: string) =>
    t.call('scanSupplyTransferStep', { ...o, step, barcode }, { cookie: packer });
  await ok(scan('scan-supply-box', B.box2));
  await ok(scan('scan-kits-to-supply-box', B.kit3));
  await ok(scan('scan-kits-to-supply-box', B.kitExpired));
  const printed = await ok(t.call('printShippingLabel', o, { cookie: packer }));
  await ok(scan('scan-shipping-label', printed.transfer.shipments[0].shippingLabelBarcode));
  await ok(t.call('saveSupplyBoxPhoto', { ...o, fileID: await uploadPng(t, packer) }, { cookie: packer }));
  await ok(t.call('finishSupplyTransferPacking', o, { cookie: packer }));
  return o;
}

const itemStatus = (ids: string[]) =>
  queryRows<{ id: string; status: string; place: string | null; owner: string | null }>(
    t.db,
    sql`select id, status, owner_place_id as place, owner_user_id as owner from supply_items
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`,
  );

describe('a shipped kit order becomes her kit (issue 23)', () => {
  test('packed, then shipped once: her shipped kit of the two kits; she activates it by scanning them', async () => {
    const o = await orderAndPack();
    const kitIds = ['item-pk-kit-0003', 'item-pk-kit-0009'];
    // Packed, not shipped: her kits are not used up and not hers yet.
    expect((await itemStatus(kitIds)).map((i) => i.status)).toEqual(['activated', 'activated']);
    const mine = async () =>
      (await ok(t.call('getMySupplies', {}, { cookie: nurse }))).fulfillments.filter(
        (f: { id: string }) => f.id === fulfillmentIdOf(o.supplyTransferID),
      );
    expect(await mine()).toEqual([]);

    const key = randomUUID();
    const notices: string[] = [];
    const stop = t.server.bus.subscribe((topic) => notices.push(topic));
    const shipped = await t.call(
      'shipSupplyShipment',
      { supplyShipmentID: o.supplyShipmentID, barcode: B.box2 },
      { cookie: packer, idempotencyKey: key },
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.shipment.status).toBe('in-transit');
    // Her open My supplies is told (live updates, architecture.md 5).
    await expect.poll(() => notices).toContain('supplies/user-nurse');
    stop();
    const [kit] = await mine();
    expect(kit).toMatchObject({
      status: 'shipped',
      lineItems: [{ sku: 'sku-a1c-kit', name: 'HbA1c Collection Kit', quantity: 2 }],
    });
    expect(await itemStatus(kitIds)).toEqual([
      { id: 'item-pk-kit-0003', status: 'inactive', place: null, owner: null },
      { id: 'item-pk-kit-0009', status: 'inactive', place: null, owner: null },
    ]);
    const [audit] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'fulfillment.shipped' and subject_user_id = 'user-nurse'`,
    );
    expect(audit!.n).toBe(1);

    // Exactly once: the retry answers the same; shipping it again is refused; nothing more is made.
    const before = await t.snapshot();
    const retry = await t.call(
      'shipSupplyShipment',
      { supplyShipmentID: o.supplyShipmentID, barcode: B.box2 },
      { cookie: packer, idempotencyKey: key },
    );
    expect(retry.body).toEqual(shipped.body);
    const again = await t.call(
      'shipSupplyShipment',
      { supplyShipmentID: o.supplyShipmentID, barcode: B.box2 },
      { cookie: packer },
    );
    expect(again.body.error.message).toBe(packingMessages.alreadyShipped);
    expect(await t.snapshot()).toEqual(before);
    const made = await t.db.transaction((tx) =>
      insertKitOrderFulfillment(
        tx as never,
        {
          id: fulfillmentIdOf(o.supplyTransferID),
          userID: 'user-nurse',
          supplyTransferID: o.supplyTransferID,
          status: 'shipped',
          itemIDs: kitIds,
        },
        t.now(),
      ),
    );
    expect(made).toBe(false);
    expect(await mine()).toHaveLength(1);

    // Activation: the first scan of its own item proves it reached her; the last activates it.
    const activate = (barcode: string) =>
      t.call('activateFulfillmentItem', { fulfillmentID: kit.id, barcode }, { cookie: nurse });
    expect((await activate(B.kit1)).body.error.message).toBe(scanMessages.wrongSupply);
    const first = await ok(activate(B.kit3));
    expect(first).toMatchObject({ done: false, fulfillment: { status: 'delivered' } });
    expect((await activate(B.kit3)).body.error.message).toBe(scanMessages.alreadyScanned);
    const last = await ok(activate(B.kitExpired));
    expect(last).toMatchObject({ done: true, fulfillment: { status: 'activated' } });
    expect(await itemStatus(kitIds)).toEqual([
      { id: 'item-pk-kit-0003', status: 'activated', place: null, owner: 'user-nurse' },
      { id: 'item-pk-kit-0009', status: 'activated', place: null, owner: 'user-nurse' },
    ]);
    const supplies = await ok(t.call('getMySupplies', {}, { cookie: nurse }));
    expect(supplies.supplyItems.map((i: { supplyItemID: string }) => i.supplyItemID)).toEqual(
      expect.arrayContaining(kitIds),
    );
  });

  test('a kit shipped in one kit order’s box cannot go into another’s', async () => {
    const { supplyTransferID } = await ok(
      t.call('orderKit', { lines: [{ supplyID: 'sup-a1c-kit', quantity: 1 }] }, { cookie: nurse }),
    );
    const view = await ok(t.call('getSupplyTransfer', { supplyTransferID }, { cookie: packer }));
    const res = await t.call(
      'scanSupplyTransferStep',
      {
        supplyTransferID,
        supplyShipmentID: view.transfer.shipments[0].id,
        step: 'scan-kits-to-supply-box',
        barcode: B.kit3,
      },
      { cookie: packer },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(scanMessages.alreadyScanned);
  });

  test.each([
    ['a bag of a nurse’s kit', 'sup-specimen-bag', 'NK-BAG-0001', packingMessages.notAtThisPlace],
    ['a bag received, not yet activated at her place', 'sup-procedure-bag', B.new2, packingMessages.notAtThisPlace],
  ])('%s cannot go into a kit order’s box; nothing is written', async (_name, supplyID, barcode, message) => {
    const { supplyTransferID } = await ok(
      t.call('orderKit', { lines: [{ supplyID, quantity: 1 }] }, { cookie: nurse }),
    );
    const view = await ok(t.call('getSupplyTransfer', { supplyTransferID }, { cookie: packer }));
    const before = await t.snapshot();
    const res = await t.call(
      'scanSupplyTransferStep',
      { supplyTransferID, supplyShipmentID: view.transfer.shipments[0].id, step: 'scan-kits-to-supply-box', barcode },
      { cookie: packer },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await t.snapshot()).toEqual(before);
  });

  test('a shipment packed for someone else (no kits in its box) makes no kit', async () => {
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from fulfillments`);
    await ok(
      t.call('shipSupplyShipment', { supplyShipmentID: 'ss-demo-omar', barcode: B.boxReady }, { cookie: packer }),
    );
    expect(await queryRows(t.db, sql`select count(*)::int as n from fulfillments`)).toEqual(before);
  });
});
