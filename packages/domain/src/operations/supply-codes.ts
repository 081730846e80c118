/**
 * Barcodes and serials operations register (issue 25): what a scanner can read back as one value.
 * A batch's unit is scanned as `<code>-<serial>` and named so as an item (scanning/README.md), so
 * neither a batch code nor a serial may hold a hyphen; no code holds spaces or control characters.
 */
export const MAX_CODE_LENGTH = 120;
export const MAX_BATCH_SERIALS = 500;

export const supplyCodeTexts = {
  empty: 'Enter the barcode.',
  tooLong: `At most ${MAX_CODE_LENGTH} characters.`,
  spaces: 'A barcode has no spaces.',
  hyphen: 'A batch code or serial has no hyphen: a unit is scanned as code-serial.',
  noSerial: 'Enter at least one serial.',
  tooManySerials: `A batch holds at most ${MAX_BATCH_SERIALS} serials.`,
  repeatedSerial: (serial: string) => `Serial ${serial} is listed twice.`,
} as const;

/** Why this text cannot be a barcode (of an item, or of a batch when `batch`), or null. */
export function barcodeProblem(value: string, kind: 'item' | 'batch'): string | null {
  if (value.length === 0) return supplyCodeTexts.empty;
  if (value.length > MAX_CODE_LENGTH) return supplyCodeTexts.tooLong;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return supplyCodeTexts.spaces;
  if (kind === 'batch' && value.includes('-')) return supplyCodeTexts.hyphen;
  return null;
}

/** Why these serials cannot be a batch's, or null. */
export function batchSerialsProblem(serials: readonly string[]): string | null {
  if (serials.length === 0) return supplyCodeTexts.noSerial;
  if (serials.length > MAX_BATCH_SERIALS) return supplyCodeTexts.tooManySerials;
  const seen = new Set<string>();
  for (const serial of serials) {
    const problem = barcodeProblem(serial, 'batch');
    if (problem) return `${serial}: ${problem}`;
    if (seen.has(serial)) return supplyCodeTexts.repeatedSerial(serial);
    seen.add(serial);
  }
  return null;
}
