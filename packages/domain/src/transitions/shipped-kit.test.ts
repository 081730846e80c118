import { describe, expect, it } from 'vitest';
import type { Change } from './changes.ts';
import type { FieldState, ShippedKit } from './entities.ts';
import {
  buildFieldState,
  refusalOf,
  withAction,
  withProcedure,
  withSupplyItem,
  type Edit,
} from './itinerary.fixture.ts';
import { setProcedureSupplyItems } from './procedures.ts';
import { requireApplied, type Refusal, type Transition } from './result.ts';
import { scanShipmentBox } from './shipments.ts';
import { scanMailInBox } from './waypoint-actions.ts';

/**
 * The fixture's p-kit (visit dw-kit, samples shipped in sh-kit) had its kit shipped to the patient:
 * done packing left its vial TUBE-001 and the mail-in box BOX-001 used (ADR 075, 080).
 */
const forKit: ShippedKit = { procedureIDs: ['p-kit'], draftWaypointIDs: ['dw-kit'] };
const shipped =
  (id: string, kit: ShippedKit = forKit): Edit =>
  (s) => {
    s.supplyItems[id] = { ...s.supplyItems[id]!, status: 'used', shippedKit: kit };
  };
const kitShipped = [shipped('TUBE-001'), shipped('BOX-001')];
const inUse: Refusal = { code: 'conflict', message: 'Barcode already scanned.' };
const mailIn = (input: { waypointActionID: string; barcode: string }) => (state: FieldState) =>
  scanMailInBox(state, { ...input, supplyItemID: input.barcode, at: '2026-03-02T10:30:00.000Z' });
const procedureTubes = (procedureID: string, supplyItemIDs: string[]) => (state: FieldState) =>
  setProcedureSupplyItems(state, { procedureID, supplyItemIDs });

describe('a shipped kit’s items are its visit’s to use (requirements.md 2.11 kit shipment; ADR 080)', () => {
  it.each<[string, FieldState, (state: FieldState) => Transition<FieldState>, Change[]]>([
    [
      'the vial packed for the procedure, scanned on it: taken, and stays used',
      buildFieldState(...kitShipped),
      procedureTubes('p-kit', ['TUBE-001']),
      [{ op: 'update', entity: 'procedure', id: 'p-kit', set: { supplyItemIDs: ['TUBE-001'] } }],
    ],
    [
      'another procedure of the visit the kit was shipped to: taken',
      buildFieldState(...kitShipped, withProcedure('p-urine', { draftWaypointID: 'dw-kit' })),
      procedureTubes('p-urine', ['TUBE-001']),
      [{ op: 'update', entity: 'procedure', id: 'p-urine', set: { supplyItemIDs: ['TUBE-001'] } }],
    ],
    [
      'the procedure it was packed for, since moved to another visit: taken',
      buildFieldState(...kitShipped, withProcedure('p-kit', { draftWaypointID: 'dw-nurse' })),
      procedureTubes('p-kit', ['TUBE-001']),
      [{ op: 'update', entity: 'procedure', id: 'p-kit', set: { supplyItemIDs: ['TUBE-001'] } }],
    ],
    [
      'the mail-in box, scanned on the shipment carrying the kit’s samples',
      buildFieldState(...kitShipped),
      (state) => scanShipmentBox(state, { shipmentID: 'sh-kit', supplyItemID: 'BOX-001' }),
      [
        {
          op: 'update',
          entity: 'shipment',
          id: 'sh-kit',
          set: { shipmentBoxSupplyItemID: 'BOX-001', waypointArrival: true },
        },
      ],
    ],
    [
      'the mail-in box, scanned by the mail-in action that packs the visit’s samples',
      buildFieldState(...kitShipped, withAction('act-mail', { mailIn: mailInLinking('act-kit') })),
      mailIn({ waypointActionID: 'act-mail', barcode: 'BOX-001' }),
      [
        { op: 'update', entity: 'shipment', id: 'sh-mail', set: { shipmentBoxSupplyItemID: 'BOX-001' } },
        {
          op: 'update',
          entity: 'waypointAction',
          id: 'act-mail',
          set: { mailIn: mailInLinking('act-kit', 'BOX-001') },
        },
      ],
    ],
    [
      'taken back out: the vial stays used, still the visit’s (a nurse’s own tube goes back to activated)',
      buildFieldState(
        ...kitShipped,
        withProcedure('p-kit', { supplyItemIDs: ['TUBE-001', 'TUBE-002'] }),
        withSupplyItem('TUBE-002', 'used'),
      ),
      procedureTubes('p-kit', []),
      [
        { op: 'update', entity: 'procedure', id: 'p-kit', set: { supplyItemIDs: [] } },
        { op: 'update', entity: 'supplyItem', id: 'TUBE-002', set: { status: 'activated' } },
      ],
    ],
  ])('%s', (_, state, run, changes) => {
    expect(requireApplied(run(state)).changes).toEqual(changes);
  });

  it.each<[string, FieldState, (state: FieldState) => Transition<FieldState>]>([
    ['a procedure of another visit: refused', buildFieldState(...kitShipped), procedureTubes('p-blood', ['TUBE-001'])],
    [
      'packed for another itinerary’s procedure and visit: refused',
      buildFieldState(shipped('TUBE-001', { procedureIDs: ['p-elsewhere'], draftWaypointIDs: ['dw-elsewhere'] })),
      procedureTubes('p-kit', ['TUBE-001']),
    ],
    ['used, and in no shipped kit: refused', buildFieldState(), procedureTubes('p-kit', ['TUBE-099'])],
    [
      'the visit’s vial already on one of its procedures: refused on another (one user at a time)',
      buildFieldState(
        ...kitShipped,
        withProcedure('p-kit', { supplyItemIDs: ['TUBE-001'] }),
        withProcedure('p-urine', { draftWaypointID: 'dw-kit' }),
      ),
      procedureTubes('p-urine', ['TUBE-001']),
    ],
    [
      'the mail-in box on a shipment of another visit’s samples: refused',
      buildFieldState(...kitShipped),
      (state) => scanShipmentBox(state, { shipmentID: 'sh-mail', supplyItemID: 'BOX-001' }),
    ],
    [
      'the mail-in box by a mail-in action packing another visit’s samples: refused',
      buildFieldState(...kitShipped),
      mailIn({ waypointActionID: 'act-mail', barcode: 'BOX-001' }),
    ],
  ])('%s', (_, state, run) => {
    expect(refusalOf(run(state))).toEqual(inUse);
  });
});

function mailInLinking(actionID: string, barcode: string | null = null) {
  return { linkedWaypointActionIDs: [actionID], mailInBoxBarcode: barcode, shipmentID: 'sh-mail' };
}
