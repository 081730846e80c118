/**
 * Packing a visit (requirements.md 2.11 "procedures supply" and "scan-waypoint-supply (pack the bag)"):
 * the visit bag through setWaypointSupplyItem (requirements.md 7 waypoints/{id}/supplyItem) and the kit
 * container through setKitSupplyItem. Success, each refusal with its text and no write, another
 * nurse's itinerary and another nurse's bag.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_BARCODES as B, DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { barcodes, supplyItems } from '../src/db/schema.ts';
import { checkInDemoShift, item, otherNurse } from './field-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
let stranger: { id: string; cookie: string };
const itineraryID = ids.itinerary;
const pia = ids.pia.waypoint;
const ben = ids.ben.waypoint;

beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
  stranger = await otherNurse(t);
  // A visit bag of the other nurse's, with its own barcode.
  await t.db.insert(supplyItems).values({
    id: 'si-bag-visit-9001',
    skuId: 'sku-visit-bag',
    status: 'activated',
    ownerUserId: stranger.id,
  });
  await t.db.insert(barcodes).values({ value: 'BAG-VISIT-9001', type: 'supply-item', targetId: 'si-bag-visit-9001' });
});
afterAll(() => t?.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

async function refused(name: string, input: unknown, status: number, message: string, cookie = nurse) {
  const before = await t.snapshot();
  const res = await t.call(name, input, { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.message).toBe(message);
  expect(await t.snapshot()).toEqual(before);
}

const bagOf = async (waypointID: string) =>
  (await rows<{ supply_item_id: string | null }>(sql`select supply_item_id from waypoints where id = ${waypointID}`))[0]
    ?.supply_item_id;
const statusOf = async (supplyItemID: string) =>
  (await rows<{ status: string }>(sql`select status from supply_items where id = ${supplyItemID}`))[0]?.status;

describe('setWaypointSupplyItem before check-in', () => {
  test('waits for check-in', async () => {
    await refused(
      'setWaypointSupplyItem',
      { itineraryID, waypointID: pia, barcode: B.visitBagPia },
      409,
      'Check in to your shift before starting this itinerary.',
    );
  });
});

describe('setWaypointSupplyItem (requirements.md 2.11 pack the bag, 7 waypoints/{id}/supplyItem)', () => {
  beforeAll(() => checkInDemoShift(t, nurse));

  test("another nurse's itinerary is not found, even with a good bag", async () => {
    await refused(
      'setWaypointSupplyItem',
      { itineraryID, waypointID: pia, barcode: B.visitBagPia },
      404,
      'Itinerary not found',
      stranger.cookie,
    );
  });

  test('the visit bag is set on the waypoint and used; the same barcode again changes nothing', async () => {
    const input = { itineraryID, waypointID: pia, barcode: B.visitBagPia };
    const first = await t.call('setWaypointSupplyItem', input, { cookie: nurse });
    expect(first.body).toEqual({ ok: true, changed: 2 });
    expect(await bagOf(pia)).toBe(item(B.visitBagPia));
    expect(await statusOf(item(B.visitBagPia))).toBe('used');

    const before = await t.snapshot();
    expect((await t.call('setWaypointSupplyItem', input, { cookie: nurse })).body).toEqual({ ok: true, changed: 0 });
    expect(await t.snapshot()).toEqual(before);

    const flow = await t.call('getItineraryFlowData', { itineraryID }, { cookie: nurse });
    expect(flow.body.itinerary.waypoints.find((w: { id: string }) => w.id === pia).supplyItemID).toBe(
      item(B.visitBagPia),
    );
  });

  test.each([
    ['requirements.md 5: an empty scan', '', 400, 'Missing barcode.'],
    ['requirements.md 5: an unknown barcode', 'NOPE-1234', 400, 'Invalid barcode'],
    ['requirements.md 5: a tube is not a bag', B.sstTube, 400, 'Wrong supply'],
    ['design: a procedure bag is a kit container, not a visit bag', B.procedureBagPanel, 400, 'Wrong supply'],
    ['design: a mail-in box at the patient is nobody’s bag', B.mailInBox, 400, 'Wrong supply'],
    ['design: a bag of another nurse', 'BAG-VISIT-9001', 400, 'Wrong supply'],
    ['design: the shift bag stays the shift’s', B.shiftBag, 409, 'Barcode already scanned.'],
    ['requirements.md 4: another waypoint’s bag (one holder per item)', B.visitBagPia, 409, 'Barcode already scanned.'],
  ])('%s is refused, writing nothing', async (_, barcode, status, message) => {
    await refused('setWaypointSupplyItem', { itineraryID, waypointID: ben, barcode }, status, message);
  });

  test.each([
    ['requirements.md 8: an unknown waypoint', 'wp-nope', 404, 'Waypoint, procedure or waypoint action not found'],
    ['design: the lab stop packs no visit bag', ids.lab.waypoint, 409, 'This stop is not a patient visit'],
  ])('%s is refused, writing nothing', async (_, waypointID, status, message) => {
    await refused('setWaypointSupplyItem', { itineraryID, waypointID, barcode: B.visitBagBen }, status, message);
  });

  test('requirements.md 4: no procedure may take the visit bag', async () => {
    await refused(
      'setProcedureSupplyItems',
      { itineraryID, procedureID: ids.pia.panel, supplyItemIDs: [item(B.visitBagPia)] },
      409,
      'Barcode already scanned.',
    );
  });

  test('another bag replaces it: the new one is used, the first released (requirements.md 4)', async () => {
    const res = await t.call(
      'setWaypointSupplyItem',
      { itineraryID, waypointID: pia, barcode: B.visitBagBen },
      { cookie: nurse },
    );
    expect(res.body).toEqual({ ok: true, changed: 3 });
    expect(await bagOf(pia)).toBe(item(B.visitBagBen));
    expect(await statusOf(item(B.visitBagBen))).toBe('used');
    expect(await statusOf(item(B.visitBagPia))).toBe('activated');
    // And back, so each visit has its own bag.
    await t.call('setWaypointSupplyItem', { itineraryID, waypointID: pia, barcode: B.visitBagPia }, { cookie: nurse });
    expect(
      (
        await t.call(
          'setWaypointSupplyItem',
          { itineraryID, waypointID: ben, barcode: B.visitBagBen },
          { cookie: nurse },
        )
      ).body,
    ).toEqual({ ok: true, changed: 2 });
    expect([await bagOf(pia), await bagOf(ben)]).toEqual([item(B.visitBagPia), item(B.visitBagBen)]);
  });
});

describe('setKitSupplyItem: the kit container (requirements.md 2.11 scan procedure supply, 5 every procedure needs a kit item)', () => {
  test('a procedure bag is the kit container of a nurse-supplied procedure', async () => {
    const res = await t.call(
      'setKitSupplyItem',
      { itineraryID, procedureID: ids.pia.panel, supplyItemID: item(B.procedureBagPanel) },
      { cookie: nurse },
    );
    expect(res.body).toEqual({ ok: true, changed: 2 });
    expect(await rows(sql`select kit_supply_item_id from procedures where id = ${ids.pia.panel}`)).toEqual([
      { kit_supply_item_id: item(B.procedureBagPanel) },
    ]);
    expect(await statusOf(item(B.procedureBagPanel))).toBe('used');
  });

  test.each([
    ['requirements.md 5 "Wrong supply": a tube', item(B.amberTube), 400, 'Wrong supply'],
    ['requirements.md 5 "Wrong supply": a visit bag', item(B.visitBagBen), 400, 'Wrong supply'],
    ['requirements.md 5: an unknown item', 'si-nope', 404, 'Supply item si-nope not found'],
    ['requirements.md 4: the other procedure’s kit container', item(B.procedureBagPanel), 409, 'Barcode already scanned.'],
  ])('%s is refused, writing nothing', async (_, supplyItemID, status, message) => {
    await refused('setKitSupplyItem', { itineraryID, procedureID: ids.pia.urine, supplyItemID }, status, message);
  });

  test("another nurse's itinerary is not found", async () => {
    await refused(
      'setKitSupplyItem',
      { itineraryID, procedureID: ids.pia.urine, supplyItemID: item(B.procedureBagUrine) },
      404,
      'Itinerary not found',
      stranger.cookie,
    );
  });
});
