/**
 * Adding people to an office (SPEC.md 4, 7): a member created with a finish-sign-up link, and an
 * invitation to a coworker. createUserWithEmailLink and sendInvitationsToOffice both use them.
 */
import { buildEmailLink } from '@sc/domain/auth/email-links';
import { isOfficeStaff } from '@sc/domain/auth/roles';
import { invitationAction } from '@sc/domain/offices/invitations';
import type { ParsedInput } from '@sc/domain/contract/index';
import type { Role } from '@sc/domain/vocabulary/accounts';
import { badRequest } from '../lib/app-error.ts';
import { newId } from '../lib/tokens.ts';
import { findMembership, insertMembership } from '../repositories/offices.repository.ts';
import { findUserByEmail, insertUser } from '../repositories/users.repository.ts';
import { emailTokenLink } from './auth/email-links.ts';
import type { FnContext } from './context.ts';

type PatientDetails = Partial<
  Pick<ParsedInput<'createUserWithEmailLink'>['user'], 'phone' | 'dateOfBirth' | 'address' | 'timeZone'>
>;

/**
 * One invitation (domain/offices/invitations): a new account for a new email; for an existing
 * prescriber or assistant a pending membership, which grants nothing until they accept it on
 * joinOffice, and an email saying so; anyone else (operations above all) is left alone. The
 * account's role, status and other memberships stay as they were.
 */
export async function invite(
  ctx: FnContext,
  office: { id: string; name: string },
  invitation: { email: string; role: 'prescriber' | 'assistant' },
  emailLinkURL: string,
): Promise<void> {
  const account = await findUserByEmail(ctx.db, invitation.email);
  const member = account ? (await findMembership(ctx.db, office.id, account.id)) !== undefined : false;
  const action = invitationAction(account ? { role: account.role } : null, member);
  if (action === 'create') {
    await createMember(ctx, office.id, { ...invitation, firstName: '', lastName: '' }, emailLinkURL, false);
    return;
  }
  // 'invite' means an existing prescriber or assistant; the last two checks only tell TypeScript so.
  if (action !== 'invite' || !account || !isOfficeStaff(account.role)) return;
  await insertMembership(ctx.db, {
    officeId: office.id,
    userId: account.id,
    role: account.role,
    invitationStatus: 'pending',
  });
  await emailInvitationToJoin(ctx, office.name, account.email);
  ctx.publish(`users/${account.id}`);
}

export async function createMember(
  ctx: FnContext,
  officeID: string,
  user: { email: string; firstName: string; lastName: string; role: Role } & PatientDetails,
  emailLinkURL: string,
  founding: boolean,
): Promise<string> {
  if (user.role !== 'patient' && !isOfficeStaff(user.role)) {
    throw badRequest('Offices add prescribers, assistants and patients.', 'user.role');
  }
  const id = newId();
  // A founding member is approved (SPEC.md 4); the office's own status gates their pages.
  await insertUser(ctx.db, { id, ...user, status: founding ? 'approved' : 'pending' });
  await insertMembership(ctx.db, {
    officeId: officeID,
    userId: id,
    role: user.role as 'prescriber' | 'assistant' | 'patient',
    invitationStatus: founding ? 'accepted' : 'pending',
    acceptedAt: founding ? new Date() : null,
  });
  await emailTokenLink(ctx, { id, email: user.email, role: user.role }, 'finish-sign-up', emailLinkURL);
  ctx.publish(`users/${id}`);
  return id;
}

/** The email that asks an existing prescriber or assistant to accept an invitation on joinOffice. */
export async function emailInvitationToJoin(ctx: FnContext, officeName: string, to: string): Promise<void> {
  // The link goes in the text, as in every other email: the text is what a mail client shows.
  const link = buildEmailLink(ctx.config.publicUrl, '/joinOffice', {});
  await ctx.adapters.email.send(ctx.db, {
    to,
    subject: `You are invited to join ${officeName}`,
    text:
      `${officeName} invited you to join their office. Sign in and accept on this page; until you do, ` +
      `nothing about your account changes. If you do not know this office, ignore this email.\n\n${link}\n`,
    links: [link],
  });
}
