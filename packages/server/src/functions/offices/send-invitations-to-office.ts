import { findMembership } from '../../repositories/offices.repository.ts';
import { findUserByEmail } from '../../repositories/users.repository.ts';
import { emailInvitationToJoin, emailMemberInvitation, invite } from '../office-invitations.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/**
 * requirements.md 7 sendInvitationsToOffice (issue 14): each email is invited as createUserWithEmailLink
 * invites coworkers; one whose invitation is still pending gets it again, with a fresh link (the
 * old one stops working). An invitation never changes the account it reaches.
 */
export const sendInvitationsToOffice: Handler<'sendInvitationsToOffice'> = async (input, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), input.officeID);
  let sent = 0;
  for (const invitation of input.invitations) {
    const account = await findUserByEmail(ctx.db, invitation.email);
    const membership = account ? await findMembership(ctx.db, office.id, account.id) : undefined;
    if (account && membership?.invitationStatus === 'pending') {
      if (account.passwordHash === null) await emailMemberInvitation(ctx, office.name, account, input.emailLinkURL);
      else await emailInvitationToJoin(ctx, office.name, account);
      sent += 1;
      continue;
    }
    if (membership) continue;
    await invite(ctx, office, invitation, input.emailLinkURL);
    sent += 1;
  }
  ctx.publish(`offices/${office.id}`);
  return { ok: true as const, sent };
};
