/**
 * Invariants of scanning (requirements.md 5), over random sequences of scans against random expected
 * lists: an expected item is never marked twice, an already scanned barcode is never accepted, a
 * supply item (or box barcode) satisfies at most one expected item, a refused scan changes nothing,
 * and every refusal is one of the requirements.md texts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchScan, scanExpectedItem, toScanKey, type ExpectedItem, type ScanToMatch } from './match-scan.ts';
import { isScanMessage, scanMessages } from './messages.ts';
import { resolveBarcode } from './resolve-barcode.ts';
import { lookups } from './scan.fixture.ts';

const supplies = ['tube', 'bag', 'mail-in-box'] as const;
const serials = ['01', '02', '03'] as const;

/** A small universe of units, each always resolving to the same supply and serial. */
const units: ScanToMatch[] = Array.from({ length: 9 }, (_, i) => ({
  barcode: `U${i}`,
  supplyID: supplies[i % 2]!,
  supplyItemID: `U${i}-${serials[i % 3]}`,
  serial: serials[i % 3]!,
}));
const boxes: ScanToMatch[] = ['BOX-1', 'BOX-2', 'BOX-3'].map((barcode) => ({
  barcode,
  supplyID: 'mail-in-box',
  supplyItemID: null,
  serial: null,
}));

const expectedItem = fc.record({
  supplyID: fc.constantFrom(...supplies),
  serial: fc.option(fc.constantFrom(...serials), { nil: undefined }),
  isScanned: fc.constant(false),
});
const scan = fc.constantFrom(...units, ...boxes);

function fits(item: ExpectedItem, s: ScanToMatch): boolean {
  return !item.isScanned && item.supplyID === s.supplyID && (item.serial == null || item.serial === s.serial);
}

describe('matchScan over random sequences (requirements.md 5)', () => {
  it('requirements.md 5: never marks an item twice, never accepts an already scanned barcode, one item per unit', () => {
    fc.assert(
      fc.property(fc.array(expectedItem, { maxLength: 8 }), fc.array(scan, { maxLength: 30 }), (start, scans) => {
        let items: ExpectedItem[] = start;
        for (const s of scans) {
          const key = toScanKey(s);
          const keysBefore = items.filter((i) => i.isScanned).map((i) => i.scannedKey);
          const result = matchScan(items, s);
          if (!result.ok) {
            expect(isScanMessage(result.message)).toBe(true);
            if (keysBefore.includes(key)) expect(result.message).toBe(scanMessages.alreadyScanned);
            else {
              expect(result.message).toBe(scanMessages.wrongSupply);
              expect(items.some((i) => fits(i, s))).toBe(false);
            }
            continue;
          }
          // An accepted scan was not scanned before, and marks exactly one item that was open.
          expect(keysBefore).not.toContain(key);
          expect(result.items).toHaveLength(items.length);
          const changed = result.items.flatMap((item, i) => (item === items[i] ? [] : [i]));
          expect(changed).toEqual([result.index]);
          expect(items[result.index]!.isScanned).toBe(false);
          expect(fits(items[result.index]!, s)).toBe(true);
          expect(result.items[result.index]).toMatchObject({ isScanned: true, scannedKey: key });
          items = result.items;
        }
        const keys = items.filter((i) => i.isScanned).map((i) => i.scannedKey);
        expect(new Set(keys).size).toBe(keys.length);
        const supplyItemIDs = items.flatMap((i) => (i.isScanned && i.supplyItemID ? [i.supplyItemID] : []));
        expect(new Set(supplyItemIDs).size).toBe(supplyItemIDs.length);
      }),
    );
  });

  it('requirements.md 5: the same sequence scanned twice accepts nothing the second time', () => {
    fc.assert(
      fc.property(fc.array(expectedItem, { maxLength: 8 }), fc.array(scan, { maxLength: 20 }), (start, scans) => {
        let items: ExpectedItem[] = start;
        const accepted: ScanToMatch[] = [];
        for (const s of scans) {
          const result = matchScan(items, s);
          if (result.ok) {
            items = result.items;
            accepted.push(s);
          }
        }
        for (const s of accepted)
          expect(matchScan(items, s)).toMatchObject({ ok: false, message: scanMessages.alreadyScanned });
      }),
    );
  });
});

describe('resolveBarcode and scanExpectedItem on any text (requirements.md 5)', () => {
  const known = Object.keys(lookups.barcodes);
  const valid = fc.constantFrom('TUBE-0001', 'TUBE-0002', 'LOT7-0042', 'BC-PLAIN', 'BOX', 'BOX-1', ' BOX-2 ');
  const text = fc.oneof(
    valid,
    fc.string(),
    fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', ...known),
    fc
      .tuple(
        fc.constantFrom(...known),
        fc.constantFrom('0001', '0042', '0043', '0099', ''),
        fc.string({ maxLength: 3 }),
      )
      .map(([code, serial, rest]) => `${code}-${serial}${rest}`),
  );

  it('requirements.md 5/8: never throws; a refusal is a requirements.md text; an acceptance names a known supply', () => {
    const supplyIDs = new Set(Object.values(lookups.skus).map((sku) => sku.supplyID));
    fc.assert(
      fc.property(text, (value) => {
        const result = resolveBarcode(value, lookups);
        if (!result.ok) expect(isScanMessage(result.message)).toBe(true);
        else {
          expect(supplyIDs.has(result.scan.supplyID)).toBe(true);
          expect(result.scan.barcode).toBe(value.trim());
        }
      }),
    );
  });

  it('requirements.md 5: random scans into a list keep every unit on at most one item', () => {
    const list = fc.array(
      fc.record({ supplyID: fc.constantFrom('tube', 'specimen-bag', 'mail-in-box'), isScanned: fc.constant(false) }),
      {
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(list, fc.array(text, { maxLength: 25 }), (start, values) => {
        let items: ExpectedItem[] = start;
        for (const value of values) {
          const result = scanExpectedItem(value, lookups, items);
          if (!result.ok) {
            expect(isScanMessage(result.message)).toBe(true);
            continue;
          }
          items = result.items;
        }
        const keys = items.filter((i) => i.isScanned).map((i) => i.scannedKey);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});
