/** Roles and the statuses of users, offices and their members (SPEC.md 1, 3, 4, 6). */

/** SPEC.md 1's roles, plus `admin` (operations, DESIGN.md 6). */
export const roles = ['nurse', 'patient', 'prescriber', 'assistant', 'packer', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The roles a person may hold in an office. */
export const officeMemberRoles = ['prescriber', 'assistant', 'nurse', 'patient'] as const satisfies readonly Role[];
export type OfficeMemberRole = (typeof officeMemberRoles)[number];

/** SPEC.md 4. */
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

/** SPEC.md 4. */
export const officeStatuses = ['approved', 'require_interview', 'interview_scheduled'] as const;
export type OfficeStatus = (typeof officeStatuses)[number];

/** SPEC.md 1, 3. */
export const officeTypes = ['lab', 'staffing', 'others'] as const;
export type OfficeType = (typeof officeTypes)[number];

/** An office invitation (SPEC.md 3: invitations keyed by email, with a status). */
export const invitationStatuses = ['pending', 'accepted'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** What an emailed one-time link does. */
export const tokenPurposes = ['reset-password', 'finish-sign-up', 'sign-in'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];
