import type { OfficeType } from '@sc/domain/vocabulary/accounts';
import { isOfficeStaff } from '@sc/domain/auth/roles';
import { INVITE_ONCE_APPROVED, NEW_OFFICE_STATUS, officeMayInvite } from '@sc/domain/offices/invitations';
import type { ParsedInput } from '@sc/domain/contract/index';
import { patientDetailsRefusal } from '@sc/domain/orders/patient-details';
import { placeAddress } from '@sc/domain/addresses/address-place';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/tokens.ts';
import { findMembership, findOffice, insertOffice, type OfficeRow } from '../../repositories/offices.repository.ts';
import { findUserByEmail } from '../../repositories/users.repository.ts';
import type { FnContext, Handler } from '../context.ts';
import { EMAIL_TAKEN } from './create-user.ts';
import { createMember, invite } from '../office-invitations.ts';

type Input = ParsedInput<'createUserWithEmailLink'>;

/**
 * Two uses (requirements.md 2.6, 7): anyone signing up a new office (its first prescriber or assistant),
 * or a member of an approved office adding a person to it, patients included (their links point
 * at the patient site), with invitations to coworkers. Only an approved office invites (ADR 020):
 * a sign-up naming coworkers is refused, so an anonymous caller cannot reach other accounts. An
 * invitation never changes the account it reaches, and the answer is the same whoever has one.
 */
export const createUserWithEmailLink: Handler<'createUserWithEmailLink'> = async (input, ctx) => {
  const refusal = patientDetailsRefusal(input.user, ctx.config.clock.now());
  if (refusal) throw badRequest(refusal.message, `user.${refusal.field}`);
  // An address with no place on the map is refused, never saved in silence (ADR 071).
  const { pin, ...user } = input.user;
  const place = placeAddress({ address: user.address, pin });
  if (!place.ok) throw badRequest(place.message, `user.${place.field}`);
  if (await findUserByEmail(ctx.db, input.user.email)) throw conflict(EMAIL_TAKEN);
  const office =
    'id' in input.office
      ? { ...(await requireOfficeToAddTo(ctx, input.office.id)), isNew: false }
      : { ...officeToFound(input.user, input.office), isNew: true };
  const invitations = input.invitations.filter((invitation) => invitation.email !== input.user.email);
  // Before anything is written: a refused sign-up leaves no office behind.
  if (invitations.length > 0 && !officeMayInvite(office.status)) throw badRequest(INVITE_ONCE_APPROVED, 'invitations');
  if (office.isNew) {
    await insertOffice(ctx.db, { id: office.id, name: office.name, type: office.type, status: office.status });
  }
  const userID = await createMember(ctx, office, { ...user, home: place.point }, input.emailLinkURL, office.isNew);
  for (const invitation of invitations) await invite(ctx, office, invitation, input.emailLinkURL);
  return { userID, officeID: office.id };
};

/** The office a sign-up founds, not yet written: it needs an interview (requirements.md 2.4, 4). */
function officeToFound(user: Input['user'], office: { name: string; type: OfficeType }) {
  if (!isOfficeStaff(user.role))
    throw badRequest('An office is signed up by a prescriber or an assistant.', 'user.role');
  return { id: newId(), name: office.name, type: office.type, status: NEW_OFFICE_STATUS };
}

async function requireOfficeToAddTo(ctx: FnContext, officeID: string): Promise<OfficeRow> {
  const caller = ctx.caller;
  if (!caller) throw new AppError('unauthenticated', 'Please sign in to add people to an office.');
  const office = await findOffice(ctx.db, officeID);
  if (caller.role !== 'admin') {
    const membership = office ? await findMembership(ctx.db, office.id, caller.userId) : undefined;
    // Another office's id answers like a missing one, revealing nothing.
    if (!office || !membership || membership.invitationStatus !== 'accepted') throw notFound('Office not found.');
    if (office.status !== 'approved') throw forbidden('Your office must be approved before adding people.');
  }
  if (!office) throw notFound('Office not found.');
  return office;
}
