/**
 * Operations' decisions on people and offices (issue 25; requirements.md 2.2, 2.4, 4, 6): approve, decline,
 * waitlist or require an interview. Which change is allowed from which status is this one table,
 * so the server, the admin screens (which offer only allowed buttons) and the tests read the same
 * rule.
 *
 * Why these rows:
 * - A person is approved only once they have finished joining (require_approval) or are in the
 *   interview track (require_interview, interview_scheduled). A declined or waitlisted person is
 *   never approved straight away: a waitlisted one is first asked for an interview when their area
 *   opens; a declined one is final (a new decision needs a new sign-up).
 * - Someone still signing up (incomplete: no password yet) can be declined or waitlisted only.
 *   Someone joining (pending) may also be approved: operations approving a nurse they vetted
 *   outside the app is how approvals worked before this rule, and stays allowed.
 * - An approved person is not moved back by these decisions.
 * - The same decision twice is no change (a retried click), not a refusal.
 */
import type { OfficeStatus, Role, UserStatus } from '../vocabulary/accounts.ts';

export const userDecisions = ['approve', 'decline', 'waitlist', 'require_interview'] as const;
export type UserDecision = (typeof userDecisions)[number];

export const officeDecisions = ['approve', 'require_interview'] as const;
export type OfficeDecision = (typeof officeDecisions)[number];

/** The status each decision leads to. */
export const USER_DECISION_STATUS: Readonly<Record<UserDecision, UserStatus>> = {
  approve: 'approved',
  decline: 'declined',
  waitlist: 'waitlisted',
  require_interview: 'require_interview',
};

export const OFFICE_DECISION_STATUS: Readonly<Record<OfficeDecision, OfficeStatus>> = {
  approve: 'approved',
  require_interview: 'require_interview',
};

/** From which statuses each decision may be taken. */
const USER_DECISION_FROM: Readonly<Record<UserDecision, readonly UserStatus[]>> = {
  approve: ['pending', 'require_approval', 'require_interview', 'interview_scheduled'],
  decline: ['incomplete', 'pending', 'require_approval', 'require_interview', 'interview_scheduled', 'waitlisted'],
  waitlist: ['incomplete', 'pending', 'require_approval', 'require_interview', 'interview_scheduled'],
  require_interview: ['pending', 'require_approval', 'interview_scheduled', 'waitlisted'],
};

const OFFICE_DECISION_FROM: Readonly<Record<OfficeDecision, readonly OfficeStatus[]>> = {
  approve: ['require_interview', 'interview_scheduled'],
  // A missed demo call: book again.
  require_interview: ['interview_scheduled'],
};

/** The roles operations decide on: nurses, office staff and packers (patients join by themselves). */
export const DECIDED_ROLES: readonly Role[] = ['nurse', 'prescriber', 'assistant', 'packer'];

/** What operations read and press: the verb on the button, the message after it. */
export const USER_DECISION_LABELS: Readonly<Record<UserDecision, { button: string; done: string }>> = {
  approve: { button: 'Approve', done: 'approved' },
  decline: { button: 'Decline', done: 'declined' },
  waitlist: { button: 'Waitlist', done: 'put on the waitlist' },
  require_interview: { button: 'Require an interview', done: 'asked to book an interview' },
};

export const OFFICE_DECISION_LABELS: Readonly<Record<OfficeDecision, { button: string; done: string }>> = {
  approve: { button: 'Approve', done: 'approved' },
  require_interview: { button: 'Require a demo call', done: 'asked to book a demo call' },
};

/** A person's status as operations read it. */
export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  incomplete: 'Signing up',
  pending: 'Joining',
  approved: 'Approved',
  declined: 'Declined',
  require_interview: 'Needs an interview',
  interview_scheduled: 'Interview scheduled',
  require_approval: 'Waiting for approval',
  waitlisted: 'Waitlisted',
};

export const OFFICE_STATUS_LABELS: Readonly<Record<OfficeStatus, string>> = {
  approved: 'Approved',
  require_interview: 'Needs a demo call',
  interview_scheduled: 'Demo call booked',
};

export const decisionTexts = {
  notDecided: 'Operations decide on nurses, office staff and packers only.',
  userRefused: (decision: UserDecision, from: UserStatus) =>
    `This person’s status is ${USER_STATUS_LABELS[from]}: they cannot be ${USER_DECISION_LABELS[decision].done}.`,
  officeRefused: (decision: OfficeDecision, from: OfficeStatus) =>
    `This office’s status is ${OFFICE_STATUS_LABELS[from]}: it cannot be ${OFFICE_DECISION_LABELS[decision].done}.`,
};

export type DecisionOutcome<S> =
  { kind: 'change'; from: S; to: S } | { kind: 'unchanged'; status: S } | { kind: 'refused'; message: string };

/** Whether `decision` may be taken on a person of `role` whose status is `from`. */
export function decideOnUser(role: Role, from: UserStatus, decision: UserDecision): DecisionOutcome<UserStatus> {
  if (!DECIDED_ROLES.includes(role)) return { kind: 'refused', message: decisionTexts.notDecided };
  const to = USER_DECISION_STATUS[decision];
  if (from === to) return { kind: 'unchanged', status: from };
  if (!USER_DECISION_FROM[decision].includes(from))
    return { kind: 'refused', message: decisionTexts.userRefused(decision, from) };
  return { kind: 'change', from, to };
}

export function decideOnOffice(from: OfficeStatus, decision: OfficeDecision): DecisionOutcome<OfficeStatus> {
  const to = OFFICE_DECISION_STATUS[decision];
  if (from === to) return { kind: 'unchanged', status: from };
  if (!OFFICE_DECISION_FROM[decision].includes(from))
    return { kind: 'refused', message: decisionTexts.officeRefused(decision, from) };
  return { kind: 'change', from, to };
}

/** The decisions a screen offers for a person (only those that change something). */
export function userDecisionsFor(role: Role, from: UserStatus): UserDecision[] {
  return userDecisions.filter((d) => decideOnUser(role, from, d).kind === 'change');
}

export function officeDecisionsFor(from: OfficeStatus): OfficeDecision[] {
  return officeDecisions.filter((d) => decideOnOffice(from, d).kind === 'change');
}

/** The email each decision sends the person (the outbox in development, SMTP in production). */
export const USER_DECISION_EMAILS: Readonly<Record<UserDecision, { subject: string; text: string }>> = {
  approve: {
    subject: 'You are approved',
    text: 'Good news: your account has been approved. Sign in to get started.',
  },
  decline: {
    subject: 'About your application',
    text: 'Thank you for your interest. We are not able to approve your account. Contact support with any question.',
  },
  waitlist: {
    subject: 'You are on the waitlist',
    text: 'We are not yet live in your area. You are on the waitlist, and we will write as soon as we are.',
  },
  require_interview: {
    subject: 'Book your interview',
    text: 'The next step is a short interview. Sign in to book a time that suits you.',
  },
};
