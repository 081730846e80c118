import { describe, expect, test } from 'vitest';
import { expectedItemRefusal, newBagRefusal, scanRows, type ScannedItem } from './scan-acceptance.ts';

test('scan rows tick what is scanned, once per item', () => {
  expect(scanRows(['a', 'b', 'a'], ['b'])).toEqual([
    { supplyItemID: 'a', scanned: false },
    { supplyItemID: 'b', scanned: true },
  ]);
});

describe('an item the step expects exactly (requirements.md 5)', () => {
  test.each([
    ['an expected item', 'si-tube-0004', [], null],
    ['an item scanned already', 'si-tube-0004', ['si-tube-0004'], 'Barcode already scanned.'],
    ['another tube', 'si-tube-0001', [], 'Wrong supply'],
    ['a barcode naming no supply item', null, [], 'Wrong supply'],
  ])('requirements.md 5: %s', (_, supplyItemID, scanned, refusal) => {
    expect(expectedItemRefusal(['si-tube-0004'], scanned, supplyItemID)).toBe(refusal);
  });
});

describe('a new bag (requirements.md 4, 5)', () => {
  const scan = (supplyItemID: string | null, supplyID: string | null = 'sup-specimen-bag'): ScannedItem => ({
    barcode: supplyItemID ?? 'BAG',
    supplyID,
    supplyItemID,
    serial: null,
  });
  const inUse = ['si-bag-spec-0001'];

  test.each([
    ['requirements.md 5: an unused bag of the supply', 'sup-specimen-bag', scan('si-bag-spec-0002'), null],
    ['requirements.md 5: a bag in use here', 'sup-specimen-bag', scan('si-bag-spec-0001'), 'Barcode already scanned.'],
    ['requirements.md 5: an item of another supply', 'sup-specimen-bag', scan('si-tube-0004', 'sup-sst-tube'), 'Wrong supply'],
    ['requirements.md 5: an item whose supply is unknown', 'sup-specimen-bag', scan('si-x', null), 'Wrong supply'],
    ['requirements.md 5: a barcode naming no supply item', 'sup-specimen-bag', scan(null), 'Wrong supply'],
    ['bag supply unknown: any unused item', null, scan('si-tube-0004', 'sup-sst-tube'), null],
    ['bag supply unknown: a bag in use here', null, scan('si-bag-spec-0001'), 'Barcode already scanned.'],
    ['bag supply unknown: a barcode naming no supply item', null, scan(null), 'Wrong supply'],
  ])('%s', (_, bagSupplyID, scanned, refusal) => {
    expect(newBagRefusal({ bagSupplyID, inUse, scan: scanned })).toBe(refusal);
  });
});
