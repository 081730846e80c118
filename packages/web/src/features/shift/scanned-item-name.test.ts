import { expect, test } from 'vitest';
import { scannedItemName } from './scanned-items.ts';
import type { ShiftDetails } from './use-shift.ts';

const shift = {
  supplyItemIDs: ['si-pbag-0001', 'si-unknown'],
  supplyNames: { 'sup-procedure-bag': 'Procedure Bag' },
  scannedSupplyIDs: { 'si-pbag-0001': 'sup-procedure-bag' },
} as unknown as ShiftDetails;

test('a scanned shift supply is named by its supply, never by its internal id (issue 13)', () => {
  expect(scannedItemName(shift, 'si-pbag-0001')).toBe('Procedure Bag');
  expect(scannedItemName(shift, 'si-unknown')).toBe('Supply');
});
