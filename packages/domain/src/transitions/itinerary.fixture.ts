/**
 * Test-only: a small field state every table test starts from, editable per row.
 *
 *   wp-visit (patient): act-visit (sample: p-blood, p-urine), act-kit (sample: p-kit);
 *                       proc-centrifuge (p-blood); drafts dw-nurse (nurse supplies), dw-kit (kit shipment)
 *   wp-drop (pick-drop): act-drop (dropoff: p-blood, p-urine), act-mail (mail-in linking act-visit, sh-mail)
 *   p-blood: s-blood-1, s-blood-2; p-urine: s-urine; p-kit: s-kit, sample shipment sh-kit
 *   supply items: TUBE-001..003, BAG-001..002, KIT-001, BOX-001..002 activated; TUBE-009 inactive;
 *                 TUBE-099 used elsewhere
 */
import type { Procedure, ProcessingAction, Sample, Shipment, Waypoint, WaypointAction } from '../itinerary-data/model.ts';
import { makeProcedure, makeSample, makeShipment, makeWaypoint, makeWaypointAction } from '../itinerary-data/fixtures.ts';
import type { FieldState, SupplyItem } from './entities.ts';
import type { Refusal, Transition } from './result.ts';

const T0 = Date.parse('2026-03-02T09:00:00.000Z');

/** An ISO time `minutes` after the fixture's start. */
export function at(minutes: number): string {
  return new Date(T0 + minutes * 60_000).toISOString();
}

export function buildSample(id: string, overrides: Partial<Sample> = {}): Sample {
  return makeSample({ supplyID: 'supply-tube', ...overrides, id });
}

export function buildProcedure(id: string, overrides: Partial<Procedure> = {}): Procedure {
  const base = makeProcedure({ id, draftWaypointID: 'dw-nurse', taskID: 'task-1' });
  return { ...base, instructions: { ...base.instructions, collectionInstructions: null }, ...overrides, id };
}

export function buildAction(id: string, waypointID: string, overrides: Partial<WaypointAction> = {}): WaypointAction {
  return makeWaypointAction({ itineraryID: 'it-1', ...overrides, id, waypointID });
}

export function buildWaypoint(id: string, overrides: Partial<Waypoint> = {}): Waypoint {
  return makeWaypoint({
    location: { lat: 40.7, lng: -74, address: '1 Main St' },
    scheduledStart: at(60),
    ...overrides,
    id,
  });
}

export function buildShipment(id: string, overrides: Partial<Shipment> = {}): Shipment {
  return makeShipment({ ...overrides, id });
}

export function buildSupplyItem(id: string, status: SupplyItem['status'] = 'activated'): SupplyItem {
  return { id, serial: id.split('-')[1] ?? null, skuID: `sku-${id.split('-')[0]?.toLowerCase()}`, status };
}

export type Edit = (state: FieldState) => void;

/** A fresh copy of the fixture state with the edits applied in order. */
export function buildFieldState(...edits: Edit[]): FieldState {
  const processing: ProcessingAction = {
    id: 'proc-centrifuge',
    waypointID: 'wp-visit',
    type: 'centrifugation',
    supplyInstruction: 'centrifuge',
    status: 'incomplete',
    procedureIDs: ['p-blood'],
    newSpecimenBags: {},
  };
  const state: FieldState = {
    itinerary: {
      id: 'it-1',
      shiftID: 'shift-1',
      status: 'accepted',
      startTime: at(0),
      waypoints: [
        buildWaypoint('wp-visit', {
          waypointActionIDs: ['act-visit', 'act-kit'],
          processingActionIDs: ['proc-centrifuge'],
          draftWaypoints: [
            { id: 'dw-nurse', supplyStrategy: 'nurse-supplies' },
            { id: 'dw-kit', supplyStrategy: 'kit-shipment' },
          ],
        }),
        buildWaypoint('wp-drop', {
          type: 'pick-drop',
          scheduledStart: at(180),
          waypointActionIDs: ['act-drop', 'act-mail'],
        }),
      ],
      waypointActions: {
        'act-visit': buildAction('act-visit', 'wp-visit', { procedureIDs: ['p-blood', 'p-urine'] }),
        'act-kit': buildAction('act-kit', 'wp-visit', { procedureIDs: ['p-kit'] }),
        'act-drop': buildAction('act-drop', 'wp-drop', {
          type: 'dropoff',
          procedureIDs: ['p-blood', 'p-urine'],
          actionDurationMinutes: 10,
        }),
        'act-mail': buildAction('act-mail', 'wp-drop', {
          type: 'mail-in',
          actionDurationMinutes: 10,
          mailIn: { linkedWaypointActionIDs: ['act-visit'], mailInBoxBarcode: null, shipmentID: 'sh-mail' },
        }),
      },
      processingActions: { 'proc-centrifuge': processing },
      procedures: {
        'p-blood': buildProcedure('p-blood', { samples: [buildSample('s-blood-1'), buildSample('s-blood-2')] }),
        'p-urine': buildProcedure('p-urine', { samples: [buildSample('s-urine')] }),
        'p-kit': buildProcedure('p-kit', {
          draftWaypointID: 'dw-kit',
          samples: [buildSample('s-kit')],
          sampleShipmentID: 'sh-kit',
        }),
      },
      shipments: {
        'sh-mail': buildShipment('sh-mail', { waypointActionID: 'act-mail' }),
        'sh-kit': buildShipment('sh-kit'),
      },
    },
    supplyItems: Object.fromEntries(
      [
        buildSupplyItem('TUBE-001'),
        buildSupplyItem('TUBE-002'),
        buildSupplyItem('TUBE-003'),
        buildSupplyItem('BAG-001'),
        buildSupplyItem('BAG-002'),
        buildSupplyItem('KIT-001'),
        buildSupplyItem('BOX-001'),
        buildSupplyItem('BOX-002'),
        buildSupplyItem('TUBE-009', 'inactive'),
        buildSupplyItem('TUBE-099', 'used'),
      ].map((item) => [item.id, item]),
    ),
  };
  for (const edit of edits) edit(state);
  return state;
}

export const withItinerary =
  (patch: Partial<FieldState['itinerary']>): Edit =>
  (s) => {
    s.itinerary = { ...s.itinerary, ...patch };
  };

export const withWaypoint =
  (id: string, patch: Partial<Waypoint>): Edit =>
  (s) => {
    s.itinerary.waypoints = s.itinerary.waypoints.map((w) => (w.id === id ? { ...w, ...patch } : w));
  };

export const withAction =
  (id: string, patch: Partial<WaypointAction>): Edit =>
  (s) => {
    s.itinerary.waypointActions[id] = { ...s.itinerary.waypointActions[id]!, ...patch };
  };

export const withProcessingAction =
  (id: string, patch: Partial<ProcessingAction>): Edit =>
  (s) => {
    s.itinerary.processingActions[id] = { ...s.itinerary.processingActions[id]!, ...patch };
  };

export const withProcedure =
  (id: string, patch: Partial<Procedure>): Edit =>
  (s) => {
    s.itinerary.procedures[id] = { ...s.itinerary.procedures[id]!, ...patch };
  };

export const withSample =
  (procedureID: string, sampleID: string, patch: Partial<Sample>): Edit =>
  (s) => {
    const p = s.itinerary.procedures[procedureID]!;
    s.itinerary.procedures[procedureID] = {
      ...p,
      samples: p.samples.map((x) => (x.id === sampleID ? { ...x, ...patch } : x)),
    };
  };

export const withShipment =
  (id: string, patch: Partial<Shipment>): Edit =>
  (s) => {
    s.itinerary.shipments[id] = { ...s.itinerary.shipments[id]!, ...patch };
  };

export const withSupplyItem =
  (id: string, status: SupplyItem['status']): Edit =>
  (s) => {
    s.supplyItems[id] = { ...s.supplyItems[id]!, status };
  };

/** The nurse has arrived at the visit / at the drop stop (the common start of a row). */
export const atVisit: Edit = withWaypoint('wp-visit', { status: 'at-waypoint', statusTimestamp: at(60) });
export const atDrop: Edit = withWaypoint('wp-drop', { status: 'at-waypoint', statusTimestamp: at(180) });

/** The refusal of a result that must be refused (throws when it applied). */
export function refusalOf<S>(result: Transition<S>): Refusal {
  if (result.ok) throw new Error(`Expected a refusal, got ${result.changes.length} change(s)`);
  return result.refusal;
}
