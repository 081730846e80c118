/**
 * The words of the emails that bring a person into an office (issue 22): each names the office and
 * who invited, so the reader can tell an expected invitation from a stranger's.
 */
import type { Role } from '../vocabulary/accounts.ts';

export interface InvitationWords {
  subject: string;
  /** The text above the email's link. */
  text: string;
}

const asRole: Partial<Record<Role, string>> = {
  prescriber: 'as a prescriber',
  assistant: 'as an assistant',
};

/** The inviter as the email names them: their name, else their address (a name may be unset). */
export function inviterName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** A new account made by an office: the link creates its password. Patients are told who added them. */
export function newMemberInvitation(officeName: string, inviter: string, role: Role): InvitationWords {
  if (role === 'patient') {
    return {
      subject: `Finish signing up: ${officeName} added you`,
      text:
        `${inviter} of ${officeName} set up your account for a home sample collection. ` +
        'Open this link to create your password and finish signing up:',
    };
  }
  const as = asRole[role] ? ` ${asRole[role]}` : '';
  return {
    subject: `Finish signing up to join ${officeName}`,
    text:
      `${inviter} invited you to join ${officeName}${as}. Open this link to create your password and ` +
      'finish signing up. If you do not know this office, ignore this email.',
  };
}

/** An existing prescriber or assistant invited to one more office: nothing changes until they accept. */
export function joinOfficeInvitation(officeName: string, inviter: string, role: Role): InvitationWords {
  const as = asRole[role] ? ` ${asRole[role]}` : '';
  return {
    subject: `${inviter} invited you to join ${officeName}`,
    text:
      `${inviter} invited you to join ${officeName}${as}. Sign in and accept on this page; until you do, ` +
      'nothing about your account changes. If you do not know this office, ignore this email.',
  };
}
