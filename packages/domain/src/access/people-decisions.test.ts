import { describe, expect, it } from 'vitest';
import { officeStatuses, roles, userStatuses, type OfficeStatus, type UserStatus } from '../vocabulary/accounts.ts';
import {
  DECIDED_ROLES,
  decideOnOffice,
  decideOnUser,
  decisionTexts,
  officeDecisions,
  officeDecisionsFor,
  userDecisions,
  userDecisionsFor,
  type OfficeDecision,
  type UserDecision,
} from './people-decisions.ts';

/**
 * Every (status, decision) pair of a person, spelled out: the expected outcome is written here, not
 * derived from the rule's table, so a change to the rule must change this table too.
 * c: changes; u: unchanged (already there); r: refused.
 */
const userTable: Record<UserStatus, Record<UserDecision, 'c' | 'u' | 'r'>> = {
  // requirements.md 4: still signing up (no password yet): only declined or waitlisted.
  incomplete: { approve: 'r', decline: 'c', waitlist: 'c', require_interview: 'r' },
  // Joining: operations may approve someone they vetted outside the app (as before the rule).
  pending: { approve: 'c', decline: 'c', waitlist: 'c', require_interview: 'c' },
  // Issue 25: approved people are not moved back by these decisions.
  approved: { approve: 'u', decline: 'r', waitlist: 'r', require_interview: 'r' },
  // Issue 25: "declined and waitlisted people can be approved" is the bug; a decline is final.
  declined: { approve: 'r', decline: 'u', waitlist: 'r', require_interview: 'r' },
  require_interview: { approve: 'c', decline: 'c', waitlist: 'c', require_interview: 'u' },
  // requirements.md 2.2: after the interview operations decide; a missed one is asked again.
  interview_scheduled: { approve: 'c', decline: 'c', waitlist: 'c', require_interview: 'c' },
  require_approval: { approve: 'c', decline: 'c', waitlist: 'c', require_interview: 'c' },
  // requirements.md 2.2 "not yet live in the area": when it opens, an interview first, never straight approval.
  waitlisted: { approve: 'r', decline: 'c', waitlist: 'u', require_interview: 'c' },
};

const officeTable: Record<OfficeStatus, Record<OfficeDecision, 'c' | 'u' | 'r'>> = {
  approved: { approve: 'u', require_interview: 'r' },
  // requirements.md 2.4: approved after the demo call.
  require_interview: { approve: 'c', require_interview: 'u' },
  interview_scheduled: { approve: 'c', require_interview: 'c' },
};

const target: Record<UserDecision, UserStatus> = {
  approve: 'approved',
  decline: 'declined',
  waitlist: 'waitlisted',
  require_interview: 'require_interview',
};

describe('decideOnUser: every status x every decision (issue 25, requirements.md 2.2, 4)', () => {
  const rows = userStatuses.flatMap((from) =>
    userDecisions.map((decision) => [`${from} -> ${decision}: ${userTable[from][decision]}`, from, decision] as const),
  );
  it.each(rows)('%s', (_, from, decision) => {
    const outcome = decideOnUser('nurse', from, decision);
    const expected = userTable[from][decision];
    if (expected === 'c') expect(outcome).toEqual({ kind: 'change', from, to: target[decision] });
    else if (expected === 'u') expect(outcome).toEqual({ kind: 'unchanged', status: from });
    else expect(outcome).toEqual({ kind: 'refused', message: decisionTexts.userRefused(decision, from) });
  });

  it('the texts of a refusal name the status and the decision', () => {
    expect(decisionTexts.userRefused('approve', 'declined')).toBe(
      'This person’s status is Declined: they cannot be approved.',
    );
    expect(decisionTexts.userRefused('approve', 'waitlisted')).toBe(
      'This person’s status is Waitlisted: they cannot be approved.',
    );
  });

  it.each(roles.filter((r) => !DECIDED_ROLES.includes(r)))('a %s is not decided on by operations', (role) => {
    for (const decision of userDecisions)
      expect(decideOnUser(role, 'require_approval', decision)).toEqual({
        kind: 'refused',
        message: decisionTexts.notDecided,
      });
  });

  it.each(DECIDED_ROLES)('a %s is decided on by the same table', (role) => {
    expect(decideOnUser(role, 'require_approval', 'approve').kind).toBe('change');
    expect(decideOnUser(role, 'declined', 'approve').kind).toBe('refused');
  });

  it('the buttons a screen offers are exactly the changes', () => {
    expect(userDecisionsFor('nurse', 'require_approval')).toEqual(userDecisions);
    expect(userDecisionsFor('nurse', 'declined')).toEqual([]);
    expect(userDecisionsFor('nurse', 'waitlisted')).toEqual(['decline', 'require_interview']);
    expect(userDecisionsFor('patient', 'require_approval')).toEqual([]);
  });
});

describe('decideOnOffice: every status x every decision (issue 25, requirements.md 2.4, 4)', () => {
  const rows = officeStatuses.flatMap((from) =>
    officeDecisions.map(
      (decision) => [`${from} -> ${decision}: ${officeTable[from][decision]}`, from, decision] as const,
    ),
  );
  it.each(rows)('%s', (_, from, decision) => {
    const outcome = decideOnOffice(from, decision);
    const expected = officeTable[from][decision];
    const to = decision === 'approve' ? 'approved' : 'require_interview';
    if (expected === 'c') expect(outcome).toEqual({ kind: 'change', from, to });
    else if (expected === 'u') expect(outcome).toEqual({ kind: 'unchanged', status: from });
    else expect(outcome).toEqual({ kind: 'refused', message: decisionTexts.officeRefused(decision, from) });
  });

  it('offers only changes', () => {
    expect(officeDecisionsFor('approved')).toEqual([]);
    expect(officeDecisionsFor('interview_scheduled')).toEqual(['approve', 'require_interview']);
  });
});
