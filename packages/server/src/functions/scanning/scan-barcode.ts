import { scanMessages } from '@sc/domain/scanning/messages';
import { resolveBarcode, type ResolvedScan } from '@sc/domain/scanning/resolve-barcode';
import { AppError } from '../../lib/app-error.ts';
import { loadScanLookups } from '../../repositories/supply-items.repository.ts';
import { requireCaller, type FnContext, type Handler } from '../context.ts';

/**
 * What a scanned barcode names (SPEC.md 5, 7). Each scan, good or bad, is recorded as the
 * scan-item event; a bad one answers 400 with the spec's text for the scanner to show.
 */
export const scanBarcode: Handler<'scanBarcode'> = async ({ barcode, route }, ctx) => {
  const resolved = resolveBarcode(barcode, await loadScanLookups(ctx.db, barcode));
  if (!resolved.ok) {
    recordScanEvent(ctx, barcode, { errorMessage: resolved.message }, route ?? null);
    throw new AppError('bad_request', resolved.message, 'barcode');
  }
  const { scan } = resolved;
  recordScanEvent(ctx, barcode, { scan }, route ?? null);
  return {
    barcode: scan.barcode,
    barcodeType: scan.barcodeType,
    supplyID: scan.supplyID,
    supplyItemID: scan.supplyItemID,
    serial: scan.serial,
    supplyItemStatus: scan.supplyItem?.status ?? null,
    batchItemID: scan.batchItemID,
  };
};

/** SPEC.md 7: the scan-item event, with the barcode, what it named, or the error it showed (written just after the answer). */
function recordScanEvent(
  ctx: FnContext,
  barcode: string,
  outcome: { scan: ResolvedScan } | { errorMessage: string },
  route: string | null,
): void {
  const caller = requireCaller(ctx);
  const properties =
    'scan' in outcome
      ? {
          barcodeType: outcome.scan.barcodeType,
          barcodeValue: barcode,
          batchItemID: outcome.scan.batchItemID,
          supplyItemID: outcome.scan.supplyItemID,
          unknownBarcode: false,
        }
      : {
          barcodeValue: barcode,
          errorMessage: outcome.errorMessage,
          unknownBarcode: outcome.errorMessage === scanMessages.invalidBarcode,
        };
  ctx.analytics.record({ name: 'scan item', userId: caller.userId, route, properties });
}
