/** Offices, joining an office, and interview or demo booking (requirements.md 2.2, 2.4, 4). */
import { z } from 'zod';
import { invitationStatuses, officeStatuses, officeTypes } from '../vocabulary/accounts.ts';
import { defineFunction, rolesAccess, rolesAnyStatusAccess, signedIn } from './define.ts';
import { emailLinkUrlSchema, emailSchema, idSchema, okSchema } from './schemas.ts';
import { officeNotificationKinds, partnerStates } from '../vocabulary/offices.ts';
import { placeTypes } from '../vocabulary/supplies.ts';

const slotSchema = z.object({ start: z.string(), end: z.string() });

const teamPersonSchema = z.object({
  userID: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['prescriber', 'assistant']),
});
const invitationSchema = z.object({ email: emailSchema, role: z.enum(['prescriber', 'assistant']) });

/** The invited person's answer to their pending invitation, whatever their account's status. */
const answerInvitation = (summary: string) =>
  defineFunction({
    summary,
    input: z.object({ officeID: idSchema }),
    output: okSchema,
    access: rolesAnyStatusAccess('prescriber', 'assistant', 'nurse', 'patient'),
    write: true,
    patientData: 'none',
    example: { officeID: 'office-staffing' },
  });

export const officesContract = {
  listOfficeTeam: defineFunction({
    summary:
      'An office’s team (requirements.md 2.4 manage-team): its prescribers and assistants, and the invitations not yet accepted with when they were sent and when their link expires (issue 14).',
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
      'Invite coworkers to an office by email (requirements.md 7); an invitation not yet accepted is sent again with a fresh link (issue 14).',
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
  acceptOfficeInvitation: answerInvitation(
    'Accept the caller’s pending invitation to an office (requirements.md 4, after joining an office).',
  ),
  declineOfficeInvitation: answerInvitation(
    'Decline the caller’s pending invitation to an office: it is gone, and the office sees it no more (issue 27).',
  ),
  getOfficeToday: defineFunction({
    summary:
      'What needs the office’s attention today, in numbers: its team, today’s visits, results in and failed collections (issue 27).',
    input: z.object({ officeID: idSchema }),
    output: z.object({
      /** Its staff who accepted, not its patients. */
      team: z.number().int(),
      /** Visits requested for today, not canceled. */
      visitsToday: z.number().int(),
      /** Results back from the lab and not yet reviewed, of the orders placed for this office. */
      resultsIn: z.number().int(),
      /** Collections that failed in the last seven days. */
      failedCollections: z.number().int(),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: 'none',
    example: { officeID: 'office-lab' },
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
  ...officeSettingsContract(),
};

/**
 * Office settings (requirements.md 2.4 office/settings, 3 Office, 6; issue 14; ADR 031): the office's
 * details, notification emails, partners and shared place accounts. Staff of an approved office
 * (functions/office-access.ts) read and change them; another office answers "Office not found.".
 */
function officeSettingsContract() {
  const staff = rolesAccess('prescriber', 'assistant', 'admin');
  const officeDetails = z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(officeTypes),
    address: z.string(),
    /** Its address's place as its pin, "40.7025, -73.988"; null when it has none (ADR 082). */
    addressPin: z.string().nullable(),
    timeZone: z.string(),
    notificationEmails: z.array(z.enum(officeNotificationKinds)),
  });
  const partner = z.object({
    officeID: z.string(),
    name: z.string(),
    type: z.enum(officeTypes),
    state: z.enum(partnerStates),
    /** When this office named the other, else when the other named it. */
    since: z.string(),
  });
  const place = z.object({ id: z.string(), name: z.string(), type: z.enum(placeTypes), address: z.string() });
  const placeAccount = place.extend({ accountNumber: z.string() });
  return {
    getOfficeSettings: defineFunction({
      summary:
        'An office’s settings: name, address, time zone, notification emails, partners (with requests either way) and shared place accounts, with the places one can be added at, and the place group its specimens go to (requirements.md 2.4, 3).',
      input: z.object({ officeID: idSchema }),
      output: z.object({
        office: officeDetails,
        partners: z.array(partner),
        placeAccounts: z.array(placeAccount),
        places: z.array(place),
        /** requirements.md 3 Office.placeGroupID, which operations set (ADR 065): where its specimens go; null for any lab. */
        placeGroup: z.object({ id: z.string(), name: z.string() }).nullable(),
      }),
      access: staff,
      write: false,
      patientData: 'none',
      example: { officeID: 'office-lab' },
    }),
    updateOfficeSettings: defineFunction({
      summary:
        'Change an office’s name, address, time zone or notification emails; fields left out stay as they are (requirements.md 2.4). An address is saved with its point, `addressPin`, which geocodeAddress finds or a map pin gives; an address without one is refused (ADR 071, 082).',
      input: z.object({
        officeID: idSchema,
        // Bounds here stop abuse; the domain's (offices/office-settings.ts) give the words.
        name: z.string().max(400).optional(),
        address: z.string().max(1000).optional(),
        /** The address's point as a pin, "40.7025, -73.988" (address-place.ts); sent with the address. */
        addressPin: z.string().max(60).optional(),
        timeZone: z.string().max(64).optional(),
        notificationEmails: z.array(z.enum(officeNotificationKinds)).max(officeNotificationKinds.length).optional(),
      }),
      output: z.object({ office: officeDetails }),
      access: staff,
      write: true,
      patientData: 'none',
      example: { officeID: 'office-lab', address: '55 Front St, Brooklyn, NY 11201', addressPin: '40.7025, -73.988' },
    }),
    addOfficePartner: defineFunction({
      summary:
        'Name another office as a partner by the office ID it shared: a request until it names this office back, then a partnership (requirements.md 3, 6; ADR 031).',
      input: z.object({ officeID: idSchema, partnerOfficeID: idSchema }),
      output: z.object({ partner }),
      access: staff,
      write: true,
      patientData: 'none',
      example: { officeID: 'office-lab', partnerOfficeID: 'office-clinic' },
    }),
    removeOfficePartner: defineFunction({
      summary:
        'End a partnership, withdraw a request or decline one: neither office names the other any more (ADR 031).',
      input: z.object({ officeID: idSchema, partnerOfficeID: idSchema }),
      output: okSchema,
      access: staff,
      write: true,
      patientData: 'none',
      example: { officeID: 'office-lab', partnerOfficeID: 'office-staffing' },
    }),
    addOfficePlaceAccount: defineFunction({
      summary:
        'Share an account at a place (a lab, packing and shipping, a drop-off) with the office’s staff, or change its account number (requirements.md 3 sharedPlaceAccounts).',
      input: z.object({ officeID: idSchema, placeID: idSchema, accountNumber: z.string().max(160).default('') }),
      output: z.object({ placeAccount }),
      access: staff,
      write: true,
      patientData: 'none',
      example: { officeID: 'office-lab', placeID: 'place-lab', accountNumber: 'RL-20417' },
    }),
    removeOfficePlaceAccount: defineFunction({
      summary: 'Stop sharing the office’s account at a place (requirements.md 3 sharedPlaceAccounts).',
      input: z.object({ officeID: idSchema, placeID: idSchema }),
      output: okSchema,
      access: staff,
      write: true,
      patientData: 'none',
      example: { officeID: 'office-lab', placeID: 'place-packing' },
    }),
    approveOffice: defineFunction({
      summary:
        'Operations: approve an office after its demo call (requirements.md 2.4, 4 office status); its staff then reach orders, team, reports and settings.',
      input: z.object({ officeID: idSchema }),
      output: z.object({ officeID: z.string(), status: z.enum(officeStatuses) }),
      access: rolesAccess('admin'),
      write: true,
      patientData: 'none',
      example: { officeID: 'office-lab' },
    }),
  };
}
