import { describe, expect, it } from 'vitest';
import { shippedBarcodesOf } from './shipped-barcodes.ts';

describe('shippedBarcodesOf (requirements.md 3: the barcodes a supply shipment carries)', () => {
  it.each([
    [
      'the scanned values, in order',
      { scanned: ['KIT-0001', 'VIAL-0001', 'BOX-MAIL-0001'] },
      ['KIT-0001', 'VIAL-0001', 'BOX-MAIL-0001'],
    ],
    ['each value once, trimmed', { scanned: [' KIT-0001', 'KIT-0001 ', 'VIAL-0001'] }, ['KIT-0001', 'VIAL-0001']],
    [
      'blank, non-text and too long values are skipped',
      { scanned: ['', '  ', 7, null, { v: 1 }, 'x'.repeat(201), 'OK-1'] },
      ['OK-1'],
    ],
    ['a value of exactly 200 characters is kept', { scanned: ['x'.repeat(200)] }, ['x'.repeat(200)]],
    ['nothing scanned yet', {}, []],
    ['scanned is not a list', { scanned: 'KIT-0001' }, []],
    ['no record', null, []],
    ['not an object', 'KIT-0001', []],
  ] as const)('%s', (_, scanning, expected) => expect(shippedBarcodesOf(scanning)).toEqual(expected));
});
