import { describe, expect, it } from 'vitest';
import { officeStatuses, officeTypes, roles, userStatuses, type UserStatus } from '../vocabulary/accounts.ts';
import { chooseHome, officePageFor, statusPageFor, type Home, type OfficePage, type StatusPage } from './home.ts';
import { makeOffice, makeViewer } from './viewer.fixture.ts';

/** requirements.md 2.2, one row per status (incomplete is welcomed like pending: its next step is work settings). */
const statusPageRows: [UserStatus, StatusPage, string][] = [
  ['approved', 'launch-soon', 'launch-soon holding page'],
  ['declined', 'rejected', 'rejection page'],
  ['require_interview', 'book-interview', 'Book your interview calendar'],
  ['interview_scheduled', 'interview-booked', 'interview-booked page with tips'],
  ['require_approval', 'awaiting-approval', 'Waiting for approval'],
  ['waitlisted', 'waitlisted', "You're on the waitlist"],
  ['pending', 'welcome', 'welcome page with Go to work settings'],
  ['incomplete', 'welcome', 'welcome page (design: like pending)'],
];

describe('statusPageFor (requirements.md 2.2)', () => {
  it('covers every status', () => expect(statusPageRows.map(([s]) => s).sort()).toEqual([...userStatuses].sort()));
  it.each(statusPageRows)('requirements.md 2.2: %s -> %s (%s)', (status, page) => expect(statusPageFor(status)).toBe(page));
});

describe('chooseHome (requirements.md 2.1, 2.6, 6) for every role x status x office invitation', () => {
  const invitations = ['no office', 'invitation pending', 'invitation accepted'] as const;
  const rows = roles.flatMap((role) =>
    userStatuses.flatMap((status) =>
      invitations.map((invitation) => {
        const staff = role === 'prescriber' || role === 'assistant';
        const page = statusPageRows.find(([s]) => s === status)![1];
        const [rule, expected]: [string, Home] =
          role === 'patient'
            ? ['requirements.md 1/2.8: patients are handed to the patient site', { kind: 'patient-site' }]
            : staff && invitation === 'invitation pending'
              ? ['requirements.md 2.6/6: office invitation not accepted -> joinOffice', { kind: 'join-office' }]
              : staff
                ? ['requirements.md 2.1: office staff -> office page', { kind: 'office' }]
                : status !== 'approved'
                  ? ['requirements.md 2.1: not approved -> status page', { kind: 'status', page }]
                  : role === 'nurse'
                    ? ['requirements.md 2.1: nurse -> nurse home', { kind: 'nurse' }]
                    : role === 'packer'
                      ? ['requirements.md 2.1: packer -> packer home', { kind: 'packer' }]
                      : ['architecture.md 6: admin -> operations home', { kind: 'admin' }];
        const office =
          invitation === 'no office'
            ? null
            : makeOffice('approved', 'lab', invitation === 'invitation pending' ? 'pending' : 'accepted');
        return {
          name: `${rule}: ${role}/${status}/${invitation}`,
          viewer: makeViewer(role, status, { office }),
          expected,
        };
      }),
    ),
  );

  it('has a row for every combination', () => expect(rows).toHaveLength(roles.length * userStatuses.length * 3));
  it.each(rows)('$name', ({ viewer, expected }) => expect(chooseHome(viewer)).toEqual(expected));
});

describe('officePageFor (requirements.md 2.1, 2.4) for every office status x type x role', () => {
  const rows = (['nurse', 'prescriber', 'assistant'] as const).flatMap((role) =>
    officeStatuses.flatMap((status) =>
      officeTypes.map((type) => {
        const [rule, expected]: [string, OfficePage] =
          role === 'nurse'
            ? ['requirements.md 2.1: nurse on office home -> own home', { kind: 'redirect-nurse-home' }]
            : status === 'approved' && role === 'assistant' && type === 'staffing'
              ? ['requirements.md 2.1: assistant of a staffing office -> redirected elsewhere', { kind: 'redirect-staffing' }]
              : status === 'approved'
                ? ['requirements.md 2.4: office approved -> dashboard', { kind: 'dashboard' }]
                : status === 'require_interview'
                  ? ['requirements.md 2.4: require_interview -> Schedule a demo', { kind: 'schedule-demo' }]
                  : ['requirements.md 2.4: interview_scheduled -> meeting scheduled', { kind: 'meeting-scheduled' }];
        return { name: `${rule}: ${role}, ${type} office ${status}`, role, office: { status, type }, expected };
      }),
    ),
  );

  it.each(rows)('$name', ({ role, office, expected }) => {
    expect(officePageFor(makeViewer(role, 'approved'), office)).toEqual(expected);
  });

  it.each([
    ['prescriber', 'require_approval', { kind: 'status', page: 'awaiting-approval' }],
    ['assistant', 'pending', { kind: 'status', page: 'welcome' }],
    ['nurse', 'pending', { kind: 'redirect-nurse-home' }],
  ] as const)('requirements.md 2.4: no office -> %s with status %s gets %j', (role, status, expected) => {
    expect(officePageFor(makeViewer(role, status), null)).toEqual(expected);
  });
});
