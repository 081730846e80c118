/**
 * Email rules: the validity check that enables login's Next (SPEC.md 5) and the key encoding of
 * SPEC.md 9 (emails used as keys have dots replaced by %2E).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

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
