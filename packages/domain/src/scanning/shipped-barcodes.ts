/**
 * What a supply shipment carries (requirements.md 3: supply shipment `scanning`): the barcodes the packer
 * scanned into it, read from `scanning.scanned`. A kit shipped to a patient's home is waiting there
 * for the nurse, so these are values her scans at that stop will meet (issue 13: the phone holds
 * them before she goes offline).
 *
 * The record is the packer's and loosely typed (jsonb): anything that is not a non-empty string of
 * at most BARCODE_MAX_LENGTH is skipped, values are trimmed and kept once, in their order.
 */
import { BARCODE_MAX_LENGTH } from '../constants.ts';

export function shippedBarcodesOf(scanning: unknown): string[] {
  const scanned = (scanning as { scanned?: unknown } | null)?.scanned;
  if (typeof scanning !== 'object' || !Array.isArray(scanned)) return [];
  const values = scanned
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= BARCODE_MAX_LENGTH);
  return [...new Set(values)];
}
