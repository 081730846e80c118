import type { officesContract } from '@sc/domain/contract/offices';
import type { AreaHandlers } from '../context.ts';
import { acceptOfficeInvitation } from './accept-office-invitation.ts';
import { addOfficePartner } from './add-office-partner.ts';
import { addOfficePlaceAccount } from './add-office-place-account.ts';
import { approveOffice } from './approve-office.ts';
import { bookInterview } from './book-interview.ts';
import { declineOfficeInvitation } from './decline-office-invitation.ts';
import { getOfficeInvitation } from './get-office-invitation.ts';
import { getOffice } from './get-office.ts';
import { getOfficeSettings } from './get-office-settings.ts';
import { getOfficeToday } from './get-office-today.ts';
import { listInterviewSlots } from './list-interview-slots.ts';
import { listOfficeTeam } from './list-office-team.ts';
import { removeOfficePartner } from './remove-office-partner.ts';
import { removeOfficePlaceAccount } from './remove-office-place-account.ts';
import { revokeOfficeInvitation } from './revoke-office-invitation.ts';
import { sendInvitationsToOffice } from './send-invitations-to-office.ts';
import { updateOfficeSettings } from './update-office-settings.ts';

export const officesHandlers = {
  getOffice,
  getOfficeInvitation,
  acceptOfficeInvitation,
  declineOfficeInvitation,
  getOfficeToday,
  listInterviewSlots,
  bookInterview,
  listOfficeTeam,
  sendInvitationsToOffice,
  revokeOfficeInvitation,
  getOfficeSettings,
  updateOfficeSettings,
  addOfficePartner,
  removeOfficePartner,
  addOfficePlaceAccount,
  removeOfficePlaceAccount,
  approveOffice,
} satisfies AreaHandlers<typeof officesContract>;
