/**
 * An office's upcoming visits (requirements.md 2.8 "Visits (flag)", issue 14): each order from the office's
 * today on that is not yet done, with its patient, window, status, nurse and scheduled start.
 */
import { z } from 'zod';
import { UPCOMING_VISIT_STATUSES } from '../orders/office-visits.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

export const VISITS_PAGE_MAX = 100;
/** Further out than this, the orders list and its filters are the tool. */
export const VISITS_PAGES_MAX = 50;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const visitRowSchema = z.object({
  orderID: z.string(),
  /** The procedure page to open for this visit: its first test's. */
  procedureID: z.string().nullable(),
  requisitionNumber: z.string().nullable(),
  status: z.enum(UPCOMING_VISIT_STATUSES),
  /** The order's patient; for a visit booked for a contact with no account, the contact's name and no id. */
  patient: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  tests: z.array(z.object({ code: z.string(), name: z.string() })),
  requestedDate: z.string().nullable(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  /** The order's (the patient's) zone, in which its day and window are read. */
  timeZone: z.string().nullable(),
  /** The nurse whose itinerary holds the visit, once one does. */
  nurse: personSchema.nullable(),
  /** The stop's scheduled start (ISO 8601), once scheduled. */
  scheduledStartAt: z.string().nullable(),
});

export const visitsContract = {
  listOfficeVisits: defineFunction({
    summary:
      'An office’s upcoming visits from its today on, by day and start: each not-yet-done order with its patient, window, status, nurse and scheduled start (requirements.md 2.8, issue 14).',
    input: z.object({
      officeID: idSchema,
      page: z.number().int().min(1).max(VISITS_PAGES_MAX).default(1),
      pageSize: z.number().int().min(1).max(VISITS_PAGE_MAX).default(50),
    }),
    output: z.object({
      visits: z.array(visitRowSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      /** The office's zone and its today: the page groups the visits by the office's days. */
      officeTimeZone: z.string(),
      today: z.string(),
      /** The patients on this page: what the audit trail records as read. */
      patientIDs: z.array(z.string()),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: { access: 'read', record: 'user', field: 'patientIDs' },
    example: { officeID: 'office-lab', page: 1, pageSize: 50 },
  }),
};
