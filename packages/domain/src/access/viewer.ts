/** The signed-in person as every screen and rule sees them. */
import type { InvitationStatus, OfficeStatus, OfficeType, Role, UserStatus } from '../vocabulary/accounts.ts';

export interface ViewerOffice {
  id: string;
  name: string;
  type: OfficeType;
  status: OfficeStatus;
  invitationStatus: InvitationStatus;
}

export interface Viewer {
  id: string;
  role: Role;
  status: UserStatus;
  email: string;
  firstName: string;
  lastName: string;
  passwordCreated: boolean;
  office: ViewerOffice | null;
  /**
   * When the interview they booked (or their office's demo call) starts, while one is booked
   * (interview_scheduled): the status page names it (issue 27).
   */
  interviewAt: string | null;
}

/** A profile is complete once the person has a name and is past the incomplete status. */
export function isProfileComplete(viewer: Viewer): boolean {
  return viewer.status !== 'incomplete' && viewer.firstName.trim() !== '' && viewer.lastName.trim() !== '';
}
