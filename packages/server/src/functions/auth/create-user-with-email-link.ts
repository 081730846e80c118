import type { Role } from '@sc/domain/auth/roles';
import { isOfficeStaff } from '@sc/domain/auth/roles';
import type { ParsedInput } from '@sc/domain/contract/index';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/tokens.ts';
import { findMembership, findOffice, insertMembership, insertOffice } from '../../repositories/offices.repository.ts';
import { findUserByEmail, insertUser } from '../../repositories/users.repository.ts';
import type { FnContext, Handler } from '../context.ts';
import { EMAIL_TAKEN } from './create-user.ts';
import { emailTokenLink } from './email-links.ts';

type Input = ParsedInput<'createUserWithEmailLink'>;

/**
 * Two uses (SPEC.md 2.6, 7): anyone signing up a new office (its first prescriber or assistant,
 * plus invitations to coworkers), or a member of an approved office adding a person to it,
 * patients included (their links point at the patient site).
 */
export const createUserWithEmailLink: Handler<'createUserWithEmailLink'> = async (input, ctx) => {
  if (await findUserByEmail(ctx.db, input.user.email)) throw conflict(EMAIL_TAKEN);
  const officeID =
    'id' in input.office ? await requireOfficeToAddTo(ctx, input.office.id) : await newOffice(ctx, input);
  const founding = !('id' in input.office);
  const userID = await createMember(ctx, officeID, input.user, input.emailLinkURL, founding);
  for (const invitation of input.invitations) {
    if (invitation.email === input.user.email) continue;
    const existing = await findUserByEmail(ctx.db, invitation.email);
    if (existing) {
      if (!(await findMembership(ctx.db, officeID, existing.id))) {
        await insertMembership(ctx.db, {
          officeId: officeID,
          userId: existing.id,
          role: invitation.role,
          invitationStatus: 'pending',
        });
        ctx.publish(`users/${existing.id}`);
      }
      continue;
    }
    await createMember(ctx, officeID, { ...invitation, firstName: '', lastName: '' }, input.emailLinkURL, false);
  }
  return { userID, officeID };
};

async function newOffice(ctx: FnContext, input: Input): Promise<string> {
  if (!('name' in input.office)) throw badRequest('Office name is required.', 'office');
  if (!isOfficeStaff(input.user.role))
    throw badRequest('An office is signed up by a prescriber or an assistant.', 'user.role');
  const id = newId();
  await insertOffice(ctx.db, { id, name: input.office.name, type: input.office.type, status: 'require_interview' });
  return id;
}

async function requireOfficeToAddTo(ctx: FnContext, officeID: string): Promise<string> {
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
  return office.id;
}

async function createMember(
  ctx: FnContext,
  officeID: string,
  user: { email: string; firstName: string; lastName: string; role: Role },
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
