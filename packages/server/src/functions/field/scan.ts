/** Barcode scans on the server (SPEC.md 5): the domain resolves, this reads the rows it needs. */
import { resolveBarcode, type ResolvedScan } from '@sc/domain/scanning/resolve-barcode';
import { scanMessages } from '@sc/domain/scanning/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadScanLookups } from '../../repositories/supply-items.repository.ts';
import { requireCaller, type FnContext } from '../context.ts';

/** What the scan named, or a 400 with SPEC.md 5's text ("Invalid barcode", "Inactive supply. …"). */
export async function resolveScan(db: Db, barcode: string, field = 'barcode'): Promise<ResolvedScan> {
  const resolved = resolveBarcode(barcode, await loadScanLookups(db, barcode));
  if (!resolved.ok) throw new AppError('bad_request', resolved.message, field);
  return resolved.scan;
}

/** A scan that must name one supply item (a tube, a bag, a box) of the given supply types. */
export async function resolveSupplyItemScan(db: Db, barcode: string): Promise<ResolvedScan & { supplyItemID: string }> {
  const scan = await resolveScan(db, barcode);
  if (scan.supplyItemID === null) throw new AppError('bad_request', scanMessages.wrongSupply, 'barcode');
  return scan as ResolvedScan & { supplyItemID: string };
}

/** SPEC.md 7: the scan-item event, with the barcode, what it named, or the error it showed (written just after the answer). */
export function recordScanEvent(
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
