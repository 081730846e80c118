import { describe, expect, it, test } from 'vitest';
import { fulfillmentOfShippedTransfer, kitOrderQuantityRefusal, type ShippedTransfer } from './kit-order.ts';

const order: ShippedTransfer = {
  id: 'st-1',
  kind: 'kit-order',
  requestedByUserID: 'user-nurse',
  boxItemIDs: ['item-a', 'item-b'],
};

describe('fulfillmentOfShippedTransfer (issue 23: a shipped kit order becomes her supplies)', () => {
  it.each([
    [
      'a kit order with kits in its box: her shipped kit of those items',
      order,
      {
        id: 'fulfillment-st-1',
        userID: 'user-nurse',
        supplyTransferID: 'st-1',
        status: 'shipped',
        itemIDs: ['item-a', 'item-b'],
      },
    ],
    [
      'an item scanned twice is in her kit once',
      { ...order, boxItemIDs: ['item-a', 'item-a'] },
      {
        id: 'fulfillment-st-1',
        userID: 'user-nurse',
        supplyTransferID: 'st-1',
        status: 'shipped',
        itemIDs: ['item-a'],
      },
    ],
    ['a kit shipment goes to a patient, not to a nurse: none', { ...order, kind: 'kit-shipment' as const }, null],
    ['a kit order whose nurse is gone: none', { ...order, requestedByUserID: null }, null],
    ['an empty box: nothing to activate, none', { ...order, boxItemIDs: [] }, null],
  ])('%s', (_name, transfer, answer) => expect(fulfillmentOfShippedTransfer(transfer)).toEqual(answer));
});

test.each([
  ['Procedure Bag', 21, 'At most 20 Procedure Bag items in one order.'],
  ['Amber Tube', 99, 'At most 20 Amber Tube items in one order.'],
  ['Procedure Bag', 20, null],
  ['Procedure Bag', 0, null],
])('ordering %s × %i: %s', (name, quantity, want) => expect(kitOrderQuantityRefusal(name, quantity)).toBe(want));
