import { describe, expect, it } from 'vitest';
import {
  clearScan,
  isScanListComplete,
  matchScan,
  scanExpectedItem,
  toScanKey,
  type ExpectedItem,
  type ScanToMatch,
} from './match-scan.ts';
import { lookups } from './scan.fixture.ts';

const tube = (supplyItemID: string, serial: string | null = null): ScanToMatch => ({
  barcode: supplyItemID,
  supplyID: 'tube',
  supplyItemID,
  serial,
});
const box = (barcode: string): ScanToMatch => ({ barcode, supplyID: 'mail-in-box', supplyItemID: null, serial: null });
const open = (supplyID: string, serial?: string): ExpectedItem => ({
  supplyID,
  isScanned: false,
  ...(serial ? { serial } : {}),
});
const done = (supplyID: string, key: string): ExpectedItem => ({
  supplyID,
  isScanned: true,
  scannedKey: key,
  supplyItemID: key,
});

type Row = [rule: string, items: ExpectedItem[], scan: ScanToMatch, expected: number | string, alsoScanned?: string[]];
const rows: Row[] = [
  [
    'requirements.md 5: a scan marks the first unscanned item of its supply',
    [open('bag'), open('tube'), open('tube')],
    tube('T-1'),
    1,
  ],
  ['requirements.md 5: scanned items are skipped', [done('tube', 'T-1'), open('tube')], tube('T-2'), 1],
  [
    'requirements.md 5: same supply item again -> Barcode already scanned.',
    [done('tube', 'T-1'), open('tube')],
    tube('T-1'),
    'Barcode already scanned.',
  ],
  ['requirements.md 5: already scanned wins over Wrong supply', [done('tube', 'T-1')], tube('T-1'), 'Barcode already scanned.'],
  ['requirements.md 5: already scanned elsewhere in the flow', [open('tube')], tube('T-1'), 'Barcode already scanned.', ['T-1']],
  [
    'requirements.md 5: a restored item without scannedKey still counts by its supply item',
    [{ supplyID: 'tube', isScanned: true, supplyItemID: 'T-1' }, open('tube')],
    tube('T-1'),
    'Barcode already scanned.',
  ],
  ['requirements.md 5: no item of that supply -> Wrong supply', [open('bag')], tube('T-1'), 'Wrong supply'],
  [
    'requirements.md 5: every item of that supply scanned -> Wrong supply',
    [done('tube', 'T-1'), open('bag')],
    tube('T-2'),
    'Wrong supply',
  ],
  ['requirements.md 5: empty list -> Wrong supply', [], tube('T-1'), 'Wrong supply'],
  ['requirements.md 5: serialised expected item needs its serial', [open('tube', '0002')], tube('T-0001', '0001'), 'Wrong supply'],
  ['requirements.md 5: serialised expected item with its serial', [open('tube', '0002')], tube('T-0002', '0002'), 0],
  [
    'requirements.md 5: the item expecting this serial goes before a serial-free one',
    [open('tube'), open('tube', '0002')],
    tube('T-0002', '0002'),
    1,
  ],
  ['requirements.md 5: a serial-free item takes any serial', [open('tube', '0009'), open('tube')], tube('T-0002', '0002'), 1],
  ['requirements.md 7: mail-in box matched by its supply ID', [open('mail-in-box')], box('BOX-1'), 0],
  [
    'requirements.md 7: the same box barcode twice -> Barcode already scanned.',
    [{ supplyID: 'mail-in-box', isScanned: true, scannedKey: 'BOX-1' }, open('mail-in-box')],
    box('BOX-1'),
    'Barcode already scanned.',
  ],
  [
    'requirements.md 7: another box of the same supply',
    [{ supplyID: 'mail-in-box', isScanned: true, scannedKey: 'BOX-1' }, open('mail-in-box')],
    box('BOX-2'),
    1,
  ],
];

describe('matchScan (requirements.md 5: already scanned, wrong supply, serials)', () => {
  it.each(rows)('%s', (_, items, scan, expected, alsoScanned) => {
    const before = JSON.parse(JSON.stringify(items)) as ExpectedItem[];
    const result = matchScan(items, scan, alsoScanned ? { alsoScanned } : {});
    expect(items).toEqual(before);
    if (typeof expected === 'string') {
      expect(result).toMatchObject({ ok: false, message: expected });
      return;
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.index).toBe(expected);
    expect(result.items[expected]).toMatchObject({
      isScanned: true,
      scannedKey: toScanKey(scan),
      supplyItemID: scan.supplyItemID,
    });
    result.items.forEach((item, i) => {
      if (i !== expected) expect(item).toBe(items[i]);
    });
  });

  it('requirements.md 3: extra fields of a scan-list item pass through', () => {
    const result = matchScan([{ supplyID: 'tube', isScanned: false, name: 'Lavender tube' }], tube('T-1'));
    expect(result.ok && result.items[0]).toEqual({
      supplyID: 'tube',
      isScanned: true,
      name: 'Lavender tube',
      scannedKey: 'T-1',
      supplyItemID: 'T-1',
    });
  });
});

describe('scanExpectedItem (requirements.md 5: resolve, then match)', () => {
  it.each([
    ['requirements.md 5: resolves and marks', 'TUBE-0001', [open('tube')], 0],
    ['requirements.md 5: a resolve error comes first', 'NOPE', [open('tube')], 'Invalid barcode'],
    ['requirements.md 5: a valid barcode of another supply -> Wrong supply', 'BC-PLAIN', [open('tube')], 'Wrong supply'],
    [
      'requirements.md 5: scanning the same unit twice',
      'TUBE-0001',
      [done('tube', 'TUBE-0001'), open('tube')],
      'Barcode already scanned.',
    ],
    [
      'requirements.md 5: a batch unit and a serialised item are different units',
      'LOT7-0042',
      [done('tube', 'TUBE-0001'), open('tube')],
      1,
    ],
  ] as const)('%s', (_, value, items, expected) => {
    const result = scanExpectedItem(value, lookups, items);
    if (typeof expected === 'string') expect(result).toMatchObject({ ok: false, message: expected });
    else expect(result).toMatchObject({ ok: true, index: expected, scan: { barcode: value } });
  });
});

describe('clearScan (requirements.md 4: unsetting a scanned supply)', () => {
  it('requirements.md 4: the item becomes unscanned and can be scanned again', () => {
    const cleared = clearScan([done('tube', 'T-1')], 0);
    expect(cleared).toEqual([{ supplyID: 'tube', isScanned: false, scannedKey: null, supplyItemID: null }]);
    expect(matchScan(cleared, tube('T-1')).ok).toBe(true);
  });
  it('requirements.md 4: clearing an unscanned or missing item changes nothing', () => {
    const items = [open('tube')];
    expect(clearScan(items, 0)).toEqual(items);
    expect(clearScan(items, 5)).toEqual(items);
  });
});

describe('isScanListComplete (requirements.md 3/5: a non-empty scan list, all scanned)', () => {
  it.each([
    ['requirements.md 5: empty list is not complete', [], false],
    ['requirements.md 5: missing list is not complete', null, false],
    ['requirements.md 5: one unscanned', [{ isScanned: true }, { isScanned: false }], false],
    ['requirements.md 5: all scanned', [{ isScanned: true }, { isScanned: true }], true],
  ] as const)('%s', (_, items, expected) => expect(isScanListComplete(items)).toBe(expected));
});
