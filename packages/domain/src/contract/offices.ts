/** Offices, joining an office, and interview or demo booking (SPEC.md 2.2, 2.4, 4). */
import { z } from 'zod';
import { invitationStatuses, officeStatuses, officeTypes } from '../vocabulary/accounts.ts';
import { defineFunction, rolesAccess, rolesAnyStatusAccess, signedIn } from './define.ts';
import { emailLinkUrlSchema, emailSchema, idSchema, okSchema } from './schemas.ts';

const slotSchema = z.object({ start: z.string(), end: z.string() });

const teamPersonSchema = z.object({
  userID: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['prescriber', 'assistant']),
});
const invitationSchema = z.object({ email: emailSchema, role: z.enum(['prescriber', 'assistant']) });

export const officesContract = {
  listOfficeTeam: defineFunction({
    summary:
      'An office’s team (SPEC.md 2.4 manage-team): its prescribers and assistants, and the invitations not yet accepted with when they were sent and when their link expires (issue 14).',
    input: z.object({ officeID: idSchema }),
    output: z.object({
      members: z.array(teamPersonSchema.extend({ joinedAt: z.string().nullable() })),
      invitations: z.array(teamPersonSchema.extend({ sentAt: z.string(), expiresAt: z.string().nullable() })),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: 'none',
    example: { officeID: 'office-staffing' },
  }),
  sendInvitationsToOffice: defineFunction({
    summary:
      'Invite coworkers to an office by email (SPEC.md 7); an invitation not yet accepted is sent again with a fresh link (issue 14).',
    input: z.object({
      officeID: idSchema,
      invitations: z.array(invitationSchema).min(1).max(20),
      emailLinkURL: emailLinkUrlSchema,
    }),
    output: z.object({ ok: z.literal(true), sent: z.number().int() }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: true,
    patientData: 'none',
    example: {
      officeID: 'office-staffing',
      invitations: [{ email: 'new.assistant@example.com', role: 'assistant' }],
      emailLinkURL: 'http://localhost:3000/finishSignUp',
    },
  }),
  revokeOfficeInvitation: defineFunction({
    summary: 'Withdraw an invitation not yet accepted: its link stops working (issue 14).',
    input: z.object({ officeID: idSchema, userID: idSchema }),
    output: okSchema,
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: true,
    patientData: 'none',
    example: { officeID: 'office-staffing', userID: 'user-invited-assistant' },
  }),
  getOffice: defineFunction({
    summary: 'An office the caller belongs to.',
    input: z.object({ officeID: idSchema }),
    output: z.object({
      office: z.object({
        id: z.string(),
        name: z.string(),
        type: z.enum(officeTypes),
        status: z.enum(officeStatuses),
        memberCount: z.number().int(),
      }),
    }),
    access: rolesAnyStatusAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: 'none',
    example: { officeID: 'office-lab' },
  }),
  getOfficeInvitation: defineFunction({
    summary: 'The caller’s invitation to an office, for the joinOffice page.',
    input: z.object({}),
    output: z.object({
      invitation: z
        .object({ officeID: z.string(), officeName: z.string(), status: z.enum(invitationStatuses) })
        .nullable(),
    }),
    access: signedIn,
    write: false,
    patientData: 'none',
    example: {},
  }),
  acceptOfficeInvitation: defineFunction({
    summary: 'Accept the caller’s pending invitation to an office (SPEC.md 4, after joining an office).',
    input: z.object({ officeID: idSchema }),
    output: okSchema,
    access: rolesAnyStatusAccess('prescriber', 'assistant', 'nurse', 'patient'),
    write: true,
    patientData: 'none',
    example: { officeID: 'office-staffing' },
  }),
  listInterviewSlots: defineFunction({
    summary: 'Open interview (or office demo) slots for the next two weeks.',
    input: z.object({ timeZone: z.string().max(64).default('UTC') }),
    output: z.object({ slots: z.array(slotSchema) }),
    access: signedIn,
    write: false,
    patientData: 'none',
    example: {},
  }),
  bookInterview: defineFunction({
    summary: 'Book an interview (for the caller) or a demo (for the caller’s office); sets interview_scheduled.',
    input: z.object({
      start: z.iso.datetime({ offset: true }),
      subject: z.enum(['user', 'office']),
      /** The zone the slots were offered in (listInterviewSlots). */
      timeZone: z.string().max(64).default('UTC'),
    }),
    output: z.object({ uri: z.string(), start: z.string() }),
    access: signedIn,
    write: true,
    patientData: 'none',
    example: { start: '2030-01-07T15:00:00.000Z', subject: 'user' },
  }),
};
