/**
 * The demo itinerary walked end to end over HTTP only (issue 3): sign in, check in to the shift,
 * scan its supplies, pack each visit (procedure bags as kit containers, the visit bag), drive,
 * collect and chart every sample (light-sensitive, refrigerated,
 * centrifuged, kit shipment, patient-provided), pack the mail-in box, drop everything at the lab.
 * It ends with every sample completed, every supply item the itinerary names used by exactly one
 * user, and the itinerary done. Each call is made twice with the same Idempotency-Key, and every
 * step once more without one, so retries are proven harmless along the whole way.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLACEHOLDER_SERIAL } from '@sc/domain/scanning/serial';
import { DEMO_BARCODES as B, DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { BEN, item, LAB, LEAVE_FROM, PIA, SHIFT_SUPPLIES, uploadPhoto } from './field-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';
import { bodyOf, startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts';

let t: TestServer;
let cookie: string;
let keys = 0;
/** The walk's emails leave by SMTP (issue 22): the order notices must arrive there once each. */
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestServer({ SMTP_URL: smtp.url });
  cookie = await t.signIn('nurse@demo.test');
  // Harbor Staffing, which placed Ben's order, chooses not to be emailed when an order is collected.
  const staffing = await t.signIn('assistant@demo.test');
  const res = await t.call(
    'updateOfficeSettings',
    { officeID: 'office-staffing', notificationEmails: ['order-failed'] },
    { cookie: staffing },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const itineraryID = ids.itinerary;

/** Calls a write, retries it with the same key (same answer), then once more without a key (changes nothing). */
async function step(name: string, input: Record<string, unknown>) {
  keys += 1;
  const idempotencyKey = `walk-step-${keys}-key`;
  const first = await t.call(name, input, { cookie, idempotencyKey });
  expect(first.status, `${name}: ${JSON.stringify(first.body)}`).toBe(200);
  const retried = await t.call(name, input, { cookie, idempotencyKey });
  expect(retried.body, `${name} retried with its key`).toEqual(first.body);
  const again = await t.call(name, input, { cookie });
  expect(again.status, `${name} again: ${JSON.stringify(again.body)}`).toBe(200);
  if ('changed' in again.body) expect(again.body.changed, `${name} again changes nothing`).toBe(0);
  return first.body;
}

async function flow() {
  const res = await t.call('getItineraryFlowData', { itineraryID }, { cookie });
  expect(res.status).toBe(200);
  return res.body as { itinerary: { status: string; waypoints: { id: string; status: string }[] } };
}

describe('the demo itinerary, from check-in to lab drop-off, over HTTP', () => {
  test('check in to the shift: area check, leave-from, shift bag, every supply', async () => {
    expect(
      (await t.call('startDriveToWaypoint', { itineraryID, waypointID: ids.pia.waypoint }, { cookie })).body,
    ).toEqual({
      error: {
        code: 'conflict',
        message: 'Check in to your shift before starting this itinerary.',
        field: 'itineraryID',
      },
    });
    const shiftID = ids.shift;
    expect((await t.call('checkInShift', { shiftID }, { cookie })).body.error.message).toBe('No geocheck to complete.');
    await step('geocheckShift', { shiftID, location: PIA });
    await step('setShiftLeaveFrom', {
      shiftID,
      leaveFrom: LEAVE_FROM,
    });
    expect((await t.call('checkInShift', { shiftID }, { cookie })).body.error.message).toBe(
      'Scan the shift bag before continuing.',
    );
    await step('scanShiftBag', { shiftID, barcode: B.shiftBag });
    const details = (await t.call('getShiftDetails', { shiftID }, { cookie })).body;
    const required = Object.values(details.supplies as Record<string, number>).reduce((a, b) => a + b, 0);
    const toScan = SHIFT_SUPPLIES;
    expect(toScan).toHaveLength(required);
    for (const barcode of toScan) {
      const res = await t.call('scanShiftSupply', { shiftID, barcode }, { cookie });
      expect(res.status, `${barcode}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect((await t.call('scanShiftSupply', { shiftID, barcode: B.amberTube }, { cookie })).body.error.message).toBe(
      'Barcode already scanned.',
    );
    // The shift starts the next morning and check-in opens an hour before it (ADR 077, walked in
    // check-in-window.test.ts): her QA override lifts the wait so the walk goes on at the test instant.
    await step('setFeatureFlagOverride', { flag: 'checkInWindowDisabled', enabled: true });
    await step('checkInShift', { shiftID });
    expect((await t.call('getShiftDetails', { shiftID }, { cookie })).body.status).toBe('in_progress');
    expect((await flow()).itinerary.status).toBe('in_progress');
  });

  test('Pia: prepare, drive, arrive, collect every tube into its bags, chart, centrifuge, finish', async () => {
    const { pia } = ids;
    // Prepare for the visit (requirements.md 2.11, 5): each procedure's kit container, then the visit bag.
    await step('setKitSupplyItem', { itineraryID, procedureID: pia.panel, supplyItemID: item(B.procedureBagPanel) });
    await step('setKitSupplyItem', { itineraryID, procedureID: pia.urine, supplyItemID: item(B.procedureBagUrine) });
    await step('setWaypointSupplyItem', { itineraryID, waypointID: pia.waypoint, barcode: B.visitBagPia });
    await step('startDriveToWaypoint', { itineraryID, waypointID: pia.waypoint });
    await step('arriveAtWaypoint', { itineraryID, waypointID: pia.waypoint, location: PIA });
    await step('startWaypointAction', { itineraryID, waypointActionID: pia.action });
    const tubes = [B.amberTube, B.lavenderTube1, B.lavenderTube2, B.sstTube].map(item);
    await step('setProcedureSupplyItems', { itineraryID, procedureID: pia.panel, supplyItemIDs: tubes });
    const samples = ['s-pia-vitd', 's-pia-cold-1', 's-pia-cold-2', 's-pia-sst'];
    for (const [i, sampleID] of samples.entries()) {
      const scan = await t.call(
        'scanBarcode',
        { barcode: [B.amberTube, B.lavenderTube1, B.lavenderTube2, B.sstTube][i] },
        { cookie },
      );
      expect(scan.body.supplyItemID).toBe(tubes[i]);
      await step('collectSample', {
        itineraryID,
        procedureID: pia.panel,
        sampleID,
        supplyItemID: scan.body.supplyItemID,
        serial: scan.body.serial ?? 'tube',
      });
    }
    await step('setAmberBags', { itineraryID, procedureID: pia.panel, supplyItemIDs: [item(B.amberBag)] });
    await step('setInsulatedBag', { itineraryID, procedureID: pia.panel, supplyItemID: item(B.insulatedBag) });
    await step('setSpecimenBag', {
      itineraryID,
      procedureID: pia.panel,
      instruction: { type: 'set', supplyItemID: item(B.specimenBag), relatedSupplyItemIDs: tubes },
    });
    await step('saveCharting', {
      itineraryID,
      procedureID: pia.panel,
      items: [{ id: 'chart-fasting', type: 'question', title: 'Is the patient fasting?', value: 'yes' }],
      results: [{ productID: 'product-lipid-panel', result: 'LDL 96 mg/dL' }],
    });
    // The urine cup is picked, not scanned (sample scanning disabled): the placeholder serial.
    await step('setProcedureSupplyItems', { itineraryID, procedureID: pia.urine, supplyItemIDs: [item(B.urineCup)] });
    await step('collectSample', {
      itineraryID,
      procedureID: pia.urine,
      sampleID: 's-pia-urine',
      supplyItemID: item(B.urineCup),
      serial: PLACEHOLDER_SERIAL,
    });
    await step('setSpecimenBag', {
      itineraryID,
      procedureID: pia.urine,
      instruction: { type: 'set', supplyItemID: item(B.urineSpecimenBag), relatedSupplyItemIDs: [item(B.urineCup)] },
    });
    await step('saveCharting', { itineraryID, procedureID: pia.urine, items: [] });
    const photoFileID = await uploadPhoto(t, cookie);
    await step('saveCentrifugedSpecimenBag', {
      itineraryID,
      processingActionID: pia.spin,
      procedureID: pia.panel,
      supplyItemID: item(B.centrifugedSpecimenBag),
      relatedSupplyItemIDs: [item(B.sstTube)],
      photoFileID,
    });
    await step('finishWaypoint', { itineraryID, waypointID: pia.waypoint, location: PIA });
    const { itinerary } = await flow();
    expect(itinerary.waypoints.find((w) => w.id === pia.waypoint)?.status).toBe('complete');
  });

  test('Ben: the visit bag packed, the kit collected, labelled and packed into the mail-in box', async () => {
    const { ben, lab } = ids;
    await step('setWaypointSupplyItem', { itineraryID, waypointID: ben.waypoint, barcode: B.visitBagBen });
    await step('startDriveToWaypoint', { itineraryID, waypointID: ben.waypoint });
    await step('arriveAtWaypoint', { itineraryID, waypointID: ben.waypoint, location: BEN });
    await step('startWaypointAction', { itineraryID, waypointActionID: ben.action });
    await step('setProcedureSupplyItems', { itineraryID, procedureID: ben.a1c, supplyItemIDs: [item(B.kitVial)] });
    await step('collectSample', {
      itineraryID,
      procedureID: ben.a1c,
      sampleID: 's-ben-a1c',
      supplyItemID: item(B.kitVial),
      serial: 'vial',
    });
    await step('saveCharting', { itineraryID, procedureID: ben.a1c, items: [] });
    await step('saveSampleShippingLabel', { itineraryID, procedureID: ben.a1c, barcode: B.shippingLabel });
    await step('scanMailInBox', { itineraryID, waypointActionID: lab.mailIn, barcode: B.mailInBox });
    await step('packMailInAction', { itineraryID, waypointActionID: lab.mailIn });
    await step('finishWaypoint', { itineraryID, waypointID: ben.waypoint, location: BEN });
  });

  test('the lab: the box dropped off, the stop finished, the itinerary done', async () => {
    const { lab } = ids;
    await step('startDriveToWaypoint', { itineraryID, waypointID: lab.waypoint });
    await step('arriveAtWaypoint', { itineraryID, waypointID: lab.waypoint, location: LAB });
    expect(
      (await t.call('finishWaypoint', { itineraryID, waypointID: lab.waypoint, location: LAB }, { cookie })).body.error
        .message,
    ).toBe('Drop off all shipments before finalizing.');
    await step('scanShipmentBox', { itineraryID, shipmentID: lab.shipment, barcode: B.mailInBox });
    await step('markShipmentPreparingToLabel', { itineraryID, shipmentID: lab.shipment });
    await step('scanShipmentLabel', { itineraryID, shipmentID: lab.shipment, barcode: B.shippingLabel });
    await step('setShipmentPhoto', { itineraryID, shipmentID: lab.shipment, fileID: await uploadPhoto(t, cookie) });
    await step('dropOffShipment', { itineraryID, shipmentID: lab.shipment });
    await step('finishWaypoint', { itineraryID, waypointID: lab.waypoint, location: LAB });
  });

  test('every sample completed, every supply item used by exactly one user, the itinerary done', async () => {
    const { itinerary } = await flow();
    expect(itinerary.status).toBe('done');
    expect(itinerary.waypoints.map((w) => w.status)).toEqual(['complete', 'complete', 'complete']);

    // The walked itinerary's samples (the demo has other nurses' days too, issue 25's live day).
    const samples = await queryRows<{ id: string; status: string }>(
      t.db,
      sql`select s.id, s.status from samples s
            join procedures p on p.id = s.procedure_id
            join draft_waypoints d on d.id = p.draft_waypoint_id
            join waypoints w on w.id = d.waypoint_id
          where w.itinerary_id = ${itineraryID} order by s.id`,
    );
    expect(samples).toEqual(
      ['s-ben-a1c', 's-pia-cold-1', 's-pia-cold-2', 's-pia-sst', 's-pia-urine', 's-pia-vitd'].map((id) => ({
        id,
        status: 'completed',
      })),
    );

    // Who names each item: procedure slots, new specimen bags, shipment boxes and visit bags.
    const uses = await queryRows<{ supply_item_id: string; users: string }>(
      t.db,
      sql`select supply_item_id, count(distinct owner)::text as users from (
            select supply_item_id, 'p:' || procedure_id as owner from procedure_supply_items
            union all select kit_supply_item_id, 'p:' || id from procedures where kit_supply_item_id is not null
            union all select specimen_bag_id, 'p:' || id from procedures where specimen_bag_id is not null
            union all select insulated_bag_id, 'p:' || id from procedures where insulated_bag_id is not null
            union all select supply_item_id, 'p:' || procedure_id from procedure_amber_bags
            union all select supply_item_id, 'p:' || procedure_id from samples where supply_item_id is not null
            union all select supply_item_id, 'pa:' || processing_action_id from processing_action_specimen_bags
            union all select shipment_box_supply_item_id, 's:' || id from shipments where shipment_box_supply_item_id is not null
            union all select supply_item_id, 'w:' || id from waypoints where supply_item_id is not null
          ) u group by supply_item_id order by supply_item_id`,
    );
    const everyItem = Object.values(B)
      .filter((code) => code !== B.shiftBag && code !== B.shippingLabel)
      .map(item)
      .sort();
    expect(uses.map((u) => u.supply_item_id)).toEqual(everyItem);
    expect(uses.every((u) => u.users === '1')).toBe(true);
    const statuses = await queryRows<{ id: string; status: string }>(
      t.db,
      sql`select id, status from supply_items where id in ${sql.raw(`(${everyItem.map((i) => `'${i}'`).join(',')})`)}`,
    );
    expect(statuses.filter((s) => s.status !== 'used')).toEqual([]);

    // requirements.md 7's events, once each however often a step was retried.
    const events = await queryRows<{ name: string; n: number }>(
      t.db,
      sql`select name, count(*)::int as n from analytics_events where user_id = 'user-nurse' and name <> 'scan item'
          group by name order by name`,
    );
    expect(Object.fromEntries(events.map((e) => [e.name, e.n]))).toMatchObject({
      'start shift check-in': 1,
      'finish shift check-in': 1,
      'drive to waypoint': 3,
      'finish waypoint': 3,
      'charting done': 3,
      'finish procedure': 3,
      'start waypoint action': 2,
      'finish waypoint action': 4,
      'finish procedure bag packing': 3,
      'finish kit packing': 2,
    });

    const results = await queryRows<{ result_ciphertext: string }>(
      t.db,
      sql`select result_ciphertext from procedure_results where product_id = 'product-lipid-panel'`,
    );
    expect(results[0]?.result_ciphertext).toMatch(/^v1:/);
    expect(results[0]?.result_ciphertext).not.toContain('LDL');
  });

  test('the ordering office follows Pia’s panel from the visit to the lab, once per step however often it was retried', async () => {
    const office = await t.signIn('prescriber@demo.test');
    const res = await t.call('getProcedureTimeline', { procedureID: ids.pia.panel }, { cookie: office });
    expect(res.status).toBe(200);
    const { whereabouts, events } = res.body as {
      whereabouts: string;
      events: { kind: string; by: { name: string; role: string } | null; place: string | null; supply: unknown }[];
    };
    expect(whereabouts).toBe('at-lab');
    const kinds = events.map((e) => e.kind);
    // The demo seeds the order, its scheduling and the nurse's assignment; the walk adds the rest.
    expect(kinds.slice(kinds.indexOf('en-route'))).toEqual([
      'en-route',
      'arrived',
      ...kinds.filter((k) => k === 'sample-collected'),
      'bagged',
      'collection-completed',
      // The panel's SST is spun after the visit is charted, before the drive to the lab.
      'centrifuged',
      'to-lab',
      'dropped-off',
    ]);
    expect(kinds.filter((k) => k === 'sample-collected')).toHaveLength(4);
    const collected = events.find((e) => e.kind === 'sample-collected')!;
    expect(collected.by).toEqual({ name: 'Nora Nightingale', role: 'nurse' });
    expect(collected.supply).toMatchObject({ name: expect.any(String), serial: expect.any(String) });
    expect(events.at(-1)!.place).toMatch(/Lab/);

    // The procedure page lists each tube with the serial scanned and when, now at the lab.
    const page = await t.call('getProcedureOrder', { procedureID: ids.pia.panel }, { cookie: office });
    expect(page.body.samples).toHaveLength(4);
    for (const sample of page.body.samples as { status: string; serial: string | null; collectedAt: string | null }[])
      expect(sample).toMatchObject({
        status: 'completed',
        serial: expect.any(String),
        collectedAt: expect.any(String),
      });

    // Each order the walk ended is emailed once to the staff whose office chose it: the lab's
    // prescriber for Pia's and Ben's; not Harbor Staffing's assistant, who turned it off.
    const collectedEmails = (await t.emailsTo('prescriber@demo.test')).filter((e) => / was collected$/.test(e.subject));
    expect(collectedEmails.map((e) => e.subject).sort()).toEqual([
      'Order RQ-4B8N6C1D was collected',
      'Order RQ-7K3M9X2P was collected',
    ]);
    for (const email of collectedEmails) {
      expect(email.links).toHaveLength(1);
      expect(email.links[0]).toMatch(/^http:\/\/localhost:\d+\/office\/procedures\/proc-(pia|ben)-/);
      expect(email.text).not.toMatch(/Pia|Ben|Patient/);
    }
    expect((await t.emailsTo('assistant@demo.test')).filter((e) => / was collected$/.test(e.subject))).toEqual([]);
    // And they left the machine: the mail server accepted each once, with its link.
    await t.server.jobs!.drain();
    const delivered = smtp.to('prescriber@demo.test').filter((m) => / was collected$/.test(m.subject));
    expect(delivered.map((m) => m.subject).sort()).toEqual(collectedEmails.map((e) => e.subject).sort());
    for (const email of collectedEmails) {
      const message = delivered.find((m) => m.subject === email.subject);
      expect(bodyOf(message!.raw)).toContain(email.links[0]);
    }
    expect(smtp.to('assistant@demo.test').filter((m) => / was collected$/.test(m.subject))).toEqual([]);

    // Another office's staff: exactly the answer an unknown procedure gets.
    const other = await t.signIn('assistant@demo.test');
    const hidden = await t.call('getProcedureTimeline', { procedureID: ids.pia.panel }, { cookie: other });
    const unknown = await t.call('getProcedureTimeline', { procedureID: 'proc-nope' }, { cookie: other });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(unknown.body);
  });
});
