/** Roles and the statuses of users, offices and their members (requirements.md 1, 3, 4, 6). */

/** requirements.md 1's roles, plus `admin` (operations, architecture.md 6). */
export const roles = ['nurse', 'patient', 'prescriber', 'assistant', 'packer', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The roles a person may hold in an office. */
export const officeMemberRoles = ['prescriber', 'assistant', 'nurse', 'patient'] as const satisfies readonly Role[];
export type OfficeMemberRole = (typeof officeMemberRoles)[number];

/** An office's staff: the members who order, print and manage the office (not its nurses or patients). */
export const officeStaffRoles = ['prescriber', 'assistant'] as const satisfies readonly OfficeMemberRole[];
export type OfficeStaffRole = (typeof officeStaffRoles)[number];

/** requirements.md 4. */
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

/** requirements.md 4. */
export const officeStatuses = ['approved', 'require_interview', 'interview_scheduled'] as const;
export type OfficeStatus = (typeof officeStatuses)[number];

/** requirements.md 1, 3. */
export const officeTypes = ['lab', 'staffing', 'others'] as const;
export type OfficeType = (typeof officeTypes)[number];

/** An office invitation (requirements.md 3: invitations keyed by email, with a status). */
export const invitationStatuses = ['pending', 'accepted'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** What an emailed one-time link does. */
export const tokenPurposes = ['reset-password', 'finish-sign-up', 'sign-in'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];
