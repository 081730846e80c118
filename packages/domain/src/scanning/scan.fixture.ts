/** Lookup tables for the scanning tests: one entry per rule of requirements.md 5 worth exercising. */
import type { ScanLookups, SupplyItemRecord } from './resolve-barcode.ts';

function item(id: string, skuID: string, serial: string | null = null): SupplyItemRecord {
  return { id, serial, skuID, status: 'activated' };
}

export const lookups: ScanLookups = {
  barcodes: {
    'BC-PLAIN': { type: 'supply-item', id: 'PLAIN' },
    TUBE: { type: 'supply-item', id: 'TUBE-0001' },
    T1: { type: 'supply-item', id: 'TUBE-0001' },
    'TUBE-0002': { type: 'supply-item', id: 'TUBE-0002' },
    OLD: { type: 'supply-item', id: 'OLD-1' },
    ORPHAN: { type: 'supply-item', id: 'ORPHAN-1' },
    GHOST: { type: 'supply-item', id: 'GHOST-9' },
    LOT7: { type: 'batch', id: 'batch-7' },
    LOT8: { type: 'batch', id: 'batch-8' },
    LOT9: { type: 'batch', id: 'batch-missing' },
    LOT10: { type: 'batch', id: 'batch-10' },
    LOT11: { type: 'batch', id: 'batch-11' },
    BOX: { type: 'mail-in-box', id: 'sku-box' },
    BOXOLD: { type: 'mail-in-box', id: 'sku-retired' },
    LBL: { type: 'label', id: 'shipment-1' },
  },
  batchItems: {
    'batch-7': { serials: ['0042', '0043'], batchSkuID: 'bsku-tube' },
    'batch-8': { serials: ['0001'], batchSkuID: 'bsku-missing' },
    'batch-10': { serials: ['0001'], batchSkuID: 'bsku-retired' },
    'batch-11': { serials: ['0001'], batchSkuID: 'bsku-orphan' },
  },
  batchSkus: {
    'bsku-tube': { skuID: 'sku-tube' },
    'bsku-retired': { skuID: 'sku-retired' },
    'bsku-orphan': { skuID: 'sku-nowhere' },
  },
  skus: {
    'sku-tube': { supplyID: 'tube', active: true },
    'sku-bag': { supplyID: 'specimen-bag', active: true },
    'sku-retired': { supplyID: 'tube', active: false },
    'sku-box': { supplyID: 'mail-in-box', active: true },
  },
  supplyItems: {
    PLAIN: item('PLAIN', 'sku-bag'),
    'TUBE-0001': item('TUBE-0001', 'sku-tube', '0001'),
    'TUBE-0002': item('TUBE-0002', 'sku-tube', '0002'),
    'OLD-1': item('OLD-1', 'sku-retired'),
    'ORPHAN-1': item('ORPHAN-1', 'sku-missing'),
    'LOT7-0042': item('LOT7-0042', 'sku-tube', '0042'),
  },
};
