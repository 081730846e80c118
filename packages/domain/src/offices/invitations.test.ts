import { describe, expect, it } from 'vitest';
import { roles, type OfficeStatus, type Role } from '../vocabulary/accounts.ts';
import { invitationAction, NEW_OFFICE_STATUS, officeMayInvite } from './invitations.ts';

describe('officeMayInvite (requirements.md 6: the team only once the office is approved)', () => {
  it.each([
    ['approved', true],
    ['require_interview', false],
    ['interview_scheduled', false],
  ] as [OfficeStatus, boolean][])('%s -> %s', (status, expected) => {
    expect(officeMayInvite(status)).toBe(expected);
  });

  it('a new office (an office sign-up) may not invite', () => {
    expect(officeMayInvite(NEW_OFFICE_STATUS)).toBe(false);
  });
});

describe('invitationAction', () => {
  it.each([
    ['no account yet -> a new pending account', null, false, 'create'],
    ['a prescriber -> a pending invitation on their account', 'prescriber', false, 'invite'],
    ['an assistant -> a pending invitation on their account', 'assistant', false, 'invite'],
    ['a prescriber already in the office -> nothing', 'prescriber', true, 'skip'],
    ['an assistant already in the office -> nothing', 'assistant', true, 'skip'],
    ['operations -> never', 'admin', false, 'skip'],
    ['a nurse -> never', 'nurse', false, 'skip'],
    ['a patient -> never', 'patient', false, 'skip'],
    ['a packer -> never', 'packer', false, 'skip'],
  ] as [string, Role | null, boolean, string][])('%s', (_, role, alreadyInOffice, expected) => {
    expect(invitationAction(role === null ? null : { role }, alreadyInOffice)).toBe(expected);
  });

  it.each(roles)('an existing %s account is never made anew', (role) => {
    for (const alreadyInOffice of [false, true]) {
      expect(invitationAction({ role }, alreadyInOffice)).not.toBe('create');
    }
  });

  it('operations are never invited, in an office or not', () => {
    expect(invitationAction({ role: 'admin' }, false)).toBe('skip');
    expect(invitationAction({ role: 'admin' }, true)).toBe('skip');
  });
});
