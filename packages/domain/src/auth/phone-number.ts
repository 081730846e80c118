/**
 * A phone or fax number as a person types it (requirements.md 3: info phone, faxNumber): digits with
 * spaces, dots, dashes, brackets and a leading +, 7 to 15 digits (E.164's most). Kept as typed,
 * trimmed, so it reads back the way its owner wrote it.
 */
const ALLOWED = /^\+?[\d\s().-]+$/;

export const PHONE_REFUSAL = 'Enter a phone number of 7 to 15 digits.';

/** The number to store, or null when it is not one. */
export function phoneNumberOf(input: string): string | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!ALLOWED.test(text)) return null;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? text : null;
}
