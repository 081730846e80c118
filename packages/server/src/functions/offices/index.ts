import type { officesContract } from '@sc/domain/contract/offices';
import type { AreaHandlers } from '../context.ts';
import { acceptOfficeInvitation } from './accept-office-invitation.ts';
import { bookInterview } from './book-interview.ts';
import { getOfficeInvitation } from './get-office-invitation.ts';
import { getOffice } from './get-office.ts';
import { listInterviewSlots } from './list-interview-slots.ts';

export const officesHandlers = {
  getOffice,
  getOfficeInvitation,
  acceptOfficeInvitation,
  listInterviewSlots,
  bookInterview,
} satisfies AreaHandlers<typeof officesContract>;
