import { scanMessages } from '@sc/domain/scanning/messages';
import { ScanRefusal } from '@sc/domain/scanning/scan-answers';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The server, as the check-in pages call it: scanBarcode and getSupplyItemsData answer from the
// demo's items below.
const server = vi.hoisted(() => ({ calls: [] as string[], offline: false }));
vi.mock('../../lib/api.ts', () => ({
  call: async (name: string, input: { barcode?: string; supplyItemIDs?: string[] }) => {
    server.calls.push(name);
    if (server.offline) throw new Error('You seem to be offline.');
    const items: Record<string, { id: string; supplyID: string; supplyName: string }> = {
      'si-bag-visit-0001': { id: 'si-bag-visit-0001', supplyID: 'sup-visit-bag', supplyName: 'Visit Bag' },
      'si-kit-0001': { id: 'si-kit-0001', supplyID: 'sup-a1c-kit', supplyName: 'HbA1c Collection Kit' },
      'si-tube-0001': { id: 'si-tube-0001', supplyID: 'sup-amber-tube', supplyName: 'Amber Tube' },
    };
    const barcodes: Record<string, string> = {
      'BAG-VISIT-0001': 'si-bag-visit-0001',
      'KIT-0001': 'si-kit-0001',
      'TUBE-0001': 'si-tube-0001',
    };
    if (name === 'scanBarcode') return { supplyItemID: barcodes[input.barcode!] ?? null };
    if (name === 'getSupplyItemsData') return { items: input.supplyItemIDs!.map((id) => items[id]).filter(Boolean) };
    throw new Error(`unexpected ${name}`);
  },
}));

const { shiftSupplyAnswer, shiftSuppliesLeft, withShiftScanHint } = await import('./shift-scan-answers.ts');

const shift = {
  supplies: { 'sup-amber-tube': 2, 'sup-gold-tube': 1, 'sup-unnamed': 1 },
  supplyNames: { 'sup-amber-tube': 'Amber Tube', 'sup-gold-tube': 'Gold Top SST Tube' },
  supplyItemIDs: ['si-tube-0001'],
};

beforeEach(() => {
  server.calls = [];
  server.offline = false;
});

const refused = (message: string) => () => Promise.reject(new Error(message));

describe('check-in scan answers', () => {
  it('a supply taken is named by its supply', async () => {
    expect(await shiftSupplyAnswer('si-tube-0001')).toBe('Amber Tube scanned');
    expect(await shiftSupplyAnswer('si-unknown')).toBeUndefined();
  });

  it('what the shift still needs, by name (never by id)', () => {
    expect(shiftSuppliesLeft(shift, ['sup-amber-tube'])).toEqual(['Amber Tube', 'Gold Top SST Tube']);
  });

  it('"Wrong supply" for a supply: what was scanned, then what is left', async () => {
    const error = await withShiftScanHint(refused(scanMessages.wrongSupply), {
      barcode: 'KIT-0001',
      shift,
      want: 'supplies',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanRefusal);
    expect((error as ScanRefusal).message).toBe('Wrong supply');
    expect((error as ScanRefusal).hint).toBe(
      'That is an HbA1c Collection Kit. Scan the Amber Tube or the Gold Top SST Tube.',
    );
  });

  it('"Wrong supply" for the shift bag (a visit bag scanned): it asks for the shift bag', async () => {
    const error = await withShiftScanHint(refused(scanMessages.wrongSupply), {
      barcode: 'BAG-VISIT-0001',
      shift,
      want: 'shift-bag',
    }).catch((e: unknown) => e);
    expect((error as ScanRefusal).hint).toBe('That is a Visit Bag. Scan the shift bag.');
  });

  it('other refusals, and refusals whose names cannot be had (offline), stay as they were', async () => {
    const invalid = new Error(scanMessages.invalidBarcode);
    await expect(
      withShiftScanHint(() => Promise.reject(invalid), { barcode: 'X', shift, want: 'supplies' }),
    ).rejects.toBe(invalid);
    expect(server.calls).toEqual([]);
    server.offline = true;
    const wrong = new Error(scanMessages.wrongSupply);
    await expect(
      withShiftScanHint(() => Promise.reject(wrong), { barcode: 'KIT-0001', shift, want: 'supplies' }),
    ).rejects.toBe(wrong);
  });

  it('an accepted scan asks nothing more', async () => {
    expect(await withShiftScanHint(async () => 'ok', { barcode: 'TUBE-0001', shift, want: 'supplies' })).toBe('ok');
    expect(server.calls).toEqual([]);
  });
});
