import { describe, expect, it } from 'vitest';
import type { Change } from './changes.ts';
import type { FieldState } from './entities.ts';
import { buildFieldState, refusalOf, withProcedure, withShipment, withSupplyItem } from './itinerary.fixture.ts';
import { requireApplied, type Refusal } from './result.ts';
import { markShipmentPreparingToLabel, scanShipmentBox, setShipmentPhoto } from './shipments.ts';

const missingShipment: Refusal = { code: 'not_found', message: 'Missing shipment' };
const inTransit: Refusal = { code: 'conflict', message: 'This shipment is already in transit' };

describe('scanShipmentBox (requirements.md 2.11/7 packed mail-in shipment/{id}/scan-box: shipmentBoxSupplyItem, waypointArrival)', () => {
  const withBox = [
    withShipment('sh-mail', { shipmentBoxSupplyItemID: 'BOX-001', waypointArrival: true }),
    withSupplyItem('BOX-001', 'used'),
  ];

  it.each<[string, FieldState, string, Change[]]>([
    [
      'requirements.md 3/7: the box recorded and the waypointArrival flag set; requirements.md 4: the box supply item used',
      buildFieldState(),
      ' BOX-001 ',
      [
        {
          op: 'update',
          entity: 'shipment',
          id: 'sh-mail',
          set: { shipmentBoxSupplyItemID: 'BOX-001', waypointArrival: true },
        },
        { op: 'update', entity: 'supplyItem', id: 'BOX-001', set: { status: 'used' } },
      ],
    ],
    [
      'requirements.md 7: the box already recorded by the mail-in box scan -> only the waypointArrival flag',
      buildFieldState(
        withShipment('sh-mail', { shipmentBoxSupplyItemID: 'BOX-001' }),
        withSupplyItem('BOX-001', 'used'),
      ),
      'BOX-001',
      [{ op: 'update', entity: 'shipment', id: 'sh-mail', set: { waypointArrival: true } }],
    ],
    ['requirements.md 4 (retry): the same box -> no change', buildFieldState(...withBox), 'BOX-001', []],
    [
      'requirements.md 4 (retry after drop-off): the same box on a shipment in transit -> no change',
      buildFieldState(...withBox, withShipment('sh-mail', { status: 'in-transit' })),
      'BOX-001',
      [],
    ],
  ])('%s', (_, state, supplyItemID, changes) => {
    expect(requireApplied(scanShipmentBox(state, { shipmentID: 'sh-mail', supplyItemID })).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, string, Refusal]>([
    ['requirements.md 8 "Missing shipment": unknown shipment', buildFieldState(), 'sh-nothing', 'BOX-001', missingShipment],
    [
      'requirements.md 8 "Missing barcode.": an empty scan',
      buildFieldState(),
      'sh-mail',
      ' ',
      { code: 'bad_request', message: 'Missing barcode.' },
    ],
    [
      'design: a shipment holds one box; another box is refused',
      buildFieldState(...withBox),
      'sh-mail',
      'BOX-002',
      { code: 'conflict', message: 'This shipment already has its box' },
    ],
    [
      'requirements.md 4: in transit (dropped off) takes no box',
      buildFieldState(withShipment('sh-mail', { status: 'in-transit' })),
      'sh-mail',
      'BOX-001',
      inTransit,
    ],
    [
      'requirements.md 4: the box of another shipment (one user per item)',
      buildFieldState(
        withShipment('sh-kit', { shipmentBoxSupplyItemID: 'BOX-001' }),
        withSupplyItem('BOX-001', 'used'),
      ),
      'sh-mail',
      'BOX-001',
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4: an item a procedure uses',
      buildFieldState(withProcedure('p-blood', { supplyItemIDs: ['BOX-001'] }), withSupplyItem('BOX-001', 'used')),
      'sh-mail',
      'BOX-001',
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 5 "Supply item {id} not found"',
      buildFieldState(),
      'sh-mail',
      'BOX-404',
      { code: 'not_found', message: 'Supply item BOX-404 not found' },
    ],
    [
      'requirements.md 4: an inactive item',
      buildFieldState(),
      'sh-mail',
      'TUBE-009',
      { code: 'conflict', message: 'This supply is not activated yet. Activate it before you use it.' },
    ],
  ])('%s', (_, state, shipmentID, supplyItemID, refusal) => {
    expect(refusalOf(scanShipmentBox(state, { shipmentID, supplyItemID }))).toEqual(refusal);
  });
});

describe('setShipmentPhoto (requirements.md 3/7 packed mail-in take-photo: shipmentBoxImage)', () => {
  it.each<[string, FieldState, string, Change[]]>([
    [
      'requirements.md 7: shipmentBoxImage written (trimmed)',
      buildFieldState(),
      ' file-1 ',
      [{ op: 'update', entity: 'shipment', id: 'sh-mail', set: { shipmentBoxImage: 'file-1' } }],
    ],
    [
      'requirements.md 7: a new photo replaces the old one',
      buildFieldState(withShipment('sh-mail', { shipmentBoxImage: 'file-1' })),
      'file-2',
      [{ op: 'update', entity: 'shipment', id: 'sh-mail', set: { shipmentBoxImage: 'file-2' } }],
    ],
    [
      'requirements.md 7 (retry): the same photo -> no change',
      buildFieldState(withShipment('sh-mail', { shipmentBoxImage: 'file-1' })),
      'file-1',
      [],
    ],
  ])('%s', (_, state, fileID, changes) => {
    expect(requireApplied(setShipmentPhoto(state.itinerary, { shipmentID: 'sh-mail', fileID })).changes).toEqual(
      changes,
    );
  });

  it.each<[string, FieldState, string, string, Refusal]>([
    ['requirements.md 8 "Missing shipment": unknown shipment', buildFieldState(), 'sh-nothing', 'file-1', missingShipment],
    [
      'requirements.md 8 "Missing ... file": a blank file id',
      buildFieldState(),
      'sh-mail',
      '  ',
      { code: 'bad_request', message: 'Missing file' },
    ],
    [
      'requirements.md 4: in transit takes no other photo',
      buildFieldState(withShipment('sh-mail', { status: 'in-transit', shipmentBoxImage: 'file-1' })),
      'sh-mail',
      'file-2',
      inTransit,
    ],
  ])('%s', (_, state, shipmentID, fileID, refusal) => {
    expect(refusalOf(setShipmentPhoto(state.itinerary, { shipmentID, fileID }))).toEqual(refusal);
  });
});

describe('markShipmentPreparingToLabel (requirements.md 3/7 packed mail-in print-label: preparingToLabel)', () => {
  it.each<[string, FieldState, Change[]]>([
    [
      'requirements.md 7: the preparingToLabel flag set',
      buildFieldState(),
      [{ op: 'update', entity: 'shipment', id: 'sh-mail', set: { preparingToLabel: true } }],
    ],
    [
      'requirements.md 7 (retry): already set -> no change',
      buildFieldState(withShipment('sh-mail', { preparingToLabel: true })),
      [],
    ],
    [
      'requirements.md 7 (retry after drop-off): set and in transit -> no change',
      buildFieldState(withShipment('sh-mail', { preparingToLabel: true, status: 'in-transit' })),
      [],
    ],
  ])('%s', (_, state, changes) => {
    expect(requireApplied(markShipmentPreparingToLabel(state.itinerary, { shipmentID: 'sh-mail' })).changes).toEqual(
      changes,
    );
  });

  it.each<[string, FieldState, string, Refusal]>([
    ['requirements.md 8 "Missing shipment": unknown shipment', buildFieldState(), 'sh-nothing', missingShipment],
    [
      'requirements.md 4: in transit is past labelling',
      buildFieldState(withShipment('sh-mail', { status: 'in-transit' })),
      'sh-mail',
      inTransit,
    ],
  ])('%s', (_, state, shipmentID, refusal) => {
    expect(refusalOf(markShipmentPreparingToLabel(state.itinerary, { shipmentID }))).toEqual(refusal);
  });
});
