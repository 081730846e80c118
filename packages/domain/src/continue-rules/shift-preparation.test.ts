import { describe, expect, it } from 'vitest';
import {
  isShiftFullyPrepared,
  requiredSupplyCount,
  shiftPreparationFailures,
  type ShiftPreparationState,
  type ShiftStep,
} from './shift-preparation.ts';

const base: ShiftPreparationState = {
  supplies: { tube: 3, bag: 2 },
  scannedSupplyItemIDs: ['T-1', 'T-2', 'T-3', 'B-1', 'B-2'],
  geoCheck: { regionID: 'r1', timestamp: '2026-01-01T08:00:00Z' },
  shiftBagSupplyItemID: 'SB-1',
  nurseRegionID: 'r1',
  serviceRegionIDs: ['r1', 'r2'],
};
const st = (patch: Partial<ShiftPreparationState>): ShiftPreparationState => ({ ...base, ...patch });

describe('requiredSupplyCount and isShiftFullyPrepared (requirements.md 5: scanned count equals the sum of required supplies)', () => {
  it.each([
    ['requirements.md 5: equal -> prepared', st({}), 5, true],
    ['requirements.md 5: one short', st({ scannedSupplyItemIDs: ['T-1', 'T-2', 'T-3', 'B-1'] }), 5, false],
    ['requirements.md 5: one over is not equal', st({ scannedSupplyItemIDs: [...base.scannedSupplyItemIDs, 'X-1'] }), 5, false],
    [
      'requirements.md 5: the same item twice counts once',
      st({ scannedSupplyItemIDs: ['T-1', 'T-1', 'T-2', 'T-3', 'B-1'] }),
      5,
      false,
    ],
    ['requirements.md 5: nothing required, nothing scanned', st({ supplies: {}, scannedSupplyItemIDs: [] }), 0, true],
    [
      'requirements.md 5: zero and negative counts add nothing',
      st({ supplies: { tube: 0, bag: -2, cup: 1 }, scannedSupplyItemIDs: ['C-1'] }),
      1,
      true,
    ],
  ] as const)('%s', (_, state, required, prepared) => {
    expect(requiredSupplyCount(state.supplies)).toBe(required);
    expect(isShiftFullyPrepared(state)).toBe(prepared);
  });
});

describe('shiftPreparationFailures (requirements.md 2.10 shift steps, requirements.md 5)', () => {
  it.each([
    ['requirements.md 5: area-check, in a service region', 'area-check', st({}), []],
    [
      'requirements.md 5: area-check, outside -> Not in service region',
      'area-check',
      st({ nurseRegionID: 'r9' }),
      ['Not in service region'],
    ],
    [
      'requirements.md 5: area-check, region unknown -> Not in service region',
      'area-check',
      st({ nurseRegionID: null }),
      ['Not in service region'],
    ],
    [
      'requirements.md 5: area-check, shift without regions',
      'area-check',
      st({ serviceRegionIDs: [] }),
      ['Not in service region'],
    ],
    [
      'requirements.md 5/8: check-in without a geoCheck -> No geocheck to complete.',
      'check-in',
      st({ geoCheck: null }),
      ['No geocheck to complete.'],
    ],
    ['requirements.md 5: check-in with a geoCheck', 'check-in', st({}), []],
    ['requirements.md 2.10: leave-from never blocks', 'leave-from', st({ geoCheck: null }), []],
    [
      'requirements.md 7: scan-shift-bag without the bag',
      'scan-shift-bag',
      st({ shiftBagSupplyItemID: null }),
      ['Scan the shift bag before continuing.'],
    ],
    ['requirements.md 7: scan-shift-bag with the bag', 'scan-shift-bag', st({}), []],
    ['requirements.md 5: scan-shift-supplies, fully prepared', 'scan-shift-supplies', st({}), []],
    [
      'requirements.md 5: scan-shift-supplies, short',
      'scan-shift-supplies',
      st({ scannedSupplyItemIDs: ['T-1'] }),
      ['Scan all items before continuing.'],
    ],
  ] as [string, ShiftStep, ShiftPreparationState, string[]][])('%s', (_, step, state, expected) => {
    expect(shiftPreparationFailures(step, state)).toEqual(expected);
  });
});
