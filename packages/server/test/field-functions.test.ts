/**
 * The field functions one by one (issue 3): success, each refusal with the spec's text and no
 * write, another nurse's record, and retries that count once. The whole walk is field-walk.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_BARCODES as B, DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { mayReadTopic } from '../src/live/route.ts';
import { checkInDemoShift, item, LEAVE_FROM, otherNurse, PIA, SHIFT_SUPPLIES, uploadPhoto } from './field-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
let stranger: { id: string; cookie: string };
const itineraryID = ids.itinerary;
const shiftID = ids.shift;
const far = { lat: 40.75, lng: -73.9 };

beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
  stranger = await otherNurse(t);
});
afterAll(() => t?.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

/** The call is refused with this status and text, and nothing at all is written. */
async function refused(name: string, input: unknown, status: number, message: string, cookie = nurse) {
  const before = await t.snapshot();
  const res = await t.call(name, input, { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.message).toBe(message);
  expect(await t.snapshot()).toEqual(before);
}

describe('before check-in', () => {
  test('another nurse cannot read or write the demo shift or itinerary (404, like an unknown id)', async () => {
    await refused('getShiftDetails', { shiftID }, 404, 'Shift not found', stranger.cookie);
    await refused('geocheckShift', { shiftID, location: PIA }, 404, 'Shift not found', stranger.cookie);
    await refused('getItineraryFlowData', { itineraryID }, 404, 'Itinerary not found', stranger.cookie);
    await refused(
      'startDriveToWaypoint',
      { itineraryID, waypointID: ids.pia.waypoint },
      404,
      'Itinerary not found',
      stranger.cookie,
    );
    await refused(
      'getItineraryDrivingEstimate',
      { itineraryID, leaveFrom: PIA },
      404,
      'Itinerary not found',
      stranger.cookie,
    );
  });

  test('steps wait for check-in; check-in waits for the geocheck', async () => {
    await refused(
      'startDriveToWaypoint',
      { itineraryID, waypointID: ids.pia.waypoint },
      409,
      'Check in to your shift before starting this itinerary.',
    );
    await refused('checkInShift', { shiftID }, 409, 'No geocheck to complete.');
  });

  test('requirements.md 5: outside every service region is "Not in service region"', async () => {
    await refused('geocheckShift', { shiftID, location: { lat: 34.05, lng: -118.24 } }, 400, 'Not in service region');
  });

  test('requirements.md 5: scan texts on the shift supplies', async () => {
    await refused('scanShiftSupply', { shiftID, barcode: '' }, 400, 'Missing barcode.');
    await refused('scanShiftSupply', { shiftID, barcode: 'NOPE-1234' }, 400, 'Invalid barcode');
    await refused('scanShiftSupply', { shiftID, barcode: B.mailInBox }, 400, 'Wrong supply');
  });

  test('requirements.md 2.10, 5: the shift bag step takes the shift bag, not a visit bag or a tube ("Wrong supply")', async () => {
    await refused('scanShiftBag', { shiftID, barcode: B.visitBagPia }, 400, 'Wrong supply');
    await refused('scanShiftBag', { shiftID, barcode: B.amberTube }, 400, 'Wrong supply');
  });

  test('the shift details show what check-in needs', async () => {
    const res = await t.call('getShiftDetails', { shiftID }, { cookie: nurse });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: shiftID,
      status: 'accepted',
      geoCheck: null,
      supplyItemIDs: [],
      shiftBagSupplyItemID: null,
      itineraryIDs: [itineraryID],
      checkInAvailable: true,
      serviceRegions: [
        { id: 'region-brooklyn', name: expect.any(String) },
        { id: 'region-queens', name: expect.any(String) },
      ],
    });
    expect(Object.values(res.body.supplies as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      SHIFT_SUPPLIES.length,
    );
  });

  test('a scanned supply can be taken back out; scanning it again counts it once', async () => {
    await t.call('scanShiftSupply', { shiftID, barcode: B.amberTube }, { cookie: nurse });
    await refused('scanShiftSupply', { shiftID, barcode: B.amberTube }, 400, 'Barcode already scanned.');
    expect(
      (await t.call('unscanShiftSupply', { shiftID, supplyItemID: item(B.amberTube) }, { cookie: nurse })).status,
    ).toBe(200);
    expect((await t.call('getShiftDetails', { shiftID }, { cookie: nurse })).body.supplyItemIDs).toEqual([]);
  });
});

describe('scanBarcode (requirements.md 5, 7)', () => {
  test('names the supply and item, and records the scan-item event with its fields', async () => {
    const res = await t.call('scanBarcode', { barcode: B.sstTube, route: '/test' }, { cookie: nurse });
    await t.server.analytics.flush();
    expect(res.body).toEqual({
      barcode: B.sstTube,
      barcodeType: 'supply-item',
      supplyID: 'sup-sst-tube',
      supplyItemID: item(B.sstTube),
      serial: null,
      supplyItemStatus: 'activated',
      batchItemID: null,
    });
    const [event] = await rows<{ user_id: string; email: string; route: string; properties: Record<string, unknown> }>(
      sql`select user_id, email, route, properties from analytics_events where name = 'scan item' order by id desc limit 1`,
    );
    expect(event).toEqual({
      user_id: 'user-nurse',
      email: 'nurse@demo.test',
      route: '/test',
      properties: {
        barcodeType: 'supply-item',
        barcodeValue: B.sstTube,
        batchItemID: null,
        supplyItemID: item(B.sstTube),
        unknownBarcode: false,
      },
    });
  });

  test('an unknown barcode answers "Invalid barcode" and is recorded as unknown', async () => {
    const res = await t.call('scanBarcode', { barcode: 'ZZZ-1' }, { cookie: nurse });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid barcode');
    await t.server.analytics.flush();
    const [event] = await rows<{ properties: Record<string, unknown> }>(
      sql`select properties from analytics_events where name = 'scan item' order by id desc limit 1`,
    );
    expect(event?.properties).toEqual({ barcodeValue: 'ZZZ-1', errorMessage: 'Invalid barcode', unknownBarcode: true });
  });

  test('a batch barcode names the unit of its serial (requirements.md 3, 5: batch items)', async () => {
    await t.db.execute(sql`insert into batch_skus (id, sku_id, quantity) values ('bs-1', 'sku-lavender-tube', 2)`);
    await t.db.execute(sql`insert into batch_items (id, batch_sku_id) values ('bi-1', 'bs-1')`);
    await t.db.execute(
      sql`insert into batch_item_serials (batch_item_id, serial) values ('bi-1', '0042'), ('bi-1', '0043')`,
    );
    await t.db.execute(
      sql`insert into supply_items (id, sku_id, status) values ('LAV-0042', 'sku-lavender-tube', 'activated')`,
    );
    await t.db.execute(sql`insert into barcodes (value, type, target_id) values ('LAV', 'batch-item', 'bi-1')`);
    const res = await t.call('scanBarcode', { barcode: 'LAV-0042' }, { cookie: nurse });
    expect(res.body).toMatchObject({
      barcodeType: 'batch',
      supplyID: 'sup-lavender-tube',
      supplyItemID: 'LAV-0042',
      serial: '0042',
      batchItemID: 'bi-1',
    });
    expect((await t.call('scanBarcode', { barcode: 'LAV-0099' }, { cookie: nurse })).body.error.message).toBe(
      'Invalid barcode',
    );
    expect((await t.call('scanBarcode', { barcode: 'LAV-0043' }, { cookie: nurse })).body.error.message).toBe(
      'Supply item LAV-0043 not found',
    );
  });
});

describe('supply items and the driving estimate', () => {
  test('getSupplyItemsData answers SKU data, 50 at most per request', async () => {
    const res = await t.call('getSupplyItemsData', { supplyItemIDs: [item(B.kit), 'unknown'] }, { cookie: nurse });
    expect(res.body.items).toEqual([
      expect.objectContaining({ id: item(B.kit), supplyID: 'sup-a1c-kit', supplyType: 'kit', status: 'used' }),
    ]);
    const tooMany = Array.from({ length: 51 }, (_, i) => `id-${i}`);
    expect((await t.call('getSupplyItemsData', { supplyItemIDs: tooMany }, { cookie: nurse })).status).toBe(400);
  });

  test('getNurseSupplyItems lists what the nurse carries', async () => {
    const res = await t.call('getNurseSupplyItems', {}, { cookie: nurse });
    expect(res.body.items.map((i: { id: string }) => i.id)).toContain(item(B.shiftBag));
    // The shift bag and every shift supply.
    expect(res.body.items).toHaveLength(SHIFT_SUPPLIES.length + 1);
    expect(res.body.hasMore).toBe(false);
  });

  test('getItineraryDrivingEstimate: milliseconds from leave-from, through the open waypoints or to one', async () => {
    const all = await t.call('getItineraryDrivingEstimate', { itineraryID, leaveFrom: LEAVE_FROM }, { cookie: nurse });
    const one = await t.call(
      'getItineraryDrivingEstimate',
      { itineraryID, leaveFrom: LEAVE_FROM, waypointID: ids.pia.waypoint },
      { cookie: nurse },
    );
    expect(one.body.durationMs).toBeGreaterThan(0);
    expect(all.body.durationMs).toBeGreaterThan(one.body.durationMs);
    await refused(
      'getItineraryDrivingEstimate',
      { itineraryID, leaveFrom: LEAVE_FROM, waypointID: 'nope' },
      404,
      'Waypoint, procedure or waypoint action not found',
    );
  });
});

describe('after check-in', () => {
  beforeAll(() => checkInDemoShift(t, nurse));

  test('the itinerary is in progress and its flow data names the patients', async () => {
    const res = await t.call('getItineraryFlowData', { itineraryID }, { cookie: nurse });
    expect(res.body.itinerary.status).toBe('in_progress');
    // requirements.md 2.11: her date of birth for the identity step, the office's notes for the drive and the door.
    expect(res.body.patients[ids.pia.waypoint]).toEqual({
      name: 'Pia Patient',
      phone: '+1 718 555 0100',
      dateOfBirth: '1979-03-14',
      notes: ['Buzz 4B. Street parking.'],
    });
    expect(res.body.patients[ids.ben.waypoint]).toMatchObject({ dateOfBirth: '1958-07-19', notes: [] });
    expect(res.body.supplyItems[item(B.kit)]).toMatchObject({ supplyType: 'kit' });
  });

  test('requirements.md 5: arriving more than 1000 m away needs a reason, which the arrival records', async () => {
    await t.call('startDriveToWaypoint', { itineraryID, waypointID: ids.pia.waypoint }, { cookie: nurse });
    await refused(
      'arriveAtWaypoint',
      { itineraryID, waypointID: ids.pia.waypoint, location: far },
      400,
      'Missing location deviation reason',
    );
    const res = await t.call(
      'arriveAtWaypoint',
      { itineraryID, waypointID: ids.pia.waypoint, location: far, tooFarReason: 'Parking around the block' },
      { cookie: nurse },
    );
    expect(res.body).toEqual({ ok: true, changed: 2 });
    expect(
      await rows(sql`select too_far_reason from waypoint_arrivals where waypoint_id = ${ids.pia.waypoint}`),
    ).toEqual([{ too_far_reason: 'Parking around the block' }]);
  });

  test('a step time in the future is refused', async () => {
    await refused(
      'startWaypointAction',
      { itineraryID, waypointActionID: ids.pia.action, at: new Date(t.now().getTime() + 3_600_000).toISOString() },
      400,
      'The time of this step is not valid: check your phone’s clock.',
    );
  });

  test('requirements.md 5, 8: sample refusals', async () => {
    const base = { itineraryID, procedureID: ids.pia.panel, sampleID: 's-pia-vitd' };
    await refused(
      'collectSample',
      { ...base, supplyItemID: item(B.amberTube), serial: null },
      400,
      'Missing supply item ID or serial',
    );
    await refused(
      'collectSample',
      { ...base, supplyItemID: 'si-nope', serial: 'x' },
      404,
      'Supply item si-nope not found',
    );
    await refused(
      'collectSample',
      { ...base, sampleID: 's-nope', supplyItemID: item(B.amberTube), serial: 'x' },
      404,
      `Missing sample s-nope on procedure ${ids.pia.panel}`,
    );
    await refused('failSample', { ...base, failureReason: '' }, 400, 'Missing failure index');
    await refused(
      'setSpecimenBag',
      { itineraryID, procedureID: 'proc-nope', instruction: { type: 'set', supplyItemID: item(B.specimenBag) } },
      404,
      'Missing procedure when setting specimen bag ID or procedure kit ID',
    );
  });

  test('requirements.md 4: a supply item is used by one procedure only; a retry with its key counts once', async () => {
    const input = { itineraryID, procedureID: ids.pia.panel, supplyItemIDs: [item(B.amberTube)] };
    const first = await t.call('setProcedureSupplyItems', input, { cookie: nurse, idempotencyKey: 'supplies-key-1' });
    const retry = await t.call('setProcedureSupplyItems', input, { cookie: nurse, idempotencyKey: 'supplies-key-1' });
    expect(first.body).toEqual({ ok: true, changed: 2 });
    expect(retry.body).toEqual(first.body);
    expect(
      await rows(sql`select procedure_id from procedure_supply_items where supply_item_id = ${item(B.amberTube)}`),
    ).toEqual([{ procedure_id: ids.pia.panel }]);
    expect(await rows(sql`select status from supply_items where id = ${item(B.amberTube)}`)).toEqual([
      { status: 'used' },
    ]);
    await refused(
      'setProcedureSupplyItems',
      { itineraryID, procedureID: ids.pia.urine, supplyItemIDs: [item(B.amberTube)] },
      409,
      'Barcode already scanned.',
    );
    // Unsetting returns it to activated (requirements.md 4).
    await t.call('setProcedureSupplyItems', { ...input, supplyItemIDs: [] }, { cookie: nurse });
    expect(await rows(sql`select status from supply_items where id = ${item(B.amberTube)}`)).toEqual([
      { status: 'activated' },
    ]);
  });

  test('requirements.md 3: a result for a product without results enabled is refused, and charting is not saved', async () => {
    await refused(
      'saveCharting',
      { itineraryID, procedureID: ids.pia.urine, items: [], results: [{ productID: 'product-nope', result: '1' }] },
      400,
      'There was a problem with one of the results. Please try again or contact support.',
    );
  });

  test('requirements.md 7: a mail-in box is scanned against its supply', async () => {
    await refused(
      'scanMailInBox',
      { itineraryID, waypointActionID: ids.lab.mailIn, barcode: B.sstTube },
      400,
      'Wrong supply',
    );
  });

  test('requirements.md 5: a shipment is dropped off only after its label is scanned; a photo must be the nurse’s own file', async () => {
    await refused(
      'dropOffShipment',
      { itineraryID, shipmentID: ids.lab.shipment },
      409,
      'Scan the barcode before continuing.',
    );
    const theirs = await uploadPhoto(t, stranger.cookie);
    await refused(
      'setShipmentPhoto',
      { itineraryID, shipmentID: ids.lab.shipment, fileID: theirs },
      404,
      'Missing file',
    );
  });

  test('more refusals, each with its text and no write', async () => {
    await refused(
      'packMailInAction',
      { itineraryID, waypointActionID: ids.lab.mailIn },
      409,
      'The mail-in box must be scanned',
    );
    await refused(
      'failProcedure',
      { itineraryID, procedureID: ids.pia.urine, reason: ' ' },
      400,
      'Missing failure reason',
    );
    await refused(
      'saveSampleShippingLabel',
      { itineraryID, procedureID: ids.pia.panel, barcode: B.shippingLabel },
      409,
      'No sample shipment ID on procedure',
    );
    await refused(
      'scanShipmentLabel',
      { itineraryID, shipmentID: ids.lab.shipment, barcode: 'LABEL-9999' },
      400,
      'This is not the shipping label of this shipment',
    );
    await refused(
      'saveCentrifugedSpecimenBag',
      {
        itineraryID,
        processingActionID: 'pa-nope',
        procedureID: ids.pia.panel,
        supplyItemID: item(B.centrifugedSpecimenBag),
        relatedSupplyItemIDs: [],
        photoFileID: null,
      },
      404,
      'Missing processing action ID',
    );
    await refused('scanShiftBag', { shiftID, barcode: 'NOPE-1' }, 400, 'Invalid barcode');
    await refused(
      'startWaypointAction',
      { itineraryID, waypointActionID: 'wa-nope' },
      404,
      'Waypoint, procedure or waypoint action not found',
    );
  });

  test("requirements.md 4, 5: finishing far away is not asked the arrival's too-far reason again; unfinished actions block it", async () => {
    // The arrival above gave "Parking around the block": it answers the location check (asked once,
    // finish-waypoint.test.ts), so what refuses is the visit's unfinished work.
    await refused(
      'finishWaypoint',
      { itineraryID, waypointID: ids.pia.waypoint, location: far },
      409,
      'This stop has 1 unfinished action. Finish it first.',
    );
    await refused(
      'finishWaypoint',
      { itineraryID, waypointID: ids.pia.waypoint, location: PIA },
      409,
      'This stop has 1 unfinished action. Finish it first.',
    );
  });
});

describe('trackEvent (requirements.md 7: events of the screens)', () => {
  test('records the event with the caller, route and fields; an unknown name is refused', async () => {
    const res = await t.call(
      'trackEvent',
      { name: 'click location preferences', route: '/work-settings', properties: { prevRoute: '/' } },
      { cookie: nurse },
    );
    expect(res.body).toEqual({ ok: true });
    await t.server.analytics.flush();
    const [event] = await rows<{ name: string; email: string; route: string; properties: unknown }>(
      sql`select name, email, route, properties from analytics_events order by id desc limit 1`,
    );
    expect(event).toEqual({
      name: 'click location preferences',
      email: 'nurse@demo.test',
      route: '/work-settings',
      properties: { prevRoute: '/' },
    });
    expect((await t.call('trackEvent', { name: 'delete everything' }, { cookie: nurse })).status).toBe(400);
  });

  test('trackEvents: the scans the phone answered, each at its time, in one request; a time out of range is left out', async () => {
    const at = new Date(t.now().getTime() - 60 * 60_000).toISOString();
    const old = new Date(t.now().getTime() - 72 * 60 * 60_000).toISOString();
    const scan = (barcodeValue: string, time: string) => ({
      name: 'scan item',
      route: '/itinerary/itinerary-accepted',
      properties: { barcodeValue, unknownBarcode: false },
      at: time,
    });
    const res = await t.call(
      'trackEvents',
      { events: [scan('TUBE-0001', at), scan('TUBE-0002', at), scan('TUBE-0003', old)] },
      { cookie: nurse },
    );
    expect(res.body).toEqual({ ok: true, recorded: 2 });
    await t.server.analytics.flush();
    const recorded = await rows<{ properties: { barcodeValue: string; unknownBarcode: boolean }; at: string }>(
      sql`select properties, at from analytics_events where name = 'scan item' order by id desc limit 2`,
    );
    expect(recorded.map((r) => r.properties)).toEqual([
      { barcodeValue: 'TUBE-0002', unknownBarcode: false },
      { barcodeValue: 'TUBE-0001', unknownBarcode: false },
    ]);
    expect(recorded.map((r) => new Date(r.at).toISOString())).toEqual([at, at]);
    const before = await t.snapshot();
    expect((await t.call('trackEvents', { events: [] }, { cookie: nurse })).status).toBe(400);
    const tooMany = Array.from({ length: 51 }, () => scan('TUBE-0001', at));
    expect((await t.call('trackEvents', { events: tooMany }, { cookie: nurse })).status).toBe(400);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('live updates (architecture.md 5)', () => {
  test('a nurse hears only their own itineraries topic; operations hear all', () => {
    expect(mayReadTopic({ userId: 'user-nurse', role: 'nurse' }, 'itineraries/user-nurse')).toBe(true);
    expect(mayReadTopic({ userId: 'user-nurse', role: 'nurse' }, 'itineraries/field-nurse-1')).toBe(false);
    expect(mayReadTopic({ userId: 'user-admin', role: 'admin' }, 'itineraries/user-nurse')).toBe(true);
    expect(mayReadTopic({ userId: 'user-nurse', role: 'nurse' }, 'unknown/user-nurse')).toBe(false);
  });
});
