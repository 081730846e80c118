import { describe, expect, test } from 'vitest';
import { phoneNumberOf } from './phone-number.ts';

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
