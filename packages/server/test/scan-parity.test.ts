/**
 * Issue 22 (7): offline, the phone took the shift bag as Pia's visit bag ("Bag scanned: Shift Bag")
 * and the server refused it a stop later. The phone must answer every scan of the pack-the-bag step
 * as the server does: random scan sequences (the right bags, wrong supplies, repeats, another step's
 * supply, another shift's bag, unknown values) go to the real setWaypointSupplyItem and to the
 * phone's own rule code, fed with what the phone keeps for the day (getNurseScanData and
 * getItineraryFlowData, as the server answered them), and both must give the same verdict and text.
 *
 * The phone's answer is the path a scan takes on it with no signal: scanOnPhone's resolveBarcode
 * over the scan data, the screen's supply-type check (requireSupplyType), then the write judged by
 * judgeWaitingStep (use-step-context.ts), its state carried from one scan to the next.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveBarcode } from '@sc/domain/scanning/resolve-barcode';
import { scanMessages } from '@sc/domain/scanning/messages';
import { acceptedSupplyTypes, supplyTypeRefusal } from '@sc/domain/scanning/supply-types';
import type { FieldState } from '@sc/domain/transitions/entities';
import { phoneScansOf, scanDataItemsOf, scanLookupsOf, type ScanDataOnPhone } from '@sc/domain/scanning/phone-scans';
import type { Refusal } from '@sc/domain/transitions/result';
import { judgeWaitingStep } from '@sc/domain/step-writes/waiting-steps';
import { DEMO_BARCODES as B, DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { barcodes, shifts, supplyItems } from '../src/db/schema.ts';
import { checkInDemoShift, item, otherNurse } from './field-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
const itineraryID = ids.itinerary;
const caller = { userID: 'user-nurse', role: 'nurse' };

/** What the phone holds for the day, as the server answered it. */
let scanData: ScanDataOnPhone & { items: (ScanDataOnPhone['items'][number] & { supplyName: string })[] };
let phoneStart: FieldState;
let itemStatuses: { id: string; status: string }[];

/** A verdict both sides are compared on: the HTTP status and the text the nurse reads. */
type Verdict = { status: number; message?: string };
const statusOf: Record<Refusal['code'], number> = { bad_request: 400, not_found: 404, conflict: 409 };

beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
  const stranger = await otherNurse(t);
  await checkInDemoShift(t, nurse);
  await t.db.insert(supplyItems).values([
    // Another shift's bag she holds (her shift of next week).
    { id: 'si-bag-shift-0002', skuId: 'sku-shift-bag', status: 'activated', ownerUserId: 'user-nurse' },
    // A visit bag of hers already used on another day's visit.
    { id: 'si-bag-visit-0003', skuId: 'sku-visit-bag', status: 'used', ownerUserId: 'user-nurse' },
    // A visit bag of hers she has not activated yet.
    { id: 'si-bag-visit-0004', skuId: 'sku-visit-bag', status: 'inactive', ownerUserId: 'user-nurse' },
    // Another nurse's bag: the phone does not hold it (below).
    { id: 'si-bag-visit-9001', skuId: 'sku-visit-bag', status: 'activated', ownerUserId: stranger.id },
  ]);
  await t.db.insert(barcodes).values([
    { value: 'BAG-SHIFT-0002', type: 'supply-item', targetId: 'si-bag-shift-0002' },
    { value: 'BAG-VISIT-0003', type: 'supply-item', targetId: 'si-bag-visit-0003' },
    { value: 'BAG-VISIT-0004', type: 'supply-item', targetId: 'si-bag-visit-0004' },
    { value: 'BAG-VISIT-9001', type: 'supply-item', targetId: 'si-bag-visit-9001' },
  ]);
  const start = new Date(t.now().getTime() + 7 * 24 * 3600_000);
  await t.db.insert(shifts).values({
    id: 'shift-next-week',
    status: 'accepted',
    startAt: start,
    endAt: new Date(start.getTime() + 8 * 3600_000),
    timeZone: 'America/New_York',
    baseEarningsCents: 0,
    userId: 'user-nurse',
    supplyItemId: 'si-bag-shift-0002',
  });
  scanData = (await t.call('getNurseScanData', {}, { cookie: nurse })).body;
  const flow = (await t.call('getItineraryFlowData', { itineraryID }, { cookie: nurse })).body;
  // The flow the phone shows knows the items she holds too (waiting-writes.ts withWaitingWrites).
  phoneStart = { itinerary: flow.itinerary, supplyItems: { ...scanDataItemsOf(scanData), ...flow.supplyItems } };
  itemStatuses = await queryRows(t.db, sql`select id, status from supply_items order by id`);
});
afterAll(() => t?.close());

/** Back to the day as the phone took it: no visit bag packed, every item's status as it was. */
async function resetDay(): Promise<void> {
  await t.db.execute(sql`update waypoints set supply_item_id = null where itinerary_id = ${itineraryID}`);
  for (const { id, status } of itemStatuses)
    await t.db.execute(sql`update supply_items set status = ${status} where id = ${id} and status <> ${status}`);
}

async function serverScan(waypointID: string, barcode: string): Promise<Verdict> {
  const res = await t.call('setWaypointSupplyItem', { itineraryID, waypointID, barcode }, { cookie: nurse });
  return res.status === 200 ? { status: 200 } : { status: res.status, message: res.body.error.message };
}

/** The phone with no signal: its verdict on the scan, and its state after it. */
function phoneScan(state: FieldState, waypointID: string, barcode: string): { verdict: Verdict; state: FieldState } {
  const refuse = (refusal: Refusal) => ({
    verdict: { status: statusOf[refusal.code], message: refusal.message },
    state,
  });
  // scanOnPhone: a value the phone cannot resolve offline is refused with its own requirements.md 5 text.
  const resolved = resolveBarcode(barcode, scanLookupsOf(scanData));
  if (!resolved.ok) return refuse({ code: 'bad_request', message: resolved.message });
  // The screen: requireSupplyType (a scan naming no item, or an item of another type, is "Wrong supply").
  const { supplyItemID } = resolved.scan;
  const type = supplyItemID === null ? null : (state.supplyItems[supplyItemID] as { supplyType?: string })?.supplyType;
  if (supplyItemID === null || supplyTypeRefusal(type ?? null, acceptedSupplyTypes.visitBag) !== null)
    return refuse({ code: 'bad_request', message: scanMessages.wrongSupply });
  // The write, judged on the phone by the server's rules (use-step-context.ts).
  const step = {
    name: 'setWaypointSupplyItem',
    input: { itineraryID, waypointID, barcode },
    at: t.now().toISOString(),
  };
  const judged = judgeWaitingStep(state, step, caller, phoneScansOf(scanData));
  if (judged === null) throw new Error(`the phone could not judge ${barcode}: it would wait for the server`);
  return judged.ok ? { verdict: { status: 200 }, state: judged.data } : refuse(judged.refusal);
}

/** What a nurse scans at the pack-the-bag step. */
const values = [
  B.visitBagPia, // right
  B.visitBagBen, // right, for the other visit
  ` ${B.visitBagPia} `, // right, with the scanner's spaces
  B.shiftBag, // this shift's bag (the defect)
  'BAG-SHIFT-0002', // another shift's bag
  'BAG-VISIT-0003', // a bag used elsewhere
  'BAG-VISIT-0004', // a bag not activated yet
  B.procedureBagPanel, // another step's supply (a kit container)
  B.procedureBagUrine,
  B.sstTube, // wrong supply
  B.kit, // shipped to Ben: nobody's bag
  B.mailInBox,
  'NOPE-0001', // unknown
  '', // empty
];
const waypoints = [ids.pia.waypoint, ids.ben.waypoint, ids.lab.waypoint, 'wp-nope'];

describe('the pack-the-bag scan answers the same on the phone (offline) and on the server', () => {
  test('the scan data says which items are hers and which are some shift’s bag', () => {
    const facts = Object.fromEntries(scanData.items.map((i) => [i.id, { held: i.held, shiftBag: i.shiftBag }]));
    expect(facts[item(B.shiftBag)]).toEqual({ held: true, shiftBag: true });
    expect(facts['si-bag-shift-0002']).toEqual({ held: true, shiftBag: true });
    expect(facts[item(B.visitBagPia)]).toEqual({ held: true, shiftBag: false });
    expect(facts[item(B.kit)]).toEqual({ held: false, shiftBag: false });
    expect(facts['si-bag-visit-9001']).toBeUndefined();
  });

  test('the shift bag as Pia’s visit bag: refused on both, in words with no internal id', async () => {
    await resetDay();
    const server = await serverScan(ids.pia.waypoint, B.shiftBag);
    expect(server).toEqual({ status: 409, message: 'Barcode already scanned.' });
    expect(phoneScan(phoneStart, ids.pia.waypoint, B.shiftBag).verdict).toEqual(server);
  });

  test.each([
    // requirements.md 5's text for an item held already, not "Supply item si-… is already the bag of waypoint wp-…".
    ['another visit’s bag', B.visitBagPia, { status: 409, message: 'Barcode already scanned.' }],
    ['a bag used on another day', 'BAG-VISIT-0003', { status: 409, message: 'Barcode already scanned.' }],
    [
      'a bag she has not activated, named by its supply',
      'BAG-VISIT-0004',
      { status: 409, message: 'This Visit Bag is not activated yet. Activate it before you use it.' },
    ],
  ])('%s: the API answers in a nurse’s words, and the phone says the same', async (_, barcode, expected) => {
    await resetDay();
    await serverScan(ids.pia.waypoint, B.visitBagPia);
    const state = phoneScan(phoneStart, ids.pia.waypoint, B.visitBagPia).state;
    const server = await serverScan(ids.ben.waypoint, barcode);
    expect(server).toEqual(expected);
    expect(phoneScan(state, ids.ben.waypoint, barcode).verdict).toEqual(server);
  });

  test('random scan sequences: the same verdict and text, scan after scan', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ waypointID: fc.constantFrom(...waypoints), barcode: fc.constantFrom(...values) }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (scans) => {
          await resetDay();
          let phone = phoneStart;
          for (const { waypointID, barcode } of scans) {
            const server = await serverScan(waypointID, barcode);
            const answer = phoneScan(phone, waypointID, barcode);
            expect(answer.verdict, `${barcode} at ${waypointID}`).toEqual(server);
            phone = answer.state;
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  test('no refusal of the step names an internal id', async () => {
    await resetDay();
    await serverScan(ids.pia.waypoint, B.visitBagPia);
    for (const barcode of values) {
      const { message } = await serverScan(ids.ben.waypoint, barcode);
      if (message !== undefined) expect(message, barcode).not.toMatch(/\b(?:si|wp|shift|proc)-[\w-]+/);
    }
  });
});
