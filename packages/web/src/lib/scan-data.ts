/**
 * Scans answered on the phone (issue 13, ADR 022): the nurse's items, those shipped ahead to her
 * stops (a kit, its vial, a mail-in box) and the barcodes that name them (getNurseScanData, kept
 * with the field cache) go through the domain's resolveBarcode, so a scan needs no request and
 * works with no signal. A value the phone does not know goes to the server while online; offline
 * it gets the phone's own requirements.md 5 answer.
 */
import { resolveBarcode, scanAnswerOf, scanEventProperties } from '@sc/domain/scanning/resolve-barcode';
import { phoneScansOf, scanDataItemsOf, scanLookupsOf } from '@sc/domain/scanning/phone-scans';
import type { FnOutput } from '@sc/domain/contract/index';
import { SCAN_DATA_STALE_MS } from '@sc/domain/constants';
import { ApiError, call } from './api.ts';
import { useFn } from './query.ts';

export type NurseScanData = FnOutput<'getNurseScanData'>;
export type ScanAnswer = FnOutput<'scanBarcode'>;

export function useNurseScanData() {
  return useFn('getNurseScanData', {}, { staleTime: SCAN_DATA_STALE_MS });
}

/** The items her scans will meet, by id (none while the scan data has not come). */
export function itemsOf(data: NurseScanData | undefined): Record<string, NurseScanData['items'][number]> {
  return scanDataItemsOf(data);
}

/** The item a barcode names on this phone, or null. */
export function itemOfBarcode(data: NurseScanData | undefined, barcode: string): string | null {
  return phoneScansOf(data).itemOf(barcode);
}

export { phoneScansOf };

export interface PhoneScanOptions {
  route: string;
  online: boolean;
  /** Records requirements.md 7's scan-item event for a scan the server did not see (through the outbox). */
  record: (properties: Record<string, string | null | boolean>) => void;
}

/** What a scanned value names: on the phone when it can tell, else from the server. */
export async function scanOnPhone(
  data: NurseScanData | undefined,
  barcode: string,
  { route, online, record }: PhoneScanOptions,
): Promise<ScanAnswer> {
  const local = data ? resolveBarcode(barcode, scanLookupsOf(data)) : null;
  if (local?.ok) {
    record(scanEventProperties(barcode, local));
    return scanAnswerOf(local.scan);
  }
  if (online || !local) return call('scanBarcode', { barcode, route });
  record(scanEventProperties(barcode, local));
  throw new ApiError('bad_request', local.message, 400);
}
