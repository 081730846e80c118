import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanOnPhone, type NurseScanData } from './scan-data.ts';

const data: NurseScanData = {
  items: [
    {
      id: 'TUBE-001',
      serial: null,
      skuID: 'sku-tube',
      status: 'activated',
      supplyID: 'sup-amber',
      supplyName: 'Amber Tube',
      supplyType: 'tube',
      color: null,
      icon: null,
      held: true,
      shiftBag: false,
    },
  ],
  barcodes: { 'TUBE-001': { type: 'supply-item', id: 'TUBE-001' } },
  batchItems: {},
  batchSkus: {},
  skus: { 'sku-tube': { supplyID: 'sup-amber', active: true } },
};

afterEach(() => vi.unstubAllGlobals());

describe('scanOnPhone (ADR 022)', () => {
  it('answers a barcode of hers with no request, and records the scan-item event', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const record = vi.fn();
    const answer = await scanOnPhone(data, ' TUBE-001 ', { route: '/x', online: true, record });
    expect(answer).toMatchObject({ supplyItemID: 'TUBE-001', supplyID: 'sup-amber', barcodeType: 'supply-item' });
    expect(fetch).not.toHaveBeenCalled();
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ barcodeValue: ' TUBE-001 ', unknownBarcode: false }));
  });

  it('offline, a value it does not know gets the requirements.md 5 text at once', async () => {
    const record = vi.fn();
    await expect(scanOnPhone(data, 'NOPE', { route: '/x', online: false, record })).rejects.toThrow('Invalid barcode');
    expect(record).toHaveBeenCalledWith(
      expect.objectContaining({ unknownBarcode: true, errorMessage: 'Invalid barcode' }),
    );
    await expect(scanOnPhone(data, '   ', { route: '/x', online: false, record })).rejects.toThrow('Missing barcode.');
  });

  it('online, a value it does not know is asked of the server (a mail-in box is not hers)', async () => {
    const fetch = vi.fn(async () => Response.json({ barcode: 'BOX-1', supplyItemID: 'BOX-1' }));
    vi.stubGlobal('fetch', fetch);
    const answer = await scanOnPhone(data, 'BOX-1', { route: '/x', online: true, record: vi.fn() });
    expect(answer.supplyItemID).toBe('BOX-1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
