import { describe, expect, test } from 'vitest';
import { itemPlaceBreaks, placesOf, stockCountBreaks, wrongScanBreaks } from './supplies-in-one-place.ts';
import type { StockCountFacts, SupplyHolder, SupplyItemFacts } from './view.ts';

const item = (over: Partial<SupplyItemFacts>): SupplyItemFacts => ({
  id: 'i1',
  supplyId: 'sup-kit',
  status: 'activated',
  ownerPlaceId: 'place-packing',
  ownerUserId: null,
  holders: [],
  ...over,
});
const packing = (over: Partial<Extract<SupplyHolder, { kind: 'packing' }>> = {}): SupplyHolder => ({
  kind: 'packing',
  record: 'transfer st-1 procedure-kit',
  placeId: 'place-packing',
  shipped: false,
  to: { patient: 'user-patient' },
  ...over,
});
const field = (nurseId: string | null = 'user-nurse'): SupplyHolder => ({
  kind: 'field',
  record: 'procedure p1 supplies',
  nurseId,
});
const fulfillment = (nurseId = 'user-nurse'): SupplyHolder => ({ kind: 'fulfillment', record: 'f1', nurseId });

describe('invariant 6: every supply item is in exactly one place (architecture.md 11)', () => {
  test.each([
    ['on the shelf', item({}), 0],
    ['received, not yet activated', item({ status: 'inactive', ownerPlaceId: null }), 0],
    ['with a nurse', item({ ownerPlaceId: null, ownerUserId: 'user-nurse' }), 0],
    ['scanned into a box, not yet done packing: on the bench', item({ holders: [packing()] }), 0],
    ['packed and used, on the bench', item({ status: 'used', holders: [packing(), packing({ record: 'box' })] }), 0],
    ['shipped to the patient', item({ status: 'used', holders: [packing({ shipped: true })] }), 0],
    [
      'a kit order shipped: her fulfillment, her box',
      item({
        status: 'inactive',
        ownerPlaceId: null,
        holders: [fulfillment(), packing({ shipped: true, to: { nurse: 'user-nurse' } })],
      }),
      0,
    ],
    [
      'activated by her from her fulfillment',
      item({ ownerPlaceId: null, ownerUserId: 'user-nurse', holders: [fulfillment()] }),
      0,
    ],
    [
      'used at her visit',
      item({ status: 'used', ownerPlaceId: null, ownerUserId: 'user-nurse', holders: [field()] }),
      0,
    ],
    [
      'a patient’s kit that her visit scanned',
      item({ status: 'used', holders: [packing({ shipped: true }), field()] }),
      0,
    ],
    ['used and held by nothing: in no place', item({ status: 'used' }), 1],
    ['activated at no one: in no place', item({ ownerPlaceId: null }), 1],
    [
      'a nurse’s item packed into a patient’s box',
      item({ ownerPlaceId: null, ownerUserId: 'n2', holders: [packing()] }),
      1,
    ],
    ['another place’s shelf item packed here', item({ ownerPlaceId: 'place-2', holders: [packing()] }), 1],
    ['used at a visit and packed for a patient', item({ status: 'used', holders: [field(), packing()] }), 1],
    ['two nurses’ visits', item({ status: 'used', ownerPlaceId: null, holders: [field('n1'), field('n2')] }), 1],
    [
      'shipped to one nurse, activated by another',
      item({ ownerPlaceId: null, ownerUserId: 'n2', holders: [fulfillment('n1')] }),
      1,
    ],
    ['on a shelf and in a fulfillment', item({ holders: [fulfillment()] }), 1],
  ])('%s', (_name, facts, breaks) => {
    expect(itemPlaceBreaks([facts])).toHaveLength(breaks);
  });

  test('a break names the places and the records that say so', () => {
    expect(placesOf(item({ ownerPlaceId: null, ownerUserId: 'n2', holders: [packing()] }))).toEqual(
      new Map([
        ['nurse n2', ['its row']],
        ['packing at place-packing', ['transfer st-1 procedure-kit']],
      ]),
    );
  });

  test.each([
    ['refused, nothing moved', { status: 400, changed: false }, 0],
    ['accepted', { status: 200, changed: true }, 1],
    ['refused, but something moved', { status: 400, changed: true }, 1],
  ])('a wrong item scanned: %s', (_name, s, breaks) => {
    expect(wrongScanBreaks([{ name: 'scanSupplyTransferStep', why: 'a nurse’s item', ...s }])).toHaveLength(breaks);
  });
});

describe('invariant 6: the sum per supply holds (architecture.md 11)', () => {
  const count = (over: Partial<StockCountFacts>): StockCountFacts => ({
    placeId: 'place-packing',
    supplyId: 'sup-kit',
    quantity: 40,
    startQuantity: 40,
    startActivated: 1,
    ...over,
  });
  const onShelf = (n: number) => Array.from({ length: n }, (_, i) => item({ id: `i${i}` }));
  test.each([
    ['nothing moved', onShelf(1), count({}), 0],
    ['one more activated, counted', onShelf(2), count({ quantity: 41 }), 0],
    ['one packed and used, taken off the count', onShelf(0), count({ quantity: 39 }), 0],
    ['one packed and used, still counted', onShelf(0), count({}), 1],
    ['one activated, not counted', onShelf(2), count({}), 1],
    [
      'items the seed never counted, unchanged',
      onShelf(2),
      count({ quantity: 0, startQuantity: 0, startActivated: 2 }),
      0,
    ],
  ])('%s', (_name, items, c, breaks) => {
    expect(stockCountBreaks(items, [c])).toHaveLength(breaks);
  });
  test('items active at a place that keeps no count of them', () => {
    expect(stockCountBreaks(onShelf(1), [])).toHaveLength(1);
  });
});
