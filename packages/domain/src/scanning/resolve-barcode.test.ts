import { describe, expect, it } from 'vitest';
import { resolveBarcode, scanAnswerOf, scanEventProperties, type ResolvedScan } from './resolve-barcode.ts';
import { lookups } from './scan.fixture.ts';

type Ok = Pick<ResolvedScan, 'barcodeType' | 'supplyID' | 'supplyItemID' | 'serial'> & Partial<ResolvedScan>;
type Row = [rule: string, scanned: string, expected: Ok | string];

const rows: Row[] = [
  // requirements.md 8: "Missing barcode."
  ['requirements.md 8: an empty scan -> Missing barcode.', '', 'Missing barcode.'],
  ['requirements.md 8: a blank scan -> Missing barcode.', '  \t', 'Missing barcode.'],
  // requirements.md 5: "a barcode must exist, else Invalid barcode"
  ['requirements.md 5: unknown barcode -> Invalid barcode', 'NOPE', 'Invalid barcode'],
  ['requirements.md 5: unknown code with a serial -> Invalid barcode', 'NOPE-0001', 'Invalid barcode'],
  ['requirements.md 5: Object.prototype names are not barcodes', 'constructor', 'Invalid barcode'],
  ['requirements.md 5: __proto__ is not a barcode', '__proto__', 'Invalid barcode'],
  ['requirements.md 5: lookup is case-sensitive', 'box', 'Invalid barcode'],
  // requirements.md 5: "A batch barcode without a batch sku gives Invalid batch barcode"
  ['requirements.md 5: batch barcode whose batch sku is missing -> Invalid batch barcode', 'LOT8-0001', 'Invalid batch barcode'],
  ['requirements.md 5: batch barcode whose batch item is missing -> Invalid batch barcode', 'LOT9-0001', 'Invalid batch barcode'],
  // requirements.md 5: "A supply barcode without a sku gives Invalid supply barcode"
  ['requirements.md 5: supply item whose sku is missing -> Invalid supply barcode', 'ORPHAN', 'Invalid supply barcode'],
  ['requirements.md 5: batch sku pointing to no sku -> Invalid supply barcode', 'LOT11-0001', 'Invalid supply barcode'],
  ['requirements.md 5: a label barcode names no supply -> Invalid supply barcode', 'LBL', 'Invalid supply barcode'],
  // requirements.md 5: "An inactive sku gives Inactive supply. Please contact support."
  ['requirements.md 5: supply item of an inactive sku', 'OLD', 'Inactive supply. Please contact support.'],
  ['requirements.md 5: batch of an inactive sku', 'LOT10-0001', 'Inactive supply. Please contact support.'],
  ['requirements.md 5: mail-in box of an inactive sku', 'BOXOLD', 'Inactive supply. Please contact support.'],
  // requirements.md 5: "Serialised items must match the serial"
  [
    'requirements.md 5: serialised item scanned with its serial',
    'TUBE-0001',
    { barcodeType: 'supply-item', supplyID: 'tube', supplyItemID: 'TUBE-0001', serial: '0001' },
  ],
  ['requirements.md 5: serialised item scanned with another serial -> Invalid barcode', 'TUBE-0009', 'Invalid barcode'],
  ['requirements.md 5: serialised item scanned without its serial -> Invalid barcode', 'T1', 'Invalid barcode'],
  [
    'requirements.md 5: serialised item whose barcode is the whole id',
    'TUBE-0002',
    { barcodeType: 'supply-item', supplyID: 'tube', supplyItemID: 'TUBE-0002', serial: '0002' },
  ],
  [
    'requirements.md 5: batch unit with a serial of the batch',
    'LOT7-0042',
    {
      barcodeType: 'batch',
      supplyID: 'tube',
      supplyItemID: 'LOT7-0042',
      serial: '0042',
      batchItemID: 'batch-7',
      skuID: 'sku-tube',
    },
  ],
  ['requirements.md 5: batch unit with a serial not in the batch -> Invalid barcode', 'LOT7-0099', 'Invalid barcode'],
  ['requirements.md 5: batch scanned without a serial -> Invalid barcode', 'LOT7', 'Invalid barcode'],
  // requirements.md 5: "Unknown supply item gives Supply item {id} not found"
  ['requirements.md 5: barcode naming a missing supply item', 'GHOST', 'Supply item GHOST-9 not found'],
  ['requirements.md 5: batch serial without a supply item', 'LOT7-0043', 'Supply item LOT7-0043 not found'],
  // Accepted scans
  [
    'requirements.md 5: unserialised item, whole value is the barcode',
    'BC-PLAIN',
    { barcodeType: 'supply-item', supplyID: 'specimen-bag', supplyItemID: 'PLAIN', serial: null },
  ],
  [
    'requirements.md 5: surrounding spaces are trimmed',
    '  BC-PLAIN\n',
    { barcodeType: 'supply-item', supplyID: 'specimen-bag', supplyItemID: 'PLAIN', serial: null, barcode: 'BC-PLAIN' },
  ],
  [
    'requirements.md 7: mail-in box is scanned against its supply ID',
    'BOX',
    { barcodeType: 'mail-in-box', supplyID: 'mail-in-box', supplyItemID: null, serial: null, supplyItem: null },
  ],
  [
    'requirements.md 7: mail-in box with a printed serial keeps the whole value',
    'BOX-123',
    { barcodeType: 'mail-in-box', supplyID: 'mail-in-box', supplyItemID: null, serial: null, barcode: 'BOX-123' },
  ],
];

describe('resolveBarcode (requirements.md 5 "Scanning", requirements.md 7 reads)', () => {
  it.each(rows)('%s', (_, scanned, expected) => {
    const result = resolveBarcode(scanned, lookups);
    if (typeof expected === 'string') {
      expect(result).toMatchObject({ ok: false, message: expected });
    } else {
      expect(result).toMatchObject({ ok: true, scan: expected });
    }
  });

  it('requirements.md 5: each error carries a code beside its text', () => {
    expect(resolveBarcode('GHOST', lookups)).toEqual({
      ok: false,
      code: 'supply-item-not-found',
      message: 'Supply item GHOST-9 not found',
    });
    expect(resolveBarcode('', lookups)).toEqual({ ok: false, code: 'missing-barcode', message: 'Missing barcode.' });
  });

  it('requirements.md 5: the supply item record is returned with its status', () => {
    const result = resolveBarcode('BC-PLAIN', lookups);
    expect(result.ok && result.scan.supplyItem).toEqual(lookups.supplyItems.PLAIN);
  });
});

describe('scanEventProperties and scanAnswerOf: one shape for the server and the phone (requirements.md 7, ADR 022)', () => {
  it.each([
    [
      'a unit',
      'TUBE-0002',
      {
        barcodeType: 'supply-item',
        barcodeValue: 'TUBE-0002',
        batchItemID: null,
        supplyItemID: 'TUBE-0002',
        unknownBarcode: false,
      },
    ],
    ['an unknown value', 'NOPE', { barcodeValue: 'NOPE', errorMessage: 'Invalid barcode', unknownBarcode: true }],
    ['an empty value', ' ', { barcodeValue: ' ', errorMessage: 'Missing barcode.', unknownBarcode: false }],
  ])('the scan-item event of %s', (_, value, properties) => {
    expect(scanEventProperties(value, resolveBarcode(value, lookups))).toEqual(properties);
  });

  it('the answer names the item, its supply and status, never the lookup tables', () => {
    const result = resolveBarcode('TUBE-0002', lookups);
    if (!result.ok) throw new Error(result.message);
    expect(Object.keys(scanAnswerOf(result.scan)).sort()).toEqual([
      'barcode',
      'barcodeType',
      'batchItemID',
      'serial',
      'supplyID',
      'supplyItemID',
      'supplyItemStatus',
    ]);
    expect(scanAnswerOf(result.scan)).toMatchObject({
      supplyItemID: 'TUBE-0002',
      supplyItemStatus: expect.any(String),
    });
  });
});
