import { describe, expect, it } from 'vitest';
import type { Change } from './changes.ts';
import type { FieldState, PackingState } from './entities.ts';
import { at, buildFieldState, refusalOf, withShipment } from './itinerary.fixture.ts';
import { requireApplied, type Refusal } from './result.ts';
import { completePacking, dropOffShipment, scanShipmentLabel } from './shipments.ts';

describe('scanShipmentLabel (requirements.md 4: ready_to_ship after the shipping label is scanned)', () => {
  it.each<[string, FieldState, string, Change[]]>([
    [
      'requirements.md 4: pending -> ready_to_ship with the scanned label (trimmed)',
      buildFieldState(),
      ' LABEL-9 ',
      [
        {
          op: 'update',
          entity: 'shipment',
          id: 'sh-mail',
          set: { scannedShippingLabelBarcode: 'LABEL-9', status: 'ready_to_ship' },
        },
      ],
    ],
    [
      'requirements.md 4 (retry): the same label -> no change',
      buildFieldState(withShipment('sh-mail', { status: 'ready_to_ship', scannedShippingLabelBarcode: 'LABEL-9' })),
      'LABEL-9',
      [],
    ],
    [
      'design: the label printed for the shipment, scanned -> ready_to_ship',
      buildFieldState(withShipment('sh-mail', { shippingLabelBarcode: 'LABEL-7' })),
      'LABEL-7',
      [
        {
          op: 'update',
          entity: 'shipment',
          id: 'sh-mail',
          set: { scannedShippingLabelBarcode: 'LABEL-7', status: 'ready_to_ship' },
        },
      ],
    ],
    [
      'requirements.md 4 (retry after drop-off): the same label on a shipment in transit -> no change',
      buildFieldState(withShipment('sh-mail', { status: 'in-transit', scannedShippingLabelBarcode: 'LABEL-9' })),
      'LABEL-9',
      [],
    ],
  ])('%s', (_, state, barcode, changes) => {
    expect(requireApplied(scanShipmentLabel(state.itinerary, { shipmentID: 'sh-mail', barcode })).changes).toEqual(
      changes,
    );
  });

  it.each<[string, FieldState, string, string, Refusal]>([
    [
      'requirements.md 8: unknown shipment',
      buildFieldState(),
      'sh-nothing',
      'LABEL-9',
      { code: 'not_found', message: 'Missing shipment' },
    ],
    ['requirements.md 8: an empty scan', buildFieldState(), 'sh-mail', '', { code: 'bad_request', message: 'Missing barcode.' }],
    [
      'requirements.md 4: another label once in transit',
      buildFieldState(withShipment('sh-mail', { status: 'in-transit', scannedShippingLabelBarcode: 'LABEL-9' })),
      'sh-mail',
      'LABEL-8',
      { code: 'conflict', message: 'This shipment is already in transit' },
    ],
    [
      'design: another shipment’s label is refused (the box would go to the wrong place)',
      buildFieldState(withShipment('sh-mail', { shippingLabelBarcode: 'LABEL-7' })),
      'sh-mail',
      'LABEL-8',
      { code: 'bad_request', message: 'This is not the shipping label of this shipment' },
    ],
  ])('%s', (_, state, shipmentID, barcode, refusal) => {
    expect(refusalOf(scanShipmentLabel(state.itinerary, { shipmentID, barcode }))).toEqual(refusal);
  });
});

describe('dropOffShipment (requirements.md 4: in transit on drop-off)', () => {
  it.each<[string, FieldState, Change[]]>([
    [
      'requirements.md 4: ready_to_ship -> in-transit',
      buildFieldState(withShipment('sh-mail', { status: 'ready_to_ship', scannedShippingLabelBarcode: 'LABEL-9' })),
      [{ op: 'update', entity: 'shipment', id: 'sh-mail', set: { status: 'in-transit' } }],
    ],
    [
      'requirements.md 4 (retry): already in transit -> no change',
      buildFieldState(withShipment('sh-mail', { status: 'in-transit' })),
      [],
    ],
  ])('%s', (_, state, changes) => {
    expect(requireApplied(dropOffShipment(state.itinerary, { shipmentID: 'sh-mail' })).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, Refusal]>([
    ['requirements.md 8: unknown shipment', buildFieldState(), 'sh-nothing', { code: 'not_found', message: 'Missing shipment' }],
    [
      'requirements.md 5: the label must be scanned first',
      buildFieldState(),
      'sh-mail',
      { code: 'conflict', message: 'Scan the barcode before continuing.' },
    ],
  ])('%s', (_, state, shipmentID, refusal) => {
    expect(refusalOf(dropOffShipment(state.itinerary, { shipmentID }))).toEqual(refusal);
  });
});

describe('completePacking (requirements.md 4: supply transfer packed, shipment ready_to_ship, both with a timestamp)', () => {
  const packing = (
    overrides: {
      transfer?: Partial<PackingState['transfer']>;
      shipment?: Partial<PackingState['supplyShipments'][string]>;
    } = {},
  ): PackingState => ({
    transfer: {
      id: 'tr-1',
      status: 'pending',
      statusTimestamp: null,
      draftWaypointID: 'dw-kit',
      shipmentIDs: ['ss-1'],
      ...overrides.transfer,
    },
    supplyShipments: {
      'ss-1': {
        id: 'ss-1',
        status: 'pending',
        statusTimestamp: null,
        shippingLabelBarcode: 'SHIP-1',
        ...overrides.shipment,
      },
      'ss-other': { id: 'ss-other', status: 'pending', statusTimestamp: null, shippingLabelBarcode: null },
    },
  });

  it.each<[string, PackingState, Change[]]>([
    [
      'requirements.md 4: both set, both stamped',
      packing(),
      [
        { op: 'update', entity: 'supplyTransfer', id: 'tr-1', set: { status: 'packed', statusTimestamp: at(10) } },
        {
          op: 'update',
          entity: 'supplyShipment',
          id: 'ss-1',
          set: { status: 'ready_to_ship', statusTimestamp: at(10) },
        },
      ],
    ],
    [
      'requirements.md 4 (retry): both done -> no change',
      packing({
        transfer: { status: 'packed', statusTimestamp: at(5) },
        shipment: { status: 'ready_to_ship', statusTimestamp: at(5) },
      }),
      [],
    ],
    [
      'requirements.md 4: a shipment already in transit keeps its status; the transfer is packed',
      packing({ shipment: { status: 'in-transit' } }),
      [{ op: 'update', entity: 'supplyTransfer', id: 'tr-1', set: { status: 'packed', statusTimestamp: at(10) } }],
    ],
  ])('%s', (_, state, changes) => {
    const result = requireApplied(completePacking(state, { supplyShipmentID: 'ss-1', at: at(10) }));
    expect(result.changes).toEqual(changes);
    if (changes.length > 0) expect(result.data.transfer.status).toBe('packed');
  });

  it.each<[string, string, Refusal]>([
    ['requirements.md 8: unknown shipment', 'ss-nothing', { code: 'not_found', message: 'Missing shipment' }],
    ['requirements.md 3: a shipment of another transfer', 'ss-other', { code: 'not_found', message: 'Missing shipment' }],
  ])('%s', (_, supplyShipmentID, refusal) => {
    expect(refusalOf(completePacking(packing(), { supplyShipmentID, at: at(10) }))).toEqual(refusal);
  });
});
