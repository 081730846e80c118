import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEmailKey, isValidEmail, normalizeEmail, toEmailKey } from './email.ts';

describe('isValidEmail (requirements.md 5: email must be valid before Next is enabled)', () => {
  it.each([
    'a@b.co',
    'nurse@demo.test',
    'first.last@example.com',
    'first.last+tag@sub.example.co.uk',
    'UPPER@EXAMPLE.COM',
    "o'brien@example.ie",
    'a_b-c@my-domain.org',
    '123@456.net',
    'josé@exemple.fr',
    '  padded@example.com  ',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.com`,
  ])('requirements.md 5: valid %j -> Next enabled', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '',
    '   ',
    'plain',
    'no-at.example.com',
    '@example.com',
    'user@',
    'user@localhost',
    'user@.com',
    'user@example.',
    'user@example..com',
    'user@@example.com',
    'us@er@example.com',
    'us er@example.com',
    'user@exa mple.com',
    'user\n@example.com',
    'user@example.com\tx',
    'us\u0000er@example.com', // NUL (PostgreSQL refuses it in text)
    'user@exa\u0000mple.com',
    'user\u0007@example.com', // BEL, a C0 control
    'user\u007f@example.com', // DEL
    'user@example.co\u009bm', // CSI, a C1 control
    `${'a'.repeat(245)}@example.com`, // 257 characters, over the 254 limit
  ])('requirements.md 5: invalid %j -> Next disabled', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('normalizeEmail (lookups are case- and space-insensitive)', () => {
  it.each([
    ['Nurse@Demo.TEST', 'nurse@demo.test'],
    ['  a@b.co \n', 'a@b.co'],
    ['already@lower.case', 'already@lower.case'],
  ])('requirements.md 5: %j -> %j', (input, expected) => expect(normalizeEmail(input)).toBe(expected));

  it('requirements.md 5: is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizeEmail(normalizeEmail(s)) === normalizeEmail(s)));
  });
});

describe('email keys (requirements.md 9: emails used as keys have dots replaced by %2E)', () => {
  it.each([
    ['a.b@c.com', 'a%2Eb@c%2Ecom'],
    ['first.last@sub.example.com', 'first%2Elast@sub%2Eexample%2Ecom'],
    ['nodots@localhost', 'nodots@localhost'],
    ['..', '%2E%2E'],
    ['', ''],
  ])('requirements.md 9: toEmailKey(%j) -> %j and back', (email, key) => {
    expect(toEmailKey(email)).toBe(key);
    expect(fromEmailKey(key)).toBe(email);
  });

  // Bias towards the characters of the encoding so that near-collisions ('%2', '%.', '.E') show up.
  const tricky = fc.string({ unit: fc.constantFrom('.', '%', '2', 'E', 'e', 'a', '@') });
  const anyText = fc.oneof(tricky, fc.string({ unit: 'grapheme' }), fc.emailAddress());

  it('requirements.md 9: property: keys never contain a dot', () => {
    fc.assert(fc.property(anyText, (s) => !toEmailKey(s).includes('.')));
  });

  it("requirements.md 9: property: fromEmailKey(toEmailKey(s)) === s for any s without '%2E'", () => {
    fc.assert(
      fc.property(
        anyText.filter((s) => !s.includes('%2E')),
        (s) => fromEmailKey(toEmailKey(s)) === s,
      ),
    );
  });
});
