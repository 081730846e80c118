/**
 * Test data for the itinerary rules: small makers with sensible defaults, and `demoItinerary()`, a
 * realistic morning with two patient visits and a stop at a lab service center. Every call returns
 * fresh objects, so a test may change what it gets.
 *
 * The demo covers (ids in `DEMO`):
 * - Ava Martinez (patient waypoint, nurse brings supplies): one sample action with
 *   - a lipid and vitamin D panel: consent, a diagnosis, fasting with the "Is the patient fasting?"
 *     charting item; samples: a light-sensitive amber tube, two refrigerated tubes (so "the last
 *     refrigerated one" matters) and an SST tube for the centrifuge;
 *   - a urine culture the patient provides: a required patient action, sample scanning disabled
 *     and a sample with no scan after collection;
 *   - a centrifuge processing action over the panel.
 * - Ben Okafor (patient waypoint, kit shipped to the patient): an HbA1c with transfer
 *   instructions, packed and shipped from the kit; a mail-in box at the home, not yet scanned.
 * - Harbor Labs service center (pick-drop): a lab drop-off for Ava's samples and the mail-in
 *   action carrying Ben's box, with its shipment.
 *
 * The server's demo seed (db/seed-itinerary.ts) writes this same itinerary under its own ids.
 */
import type {
  ItineraryData,
  ProcessingAction,
  Procedure,
  Sample,
  Shipment,
  Waypoint,
  WaypointAction,
} from './model.ts';

export const DEMO = {
  itineraryID: 'itin-demo',
  shiftID: 'shift-demo',
  ava: {
    waypointID: 'wp-ava',
    draftWaypointID: 'dw-ava',
    actionID: 'wa-ava',
    panelID: 'proc-ava-panel',
    urineID: 'proc-ava-urine',
    processingActionID: 'pa-ava-spin',
    samples: {
      amber: 's-ava-vitd',
      cold1: 's-ava-cold-1',
      cold2: 's-ava-cold-2',
      sst: 's-ava-sst',
      urine: 's-ava-urine',
    },
  },
  ben: {
    waypointID: 'wp-ben',
    draftWaypointID: 'dw-ben',
    actionID: 'wa-ben',
    a1cID: 'proc-ben-a1c',
    samples: { capillary: 's-ben-a1c' },
  },
  lab: {
    waypointID: 'wp-lab',
    dropOffActionID: 'wa-lab-dropoff',
    mailInActionID: 'wa-lab-mailin',
    shipmentID: 'ship-ben-box',
  },
} as const;

/** The ids `demoItinerary()` gives its records, shaped as `DEMO`. */
export type DemoIDs = { [K in keyof typeof DEMO]: Widened<(typeof DEMO)[K]> };
type Widened<T> = T extends string ? string : { [K in keyof T]: Widened<T[K]> };

/** A fixed morning, so tests are repeatable; pass `now` for times relative to today. */
export const DEMO_NOW = new Date('2026-03-02T13:00:00.000Z');

export function makeSample(overrides: Partial<Sample> & Pick<Sample, 'id'>): Sample {
  return {
    status: 'pending',
    supplyID: 'sup-tube',
    supplyItemID: null,
    serial: null,
    collectionTimestamp: null,
    collectionFailure: null,
    noScanAfterCollection: false,
    lightSensitive: false,
    refrigerated: false,
    processing: null,
    ...overrides,
  };
}

export function makeProcedure(overrides: Partial<Procedure> & Pick<Procedure, 'id' | 'draftWaypointID'>): Procedure {
  return {
    status: 'scheduled',
    taskID: 'task-venipuncture',
    samples: [],
    supplyItemIDs: [],
    kitSupplyItemID: null,
    amberBagIDs: [],
    insulatedBagID: null,
    specimenBag: null,
    supplyInstructions: [],
    instructions: {
      consentRequired: false,
      diagnosis: null,
      fasting: null,
      requiredPatientAction: null,
      transferInstructions: null,
      collectionInstructions: 'Collect by venipuncture.',
    },
    charting: { items: [], status: 'incomplete' },
    disableSampleScanning: false,
    sampleShipmentID: null,
    failed: null,
    ...overrides,
  };
}

export function makeWaypointAction(
  overrides: Partial<WaypointAction> & Pick<WaypointAction, 'id' | 'waypointID'>,
): WaypointAction {
  return {
    itineraryID: DEMO.itineraryID,
    type: 'sample',
    status: 'incomplete',
    statusTimestamp: null,
    procedureIDs: [],
    actionDurationMinutes: 30,
    mailIn: null,
    ...overrides,
  };
}

export function makeWaypoint(overrides: Partial<Waypoint> & Pick<Waypoint, 'id'>): Waypoint {
  return {
    type: 'patient',
    location: { lat: 37.7749, lng: -122.4194, address: '1 Market St, San Francisco, CA 94105' },
    status: 'pending',
    statusTimestamp: null,
    scheduledStart: DEMO_NOW.toISOString(),
    waypointActionIDs: [],
    processingActionIDs: [],
    draftWaypoints: [],
    supplyItemID: null,
    ...overrides,
  };
}

export function makeProcessingAction(
  overrides: Partial<ProcessingAction> & Pick<ProcessingAction, 'id' | 'waypointID'>,
): ProcessingAction {
  return {
    type: 'sample-processing',
    supplyInstruction: 'centrifuge',
    status: 'incomplete',
    procedureIDs: [],
    newSpecimenBags: {},
    ...overrides,
  };
}

export function makeShipment(overrides: Partial<Shipment> & Pick<Shipment, 'id'>): Shipment {
  return {
    status: 'pending',
    shipmentBoxSupplyItemID: null,
    scannedShippingLabelBarcode: null,
    shippingLabelBarcode: null,
    shipmentBoxImage: null,
    waypointActionID: null,
    waypointArrival: false,
    preparingToLabel: false,
    ...overrides,
  };
}

/** Records keyed by id, built so that an id such as "__proto__" stays an own key. */
export function byID<T extends { id: string }>(items: readonly T[]): Record<string, T> {
  return Object.fromEntries(items.map((item) => [item.id, item]));
}

export function demoItinerary(options: { now?: Date; ids?: DemoIDs } = {}): ItineraryData {
  const now = options.now ?? DEMO_NOW;
  const ids = options.ids ?? DEMO;
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  const { ava, ben, lab, itineraryID } = ids;

  const panel = makeProcedure({
    id: ava.panelID,
    draftWaypointID: ava.draftWaypointID,
    taskID: 'task-venipuncture',
    samples: [
      makeSample({ id: ava.samples.amber, supplyID: 'sup-amber-tube', lightSensitive: true }),
      makeSample({ id: ava.samples.cold1, supplyID: 'sup-lavender-tube', refrigerated: true }),
      makeSample({ id: ava.samples.cold2, supplyID: 'sup-lavender-tube', refrigerated: true }),
      makeSample({ id: ava.samples.sst, supplyID: 'sup-sst-tube', processing: 'centrifuge' }),
    ],
    supplyInstructions: [
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
    charting: {
      items: [
        {
          id: 'chart-prep',
          type: 'group',
          title: 'Before collection',
          children: [{ id: 'chart-fasting', type: 'question', title: 'Is the patient fasting?' }],
        },
        { id: 'chart-site', type: 'checklist', title: 'Draw site', checklist: ['Left arm', 'Right arm'] },
      ],
      status: 'incomplete',
    },
  });

  const urine = makeProcedure({
    id: ava.urineID,
    draftWaypointID: ava.draftWaypointID,
    taskID: 'task-urine',
    samples: [makeSample({ id: ava.samples.urine, supplyID: 'sup-urine-cup', noScanAfterCollection: true })],
    supplyInstructions: [{ supplyID: 'sup-urine-cup', kind: 'fill-by-patient', quantity: 1 }],
    instructions: {
      consentRequired: false,
      diagnosis: null,
      fasting: null,
      requiredPatientAction: 'Ask the patient for a clean-catch midstream urine sample.',
      transferInstructions: null,
      collectionInstructions: null,
    },
    disableSampleScanning: true,
  });

  const a1c = makeProcedure({
    id: ben.a1cID,
    draftWaypointID: ben.draftWaypointID,
    taskID: 'task-capillary',
    samples: [makeSample({ id: ben.samples.capillary, supplyID: 'sup-a1c-kit-vial', refrigerated: true })],
    supplyInstructions: [
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
    sampleShipmentID: lab.shipmentID,
  });

  const waypoints: Waypoint[] = [
    makeWaypoint({
      id: ava.waypointID,
      location: { lat: 37.7793, lng: -122.4193, address: '24 Grove St, San Francisco, CA 94102' },
      scheduledStart: at(1),
      waypointActionIDs: [ava.actionID],
      processingActionIDs: [ava.processingActionID],
      draftWaypoints: [{ id: ava.draftWaypointID, supplyStrategy: 'nurse-supplies' }],
    }),
    makeWaypoint({
      id: ben.waypointID,
      location: { lat: 37.7599, lng: -122.4148, address: '3150 18th St, San Francisco, CA 94110' },
      scheduledStart: at(2.5),
      waypointActionIDs: [ben.actionID],
      draftWaypoints: [{ id: ben.draftWaypointID, supplyStrategy: 'kit-shipment' }],
    }),
    makeWaypoint({
      id: lab.waypointID,
      type: 'pick-drop',
      location: { lat: 37.7858, lng: -122.4008, address: 'Harbor Labs, 88 Howard St, San Francisco, CA 94105' },
      scheduledStart: at(4),
      waypointActionIDs: [lab.dropOffActionID, lab.mailInActionID],
    }),
  ];

  const actions: WaypointAction[] = [
    makeWaypointAction({
      id: ava.actionID,
      itineraryID,
      waypointID: ava.waypointID,
      procedureIDs: [ava.panelID, ava.urineID],
    }),
    makeWaypointAction({
      id: ben.actionID,
      itineraryID,
      waypointID: ben.waypointID,
      procedureIDs: [ben.a1cID],
      actionDurationMinutes: 20,
    }),
    makeWaypointAction({
      id: lab.dropOffActionID,
      itineraryID,
      waypointID: lab.waypointID,
      type: 'dropoff',
      procedureIDs: [ava.panelID, ava.urineID],
      actionDurationMinutes: 10,
    }),
    makeWaypointAction({
      id: lab.mailInActionID,
      itineraryID,
      waypointID: lab.waypointID,
      type: 'mail-in',
      procedureIDs: [ben.a1cID],
      actionDurationMinutes: 10,
      mailIn: { linkedWaypointActionIDs: [ben.actionID], mailInBoxBarcode: null, shipmentID: lab.shipmentID },
    }),
  ];

  return {
    id: itineraryID,
    shiftID: ids.shiftID,
    status: 'accepted',
    startTime: at(0.5),
    waypoints,
    waypointActions: byID(actions),
    processingActions: byID([
      makeProcessingAction({ id: ava.processingActionID, waypointID: ava.waypointID, procedureIDs: [ava.panelID] }),
    ]),
    procedures: byID([panel, urine, a1c]),
    shipments: byID([makeShipment({ id: lab.shipmentID, waypointActionID: lab.mailInActionID })]),
  };
}
