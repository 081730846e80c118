/**
 * The demo nurse's accepted itinerary (`itinerary-accepted` of `shift-accepted`): the domain's
 * `demoItinerary()` (itinerary-data/fixtures.ts) written under the ids below, so a change to the model or
 * the fixture is made once. Beside it, what the database holds and the model does not: the
 * supplies, supply items and barcodes a person types to walk it (README: Demo barcodes), the
 * stops' Brooklyn addresses and the lab's place, orders and contacts, Ben's kit transfer and the
 * products awaited. Called from seedDemo, inside its transaction; the shift's hours are
 * seed-clock.ts's (New York's morning), what happened before it relative to `now`.
 *
 * - Pia Patient (the fixture's Ava; booked, the nurse brings supplies): a lipid and vitamin D panel
 *   with a light-sensitive amber tube, two refrigerated lavender tubes and an SST tube to
 *   centrifuge (its processing action), and a urine culture the patient provides (no sample
 *   scanning).
 * - Ben Okafor (offline-scheduled, kit shipped ahead): an HbA1c from the kit, sent back in a
 *   mail-in box with a shipping label.
 * - Riverside Lab Drop-off (pick-drop at place-lab): drops Pia's samples; the mail-in action
 *   carries Ben's box and its shipment.
 *
 * Before each visit the nurse packs a visit bag (a branded bag: BAG-VISIT-*, the waypoint's supply
 * item), and before Pia's, a procedure bag (the kit container: PBAG-*) for each of her two
 * procedures (requirements.md 2.11, 5: every procedure needs a kit item). Both kinds are among what the
 * nurse carries, so the shift's check-in list counts them.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { demoItinerary, type DemoIDs } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData, Waypoint } from '@sc/domain/itinerary-data/model';
import type { Tx } from './client.ts';
import * as t from './schema.ts';
import { seedOfficePatients } from './seed-patients.ts';
import { labTestRows } from './seed-catalogue.ts';
import { itineraryRows } from './seed-itinerary-rows.ts';
import { demoSkus, demoSupplies, skuOf } from './seed-supplies.ts';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { boxPolygon } from '@sc/domain/operations/region-polygon';
import { demoShiftHours } from './seed-clock.ts';
import { createSupplyTransferForKitShipment } from '../repositories/supply-transfers.repository.ts';
import {
  insertPackingDocument,
  insertPackingScan,
  setTransferPacked,
  updateSupplyShipment,
} from '../repositories/packing-flow.repository.ts';
import { setShipmentStatus } from '../repositories/packing-ship.repository.ts';

/** The barcodes of the demo, as typed on the scan screens (README: Demo barcodes). */
export const DEMO_BARCODES = {
  shiftBag: 'BAG-SHIFT-0001',
  visitBagPia: 'BAG-VISIT-0001',
  visitBagBen: 'BAG-VISIT-0002',
  procedureBagPanel: 'PBAG-0001',
  procedureBagUrine: 'PBAG-0002',
  amberTube: 'TUBE-0001',
  lavenderTube1: 'TUBE-0002',
  lavenderTube2: 'TUBE-0003',
  sstTube: 'TUBE-0004',
  amberBag: 'BAG-AMBER-0001',
  insulatedBag: 'BAG-INS-0001',
  specimenBag: 'BAG-SPEC-0001',
  centrifugedSpecimenBag: 'BAG-SPEC-0002',
  urineSpecimenBag: 'BAG-SPEC-0003',
  kit: 'KIT-0001',
  kitVial: 'VIAL-0001',
  urineCup: 'CUP-0001',
  mailInBox: 'BOX-MAIL-0001',
  shippingLabel: 'LABEL-0001',
} as const;

export type DemoBarcode = keyof typeof DEMO_BARCODES;

/** What each demo barcode is, for the README table. */
export const DEMO_BARCODE_LABELS: Record<DemoBarcode, string> = {
  shiftBag: 'Shift bag (check-in)',
  visitBagPia: 'Visit bag (Pia; pack the bag)',
  visitBagBen: 'Visit bag (Ben; pack the bag)',
  procedureBagPanel: 'Procedure bag, the kit container (Pia, lipid and vitamin D panel)',
  procedureBagUrine: 'Procedure bag, the kit container (Pia, urine culture)',
  amberTube: 'Amber tube, light-sensitive (Pia, vitamin D)',
  lavenderTube1: 'Lavender tube, refrigerated (Pia, lipid panel)',
  lavenderTube2: 'Lavender tube, refrigerated (Pia, lipid panel)',
  sstTube: 'SST tube, to centrifuge (Pia)',
  amberBag: 'Amber bag (light-sensitive sample)',
  insulatedBag: 'Insulated bag with ice pack (refrigerated samples)',
  specimenBag: 'Specimen bag (Pia)',
  centrifugedSpecimenBag: 'New specimen bag after centrifugation',
  urineSpecimenBag: 'Specimen bag (Pia, urine culture)',
  kit: 'HbA1c kit shipped to Ben',
  kitVial: 'HbA1c kit vial (Ben)',
  urineCup: 'Urine cup (Pia; picked, not scanned)',
  mailInBox: 'Mail-in box (Ben)',
  shippingLabel: 'Shipping label of the mail-in box',
};

export const DEMO_ITINERARY_IDS = {
  itinerary: 'itinerary-accepted',
  shift: 'shift-accepted',
  pia: {
    waypoint: 'wp-pia',
    draftWaypoint: 'dw-pia',
    action: 'wa-pia',
    panel: 'proc-pia-panel',
    urine: 'proc-pia-urine',
    spin: 'pa-pia-spin',
    samples: {
      amber: 's-pia-vitd',
      cold1: 's-pia-cold-1',
      cold2: 's-pia-cold-2',
      sst: 's-pia-sst',
      urine: 's-pia-urine',
    },
  },
  ben: {
    waypoint: 'wp-ben',
    draftWaypoint: 'dw-ben',
    action: 'wa-ben',
    a1c: 'proc-ben-a1c',
    samples: { capillary: 's-ben-a1c' },
    transfer: 'st-ben-kit',
    supplyShipment: 'ss-ben-kit',
  },
  lab: { waypoint: 'wp-lab', dropOff: 'wa-lab-dropoff', mailIn: 'wa-lab-mailin', shipment: 'ship-ben-box' },
} as const;

const { pia, ben, lab } = DEMO_ITINERARY_IDS;
const B = DEMO_BARCODES;

/** DEMO_ITINERARY_IDS under the fixture's names. */
const fixtureIDs: DemoIDs = {
  itineraryID: DEMO_ITINERARY_IDS.itinerary,
  shiftID: DEMO_ITINERARY_IDS.shift,
  ava: {
    waypointID: pia.waypoint,
    draftWaypointID: pia.draftWaypoint,
    actionID: pia.action,
    panelID: pia.panel,
    urineID: pia.urine,
    processingActionID: pia.spin,
    samples: pia.samples,
  },
  ben: {
    waypointID: ben.waypoint,
    draftWaypointID: ben.draftWaypoint,
    actionID: ben.action,
    a1cID: ben.a1c,
    samples: ben.samples,
  },
  lab: { waypointID: lab.waypoint, dropOffActionID: lab.dropOff, mailInActionID: lab.mailIn, shipmentID: lab.shipment },
};

/** Where the demo's stops are: Brooklyn, where its service region and places are. */
const locations: Record<string, Waypoint['location']> = {
  [pia.waypoint]: { lat: 40.6895, lng: -73.9927, address: '121 Court St, Brooklyn, NY 11201' },
  [ben.waypoint]: { lat: 40.6782, lng: -73.9442, address: '1400 Fulton St, Brooklyn, NY 11216' },
  [lab.waypoint]: { lat: 40.7025, lng: -73.9875, address: '55 Front St, Brooklyn, NY 11201' },
};

/** Where and when Ben's kit shipment was packed, hours from now: its items' rows say so too. */
const BEN_PACKING_PLACE = 'place-packing';
const BEN_PACKED_HOURS = -48;

// One supply item per demo barcode; the id is derived from the barcode. No serial: a serialised
// item must be scanned with its serial (requirements.md 5), and a sample's serial is then read from the id.
const item = (code: string) => `si-${code.toLowerCase()}`;
const items: { code: string; supply: string; owner: 'nurse' | 'none' }[] = [
  { code: B.shiftBag, supply: 'sup-shift-bag', owner: 'nurse' },
  { code: B.visitBagPia, supply: 'sup-visit-bag', owner: 'nurse' },
  { code: B.visitBagBen, supply: 'sup-visit-bag', owner: 'nurse' },
  { code: B.procedureBagPanel, supply: 'sup-procedure-bag', owner: 'nurse' },
  { code: B.procedureBagUrine, supply: 'sup-procedure-bag', owner: 'nurse' },
  { code: B.amberTube, supply: 'sup-amber-tube', owner: 'nurse' },
  { code: B.lavenderTube1, supply: 'sup-lavender-tube', owner: 'nurse' },
  { code: B.lavenderTube2, supply: 'sup-lavender-tube', owner: 'nurse' },
  { code: B.sstTube, supply: 'sup-sst-tube', owner: 'nurse' },
  { code: B.amberBag, supply: 'sup-amber-bag', owner: 'nurse' },
  { code: B.insulatedBag, supply: 'sup-insulated-bag', owner: 'nurse' },
  { code: B.specimenBag, supply: 'sup-specimen-bag', owner: 'nurse' },
  { code: B.centrifugedSpecimenBag, supply: 'sup-specimen-bag', owner: 'nurse' },
  { code: B.urineSpecimenBag, supply: 'sup-specimen-bag', owner: 'nurse' },
  { code: B.urineCup, supply: 'sup-urine-cup', owner: 'nurse' },
  // Shipped to Ben ahead of the visit: the kit, its vial and the mail-in box wait at his home.
  { code: B.kit, supply: 'sup-a1c-kit', owner: 'none' },
  { code: B.kitVial, supply: 'sup-a1c-kit-vial', owner: 'none' },
  { code: B.mailInBox, supply: 'sup-mail-in-box', owner: 'none' },
];

/**
 * The fixture as the demo holds it: under the demo's ids, in Brooklyn, from the shift's start
 * (seed-clock.ts), with Ben's kit (already his procedure's) and the label on his mail-in box.
 */
export function seededDemoItinerary(now: Date, timeZone: string): ItineraryData {
  const data = demoItinerary({ now: demoShiftHours(now, timeZone).start, ids: fixtureIDs });
  for (const w of data.waypoints) w.location = locations[w.id]!;
  data.procedures[ben.a1c]!.kitSupplyItemID = item(B.kit);
  data.shipments[lab.shipment]!.shippingLabelBarcode = B.shippingLabel;
  return data;
}

const piaBooking = {
  orderId: 'order-pia',
  bookingId: 'booking-pia',
  contact: { userID: 'user-patient', name: 'Pia Patient', phone: '+1 718 555 0100', custom: false },
  dropOffPlaceGroups: ['place-lab'],
};
/**
 * Pia's panel is one procedure for two results, lipids and vitamin D: the catalogue has no such
 * test, so the demo keeps one of its own, not orderable (inactive), for the office to name it by.
 */
const demoPanelTest = {
  ...labTestRows.find((test) => test.id === 'test-lipid')!,
  id: 'test-demo-lipid-vitd',
  code: 'LIPVD',
  name: 'Lipid Panel with Vitamin D',
  aliases: [],
  searchText: 'lipvd lipid panel with vitamin d',
  active: false,
};

/** Ben Okafor: his order names him as its patient (issue 27: the office's lists showed "—"). */
const benPatient = {
  id: 'user-patient-ben',
  email: 'ben.okafor@demo.test',
  firstName: 'Ben',
  lastName: 'Okafor',
  dateOfBirth: '1958-07-19',
  phone: '+1 718 555 0142',
  address: '14 Clinton St, Brooklyn, NY 11201',
};

/** Each procedure's order, test, booking and contact (Ben's kit transfer is packBensKitShipment's). */
const procedureExtras: Record<string, Partial<typeof t.procedures.$inferInsert>> = {
  [pia.panel]: { ...piaBooking, testId: demoPanelTest.id },
  [pia.urine]: { ...piaBooking, testId: 'test-urine-culture' },
  [ben.a1c]: {
    orderId: 'order-ben',
    bookingId: 'booking-ben',
    testId: 'test-a1c',
    contact: { userID: null, name: 'Ben Okafor', phone: '+1 718 555 0142', custom: true },
  },
};

/** drizzle refuses an empty insert: a fresh itinerary has nothing scanned into its procedures yet. */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  if (rows.length > 0) await tx.insert(table).values(rows);
}

export async function seedDemoItinerary(tx: Tx, now: Date, timeZone: string): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const rows = itineraryRows(seededDemoItinerary(now, timeZone));

  await tx
    .update(t.serviceRegions)
    .set({ polygon: boxPolygon(-74.04, 40.57, -73.86, 40.74) })
    .where(sql`${t.serviceRegions.id} = 'region-brooklyn'`);

  await tx.insert(t.supplies).values(demoSupplies);
  await tx.insert(t.skus).values(demoSkus);
  await tx.insert(t.supplyItems).values(
    items.map(({ code, supply, owner }) => ({
      id: item(code),
      serial: null,
      skuId: skuOf(supply),
      // Ben's kit, vial and box are as done packing left them (packBensKitShipment): used, off the
      // packing place's shelf. Shipped to his visit, they are its to use (ADR 080).
      status: owner === 'none' ? ('used' as const) : ('activated' as const),
      statusAt: owner === 'none' ? at(BEN_PACKED_HOURS) : at(-24),
      ownerUserId: owner === 'nurse' ? 'user-nurse' : null,
      ownerPlaceId: owner === 'none' ? BEN_PACKING_PLACE : null,
      createdAt: at(-72),
    })),
  );
  await tx.insert(t.barcodes).values([
    ...items.map(({ code }) => ({
      value: code,
      type: 'supply-item' as const,
      targetId: item(code),
      createdAt: at(-72),
    })),
    { value: B.shippingLabel, type: 'shipping-label' as const, targetId: lab.shipment, createdAt: at(-24) },
  ]);

  // What the shift needs (requirements.md 3: supplies, count by supply): everything the nurse carries but
  // the shift bag, which has its own step. The nurse scans them at check-in (shift_supply_items).
  const counts: Record<string, number> = {};
  for (const { supply } of items.filter((i) => i.owner === 'nurse' && i.code !== B.shiftBag))
    counts[supply] = (counts[supply] ?? 0) + 1;
  await tx
    .update(t.shifts)
    .set({
      supplies: counts,
      leaveFrom: { address: '200 Water St, Brooklyn, NY 11201', lat: 40.7033, lng: -73.9881 },
    })
    .where(sql`${t.shifts.id} = ${DEMO_ITINERARY_IDS.shift}`);
  await tx.insert(t.placeSupplies).values([
    { placeId: 'place-packing', supplyId: 'sup-shift-bag', quantity: 25 },
    { placeId: 'place-packing', supplyId: 'sup-visit-bag', quantity: 120 },
    { placeId: 'place-packing', supplyId: 'sup-procedure-bag', quantity: 250 },
    { placeId: 'place-packing', supplyId: 'sup-lavender-tube', quantity: 400 },
    { placeId: 'place-packing', supplyId: 'sup-sst-tube', quantity: 200 },
    { placeId: 'place-packing', supplyId: 'sup-specimen-bag', quantity: 300 },
    { placeId: 'place-packing', supplyId: 'sup-a1c-kit', quantity: 40 },
    { placeId: 'place-packing', supplyId: 'sup-mail-in-box', quantity: 60 },
  ]);

  await tx.insert(t.labTests).values(demoPanelTest);
  await seedOfficePatients(tx, 'office-lab', [{ ...benPatient, timeZone }], at(-96));

  // The two orders behind the itinerary's visits, requested for its day (ADR 033: the office's visits),
  // each window holding its visit: the shift starts 8:00 to 11:00, Pia an hour on, Ben two and a half.
  const day = toLocalDateKey(rows.itinerary.startAt, timeZone);
  const onTheItinerary = (requisitionNumber: string, patientId: string | null, window: [string, string]) => ({
    requisitionNumber,
    patientId,
    requestedDate: day,
    windowStart: window[0],
    windowEnd: window[1],
    timeZone,
  });
  await tx.insert(t.orders).values([
    {
      id: 'order-pia',
      officeId: 'office-lab',
      createdByOfficeId: 'office-lab',
      prescriberId: 'user-prescriber',
      // What the requisition prints (ADR 087): Priya's NPI and the diagnoses.
      prescriberNpi: '1234567893',
      diagnosisCodes: ['E11.9', 'I10'],
      createdAt: at(-96),
      ...onTheItinerary('RQ-7K3M9X2P', 'user-patient', ['06:00', '12:00']),
      // The office's notes for the nurse: her drive and the door show them (requirements.md 2.11).
      notes: 'Buzz 4B. Street parking.',
    },
    {
      id: 'order-ben',
      officeId: 'office-lab',
      createdByOfficeId: 'office-staffing',
      prescriberId: 'user-prescriber',
      prescriberNpi: '1234567893',
      diagnosisCodes: ['Z00.00'],
      offlineScheduling: true,
      createdAt: at(-96),
      ...onTheItinerary('RQ-4B8N6C1D', benPatient.id, ['06:00', '14:00']),
    },
  ]);
  await tx.insert(t.bookings).values([
    { id: 'booking-pia', orderId: 'order-pia', patientId: 'user-patient', createdAt: at(-90) },
    { id: 'booking-ben', orderId: 'order-ben', patientId: benPatient.id, createdAt: at(-90) },
  ]);

  await tx.insert(t.itineraries).values({ ...rows.itinerary, timeZone, userId: 'user-nurse' });
  await tx
    .insert(t.waypoints)
    .values(rows.waypoints.map((w) => (w.id === lab.waypoint ? { ...w, placeId: 'place-lab' } : w)));
  await tx.insert(t.draftWaypoints).values(rows.draftWaypoints);

  await tx.insert(t.waypointActions).values(rows.waypointActions);
  await tx.insert(t.shipments).values(rows.shipments);
  for (const { actionId, shipmentId } of rows.actionShipments)
    await tx.update(t.waypointActions).set({ shipmentId }).where(eq(t.waypointActions.id, actionId));
  await tx.insert(t.waypointActionLinks).values(rows.waypointActionLinks);
  await tx.insert(t.processingActions).values(rows.processingActions);

  await tx.insert(t.procedures).values(rows.procedures.map((p) => ({ ...p, ...procedureExtras[p.id] })));
  await tx.insert(t.waypointActionProcedures).values(rows.waypointActionProcedures);
  await tx.insert(t.processingActionProcedures).values(rows.processingActionProcedures);
  await tx.insert(t.procedureResults).values([
    { procedureId: pia.panel, productId: 'product-lipid-panel', status: 'pending' },
    { procedureId: pia.panel, productId: 'product-vitamin-d', status: 'pending' },
    { procedureId: ben.a1c, productId: 'product-hba1c', status: 'pending' },
  ]);
  await tx.insert(t.samples).values(rows.samples);
  await insertAll(tx, t.procedureSupplyItems, rows.procedureSupplyItems);
  await insertAll(tx, t.procedureAmberBags, rows.procedureAmberBags);
  await insertAll(tx, t.procedureSpecimenBagItems, rows.procedureSpecimenBagItems);
  await insertAll(tx, t.processingActionSpecimenBags, rows.processingActionSpecimenBags);
  await packBensKitShipment(tx, at, day);
}

/**
 * Ben's kit shipment as the packer left it (requirements.md 2.11 kit shipment, 2.12; ADR 058, 075): made
 * as an order's is, then each step's record as her screens write it (packing-flow.ts): the kit and
 * its vial scanned for his procedure, the printed forms scanned back, the mail-in box scanned as
 * the supply box and the kit into it, the label printed and scanned, done packing (the transfer
 * packed; the items' rows, above), then shipped. These records, not the items' own rows, say where
 * the kit, vial and box are (invariant 6, architecture.md 11): shipped to Ben until the nurse's
 * visit scans them, which they let her do (ADR 080), and on her phone's scan data for his stop.
 * The box's photo is left out: the demo holds no file.
 */
async function packBensKitShipment(tx: Tx, at: (hours: number) => Date, visitDay: string): Promise<void> {
  const packedAt = at(BEN_PACKED_HOURS);
  const step = (minutes: number) => new Date(packedAt.getTime() - minutes * 60_000);
  await createSupplyTransferForKitShipment(tx, {
    id: ben.transfer,
    shipmentId: ben.supplyShipment,
    placeId: BEN_PACKING_PLACE,
    recipient: `${benPatient.firstName} ${benPatient.lastName}`,
    address: locations[ben.waypoint]!.address,
    procedureIds: [ben.a1c],
    patientId: benPatient.id,
    neededBy: visitDay,
    draftWaypointId: ben.draftWaypoint,
    at: at(-72),
  });
  const scan = { supplyTransferId: ben.transfer, scannedBy: 'user-packer' };
  await insertPackingScan(tx, {
    ...scan,
    role: 'procedure-kit',
    procedureId: ben.a1c,
    supplyShipmentId: null,
    supplyItemId: item(B.kit),
    at: step(10),
  });
  await insertPackingScan(tx, {
    ...scan,
    role: 'procedure-supply',
    procedureId: ben.a1c,
    supplyShipmentId: null,
    supplyItemId: item(B.kitVial),
    at: step(9),
  });
  for (const [document, minutes] of [
    ['requisition-form', 8],
    ['instruction-sheet', 7],
  ] as const)
    await insertPackingDocument(tx, {
      supplyTransferId: ben.transfer,
      procedureId: ben.a1c,
      document,
      at: step(minutes),
    });
  await updateSupplyShipment(tx, ben.supplyShipment, { boxSupplyItemId: item(B.mailInBox) });
  await insertPackingScan(tx, {
    ...scan,
    role: 'box-kit',
    procedureId: null,
    supplyShipmentId: ben.supplyShipment,
    supplyItemId: item(B.kit),
    at: step(5),
  });
  const label = '1Z999AA10123456784';
  await updateSupplyShipment(tx, ben.supplyShipment, {
    shippingLabelBarcode: label,
    trackingNumber: label,
    scannedShippingLabelBarcode: label,
  });
  await setTransferPacked(tx, ben.transfer, packedAt);
  await updateSupplyShipment(tx, ben.supplyShipment, { status: 'ready_to_ship', statusAt: packedAt });
  await setShipmentStatus(tx, ben.supplyShipment, 'in-transit', at(-40));
}
