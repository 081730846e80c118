import { describe, expect, test } from 'vitest';
import { formatPhoneNumber, phoneNumberOf } from './phone-number.ts';

describe('a phone or fax number', () => {
  test.each([
    ['+1 718 555 0100', '+1 718 555 0100'],
    ['(718) 555-0100', '(718) 555-0100'],
    ['  718.555.0100  ', '718.555.0100'],
    ['718   555 0100', '718 555 0100'],
    ['555-0100', '555-0100'],
    ['123456', null],
    ['1234567890123456', null],
    ['718-555-01OO', null],
    ['+1 718 555 0100 ext 4', null],
    ['', null],
    ['++1 718 555 0100', null],
  ])('%j is %j', (input, expected) => {
    expect(phoneNumberOf(input)).toBe(expected);
  });
});

describe('a stored phone number as people read it (ADR 086)', () => {
  test.each([
    ['+17185550100', '(718) 555-0100'],
    ['+1 718 555 0100', '(718) 555-0100'],
    ['1 (718) 555-0100', '(718) 555-0100'],
    ['718.555.0100', '(718) 555-0100'],
    ['7185550100', '(718) 555-0100'],
    // Not a North American number: as its owner wrote it.
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+442079460958', '+442079460958'],
    ['555-0100', '555-0100'],
    ['0123456789', '0123456789'],
  ])('%s reads %s', (stored, shown) => expect(formatPhoneNumber(stored)).toBe(shown));
});
