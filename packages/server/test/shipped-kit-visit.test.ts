/**
 * ADR 080: a kit shipment's kit, vial and mail-in box, packed and shipped to the patient ahead of
 * the visit (requirements.md 2.11, 2.12; ADR 058, 075), are scanned by the visit's nurse. Done
 * packing marks them used, and her scans of the vial and the box answered "Barcode already
 * scanned." (found fixing the demo seed).
 *
 * Riverside Lab orders a kit-shipment HbA1c for Iris; the packer packs and ships it through her
 * screens' functions; operations build and publish Manhattan's day; Mia accepts, checks in and
 * walks the visit: the kit and the vial are hers to scan there, on the server and by her phone's
 * own rules with no signal, and the box's barcode is on her phone too. She collects into the vial,
 * charts, saves the label and packs the kit's own box by the mail-in action publishing made, hands
 * it to the carrier at its mail-in stop, and the procedure completes. The demo's Ben, whose kit
 * shipment the seed packs as her screens do, has his box scanned too. Elsewhere the vial is refused:
 * on another visit of the same itinerary, and on another itinerary.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { phoneScansOf, scanDataItemsOf, scanLookupsOf } from '@sc/domain/scanning/phone-scans';
import { resolveBarcode } from '@sc/domain/scanning/resolve-barcode';
import { toCollectedSamples } from '@sc/domain/scanning/serial';
import { judgeWaitingStep } from '@sc/domain/step-writes/waiting-steps';
import type { FieldState } from '@sc/domain/transitions/entities';
import { DEMO_BARCODES, DEMO_ITINERARY_IDS as demo } from '../src/db/seed-itinerary.ts';
import { DEMO_PACKING_BARCODES as P } from '../src/db/seed-packing.ts';
import { WHOLE_LOOP_BARCODES as WL } from '../src/db/seed-whole-loop.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { buildDay, quickOptimiser } from './dispatch-day-fixtures.ts';
import { checkInDemoShift } from './field-fixtures.ts';
import { queryRows, startTestServer, testDay, testStart, type TestServer } from './harness.ts';
import { uploadPng } from './photo-fixture.ts';

let t: TestServer;
const clock = new ManualClock(testStart());
const day = testDay(5);
const inUse = 'Barcode already scanned.';

beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser }, clock);
  // The demo nurse's day has begun: her itinerary takes steps.
  await checkInDemoShift(t, await t.sessionCookie('user-nurse'));
});
afterAll(() => t?.close());

/** A write that must be accepted. */
async function ok(name: string, input: Record<string, unknown>, cookie: string) {
  const res = await t.call(name, input, { cookie });
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

const upload = (cookie: string) => uploadPng(t, cookie);

test('the demo’s Ben: his shipped mail-in box, used as done packing left it, packed at his visit; his vial not Pia’s', async () => {
  const nurse = await t.sessionCookie('user-nurse');
  const itineraryID = demo.itinerary;
  const vial = `si-${DEMO_BARCODES.kitVial.toLowerCase()}`;
  const used = await queryRows<{ status: string }>(
    t.db,
    sql`select status from supply_items where id in (${vial}, ${`si-${DEMO_BARCODES.mailInBox.toLowerCase()}`})`,
  );
  expect(used).toEqual([{ status: 'used' }, { status: 'used' }]);
  // On Pia's procedure, another visit of the same itinerary: refused.
  const onPia = await t.call(
    'setProcedureSupplyItems',
    { itineraryID, procedureID: demo.pia.panel, supplyItemIDs: [vial] },
    { cookie: nurse },
  );
  expect([onPia.status, onPia.body.error?.message]).toEqual([409, inUse]);
  // The mail-in action packing Ben's samples takes his box; the lab's box scan of its shipment too.
  await ok(
    'scanMailInBox',
    { itineraryID, waypointActionID: demo.lab.mailIn, barcode: DEMO_BARCODES.mailInBox },
    nurse,
  );
  await ok('scanShipmentBox', { itineraryID, shipmentID: demo.lab.shipment, barcode: DEMO_BARCODES.mailInBox }, nurse);
  // And Ben's procedure its vial.
  await ok('setProcedureSupplyItems', { itineraryID, procedureID: demo.ben.a1c, supplyItemIDs: [vial] }, nurse);
});

test('packed, shipped, dispatched: the visit’s nurse scans the kit and its vial, offline too; another itinerary may not', async () => {
  const prescriber = await t.sessionCookie('user-prescriber');
  const packer = await t.sessionCookie('user-packer');
  const admin = await t.sessionCookie('user-admin');

  // The office orders the visit with its kit shipped ahead (requirements.md 2.11).
  const order = await ok(
    'createOrder',
    {
      officeID: 'office-lab',
      patientID: 'user-patient-iris',
      prescriberID: 'user-prescriber',
      prescriberNPI: '1234567893',
      diagnosisCodes: ['Z00.00'],
      testIDs: ['test-a1c'],
      requestedDate: day,
      windowStart: '09:00',
      windowEnd: '13:00',
      supplyStrategy: 'kit-shipment',
    },
    prescriber,
  );
  const supplyTransferID = order.supplyTransferID as string;
  const procedureID = order.procedureIDs[0] as string;

  // The packer packs it as her screens do (requirements.md 2.12), then the carrier takes the box.
  const view = (await ok('getSupplyTransfer', { supplyTransferID }, packer)).transfer;
  const supplyShipmentID = view.shipments[0].id as string;
  const proc = { supplyTransferID, procedureID };
  const ship = { supplyTransferID, supplyShipmentID };
  const scan = (input: Record<string, unknown>) => ok('scanSupplyTransferStep', input, packer);
  await scan({ ...proc, step: 'scan-procedure-kit', barcode: P.collectionKit1 });
  await scan({ ...proc, step: 'scan-procedure-supplies', barcode: P.lavender1 });
  await scan({ ...proc, step: 'scan-requisition-form', barcode: order.requisitionNumber });
  await scan({ ...proc, step: 'scan-instruction-sheet', barcode: `IS-${procedureID}` });
  await scan({ ...ship, step: 'scan-supply-box', barcode: P.box1 });
  await scan({ ...ship, step: 'scan-kits-to-supply-box', barcode: P.collectionKit1 });
  const label = (await ok('printShippingLabel', ship, packer)).transfer.shipments[0].shippingLabelBarcode;
  await scan({ ...ship, step: 'scan-shipping-label', barcode: label });
  await ok('saveSupplyBoxPhoto', { ...ship, fileID: await upload(packer) }, packer);
  await ok('finishSupplyTransferPacking', ship, packer);
  await ok('shipSupplyShipment', { supplyShipmentID, barcode: P.box1 }, packer);
  const items = await queryRows<{ barcode: string; id: string; status: string }>(
    t.db,
    sql`select b.value as barcode, i.id, i.status from barcodes b join supply_items i on i.id = b.target_id
        where b.value in (${P.collectionKit1}, ${P.lavender1}, ${P.box1}) order by b.value`,
  );
  // Done packing used them all (ADR 075).
  expect(items.map((i) => i.status)).toEqual(['used', 'used', 'used']);
  const idOf = (barcode: string) => items.find((i) => i.barcode === barcode)!.id;
  const [kit, vial, box] = [idOf(P.collectionKit1), idOf(P.lavender1), idOf(P.box1)];

  // Operations build and publish Manhattan's day; Mia, its one nurse, accepts.
  const built = await buildDay(t, admin, 'region-manhattan', day);
  const published = await ok('publishDispatchPlan', { runID: built.run!.id }, admin);
  const itineraryID = published.itineraryIDs[0] as string;
  const mia = await t.sessionCookie('user-loop-mia');
  await ok('acceptItineraryOffer', { itineraryID }, mia);

  const flow = (await ok('getItineraryFlowData', { itineraryID }, mia)) as FlowAnswer;
  const visit = flow.itinerary.waypoints.find((w) => w.type === 'patient')!;
  const actionID = visit.waypointActionIDs[0]!;
  // The kit is his procedure's since the packer scanned it for it.
  expect(flow.itinerary.procedures[procedureID]?.kitSupplyItemID).toBe(kit);

  // Her phone holds the kit, its vial and the box before she goes (ADR 080): it resolves their
  // barcodes with no signal, and its own rules take the vial for his procedure (ADR 022, 080).
  const scanData = await ok('getNurseScanData', {}, mia);
  for (const [barcode, id] of [
    [P.collectionKit1, kit],
    [P.lavender1, vial],
    [P.box1, box],
  ] as const) {
    const resolved = resolveBarcode(barcode, scanLookupsOf(scanData));
    expect(resolved.ok && resolved.scan.supplyItemID, barcode).toBe(id);
  }
  const phone = { itinerary: flow.itinerary, supplyItems: { ...scanDataItemsOf(scanData), ...flow.supplyItems } };
  const judged = judgeWaitingStep(
    phone as unknown as FieldState,
    {
      name: 'setProcedureSupplyItems',
      input: { itineraryID, procedureID, supplyItemIDs: [vial] },
      at: clock.now().toISOString(),
    },
    { userID: 'user-loop-mia', role: 'nurse' },
    phoneScansOf(scanData),
  );
  expect(judged?.ok, JSON.stringify(judged)).toBe(true);

  // The vial on another itinerary's procedure (the demo nurse's Pia): not hers to use.
  const nurse = await t.sessionCookie('user-nurse');
  const elsewhere = { itineraryID: demo.itinerary, procedureID: demo.pia.panel, supplyItemIDs: [vial] };
  const refusedElsewhere = await t.call('setProcedureSupplyItems', elsewhere, { cookie: nurse });
  expect([refusedElsewhere.status, refusedElsewhere.body.error?.message]).toEqual([409, inUse]);

  // Her day: check in half an hour before it starts (requirements.md 2.10), drive, arrive, start the visit.
  const shiftID = flow.itinerary.shiftID!;
  clock.set(new Date(Date.parse(flow.itinerary.startTime) - 30 * 60_000));
  const shift = await ok('getShiftDetails', { shiftID }, mia);
  const at = { lat: visit.location.lat, lng: visit.location.lng };
  await ok('geocheckShift', { shiftID, location: at }, mia);
  await ok('setShiftLeaveFrom', { shiftID, leaveFrom: visit.location }, mia);
  await ok('scanShiftBag', { shiftID, barcode: WL.shiftBag }, mia);
  const held = await queryRows<{ barcode: string; supplyID: string }>(
    t.db,
    sql`select b.value as barcode, k.supply_id as "supplyID" from supply_items i join skus k on k.id = i.sku_id
        join barcodes b on b.target_id = i.id and b.type = 'supply-item'
        where i.owner_user_id = 'user-loop-mia' and i.status = 'activated' order by b.value`,
  );
  for (const [supplyID, n] of Object.entries(shift.supplies as Record<string, number>))
    for (const h of held.filter((x) => x.supplyID === supplyID).slice(0, n))
      await ok('scanShiftSupply', { shiftID, barcode: h.barcode }, mia);
  await ok('checkInShift', { shiftID }, mia);
  await ok('startDriveToWaypoint', { itineraryID, waypointID: visit.id }, mia);
  await ok('arriveAtWaypoint', { itineraryID, waypointID: visit.id, location: visit.location }, mia);
  await ok('startWaypointAction', { itineraryID, waypointActionID: actionID }, mia);

  // At Iris's door: the kit, its vial into the procedure, the sample collected into the vial.
  await ok('setKitSupplyItem', { itineraryID, procedureID, supplyItemID: kit }, mia);
  await ok('setProcedureSupplyItems', { itineraryID, procedureID, supplyItemIDs: [vial] }, mia);
  const sample = flow.itinerary.procedures[procedureID]!.samples[0]!;
  const [collected] = toCollectedSamples([{ id: sample.id, supplyItemID: vial }], {
    supplyScanningDisabled: false,
  }).kept;
  await ok(
    'collectSample',
    { itineraryID, procedureID, sampleID: sample.id, supplyItemID: vial, serial: collected!.serial },
    mia,
  );
  const after = (await ok('getItineraryFlowData', { itineraryID }, mia)) as FlowAnswer;
  expect(after.itinerary.procedures[procedureID]).toMatchObject({ kitSupplyItemID: kit, supplyItemIDs: [vial] });
  expect(after.itinerary.procedures[procedureID]!.samples[0]).toMatchObject({
    status: 'collected',
    supplyItemID: vial,
  });

  // Hers now: still refused on another itinerary's procedure.
  const heldElsewhere = await t.call('setProcedureSupplyItems', elsewhere, { cookie: nurse });
  expect([heldElsewhere.status, heldElsewhere.body.error?.message]).toEqual([409, inUse]);

  // She charts, labels the kit's mail-in box and packs the sample into it (ADR 058: it goes back to
  // the lab in the kit's own box); publishing gave the visit its sample shipment and the mail-in
  // action that packs it (ADR 080).
  const shipmentID = after.itinerary.procedures[procedureID]!.sampleShipmentID;
  expect(shipmentID).not.toBeNull();
  const mailIn = Object.values(after.itinerary.waypointActions).find(
    (a) => a.type === 'mail-in' && a.mailIn?.linkedWaypointActionIDs.includes(actionID),
  )!;
  expect(mailIn.mailIn).toMatchObject({ shipmentID, mailInBoxBarcode: null });
  await ok('saveCharting', { itineraryID, procedureID, items: [] }, mia);
  const returnLabel = 'RETURN-LABEL-IRIS';
  await ok('saveSampleShippingLabel', { itineraryID, procedureID, barcode: returnLabel }, mia);
  await ok('scanMailInBox', { itineraryID, waypointActionID: mailIn.id, barcode: P.box1 }, mia);
  await ok('packMailInAction', { itineraryID, waypointActionID: mailIn.id }, mia);
  await ok('finishWaypoint', { itineraryID, waypointID: visit.id, location: visit.location }, mia);

  // At the mail-in stop she hands the box to the carrier.
  const stop = after.itinerary.waypoints.find((w) => w.waypointActionIDs.includes(mailIn.id))!;
  expect(stop.type).toBe('pick-drop');
  await ok('startDriveToWaypoint', { itineraryID, waypointID: stop.id }, mia);
  await ok('arriveAtWaypoint', { itineraryID, waypointID: stop.id, location: stop.location }, mia);
  await ok('scanShipmentBox', { itineraryID, shipmentID, barcode: P.box1 }, mia);
  await ok('markShipmentPreparingToLabel', { itineraryID, shipmentID }, mia);
  await ok('scanShipmentLabel', { itineraryID, shipmentID, barcode: returnLabel }, mia);
  await ok('setShipmentPhoto', { itineraryID, shipmentID, fileID: await upload(mia) }, mia);
  await ok('dropOffShipment', { itineraryID, shipmentID }, mia);
  await ok('finishWaypoint', { itineraryID, waypointID: stop.id, location: stop.location }, mia);

  const done = (await ok('getItineraryFlowData', { itineraryID }, mia)) as FlowAnswer;
  expect(done.itinerary.procedures[procedureID]).toMatchObject({ status: 'completed' });
  expect(done.itinerary.shipments[shipmentID!]).toMatchObject({
    status: 'in-transit',
    shipmentBoxSupplyItemID: box,
    scannedShippingLabelBarcode: returnLabel,
  });
  // Finishing the mail-in stop completes its action (requirements.md 4).
  expect(done.itinerary.waypointActions[mailIn.id]!.status).toBe('complete');
  for (const id of [visit.id, stop.id])
    expect(done.itinerary.waypoints.find((w) => w.id === id)!.status).toBe('complete');
  // The packer's records follow the visit to the itinerary (her screens and the phone's scan data read them).
  const [transfer] = await queryRows<{ draftWaypointID: string }>(
    t.db,
    sql`select draft_waypoint_id as "draftWaypointID" from supply_transfers where id = ${supplyTransferID}`,
  );
  expect(transfer!.draftWaypointID).toBe(visit.draftWaypoints[0]!.id);
});

type FlowAnswer = {
  itinerary: {
    shiftID: string | null;
    startTime: string;
    waypoints: {
      id: string;
      type: string;
      status: string;
      location: { lat: number; lng: number; address: string };
      waypointActionIDs: string[];
      draftWaypoints: { id: string }[];
    }[];
    procedures: Record<
      string,
      { kitSupplyItemID: string | null; sampleShipmentID: string | null; samples: { id: string }[] }
    >;
    waypointActions: Record<
      string,
      { id: string; type: string; status: string; mailIn: { linkedWaypointActionIDs: string[] } | null }
    >;
    shipments: Record<string, Record<string, unknown>>;
  };
  supplyItems: Record<string, unknown>;
};
