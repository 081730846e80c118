/**
 * The scan texts of requirements.md 5 and 8, character for character. Screens and server errors import
 * them from here so each wording lives once.
 *
 * "Barcode already scanned": requirements.md 5 writes it without a final period, the requirements.md 8 catalogue with
 * one ("Barcode already scanned."). We use the catalogue text everywhere (UI and server), so a
 * nurse sees one wording. "Missing barcode." also comes from the requirements.md 8 catalogue: it answers an
 * empty scan.
 */
export const scanMessages = {
  invalidBarcode: 'Invalid barcode',
  invalidBatchBarcode: 'Invalid batch barcode',
  invalidSupplyBarcode: 'Invalid supply barcode',
  inactiveSupply: 'Inactive supply. Please contact support.',
  alreadyScanned: 'Barcode already scanned.',
  wrongSupply: 'Wrong supply',
  missingBarcode: 'Missing barcode.',
  /** requirements.md 5: a collected sample without a supply item id or a serial is dropped with this warning. */
  missingSupplyItemIDOrSerial: 'Missing supply item ID or serial',
} as const;

export type ScanMessage = (typeof scanMessages)[keyof typeof scanMessages];

/** "Supply item {id} not found" (requirements.md 5 and 8). */
export function supplyItemNotFound(id: string): string {
  return `Supply item ${id} not found`;
}

const fixed: ReadonlySet<string> = new Set(Object.values(scanMessages));
const notFound = /^Supply item [\s\S]* not found$/;

/** Whether a text is one of the scan messages above (the template included). */
export function isScanMessage(text: string): boolean {
  return fixed.has(text) || notFound.test(text);
}
