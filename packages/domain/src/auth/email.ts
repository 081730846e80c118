/**
 * Email rules: the validity check that enables login's Next (requirements.md 5) and the key encoding of
 * requirements.md 9 (emails used as keys have dots replaced by %2E).
 */
// No whitespace, no `@` twice, and no control characters (C0, DEL, C1): an address is never
// stored or emailed with a NUL or an escape sequence in it.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const EMAIL_PATTERN = /^[^\s@\x00-\x1f\x7f-\x9f]+@[^\s@.\x00-\x1f\x7f-\x9f]+(\.[^\s@.\x00-\x1f\x7f-\x9f]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

/** Canonical form used for lookups: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function toEmailKey(email: string): string {
  return email.replaceAll('.', '%2E');
}

export function fromEmailKey(key: string): string {
  return key.replaceAll('%2E', '.');
}
