/**
 * Office invitations (requirements.md 2.6, 4, 6; ADR 020). Inviting is managing the team, which an office
 * does only once it is approved; an invitation never changes the account it reaches: it is a
 * pending membership that grants nothing until that account accepts it.
 */
import { isOfficeStaff } from '../auth/roles.ts';
import type { OfficeStatus, Role } from '../vocabulary/accounts.ts';

/** A signed-up office waits for its interview (requirements.md 2.4, 4). */
export const NEW_OFFICE_STATUS: OfficeStatus = 'require_interview';

export const INVITE_ONCE_APPROVED =
  'Your office can invite coworkers once it is approved. Leave them out for now and invite them then.';

/** Only an approved office sends invitations; a new one's (its sign-up's) are refused. */
export function officeMayInvite(status: OfficeStatus): boolean {
  return status === 'approved';
}

/**
 * What one invitation does, given the account its email already has (null: none):
 * - `create`: a new account, pending, with a pending membership and a finish-sign-up link;
 * - `invite`: an existing prescriber or assistant gets a pending membership, the account as it was;
 * - `skip`: nothing, and the answer says nothing either: operations, nurses, patients and packers
 *   are never office coworkers, and someone already in the office is not invited again.
 */
export function invitationAction(
  account: { role: Role } | null,
  alreadyInOffice: boolean,
): 'create' | 'invite' | 'skip' {
  if (account === null) return 'create';
  if (alreadyInOffice || !isOfficeStaff(account.role)) return 'skip';
  return 'invite';
}
