import { describe, expect, it } from 'vitest';
import { roles, userStatuses, type Role, type UserStatus } from '../vocabulary/accounts.ts';
import { statusAfterJoiningOffice } from './join.ts';

describe('statusAfterJoiningOffice (requirements.md 4, "After joining an office")', () => {
  it.each([
    ['nurse with offices -> approved', 'nurse', 'pending', true, false, 'approved'],
    ['nurse without offices -> pending', 'nurse', 'require_approval', false, false, 'pending'],
    ['nurse without offices, already approved -> pending', 'nurse', 'approved', false, false, 'pending'],
    ['patient -> approved', 'patient', 'pending', false, false, 'approved'],
    ['prescriber -> approved', 'prescriber', 'incomplete', true, false, 'approved'],
    ['assistant -> approved', 'assistant', 'require_interview', false, false, 'approved'],
    ['nurse without offices, office auto-approves -> approved', 'nurse', 'pending', false, true, 'approved'],
    ['packer is unchanged (not listed)', 'packer', 'waitlisted', true, false, 'waitlisted'],
    ['admin is unchanged (not listed)', 'admin', 'pending', true, false, 'pending'],
  ] as [string, Role, UserStatus, boolean, boolean, UserStatus][])(
    'requirements.md 4: %s',
    (_, role, currentStatus, hasOffices, officeAutoApproves, expected) => {
      expect(statusAfterJoiningOffice({ role, currentStatus, hasOffices, officeAutoApproves })).toBe(expected);
    },
  );

  it.each(roles.flatMap((role) => userStatuses.map((status) => [role, status] as const)))(
    'requirements.md 4: an office that auto-approves approves %s (was %s)',
    (role, currentStatus) => {
      expect(statusAfterJoiningOffice({ role, currentStatus, hasOffices: false, officeAutoApproves: true })).toBe(
        'approved',
      );
    },
  );
});
