import type { OfficeStaffRole } from '@sc/domain/vocabulary/accounts';
import { listOfficeStaff } from '../../repositories/offices.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/** office/manage-team (issue 14): who has joined, and who has been invited and not yet joined. */
export const listOfficeTeam: Handler<'listOfficeTeam'> = async ({ officeID }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  const staff = await listOfficeStaff(ctx.db, office.id);
  const person = (s: (typeof staff)[number]) => ({
    userID: s.userID,
    name: `${s.firstName} ${s.lastName}`.trim(),
    email: s.email,
    role: s.role as OfficeStaffRole,
  });
  return {
    members: staff
      .filter((s) => s.invitationStatus === 'accepted')
      .map((s) => ({ ...person(s), joinedAt: s.acceptedAt?.toISOString() ?? null })),
    invitations: staff
      .filter((s) => s.invitationStatus === 'pending')
      .map((s) => ({
        ...person(s),
        sentAt: s.invitedAt.toISOString(),
        expiresAt: s.linkExpiresAt?.toISOString() ?? null,
      })),
  };
};
