import { describe, expect, test } from 'vitest';
import { finishPacking, shipSupplyShipment } from './completion.ts';
import { packingMessages as m } from './messages.ts';

const at = new Date('2026-11-27T04:00:00Z');

describe('finishPacking (requirements.md 4 packing completion)', () => {
  test('sets the transfer packed and the shipment ready_to_ship, both at the same time', () => {
    expect(
      finishPacking({ transferStatus: 'pending', shipment: { id: 's1', status: 'pending' }, failures: [], at }),
    ).toEqual({
      ok: true,
      value: {
        transfer: { status: 'packed', statusAt: at },
        shipment: { id: 's1', status: 'ready_to_ship', statusAt: at },
      },
    });
  });
  test.each([
    ['requirements.md 8: no shipment is Missing shipment', 'pending', null, [], m.missingShipment],
    ['a packed transfer is not packed again', 'packed', { id: 's1', status: 'pending' }, [], m.alreadyPacked],
    ['a shipment already on its way', 'pending', { id: 's1', status: 'in-transit' }, [], m.alreadyShipped],
    [
      'a step still failing blocks',
      'pending',
      { id: 's1', status: 'pending' },
      ['Take a photo before continuing.'],
      'Take a photo before continuing.',
    ],
  ] as const)('%s', (_name, transferStatus, shipment, failures, message) => {
    expect(finishPacking({ transferStatus, shipment, failures, at })).toEqual({ ok: false, message });
  });
});

describe('shipSupplyShipment (ship/{supplyShipmentID}/scan-shipping-box)', () => {
  test.each([
    ['ready_to_ship leaves: in-transit', 'ready_to_ship', { ok: true, value: { status: 'in-transit', statusAt: at } }],
    ['pending is not packed yet', 'pending', { ok: false, message: m.notReadyToShip }],
    ['in-transit already shipped', 'in-transit', { ok: false, message: m.alreadyShipped }],
  ] as const)('%s', (_name, status, expected) => {
    expect(shipSupplyShipment({ status, at })).toEqual(expected);
  });
});
