import { scanMessages } from '@sc/domain/scanning/messages';
import { ScanRefusal } from '@sc/domain/scanning/scan-answers';
import { describe, expect, it } from 'vitest';
import { toScanNames, withScanHint } from './scan-names.ts';

const names = toScanNames([
  { id: 'si-tube-0001', supplyID: 'sup-amber-tube', supplyName: 'Amber Tube', color: '#b45309' },
  { id: 'si-tube-0002', supplyID: 'sup-lavender-tube', supplyName: 'Lavender Top Tube (EDTA)', color: '#a78bfa' },
  { id: 'si-tube-0005', supplyID: 'sup-amber-tube', supplyName: 'Amber Tube (old name)', color: null },
]);

describe('toScanNames', () => {
  it('names supplies and supply items by the supply, with its colour; the first item of a supply wins', () => {
    expect(names.supply('sup-amber-tube')).toBe('Amber Tube');
    expect(names.item('si-tube-0002')).toBe('Lavender Top Tube (EDTA)');
    expect(names.item('si-tube-0005')).toBe('Amber Tube');
    expect(names.itemColor('si-tube-0001')).toBe('#b45309');
    expect(names.supplyOf('si-tube-0002')).toBe('sup-lavender-tube');
  });

  it('an unknown id (or none) has no name, never the id itself', () => {
    expect(names.supply('sup-unknown')).toBeNull();
    expect(names.item('si-pbag-0001')).toBeNull();
    expect(names.item(null)).toBeNull();
    expect(names.supplyColor(undefined)).toBeNull();
  });
});

describe('withScanHint', () => {
  const context = () => ({ scanned: 'Lavender Top Tube (EDTA)', wanted: ['Amber Tube'] });

  it('passes an accepted scan’s answer through', async () => {
    await expect(withScanHint(() => 'Amber Tube scanned', context)).resolves.toBe('Amber Tube scanned');
  });

  it('a "Wrong supply" refusal keeps its text and gains the hint', async () => {
    const refused = await withScanHint(() => {
      throw new Error(scanMessages.wrongSupply);
    }, context).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ScanRefusal);
    expect((refused as ScanRefusal).message).toBe('Wrong supply');
    expect((refused as ScanRefusal).hint).toBe('That is a Lavender Top Tube (EDTA). Scan the Amber Tube.');
  });

  it('a refusal with nothing to add is thrown as it was', async () => {
    const original = new Error(scanMessages.invalidBarcode);
    await expect(
      withScanHint(() => {
        throw original;
      }, context),
    ).rejects.toBe(original);
  });
});
