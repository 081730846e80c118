import { describe, expect, test } from 'vitest';
import { shiftMessages, stepMessages } from './messages.ts';
import { shiftCheckInFlow } from './shift-check-in.ts';
import type { ShiftPreparationState } from './shift-preparation.ts';
import { supplyShipmentFlow } from './supply-shipment.ts';

describe('the shift check-in as a declared flow (requirements.md 2.10, 4)', () => {
  test.each([
    ['area-check', 'Area check', null, 'leave-from'],
    ['leave-from', 'Where do you leave from?', 'area-check', 'scan-shift-bag'],
    ['scan-shift-bag', 'Scan your shift bag', 'leave-from', 'scan-shift-supplies'],
    ['scan-shift-supplies', 'Your supplies', 'scan-shift-bag', 'check-in'],
    ['check-in', 'Check in', 'scan-shift-supplies', null],
  ] as const)('%s: "%s", back %s, next %s, at its own path', (key, title, back, next) => {
    expect(shiftCheckInFlow.step(key).title).toBe(title);
    expect(shiftCheckInFlow.back(key)?.key ?? null).toBe(back);
    expect(shiftCheckInFlow.next(key)?.key ?? null).toBe(next);
    expect(shiftCheckInFlow.stepAt(key)?.key).toBe(key);
  });

  const nothing: ShiftPreparationState = {
    supplies: { tube: 2 },
    scannedSupplyItemIDs: ['si-1'],
    geoCheck: null,
    shiftBagSupplyItemID: null,
    nurseRegionID: null,
    serviceRegionIDs: ['r-1'],
  };
  test.each([
    ['requirements.md 5 area-check: not in a service region', 'area-check', [shiftMessages.notInServiceRegion]],
    ['leave-from never blocks', 'leave-from', []],
    ['scan-shift-bag: the bag', 'scan-shift-bag', [stepMessages.scanShiftBag]],
    ['requirements.md 5 scan-shift-supplies: every supply', 'scan-shift-supplies', [stepMessages.scanAllItems]],
    ['requirements.md 5 check-in: the geocheck', 'check-in', [shiftMessages.noGeoCheck]],
  ] as const)('%s', (_, key, failures) => {
    expect(shiftCheckInFlow.failures(key, nothing)).toEqual(failures);
  });
});

describe('the supply shipment flow as a declared flow (requirements.md 2.12, 4, 5)', () => {
  test('one step, scan supply box, at ship/{supplyShipmentID}/scan-shipping-box', () => {
    expect(supplyShipmentFlow.keys).toEqual(['scan-supply-box']);
    expect(supplyShipmentFlow.stepAt('scan-shipping-box')?.title).toBe('Scan shipping box');
    expect(supplyShipmentFlow.back('scan-supply-box')).toBeNull();
    expect(supplyShipmentFlow.next('scan-supply-box')).toBeNull();
  });

  test.each([
    ['requirements.md 4: no scan state yet', null, [stepMessages.scanSupplyBox]],
    ['no box scanned', { boxSupplyItemID: null }, [stepMessages.scanSupplyBox]],
    ['the box scanned', { boxSupplyItemID: 'si-box' }, []],
  ])('%s', (_, state, failures) => {
    expect(supplyShipmentFlow.failures('scan-supply-box', state)).toEqual(failures);
  });
});
