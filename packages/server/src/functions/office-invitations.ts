/**
 * Adding people to an office (requirements.md 4, 7): a member created with a finish-sign-up link, and an
 * invitation to a coworker. createUserWithEmailLink and sendInvitationsToOffice both use them.
 */
import { buildEmailLink } from '@sc/domain/auth/email-links';
import { isOfficeStaff } from '@sc/domain/auth/roles';
import { inviterName, joinOfficeInvitation, newMemberInvitation } from '@sc/domain/offices/invitation-emails';
import { invitationAction } from '@sc/domain/offices/invitations';
import type { MapPoint } from '@sc/domain/addresses/address-place';
import type { ParsedInput } from '@sc/domain/contract/index';
import type { OfficeStaffRole, Role } from '@sc/domain/vocabulary/accounts';
import { badRequest } from '../lib/app-error.ts';
import { newId } from '../lib/tokens.ts';
import { findMembership, insertMembership } from '../repositories/offices.repository.ts';
import { findUserByEmail, findUserById, insertUser } from '../repositories/users.repository.ts';
import { emailTokenLink } from './auth/email-links.ts';
import { requireCaller, type FnContext } from './context.ts';

type PatientDetails = Partial<
  Pick<ParsedInput<'createUserWithEmailLink'>['user'], 'phone' | 'dateOfBirth' | 'address' | 'timeZone'>
> & {
  /** The address's point, from its pin (ADR 071); none without an address. */
  home?: MapPoint | null;
};

/**
 * One invitation (domain/offices/invitations): a new account for a new email; for an existing
 * prescriber or assistant a pending membership, which grants nothing until they accept it on
 * joinOffice, and an email saying so; anyone else (operations above all) is left alone. The
 * account's role, status and other memberships stay as they were.
 */
export async function invite(
  ctx: FnContext,
  office: { id: string; name: string },
  invitation: { email: string; role: OfficeStaffRole },
  emailLinkURL: string,
): Promise<void> {
  const account = await findUserByEmail(ctx.db, invitation.email);
  const member = account ? (await findMembership(ctx.db, office.id, account.id)) !== undefined : false;
  const action = invitationAction(account ? { role: account.role } : null, member);
  if (action === 'create') {
    await createMember(ctx, office, { ...invitation, firstName: '', lastName: '' }, emailLinkURL, false);
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
  await emailInvitationToJoin(ctx, office.name, account);
  ctx.publish(`users/${account.id}`);
}

export async function createMember(
  ctx: FnContext,
  office: { id: string; name: string },
  user: { email: string; firstName: string; lastName: string; role: Role } & PatientDetails,
  emailLinkURL: string,
  founding: boolean,
): Promise<string> {
  if (user.role !== 'patient' && !isOfficeStaff(user.role)) {
    throw badRequest('Offices add prescribers, assistants and patients.', 'user.role');
  }
  const id = newId();
  const { home, ...details } = user;
  // A founding member is approved (requirements.md 4); the office's own status gates their pages.
  await insertUser(ctx.db, {
    id,
    ...details,
    homeLat: home?.lat ?? null,
    homeLng: home?.lng ?? null,
    status: founding ? 'approved' : 'pending',
  });
  await insertMembership(ctx.db, {
    officeId: office.id,
    userId: id,
    role: user.role as OfficeStaffRole | 'patient',
    invitationStatus: founding ? 'accepted' : 'pending',
    acceptedAt: founding ? ctx.config.clock.now() : null,
  });
  const member = { id, email: user.email, role: user.role };
  // A founder signed themselves up; anyone else was added by the caller, whom the email names.
  if (founding) await emailTokenLink(ctx, member, 'finish-sign-up', emailLinkURL);
  else await emailMemberInvitation(ctx, office.name, member, emailLinkURL);
  ctx.publish(`users/${id}`);
  return id;
}

/** The caller, as an invitation names them. */
async function inviter(ctx: FnContext): Promise<string> {
  const caller = requireCaller(ctx);
  const person = await findUserById(ctx.db, caller.userId);
  return person ? inviterName(person) : 'Sample Collect';
}

/** A finish-sign-up link for a person an office added, naming the office and who added them. */
export async function emailMemberInvitation(
  ctx: FnContext,
  officeName: string,
  member: { id: string; email: string; role: Role },
  emailLinkURL: string,
): Promise<void> {
  const words = newMemberInvitation(officeName, await inviter(ctx), member.role);
  await emailTokenLink(ctx, member, 'finish-sign-up', emailLinkURL, null, words);
}

/** The email that asks an existing prescriber or assistant to accept an invitation on joinOffice. */
export async function emailInvitationToJoin(
  ctx: FnContext,
  officeName: string,
  account: { email: string; role: Role },
): Promise<void> {
  // The link goes in the text, as in every other email: the text is what a mail client shows.
  const link = buildEmailLink(ctx.config.publicUrl, '/joinOffice', {});
  const { subject, text } = joinOfficeInvitation(officeName, await inviter(ctx), account.role);
  await ctx.adapters.email.send(ctx.db, { to: account.email, subject, text: `${text}\n\n${link}\n`, links: [link] });
}
