/**
 * Barcode scans a write names (requirements.md 5): the domain resolves, this reads the rows it needs.
 * Shared by the itinerary steps and the shift check-in, whose scans must name a supply item.
 */
import { resolveBarcode, type ResolvedScan } from '@sc/domain/scanning/resolve-barcode';
import { scanMessages } from '@sc/domain/scanning/messages';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { loadScanLookups } from '../repositories/supply-items.repository.ts';

/** What the scan named, or a 400 with requirements.md 5's text ("Invalid barcode", "Inactive supply. …"). */
async function resolveScan(db: Db, barcode: string): Promise<ResolvedScan> {
  const resolved = resolveBarcode(barcode, await loadScanLookups(db, barcode));
  if (!resolved.ok) throw new AppError('bad_request', resolved.message, 'barcode');
  return resolved.scan;
}

/** A scan that must name one supply item (a tube, a bag, a box). */
export async function resolveSupplyItemScan(db: Db, barcode: string): Promise<ResolvedScan & { supplyItemID: string }> {
  const scan = await resolveScan(db, barcode);
  if (scan.supplyItemID === null) throw new AppError('bad_request', scanMessages.wrongSupply, 'barcode');
  return scan as ResolvedScan & { supplyItemID: string };
}
