/** Roles and statuses of requirements.md sections 1, 3, 4 and 6: the lists are declared in vocabulary/. */
import { officeStaffRoles, type OfficeStaffRole, type Role } from '../vocabulary/accounts.ts';

/** Roles that may sign themselves up on this site (patients sign up on the patient site). */
export const signUpRoles = ['nurse', 'prescriber', 'assistant'] as const;
export type SignUpRole = (typeof signUpRoles)[number];

export function isOfficeStaff(role: Role): role is OfficeStaffRole {
  return (officeStaffRoles as readonly Role[]).includes(role);
}

/** Nurses and packers must share their location (requirements.md 2.9, 6). */
export function requiresLocation(role: Role): boolean {
  return role === 'nurse' || role === 'packer';
}
