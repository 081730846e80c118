import { describe, expect, it } from 'vitest';
import type { Change } from './changes.ts';
import type { FieldState } from './entities.ts';
import { at, buildFieldState, refusalOf, withAction, withShipment, withSupplyItem } from './itinerary.fixture.ts';
import { requireApplied, type Refusal } from './result.ts';
import { scanMailInBox } from './waypoint-actions.ts';

const mailIn = (mailInBoxBarcode: string | null, shipmentID: string | null = 'sh-mail') => ({
  linkedWaypointActionIDs: ['act-visit'],
  mailInBoxBarcode,
  shipmentID,
});
const scanned = [
  withAction('act-mail', { mailIn: mailIn('BOX-1') }),
  withShipment('sh-mail', { shipmentBoxSupplyItemID: 'BOX-001' }),
  withSupplyItem('BOX-001', 'used'),
];

describe('scanMailInBox (requirements.md 2.11/5/7: unpacked mail-in scan-mail-in-box; mailInBoxBarcode, the shipment box)', () => {
  it.each<[string, FieldState, { supplyItemID: string; barcode: string }, Change[]]>([
    [
      'requirements.md 3/5: mailInBoxBarcode set (trimmed); requirements.md 3: the shipment box recorded; requirements.md 4: the box used',
      buildFieldState(),
      { supplyItemID: 'BOX-001', barcode: ' BOX-1 ' },
      [
        { op: 'update', entity: 'shipment', id: 'sh-mail', set: { shipmentBoxSupplyItemID: 'BOX-001' } },
        { op: 'update', entity: 'supplyItem', id: 'BOX-001', set: { status: 'used' } },
        { op: 'update', entity: 'waypointAction', id: 'act-mail', set: { mailIn: mailIn('BOX-1') } },
      ],
    ],
    [
      'requirements.md 3: a mail-in action without a shipment -> only the barcode',
      buildFieldState(withAction('act-mail', { mailIn: mailIn(null, null) })),
      { supplyItemID: 'BOX-001', barcode: 'BOX-1' },
      [{ op: 'update', entity: 'waypointAction', id: 'act-mail', set: { mailIn: mailIn('BOX-1', null) } }],
    ],
    [
      'requirements.md 2.11: in progress is still open for the scan',
      buildFieldState(withAction('act-mail', { status: 'in-progress' })),
      { supplyItemID: 'BOX-001', barcode: 'BOX-1' },
      [
        { op: 'update', entity: 'shipment', id: 'sh-mail', set: { shipmentBoxSupplyItemID: 'BOX-001' } },
        { op: 'update', entity: 'supplyItem', id: 'BOX-001', set: { status: 'used' } },
        { op: 'update', entity: 'waypointAction', id: 'act-mail', set: { mailIn: mailIn('BOX-1') } },
      ],
    ],
    [
      'requirements.md 4: a rescan with another box -> the new box used, the old one activated',
      buildFieldState(...scanned),
      { supplyItemID: 'BOX-002', barcode: 'BOX-2' },
      [
        { op: 'update', entity: 'shipment', id: 'sh-mail', set: { shipmentBoxSupplyItemID: 'BOX-002' } },
        { op: 'update', entity: 'supplyItem', id: 'BOX-002', set: { status: 'used' } },
        { op: 'update', entity: 'supplyItem', id: 'BOX-001', set: { status: 'activated' } },
        { op: 'update', entity: 'waypointAction', id: 'act-mail', set: { mailIn: mailIn('BOX-2') } },
      ],
    ],
    [
      'requirements.md 4 (retry): the same box again -> no change',
      buildFieldState(...scanned),
      { supplyItemID: 'BOX-001', barcode: 'BOX-1' },
      [],
    ],
  ])('%s', (_, state, scan, changes) => {
    expect(requireApplied(scanMailInBox(state, { waypointActionID: 'act-mail', ...scan, at: at(90) })).changes).toEqual(
      changes,
    );
  });

  it.each<[string, FieldState, string, { supplyItemID: string; barcode: string }, Refusal]>([
    [
      'requirements.md 8 "Waypoint, procedure or waypoint action not found": unknown action',
      buildFieldState(),
      'act-nothing',
      { supplyItemID: 'BOX-001', barcode: 'BOX-1' },
      { code: 'not_found', message: 'Waypoint, procedure or waypoint action not found' },
    ],
    [
      'requirements.md 2.11: not a mail-in action',
      buildFieldState(),
      'act-visit',
      { supplyItemID: 'BOX-001', barcode: 'BOX-1' },
      { code: 'conflict', message: 'This action is not a mail-in' },
    ],
    [
      'requirements.md 8 logged "mail-in action invalid": a mail-in action without its mail-in data',
      buildFieldState(withAction('act-mail', { mailIn: null })),
      'act-mail',
      { supplyItemID: 'BOX-001', barcode: 'BOX-1' },
      { code: 'conflict', message: 'This mail-in has no box or shipment. Please contact support.' },
    ],
    ...(['packed', 'complete', 'canceled'] as const).map(
      (status): [string, FieldState, string, { supplyItemID: string; barcode: string }, Refusal] => [
        `requirements.md 2.11: built only for an incomplete or in-progress action, not ${status}`,
        buildFieldState(withAction('act-mail', { status })),
        'act-mail',
        { supplyItemID: 'BOX-001', barcode: 'BOX-1' },
        { code: 'conflict', message: `This action is already ${status}` },
      ],
    ),
    [
      'requirements.md 8 "Missing barcode.": a blank barcode',
      buildFieldState(),
      'act-mail',
      { supplyItemID: 'BOX-001', barcode: ' ' },
      { code: 'bad_request', message: 'Missing barcode.' },
    ],
    [
      'requirements.md 8 "Missing barcode.": a blank box supply item',
      buildFieldState(),
      'act-mail',
      { supplyItemID: '', barcode: 'BOX-1' },
      { code: 'bad_request', message: 'Missing barcode.' },
    ],
    [
      'requirements.md 5 "Supply item {id} not found"',
      buildFieldState(),
      'act-mail',
      { supplyItemID: 'BOX-404', barcode: 'BOX-1' },
      { code: 'not_found', message: 'Supply item BOX-404 not found' },
    ],
    [
      'requirements.md 4: an inactive box',
      buildFieldState(),
      'act-mail',
      { supplyItemID: 'TUBE-009', barcode: 'BOX-1' },
      { code: 'conflict', message: 'This supply is not activated yet. Activate it before you use it.' },
    ],
    [
      'requirements.md 4: the box of another shipment (one user per item)',
      buildFieldState(
        withShipment('sh-kit', { shipmentBoxSupplyItemID: 'BOX-001' }),
        withSupplyItem('BOX-001', 'used'),
      ),
      'act-mail',
      { supplyItemID: 'BOX-001', barcode: 'BOX-1' },
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 4: the shipment already in transit',
      buildFieldState(withShipment('sh-mail', { status: 'in-transit' })),
      'act-mail',
      { supplyItemID: 'BOX-001', barcode: 'BOX-1' },
      { code: 'conflict', message: 'This shipment is already in transit' },
    ],
  ])('%s', (_, state, waypointActionID, scan, refusal) => {
    expect(refusalOf(scanMailInBox(state, { waypointActionID, ...scan, at: at(90) }))).toEqual(refusal);
  });
});
