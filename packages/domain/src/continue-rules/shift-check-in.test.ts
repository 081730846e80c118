import { describe, expect, it } from 'vitest';
import { shiftMessages, stepMessages } from './messages.ts';
import { checkInRefusal, toShiftSupplyScanList } from './shift-check-in.ts';

describe('toShiftSupplyScanList (requirements.md 3: supplies, count by supply; 5: scan list)', () => {
  it.each([
    ['nothing required', {}, [], []],
    [
      'two tubes, one scanned',
      { tube: 2 },
      [{ supplyItemID: 'si-1', supplyID: 'tube' }],
      [
        { supplyID: 'tube', isScanned: true, scannedKey: 'si-1', supplyItemID: 'si-1' },
        { supplyID: 'tube', isScanned: false },
      ],
    ],
    [
      'an item of a supply no longer required is left out',
      { bag: 1 },
      [{ supplyItemID: 'si-9', supplyID: 'tube' }],
      [{ supplyID: 'bag', isScanned: false }],
    ],
    ['non-positive counts add nothing', { tube: 0, bag: -1 }, [], []],
  ])('%s', (_name, supplies, scanned, expected) => {
    expect(toShiftSupplyScanList(supplies, scanned)).toEqual(expected);
  });
});

describe('checkInRefusal (requirements.md 5: completing needs a geoCheck; a shift is prepared when every supply is scanned)', () => {
  const ready = { supplies: { tube: 1 }, scannedSupplyItemIDs: ['si-1'], geoCheck: {}, shiftBagSupplyItemID: 'si-bag' };
  it.each([
    ['all done', ready, false, null],
    ['no geocheck', { ...ready, geoCheck: null }, false, shiftMessages.noGeoCheck],
    ['no shift bag', { ...ready, shiftBagSupplyItemID: null }, false, stepMessages.scanShiftBag],
    ['a supply not scanned', { ...ready, scannedSupplyItemIDs: [] }, false, stepMessages.scanAllItems],
    [
      'preparation disabled: only the geocheck counts',
      { ...ready, scannedSupplyItemIDs: [], shiftBagSupplyItemID: null },
      true,
      null,
    ],
    ['preparation disabled, no geocheck', { ...ready, geoCheck: null }, true, shiftMessages.noGeoCheck],
  ])('%s', (_name, state, supplyPreparationDisabled, expected) => {
    expect(checkInRefusal(state, { supplyPreparationDisabled })).toBe(expected);
  });
});
