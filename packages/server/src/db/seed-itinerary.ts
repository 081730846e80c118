/**
 * The demo nurse's accepted itinerary (`itinerary-accepted` of `shift-accepted`), after the domain's
 * `demoItinerary()`: two patient visits and a lab stop, with the supplies, SKUs, supply items and
 * barcodes a person types to walk it (README: Demo barcodes). Called from seedDemo, inside its
 * transaction; times are relative to `now`.
 *
 * - Pia Patient (booked, the nurse brings supplies): a lipid and vitamin D panel with a
 *   light-sensitive amber tube, two refrigerated lavender tubes and an SST tube to centrifuge (its
 *   processing action), and a urine culture the patient provides (no sample scanning).
 * - Ben Okafor (offline-scheduled, kit shipped ahead): an HbA1c from the kit, sent back in a
 *   mail-in box with a shipping label.
 * - Riverside Lab Drop-off (pick-drop at place-lab): drops Pia's samples; the mail-in action
 *   carries Ben's box and its shipment.
 *
 * Before each visit the nurse packs a visit bag (a branded bag: BAG-VISIT-*, the waypoint's supply
 * item), and before Pia's, a procedure bag (the kit container: PBAG-*) for each of her two
 * procedures (SPEC.md 2.11, 5: every procedure needs a kit item). Both kinds are among what the
 * nurse carries, so the shift's check-in list counts them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
  },
  ben: {
    waypoint: 'wp-ben',
    draftWaypoint: 'dw-ben',
    action: 'wa-ben',
    a1c: 'proc-ben-a1c',
    transfer: 'st-ben-kit',
    supplyShipment: 'ss-ben-kit',
  },
  lab: { waypoint: 'wp-lab', dropOff: 'wa-lab-dropoff', mailIn: 'wa-lab-mailin', shipment: 'ship-ben-box' },
} as const;

const supplies: (typeof t.supplies.$inferInsert)[] = [
  { id: 'sup-shift-bag', name: 'Shift Bag', type: 'branded-bag', color: '#1d4ed8', icon: 'bag', orderWeight: 0 },
  // The bag packed for one visit (SPEC.md 2.11 scan-waypoint-supply): a branded bag, like the shift's.
  { id: 'sup-visit-bag', name: 'Visit Bag', type: 'branded-bag', color: '#2563eb', icon: 'bag', orderWeight: 1 },
  // The kit container of a nurse-supplied procedure (SPEC.md 2.11 scan-procedure-supply).
  {
    id: 'sup-procedure-bag',
    name: 'Procedure Bag',
    type: 'procedure-bag',
    color: '#0f766e',
    icon: 'bag',
    orderWeight: 2,
  },
  {
    id: 'sup-amber-tube',
    name: 'Amber Tube',
    type: 'tube',
    color: '#b45309',
    imageColor: 'amber',
    icon: 'tube',
    orderWeight: 10,
  },
  {
    id: 'sup-lavender-tube',
    name: 'Lavender Top Tube (EDTA)',
    type: 'tube',
    color: '#a78bfa',
    imageColor: 'lavender',
    icon: 'tube',
    orderWeight: 11,
  },
  {
    id: 'sup-sst-tube',
    name: 'Gold Top SST Tube',
    type: 'tube',
    color: '#eab308',
    imageColor: 'gold',
    icon: 'tube',
    orderWeight: 12,
  },
  {
    id: 'sup-urine-cup',
    name: 'Urine Cup',
    type: 'container',
    color: '#f59e0b',
    icon: 'cup',
    noScanAfterCollection: true,
    orderWeight: 20,
  },
  { id: 'sup-amber-bag', name: 'Amber Bag', type: 'amber-bag', color: '#92400e', icon: 'bag', orderWeight: 30 },
  {
    id: 'sup-insulated-bag',
    name: 'Insulated Bag (Including ice pack)',
    type: 'insulated-bag',
    color: '#0ea5e9',
    icon: 'bag',
    orderWeight: 31,
  },
  {
    id: 'sup-specimen-bag',
    name: 'Specimen Bag',
    type: 'specimen-bag',
    color: '#64748b',
    icon: 'bag',
    orderWeight: 32,
  },
  { id: 'sup-a1c-kit', name: 'HbA1c Collection Kit', type: 'kit', color: '#16a34a', icon: 'kit', orderWeight: 40 },
  { id: 'sup-mail-in-box', name: 'Mail-in Box', type: 'mail-in-box', color: '#78350f', icon: 'box', orderWeight: 50 },
];
// Kit contents after their kit (kit_supply_id references supplies).
const kitContents: (typeof t.supplies.$inferInsert)[] = [
  {
    id: 'sup-a1c-kit-vial',
    name: 'HbA1c Kit Vial',
    type: 'tube',
    color: '#16a34a',
    icon: 'tube',
    kitSupplyId: 'sup-a1c-kit',
    orderWeight: 41,
  },
];

const skuOf = (supplyId: string) => `sku-${supplyId.replace(/^sup-/, '')}`;

export async function seedDemoItinerary(tx: Tx, now: Date): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const ids = DEMO_ITINERARY_IDS;
  const B = DEMO_BARCODES;

  await tx
    .update(t.serviceRegions)
    .set({
      polygon: [
        [
          [-74.04, 40.57],
          [-73.86, 40.57],
          [-73.86, 40.74],
          [-74.04, 40.74],
          [-74.04, 40.57],
        ],
      ],
    })
    .where(sql`${t.serviceRegions.id} = 'region-brooklyn'`);

  await tx.insert(t.supplies).values([...supplies, ...kitContents]);
  await tx
    .insert(t.skus)
    .values([...supplies, ...kitContents].map((s) => ({ id: skuOf(s.id), supplyId: s.id, active: true })));

  // One supply item per demo barcode; the id is derived from the barcode. No serial: a serialised
  // item must be scanned with its serial (SPEC.md 5), and a sample's serial is then read from the id.
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
  await tx.insert(t.supplyItems).values(
    items.map(({ code, supply, owner }) => ({
      id: item(code),
      serial: null,
      skuId: skuOf(supply),
      // The kit is already the procedure's (its transfer packed it): used, as SPEC.md 4 has it.
      status: code === B.kit ? ('used' as const) : ('activated' as const),
      statusAt: at(-24),
      ownerUserId: owner === 'nurse' ? 'user-nurse' : null,
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
    { value: B.shippingLabel, type: 'shipping-label' as const, targetId: ids.lab.shipment, createdAt: at(-24) },
  ]);

  // What the shift needs (SPEC.md 3: supplies, count by supply): everything the nurse carries but
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
    .where(sql`${t.shifts.id} = ${ids.shift}`);
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

  await tx.insert(t.orders).values([
    {
      id: 'order-pia',
      officeId: 'office-lab',
      createdByOfficeId: 'office-lab',
      prescriberId: 'user-prescriber',
      createdAt: at(-96),
    },
    {
      id: 'order-ben',
      officeId: 'office-lab',
      createdByOfficeId: 'office-staffing',
      prescriberId: 'user-prescriber',
      offlineScheduling: true,
      createdAt: at(-96),
    },
  ]);
  await tx
    .insert(t.bookings)
    .values({ id: 'booking-pia', orderId: 'order-pia', patientId: 'user-patient', createdAt: at(-90) });

  await tx.insert(t.waypoints).values([
    {
      id: ids.pia.waypoint,
      itineraryId: ids.itinerary,
      position: 0,
      type: 'patient',
      lat: 40.6895,
      lng: -73.9927,
      address: '121 Court St, Brooklyn, NY 11201',
      scheduledStartAt: at(4),
    },
    {
      id: ids.ben.waypoint,
      itineraryId: ids.itinerary,
      position: 1,
      type: 'patient',
      lat: 40.6782,
      lng: -73.9442,
      address: '1400 Fulton St, Brooklyn, NY 11216',
      scheduledStartAt: at(5.5),
    },
    {
      id: ids.lab.waypoint,
      itineraryId: ids.itinerary,
      position: 2,
      type: 'pick-drop',
      lat: 40.7025,
      lng: -73.9875,
      address: '55 Front St, Brooklyn, NY 11201',
      placeId: 'place-lab',
      scheduledStartAt: at(7),
    },
  ]);
  await tx.insert(t.draftWaypoints).values([
    { id: ids.pia.draftWaypoint, waypointId: ids.pia.waypoint, supplyStrategy: 'nurse-supplies' },
    { id: ids.ben.draftWaypoint, waypointId: ids.ben.waypoint, supplyStrategy: 'kit-shipment' },
  ]);

  // Ben's kit left the packing place already: a packed transfer with its (in-transit) supply shipment.
  await tx.insert(t.supplyTransfers).values({
    id: ids.ben.transfer,
    status: 'packed',
    statusAt: at(-48),
    draftWaypointId: ids.ben.draftWaypoint,
    placeId: 'place-packing',
    createdAt: at(-72),
  });
  await tx.insert(t.supplyShipments).values({
    id: ids.ben.supplyShipment,
    deliveryMethod: 'mail',
    scanning: { scanned: [B.kit, B.kitVial, B.mailInBox] },
    shippingLabelBarcode: '1Z999AA10123456784',
    status: 'in-transit',
    statusAt: at(-40),
  });
  await tx
    .insert(t.supplyTransferShipments)
    .values({ supplyTransferId: ids.ben.transfer, supplyShipmentId: ids.ben.supplyShipment });

  await tx.insert(t.waypointActions).values([
    {
      id: ids.pia.action,
      itineraryId: ids.itinerary,
      waypointId: ids.pia.waypoint,
      position: 0,
      type: 'sample',
      actionDurationMinutes: 30,
    },
    {
      id: ids.ben.action,
      itineraryId: ids.itinerary,
      waypointId: ids.ben.waypoint,
      position: 0,
      type: 'sample',
      actionDurationMinutes: 20,
    },
    {
      id: ids.lab.dropOff,
      itineraryId: ids.itinerary,
      waypointId: ids.lab.waypoint,
      position: 0,
      type: 'dropoff',
      actionDurationMinutes: 10,
    },
    {
      id: ids.lab.mailIn,
      itineraryId: ids.itinerary,
      waypointId: ids.lab.waypoint,
      position: 1,
      type: 'mail-in',
      actionDurationMinutes: 10,
    },
  ]);
  await tx
    .insert(t.shipments)
    .values({ id: ids.lab.shipment, waypointActionId: ids.lab.mailIn, shippingLabelBarcode: B.shippingLabel });
  await tx
    .update(t.waypointActions)
    .set({ shipmentId: ids.lab.shipment })
    .where(sql`${t.waypointActions.id} = ${ids.lab.mailIn}`);
  await tx.insert(t.waypointActionLinks).values({ mailInActionId: ids.lab.mailIn, linkedActionId: ids.ben.action });
  await tx.insert(t.processingActions).values({
    id: ids.pia.spin,
    waypointId: ids.pia.waypoint,
    type: 'sample-processing',
    supplyInstruction: 'centrifuge',
  });

  await tx.insert(t.procedures).values([
    {
      id: ids.pia.panel,
      orderId: 'order-pia',
      bookingId: 'booking-pia',
      taskId: 'task-venipuncture',
      draftWaypointId: ids.pia.draftWaypoint,
      supplyInstructionConfig: [
        { supplyID: 'sup-amber-tube', kind: 'scan', quantity: 1 },
        { supplyID: 'sup-lavender-tube', kind: 'scan', quantity: 2 },
        { supplyID: 'sup-sst-tube', kind: 'scan', quantity: 1 },
        { supplyID: 'sup-sst-tube', kind: 'centrifuge', quantity: 1 },
        { supplyID: 'sup-lavender-tube', kind: 'refrigerate', quantity: 2 },
      ],
      instructions: {
        consentRequired: true,
        diagnosis: 'E78.5 Hyperlipidemia, unspecified; E55.9 Vitamin D deficiency',
        fasting: 'yes',
        requiredPatientAction: null,
        transferInstructions: null,
        collectionInstructions: 'Draw the amber tube first; keep it out of the light.',
      },
      chartingItems: [
        {
          id: 'chart-prep',
          type: 'group',
          title: 'Before collection',
          children: [{ id: 'chart-fasting', type: 'question', title: 'Is the patient fasting?' }],
        },
        { id: 'chart-site', type: 'checklist', title: 'Draw site', checklist: ['Left arm', 'Right arm'] },
      ],
      contact: { userID: 'user-patient', name: 'Pia Patient', phone: '+1 718 555 0100', custom: false },
      dropOffPlaceGroups: ['place-lab'],
    },
    {
      id: ids.pia.urine,
      orderId: 'order-pia',
      bookingId: 'booking-pia',
      taskId: 'task-urine',
      draftWaypointId: ids.pia.draftWaypoint,
      supplyInstructionConfig: [{ supplyID: 'sup-urine-cup', kind: 'fill-by-patient', quantity: 1 }],
      instructions: {
        consentRequired: false,
        diagnosis: null,
        fasting: null,
        requiredPatientAction: 'Ask the patient for a clean-catch midstream urine sample.',
        transferInstructions: null,
        collectionInstructions: null,
      },
      contact: { userID: 'user-patient', name: 'Pia Patient', phone: '+1 718 555 0100', custom: false },
      disableSampleScanning: true,
      dropOffPlaceGroups: ['place-lab'],
    },
    {
      id: ids.ben.a1c,
      orderId: 'order-ben',
      taskId: 'task-capillary',
      draftWaypointId: ids.ben.draftWaypoint,
      kitSupplyItemId: item(B.kit),
      supplyInstructionConfig: [
        { supplyID: 'sup-a1c-kit-vial', kind: 'scan', quantity: 1 },
        { supplyID: 'sup-a1c-kit-vial', kind: 'transfer-from-container', quantity: 1 },
      ],
      instructions: {
        consentRequired: false,
        diagnosis: 'E11.9 Type 2 diabetes mellitus without complications',
        fasting: 'no',
        requiredPatientAction: null,
        transferInstructions: 'Transfer the blood from the collection device to the kit vial and cap it.',
        collectionInstructions: null,
      },
      contact: { userID: null, name: 'Ben Okafor', phone: '+1 718 555 0142', custom: true },
      sampleShipmentId: ids.lab.shipment,
      supplyTransferId: ids.ben.transfer,
    },
  ]);
  await tx.insert(t.waypointActionProcedures).values([
    { waypointActionId: ids.pia.action, procedureId: ids.pia.panel, position: 0 },
    { waypointActionId: ids.pia.action, procedureId: ids.pia.urine, position: 1 },
    { waypointActionId: ids.ben.action, procedureId: ids.ben.a1c, position: 0 },
    { waypointActionId: ids.lab.dropOff, procedureId: ids.pia.panel, position: 0 },
    { waypointActionId: ids.lab.dropOff, procedureId: ids.pia.urine, position: 1 },
    { waypointActionId: ids.lab.mailIn, procedureId: ids.ben.a1c, position: 0 },
  ]);
  await tx
    .insert(t.processingActionProcedures)
    .values({ processingActionId: ids.pia.spin, procedureId: ids.pia.panel });
  await tx.insert(t.procedureResults).values([
    { procedureId: ids.pia.panel, productId: 'product-lipid-panel', status: 'pending' },
    { procedureId: ids.pia.panel, productId: 'product-vitamin-d', status: 'pending' },
    { procedureId: ids.ben.a1c, productId: 'product-hba1c', status: 'pending' },
  ]);
  await tx.insert(t.samples).values([
    { id: 's-pia-vitd', procedureId: ids.pia.panel, position: 0, supplyId: 'sup-amber-tube', lightSensitive: true },
    { id: 's-pia-cold-1', procedureId: ids.pia.panel, position: 1, supplyId: 'sup-lavender-tube', refrigerated: true },
    { id: 's-pia-cold-2', procedureId: ids.pia.panel, position: 2, supplyId: 'sup-lavender-tube', refrigerated: true },
    { id: 's-pia-sst', procedureId: ids.pia.panel, position: 3, supplyId: 'sup-sst-tube', processing: 'centrifuge' },
    {
      id: 's-pia-urine',
      procedureId: ids.pia.urine,
      position: 0,
      supplyId: 'sup-urine-cup',
      noScanAfterCollection: true,
    },
    { id: 's-ben-a1c', procedureId: ids.ben.a1c, position: 0, supplyId: 'sup-a1c-kit-vial', refrigerated: true },
  ]);
}
