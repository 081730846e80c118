/**
 * Operations look a barcode up (issue 25): what it stands for and what a scan of it answers, by
 * the same lookups and rule the scanner uses (repositories' loadScanLookups, the domain's
 * resolveBarcode), so "why was my scan refused" has the scanner's own answer.
 */
import { resolveBarcode } from '@sc/domain/scanning/resolve-barcode';
import { loadScanLookups } from '../../repositories/supply-items.repository.ts';
import type { Handler } from '../context.ts';

export const lookUpBarcode: Handler<'lookUpBarcode'> = async ({ barcode }, ctx) => {
  const lookups = await loadScanLookups(ctx.db, barcode);
  const code = barcode.split('-')[0] ?? barcode;
  const entry = lookups.barcodes[barcode] ?? lookups.barcodes[code] ?? null;
  const result = resolveBarcode(barcode, lookups);
  const itemID = result.ok ? result.scan.supplyItemID : entry?.type === 'supply-item' ? entry.id : null;
  const item = itemID ? (lookups.supplyItems[itemID] ?? null) : null;
  const skuID = result.ok ? result.scan.skuID : (item?.skuID ?? Object.keys(lookups.skus)[0] ?? null);
  const sku = skuID ? lookups.skus[skuID] : undefined;
  const batch = entry?.type === 'batch' ? lookups.batchItems[entry.id] : undefined;
  return {
    barcode,
    type: entry?.type ?? null,
    targetID: entry?.id ?? null,
    sku: skuID && sku ? { id: skuID, supplyID: sku.supplyID, active: sku.active } : null,
    item: item ? { id: item.id, serial: item.serial, status: item.status } : null,
    batchSerials: batch ? batch.serials.length : null,
    refusal: result.ok ? null : result.message,
  };
};
