import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password.ts';

describe('passwordProblem (requirements.md 2.6 create-password and reset-password modes)', () => {
  it('limits are 10..128', () => expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([10, 128]));

  it.each([
    ['empty', '', 'Use at least 10 characters.'],
    ['9 characters', 'x'.repeat(9), 'Use at least 10 characters.'],
    ['10 characters', 'x'.repeat(10), null],
    ['10 spaces still count', ' '.repeat(10), null],
    ['128 characters', 'x'.repeat(128), null],
    ['129 characters', 'x'.repeat(129), 'Use at most 128 characters.'],
  ])('requirements.md 2.6: %s -> %j', (_, password, expected) => expect(passwordProblem(password)).toBe(expected));
});
