/**
 * The order's ordering prescriber (ADR 087): one of the office's prescribers, named on the order with
 * the NPI the lab bills under. The NPI is 10 digits whose last is the Luhn check digit over the
 * other nine prefixed with 80840, as CMS specifies (the check lives once, in isValidNpi).
 */
import { isValidNpi } from '../nurse-profile/onboarding.ts';

export { isValidNpi };

export const PRESCRIBER_TEXTS = {
  npiMissing: 'Enter the prescriber’s 10-digit NPI.',
  npiCheckDigit: 'This NPI’s last digit does not match the others: check the prescriber’s 10-digit NPI.',
} as const;

/** The NPI as typed, spaces and dashes dropped ("123-456-7893" → "1234567893"). */
export function normalizeNpi(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Why this NPI cannot go on an order, or null when it can. */
export function npiRefusal(input: string): string | null {
  const npi = normalizeNpi(input);
  if (!/^\d{10}$/.test(npi)) return PRESCRIBER_TEXTS.npiMissing;
  return isValidNpi(npi) ? null : PRESCRIBER_TEXTS.npiCheckDigit;
}

/** "Ordering prescriber: Amelia Hart, NPI 1234567893", as the requisition prints it. */
export function orderingPrescriberLine(name: string, npi: string | null): string {
  return `${name || 'Not named'}${npi ? `, NPI ${npi}` : ''}`;
}
