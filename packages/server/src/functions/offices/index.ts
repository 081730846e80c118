import type { officesContract } from '@sc/domain/contract/offices';
import type { AreaHandlers } from '../context.ts';
import { acceptOfficeInvitation } from './accept-office-invitation.ts';
import { bookInterview } from './book-interview.ts';
import { getOfficeInvitation } from './get-office-invitation.ts';
import { getOffice } from './get-office.ts';
import { listInterviewSlots } from './list-interview-slots.ts';
import { listOfficeTeam } from './list-office-team.ts';
import { revokeOfficeInvitation } from './revoke-office-invitation.ts';
import { sendInvitationsToOffice } from './send-invitations-to-office.ts';

export const officesHandlers = {
  getOffice,
  getOfficeInvitation,
  acceptOfficeInvitation,
  listInterviewSlots,
  bookInterview,
  listOfficeTeam,
  sendInvitationsToOffice,
  revokeOfficeInvitation,
} satisfies AreaHandlers<typeof officesContract>;
