/**
 * Home screen choice (requirements.md 2.1), status pages (2.2) and the office page (2.4).
 * Pure decisions over the signed-in viewer; the router renders what they return.
 */
import { isOfficeStaff } from '../auth/roles.ts';
import type { OfficeStatus, OfficeType, UserStatus } from '../vocabulary/accounts.ts';
import type { Viewer } from './viewer.ts';

export type Home =
  | { kind: 'patient-site' }
  | { kind: 'join-office' }
  | { kind: 'office' }
  | { kind: 'status'; page: StatusPage }
  | { kind: 'nurse' }
  | { kind: 'packer' }
  | { kind: 'admin' };

export function chooseHome(viewer: Viewer): Home {
  if (viewer.role === 'patient') return { kind: 'patient-site' };
  if (isOfficeStaff(viewer.role)) {
    return hasPendingInvitation(viewer) ? { kind: 'join-office' } : { kind: 'office' };
  }
  if (viewer.status !== 'approved') return { kind: 'status', page: statusPageFor(viewer.status) };
  if (viewer.role === 'nurse') return { kind: 'nurse' };
  if (viewer.role === 'packer') return { kind: 'packer' };
  return { kind: 'admin' };
}

/** Office staff whose office invitation is not accepted go to joinOffice (requirements.md 2.6, 6). */
export function hasPendingInvitation(viewer: Viewer): boolean {
  return isOfficeStaff(viewer.role) && viewer.office !== null && viewer.office.invitationStatus !== 'accepted';
}

export type StatusPage =
  'launch-soon' | 'rejected' | 'book-interview' | 'interview-booked' | 'awaiting-approval' | 'waitlisted' | 'welcome';

const statusPages: Record<UserStatus, StatusPage> = {
  approved: 'launch-soon',
  declined: 'rejected',
  require_interview: 'book-interview',
  interview_scheduled: 'interview-booked',
  require_approval: 'awaiting-approval',
  waitlisted: 'waitlisted',
  pending: 'welcome',
  // An incomplete profile is welcomed like a pending one: the next step is work settings.
  incomplete: 'welcome',
};

export function statusPageFor(status: UserStatus): StatusPage {
  return statusPages[status];
}

export type OfficePage =
  | { kind: 'redirect-nurse-home' }
  | { kind: 'redirect-staffing' }
  | { kind: 'dashboard' }
  | { kind: 'schedule-demo' }
  | { kind: 'meeting-scheduled' }
  | { kind: 'status'; page: StatusPage };

export interface OfficeSummary {
  status: OfficeStatus;
  type: OfficeType;
}

/**
 * What the office home shows once its office has loaded (requirements.md 2.1, 2.4). Nurses go to their own
 * home; an assistant of a staffing office is sent to the orders of the partner portal view.
 */
export function officePageFor(viewer: Viewer, office: OfficeSummary | null): OfficePage {
  if (viewer.role === 'nurse') return { kind: 'redirect-nurse-home' };
  if (office === null) return { kind: 'status', page: statusPageFor(viewer.status) };
  if (office.status === 'approved') {
    if (viewer.role === 'assistant' && office.type === 'staffing') return { kind: 'redirect-staffing' };
    return { kind: 'dashboard' };
  }
  if (office.status === 'require_interview') return { kind: 'schedule-demo' };
  if (office.status === 'interview_scheduled') return { kind: 'meeting-scheduled' };
  return { kind: 'status', page: statusPageFor(viewer.status) };
}
