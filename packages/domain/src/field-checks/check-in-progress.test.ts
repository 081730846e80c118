import { describe, expect, it } from 'vitest';
import { checkInRefusal } from '../continue-rules/shift-check-in.ts';
import { checkInProgress, checkInSteps, missingCheckInStep } from './check-in-progress.ts';

const GEO = { serviceRegionID: 'r-1', lat: 40.7, lng: -73.9, checkedAt: '2026-11-24T08:00:00Z' };
const READY = {
  supplies: { tube: 2 },
  scannedSupplyItemIDs: ['si-1', 'si-2'],
  geoCheck: GEO as object | null,
  shiftBagSupplyItemID: 'si-bag' as string | null,
};
const ON = { supplyPreparationDisabled: false };
const OFF = { supplyPreparationDisabled: true };

describe('checkInProgress (issue 13: "Step n of m" on every check-in page)', () => {
  const rows = [
    ['requirements.md 2.10: area-check is first', 'area-check', 1],
    ['requirements.md 2.10: leave-from follows it', 'leave-from', 2],
    ['requirements.md 2.10: then the shift bag', 'scan-shift-bag', 3],
    ['requirements.md 2.10: then the supplies', 'scan-shift-supplies', 4],
    ['requirements.md 2.10: check-in is last', 'check-in', 5],
  ] as const;
  it.each(rows)('%s', (_, step, index) => expect(checkInProgress(step)).toEqual({ index, count: 5 }));

  it('counts every page once, in the order Next walks them', () => {
    expect(new Set(checkInSteps).size).toBe(checkInSteps.length);
  });
});

describe('missingCheckInStep (issue 13: check-in opened directly names what is missing)', () => {
  const rows = [
    ['requirements.md 5: everything done, nothing missing', READY, ON, null],
    [
      'requirements.md 5: no geocheck sends her to the area check',
      { ...READY, geoCheck: null },
      ON,
      { step: 'area-check', reason: 'No geocheck to complete.' },
    ],
    [
      'requirements.md 5: the geocheck is asked first, before the bag and supplies',
      { ...READY, geoCheck: null, shiftBagSupplyItemID: null, scannedSupplyItemIDs: [] },
      ON,
      { step: 'area-check', reason: 'No geocheck to complete.' },
    ],
    [
      'requirements.md 7: no shift bag sends her to the bag scan',
      { ...READY, shiftBagSupplyItemID: null },
      ON,
      { step: 'scan-shift-bag', reason: 'Scan the shift bag before continuing.' },
    ],
    [
      'requirements.md 5: a supply left to scan sends her to the supplies',
      { ...READY, scannedSupplyItemIDs: ['si-1'] },
      ON,
      { step: 'scan-shift-supplies', reason: 'Scan all items before continuing.' },
    ],
    [
      'requirements.md 9: preparation disabled asks for neither bag nor supplies',
      { ...READY, shiftBagSupplyItemID: null, scannedSupplyItemIDs: [] },
      OFF,
      null,
    ],
    [
      'requirements.md 9: preparation disabled still needs the geocheck',
      { ...READY, geoCheck: null, shiftBagSupplyItemID: null },
      OFF,
      { step: 'area-check', reason: 'No geocheck to complete.' },
    ],
  ] as const;
  it.each(rows)('%s', (_, state, options, expected) => {
    const missing = missingCheckInStep(state, options);
    expect(missing).toEqual(expected);
    // The same reason check-in itself is refused with: one rule, two readers.
    expect(missing?.reason ?? null).toBe(checkInRefusal(state, options));
  });
});
