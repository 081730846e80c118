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

/**
 * A stored phone number as people read it (ADR 086): a North American number "(718) 555-0100",
 * whether kept as "+17185550100", "718.555.0100" or "1 718 555 0100"; any other number as it was
 * written, since its owner's way is the one its country reads.
 */
export function formatPhoneNumber(stored: string): string {
  const text = stored.trim();
  const digits = text.replace(/\D/g, '');
  const national =
    digits.length === 11 && digits.startsWith('1') && !/^\+(?!1)/.test(text)
      ? digits.slice(1)
      : digits.length === 10 && !text.startsWith('+')
        ? digits
        : null;
  if (national === null || !/^[2-9]\d{2}[2-9]/.test(national)) return text;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
