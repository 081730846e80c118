import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../vocabulary/accounts.ts';
import { isOfficeStaff, requiresLocation } from './roles.ts';

const rows: [Role, boolean, boolean][] = [
  // role, office staff (requirements.md 2.1, 6), must share location (requirements.md 2.9, 6)
  ['nurse', false, true],
  ['patient', false, false],
  ['prescriber', true, false],
  ['assistant', true, false],
  ['packer', false, true],
  ['admin', false, false],
];

describe('roles', () => {
  it('every role has a row', () => expect(rows.map(([r]) => r).sort()).toEqual([...roles].sort()));

  it.each(rows)('requirements.md 2.1/2.9/6: %s -> office staff %s, requires location %s', (role, staff, location) => {
    expect(isOfficeStaff(role)).toBe(staff);
    expect(requiresLocation(role)).toBe(location);
  });
});
