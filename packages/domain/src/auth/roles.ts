/** Roles and statuses of SPEC.md sections 1, 3, 4 and 6, plus `admin` (operations, DESIGN.md 6). */
export const roles = ['nurse', 'patient', 'prescriber', 'assistant', 'packer', 'admin'] as const;
export type Role = (typeof roles)[number];

export const userStatuses = [
  'incomplete',
  'pending',
  'approved',
  'declined',
  'require_interview',
  'interview_scheduled',
  'require_approval',
  'waitlisted',
] as const;
export type UserStatus = (typeof userStatuses)[number];

export const officeStatuses = ['approved', 'require_interview', 'interview_scheduled'] as const;
export type OfficeStatus = (typeof officeStatuses)[number];

export const officeTypes = ['lab', 'staffing', 'others'] as const;
export type OfficeType = (typeof officeTypes)[number];

export const invitationStatuses = ['pending', 'accepted'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** Roles that may sign themselves up on this site (patients sign up on the patient site). */
export const signUpRoles = ['nurse', 'prescriber', 'assistant'] as const;
export type SignUpRole = (typeof signUpRoles)[number];

export function isOfficeStaff(role: Role): role is 'prescriber' | 'assistant' {
  return role === 'prescriber' || role === 'assistant';
}

/** Nurses and packers must share their location (SPEC.md 2.9, 6). */
export function requiresLocation(role: Role): boolean {
  return role === 'nurse' || role === 'packer';
}
