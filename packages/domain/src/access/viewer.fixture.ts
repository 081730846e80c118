/** Test-only: a Viewer with sensible defaults (an approved nurse), overridable per row. */
import type { InvitationStatus, OfficeStatus, OfficeType, Role, UserStatus } from '../vocabulary/accounts.ts';
import type { Viewer, ViewerOffice } from './viewer.ts';

export function makeOffice(
  status: OfficeStatus = 'approved',
  type: OfficeType = 'lab',
  invitationStatus: InvitationStatus = 'accepted',
): ViewerOffice {
  return { id: 'office-1', name: 'Test Office', type, status, invitationStatus };
}

export function makeViewer(
  role: Role = 'nurse',
  status: UserStatus = 'approved',
  overrides: Partial<Viewer> = {},
): Viewer {
  return {
    id: 'user-1',
    role,
    status,
    email: 'user@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordCreated: true,
    office: null,
    interviewAt: null,
    ...overrides,
  };
}
