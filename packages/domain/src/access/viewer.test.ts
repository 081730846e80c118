import { describe, expect, it } from 'vitest';
import { userStatuses } from '../vocabulary/accounts.ts';
import { makeViewer } from './viewer.fixture.ts';
import { isProfileComplete } from './viewer.ts';

describe('isProfileComplete (requirements.md 2.8: a page requiring a completed profile is blocked until complete)', () => {
  it.each([
    ['named and approved', {}, 'approved', true],
    ['incomplete status', {}, 'incomplete', false],
    ['blank first name', { firstName: '' }, 'approved', false],
    ['whitespace last name', { lastName: '  \t' }, 'approved', false],
    ['both names blank', { firstName: ' ', lastName: '' }, 'pending', false],
  ] as const)('requirements.md 2.8: %s -> %s', (_, overrides, status, expected) => {
    expect(isProfileComplete(makeViewer('nurse', status, overrides))).toBe(expected);
  });

  it.each(userStatuses.filter((s) => s !== 'incomplete'))('requirements.md 2.8: named user with status %s is complete', (s) => {
    expect(isProfileComplete(makeViewer('prescriber', s))).toBe(true);
  });
});
