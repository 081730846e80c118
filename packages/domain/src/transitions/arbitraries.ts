/**
 * Test-only: fast-check arbitraries for the property tests. A small itinerary of one to three
 * waypoints (patient visits and pick-drop stops), one to four procedures with their samples,
 * optional mail-in and centrifugation actions, and a pool of supply items (tubes, bags, kits and
 * mail-in boxes); then random commands that name its ids (and now and then an unknown one).
 */
import fc from 'fast-check';
import type { ChartingItem, WaypointAction } from '../itinerary-data/model.ts';
import { deviationCheckNames, type WaypointType } from '../vocabulary/itinerary.ts';
import type { FieldCommand } from './commands.ts';
import type { FieldState } from './entities.ts';
import {
  at,
  buildAction,
  buildProcedure,
  buildSample,
  buildShipment,
  buildSupplyItem,
  buildWaypoint,
} from './itinerary.fixture.ts';

interface ProcedureShape {
  kit: boolean;
  samples: number;
  visit: number;
  drop: number | null;
  shipment: boolean;
}

interface Shape {
  waypoints: WaypointType[];
  procedures: ProcedureShape[];
  mailIn: boolean;
  mailInBoxScanned: boolean;
  processing: boolean;
  itineraryStatus: 'accepted' | 'in_progress';
}

const shapeArb: fc.Arbitrary<Shape> = fc.record({
  waypoints: fc.array(fc.constantFrom<WaypointType>('patient', 'pick-drop'), { minLength: 1, maxLength: 3 }),
  procedures: fc.array(
    fc.record({
      kit: fc.boolean(),
      samples: fc.integer({ min: 1, max: 2 }),
      visit: fc.nat(2),
      drop: fc.option(fc.nat(2)),
      shipment: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  mailIn: fc.boolean(),
  mailInBoxScanned: fc.boolean(),
  processing: fc.boolean(),
  itineraryStatus: fc.constantFrom<'accepted' | 'in_progress'>('accepted', 'in_progress'),
});

export const supplyItemPool = [
  'TUBE-001',
  'TUBE-002',
  'TUBE-003',
  'TUBE-004',
  'BAG-001',
  'BAG-002',
  'KIT-001',
  'KIT-002',
];

/** Mail-in boxes: scanned onto shipments (never into a procedure by the generator, though it may try). */
export const boxPool = ['BOX-001', 'BOX-002'];

function buildFromShape(shape: Shape): FieldState {
  const waypoints = shape.waypoints.map((type, i) =>
    buildWaypoint(`wp-${i}`, {
      type,
      scheduledStart: at(60 * (i + 1)),
      draftWaypoints: [
        { id: 'dw-nurse', supplyStrategy: 'nurse-supplies' },
        { id: 'dw-kit', supplyStrategy: 'kit-shipment' },
      ],
    }),
  );
  const visits = waypoints.filter((w) => w.type === 'patient');
  const drops = waypoints.filter((w) => w.type === 'pick-drop');
  const actions: Record<string, WaypointAction> = {};
  const state: FieldState = {
    itinerary: {
      id: 'it-1',
      shiftID: 'shift-1',
      status: shape.itineraryStatus,
      startTime: at(0),
      waypoints,
      waypointActions: actions,
      processingActions: {},
      procedures: {},
      shipments: {},
    },
    supplyItems: Object.fromEntries(
      [
        ...supplyItemPool.map((id) => buildSupplyItem(id)),
        ...boxPool.map((id) => buildSupplyItem(id)),
        buildSupplyItem('TUBE-009', 'inactive'),
        buildSupplyItem('TUBE-099', 'used'),
      ].map((item) => [item.id, item]),
    ),
  };
  const addToAction = (id: string, waypointID: string, type: WaypointAction['type'], procedureID: string) => {
    actions[id] ??= buildAction(id, waypointID, { type });
    actions[id].procedureIDs.push(procedureID);
  };

  shape.procedures.forEach((p, i) => {
    const id = `p-${i}`;
    const sampleShipmentID = p.kit && p.shipment ? `sh-${id}` : null;
    state.itinerary.procedures[id] = buildProcedure(id, {
      draftWaypointID: p.kit ? 'dw-kit' : 'dw-nurse',
      samples: Array.from({ length: p.samples }, (_, k) => buildSample(`s-${i}-${k}`)),
      sampleShipmentID,
    });
    if (sampleShipmentID) state.itinerary.shipments[sampleShipmentID] = buildShipment(sampleShipmentID);
    const visit = visits[p.visit % Math.max(1, visits.length)];
    if (visit) addToAction(`act-visit-${visit.id}`, visit.id, 'sample', id);
    const drop = p.drop === null ? undefined : drops[p.drop % Math.max(1, drops.length)];
    if (drop) addToAction(`act-drop-${drop.id}`, drop.id, 'dropoff', id);
  });

  const firstDrop = drops[0];
  if (shape.mailIn && firstDrop) {
    actions['act-mail'] = buildAction('act-mail', firstDrop.id, {
      type: 'mail-in',
      mailIn: {
        linkedWaypointActionIDs: Object.keys(actions).filter((id) => id.startsWith('act-visit-')),
        mailInBoxBarcode: shape.mailInBoxScanned ? 'BOX-1' : null,
        shipmentID: 'sh-mail',
      },
    });
    state.itinerary.shipments['sh-mail'] = buildShipment('sh-mail', { waypointActionID: 'act-mail' });
  }
  const firstVisit = visits[0];
  const visitAction = firstVisit && actions[`act-visit-${firstVisit.id}`];
  if (shape.processing && firstVisit && visitAction) {
    state.itinerary.processingActions['proc-0'] = {
      id: 'proc-0',
      waypointID: firstVisit.id,
      type: 'centrifugation',
      supplyInstruction: 'centrifuge',
      status: 'incomplete',
      procedureIDs: visitAction.procedureIDs.slice(0, 2),
      newSpecimenBags: {},
    };
    firstVisit.processingActionIDs = ['proc-0'];
  }
  for (const action of Object.values(actions))
    waypoints.find((w) => w.id === action.waypointID)!.waypointActionIDs.push(action.id);
  return state;
}

/** A small, consistent field state: every status at its start, no supply item named yet. */
export const fieldStateArb: fc.Arbitrary<FieldState> = shapeArb.map(buildFromShape);

const chartingItems: ChartingItem[][] = [[], [{ id: 'c1', type: 'question', title: 'Is the patient fasting?' }]];

/** Random commands over the ids of `state`, sometimes with an unknown id or a missing value. */
export function fieldCommandArb(state: FieldState): fc.Arbitrary<FieldCommand> {
  const { itinerary } = state;
  const pick = (ids: string[]) =>
    ids.length > 0
      ? fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.constant('unknown') })
      : fc.constant('unknown');
  const waypointID = pick(itinerary.waypoints.map((w) => w.id));
  const waypointActionID = pick(Object.keys(itinerary.waypointActions));
  const procedureID = pick(Object.keys(itinerary.procedures));
  const shipmentID = pick(Object.keys(itinerary.shipments));
  const processingActionID = pick(Object.keys(itinerary.processingActions));
  const samplePairs = Object.values(itinerary.procedures).flatMap((p) => p.samples.map((s) => [p.id, s.id] as const));
  const sample = fc.constantFrom(...samplePairs);
  const supplyItemID = fc.constantFrom(...supplyItemPool, 'TUBE-009', 'TUBE-099', 'NOPE-404');
  const boxID = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...boxPool) },
    { weight: 1, arbitrary: fc.constantFrom('BAG-001', 'TUBE-009', 'TUBE-099', 'NOPE-404', ' ') },
  );
  const bagID = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('BAG-001', 'BAG-002') },
    { weight: 1, arbitrary: fc.constantFrom('TUBE-001', 'BOX-001', 'TUBE-009', 'TUBE-099', 'NOPE-404', '') },
  );
  const time = fc.constantFrom(at(0), at(30), at(90), at(240));
  const reason = fc.option(fc.constantFrom('traffic', ' '), { nil: null });
  const deviationChecks = fc
    .subarray([...deviationCheckNames])
    .chain((names) => fc.tuple(...names.map((name) => reason.map((r) => ({ name, reason: r })))));
  const finish = fc.record({ waypointID, at: time, deviationChecks });

  // The commands of the first field transitions weigh 3, the later supply and shipment steps 1, so
  // long chains (a whole visit finished) stay as likely as before.
  const early = [
    fc.record({ type: fc.constant('startDriveToWaypoint' as const), waypointID, at: time }),
    fc.record({ type: fc.constant('arriveAtWaypoint' as const), waypointID, at: time, tooFarReason: reason }),
    finish.map((input) => ({ type: 'finishPickDropStop' as const, ...input })),
    finish.map((input) => ({ type: 'finishPatientVisit' as const, ...input })),
    fc.record({ type: fc.constant('startWaypointAction' as const), waypointActionID, at: time }),
    fc.record({ type: fc.constant('packMailInAction' as const), waypointActionID, at: time }),
    fc.record({
      type: fc.constant('saveCharting' as const),
      procedureID,
      items: fc.constantFrom(...chartingItems),
      at: time,
    }),
    fc.record({
      type: fc.constant('failProcedure' as const),
      procedureID,
      reason: fc.constantFrom('Patient refused', ' '),
      failedBy: fc.constant('user-nurse'),
      failedByRole: fc.constant('nurse'),
      at: time,
    }),
    fc.record({ type: fc.constant('cancelProcedure' as const), procedureID, at: time }),
    fc.record({
      type: fc.constant('saveSampleShippingLabel' as const),
      procedureID,
      barcode: fc.constantFrom('LABEL-1', 'LABEL-2', ''),
      at: time,
    }),
    fc.record({
      type: fc.constant('setSpecimenBag' as const),
      procedureID,
      instruction: fc.oneof(
        supplyItemID.map((id) => ({ type: 'set' as const, supplyItemID: id })),
        fc.constant({ type: 'unset' as const }),
      ),
    }),
    fc.record({
      type: fc.constant('setKitSupplyItem' as const),
      procedureID,
      supplyItemID: fc.option(supplyItemID, { nil: null }),
    }),
    fc.record({
      type: fc.constant('setProcedureSupplyItems' as const),
      procedureID,
      supplyItemIDs: fc.subarray([...supplyItemPool, 'TUBE-099'], { maxLength: 3 }),
    }),
    fc
      .record({
        sample,
        supplyItemID: fc.option(supplyItemID, { nil: null, freq: 8 }),
        serial: fc.constantFrom('001', 'NOT_SCANNED', null),
        at: time,
      })
      .map(({ sample: [procedureID, sampleID], ...rest }) => ({
        type: 'collectSample' as const,
        procedureID,
        sampleID,
        ...rest,
      })),
    fc
      .record({ sample, failureReason: fc.option(fc.constant('hemolyzed'), { nil: null, freq: 8 }), at: time })
      .map(({ sample: [procedureID, sampleID], ...rest }) => ({
        type: 'failSample' as const,
        procedureID,
        sampleID,
        ...rest,
      })),
    fc.record({
      type: fc.constant('scanShipmentLabel' as const),
      shipmentID,
      barcode: fc.constantFrom('LABEL-1', 'LABEL-2', ''),
    }),
    fc.record({ type: fc.constant('dropOffShipment' as const), shipmentID }),
  ];
  const later = [
    fc.record({
      type: fc.constant('scanMailInBox' as const),
      waypointActionID,
      supplyItemID: boxID,
      barcode: fc.constantFrom('BOX-1', 'BOX-2', ' '),
      at: time,
    }),
    fc.record({
      type: fc.constant('setAmberBags' as const),
      procedureID,
      supplyItemIDs: fc.subarray(['BAG-001', 'BAG-002', 'BOX-001', 'TUBE-099', ' '], { maxLength: 2 }),
    }),
    fc.record({
      type: fc.constant('setInsulatedBag' as const),
      procedureID,
      supplyItemID: fc.option(bagID, { nil: null }),
    }),
    fc.record({
      type: fc.constant('saveCentrifugedSpecimenBag' as const),
      processingActionID,
      procedureID,
      supplyItemID: bagID,
      relatedSupplyItemIDs: fc.subarray(['TUBE-001', 'TUBE-002'], { maxLength: 2 }),
      photoFileID: fc.option(fc.constantFrom('file-1', 'file-2'), { nil: null }),
      at: time,
    }),
    fc.record({ type: fc.constant('scanShipmentBox' as const), shipmentID, supplyItemID: boxID }),
    fc.record({
      type: fc.constant('setShipmentPhoto' as const),
      shipmentID,
      fileID: fc.constantFrom('file-1', 'file-2', ' '),
    }),
    fc.record({ type: fc.constant('markShipmentPreparingToLabel' as const), shipmentID }),
    fc.record({ type: fc.constant('setWaypointSupplyItem' as const), waypointID, supplyItemID: bagID }),
  ];
  return fc.oneof(
    ...early.map((arbitrary) => ({ arbitrary, weight: 3 })),
    ...later.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

/** A field state and a random sequence of commands over it. */
export const fieldScenarioArb: fc.Arbitrary<{ state: FieldState; commands: FieldCommand[] }> = fieldStateArb.chain(
  (state) =>
    fc.record({
      state: fc.constant(state),
      commands: fc.array(fieldCommandArb(state), { minLength: 1, maxLength: 40 }),
    }),
);
