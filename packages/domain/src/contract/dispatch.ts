/**
 * Dispatch (issue 25, ADR 049): operations turn a region's waiting visits into nurses' days with the
 * route optimiser, change them by hand, and offer them. Operations only (`admin`): anyone else is
 * answered as for a function that does not exist.
 */
import { z } from 'zod';
import { MAX_ADDITIONAL_EARNINGS_CENTS } from '../dispatch/earnings.ts';
import { UNASSIGNED_REASONS } from '../optimiser/types.ts';
import { dispatchRunStatuses } from '../vocabulary/dispatch.ts';
import { taskTypes } from '../vocabulary/nurse-profile.ts';
import { offerStatuses, shiftStatuses } from '../vocabulary/shifts.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');
/** Seconds from the day's local midnight (a day of work may run past midnight: up to 36 h). */
const secondsSchema = z
  .number()
  .int()
  .min(0)
  .max(36 * 3600);
const pointSchema = z.object({ lat: z.number(), lng: z.number() });
const windowSchema = z.object({ start: z.number(), end: z.number() });

const stopSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('visit'),
    visitId: z.string(),
    arrival: z.number(),
    wait: z.number(),
    departure: z.number(),
  }),
  z.object({
    kind: z.literal('drop'),
    placeId: z.string(),
    visitIds: z.array(z.string()),
    arrival: z.number(),
    wait: z.number(),
    departure: z.number(),
  }),
]);

const planSchema = z.object({
  routes: z.array(
    z.object({
      nurseId: z.string(),
      departure: z.number(),
      arrival: z.number(),
      travel: z.number(),
      stops: z.array(stopSchema),
      baseEarningsCents: z.number().int(),
    }),
  ),
  unplaced: z.array(z.object({ visitId: z.string(), reason: z.enum([...UNASSIGNED_REASONS, 'set-aside']) })),
  pins: z.record(z.string(), z.object({ nurseId: z.string().optional(), time: z.number().optional() })),
  edited: z.boolean(),
  /** What last re-planned it without the dispatcher's hand (ADR 084): a cancelled order, a re-optimise. */
  note: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('cancelled'), visitId: z.string(), movedStops: z.number().int() }),
      z.object({ kind: z.literal('reoptimised'), movedStops: z.number().int() }),
    ])
    .optional(),
});

const runSchema = z.object({
  id: z.string(),
  status: z.enum(dispatchRunStatuses),
  createdAt: z.string(),
  progress: z
    .object({
      phase: z.string(),
      iteration: z.number(),
      elapsedMs: z.number(),
      routes: z.number(),
      unassigned: z.number(),
    })
    .nullable(),
  plan: planSchema.nullable(),
  /** The plan's note in words ("Maya Morgan's visit was cancelled by the office; 1 other stop moved"), or null. */
  noteText: z.string().nullable(),
  failure: z.string().nullable(),
  /** The nurses and places the run planned with (points to draw, hours on the timeline). */
  nurses: z.array(z.object({ id: z.string(), name: z.string(), hours: windowSchema, home: pointSchema })),
  places: z.array(z.object({ id: z.string(), name: z.string(), point: pointSchema, receiving: windowSchema })),
  visitIDs: z.array(z.string()),
});

const offerSchema = z.object({
  userID: z.string(),
  name: z.string(),
  status: z.enum(offerStatuses),
  declineReason: z.string().nullable(),
});

export const dispatchContract = {
  getDispatchBoard: defineFunction({
    summary:
      'Operations’ dispatch board for a region’s day (issue 25): waiting visits, nurses available, itineraries built, the latest optimiser run.',
    input: z.object({ day: daySchema, serviceRegionID: idSchema }),
    output: z.object({
      regions: z.array(z.object({ id: z.string(), name: z.string() })),
      timeZone: z.string(),
      /** A tile server's URL template ({z}/{x}/{y}); null draws points without a base map (architecture.md 7). */
      tileUrl: z.string().nullable(),
      waiting: z.array(
        z.object({
          id: z.string(),
          requisitionNumber: z.string().nullable(),
          patientName: z.string(),
          address: z.string(),
          point: pointSchema.nullable(),
          windowStart: z.string(),
          windowEnd: z.string(),
          fastingHours: z.number().int(),
          taskTypes: z.array(z.enum(taskTypes)),
          /** Containers to fill, e.g. "Gold SST (serum)"; with their handling. */
          specimens: z.array(z.string()),
          procedureCount: z.number().int(),
        }),
      ),
      nurses: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          hours: z.string().nullable(),
          /** Work she holds that day in any region, "busy 07:38–13:35 (itinerary in Brooklyn)": hours leave it out (ADR 070). */
          busy: z.array(z.string()),
          taskTypes: z.array(z.enum(taskTypes)),
          /** Her leave-from has no point: Build the day leaves her out (ADR 071). */
          needsPlace: z.boolean(),
        }),
      ),
      itineraries: z.array(
        z.object({
          id: z.string(),
          status: z.string(),
          startTime: z.string(),
          nurseName: z.string().nullable(),
          visitCount: z.number().int(),
          earningsCents: z.number().int(),
          offers: z.array(offerSchema),
        }),
      ),
      /** Shifts of the region starting that day that a nurse holds with itineraries on them, whoever built them. */
      shifts: z.array(
        z.object({
          id: z.string(),
          status: z.enum(shiftStatuses),
          startTime: z.string(),
          endTime: z.string(),
          nurseName: z.string().nullable(),
          itineraryCount: z.number().int(),
        }),
      ),
      run: runSchema.nullable(),
      /** The run's visits by patient, window and point, published ones included. */
      runVisits: z.array(z.object({ id: z.string(), patientName: z.string(), window: z.string(), point: pointSchema })),
      /** The patients whose names and addresses this answer holds (the audit trail's records). */
      patientIDs: z.array(z.string()),
    }),
    access: rolesAccess('admin'),
    write: false,
    patientData: { access: 'read', record: 'user', field: 'patientIDs' },
    example: { day: '2026-11-28', serviceRegionID: 'region-brooklyn' },
  }),
  buildDispatchDay: defineFunction({
    summary:
      'Send a region’s day to the route optimiser (issue 25): a job plans it off the request path; progress and the plan arrive live. With fromRunID, re-optimise that plan keeping its pins.',
    input: z.object({
      day: daySchema,
      serviceRegionID: idSchema,
      fromRunID: idSchema.optional(),
      seconds: z.number().int().min(1).max(60).default(5),
    }),
    output: z.object({ runID: z.string(), visitCount: z.number().int(), nurseCount: z.number().int() }),
    access: rolesAccess('admin'),
    write: true,
    patientData: 'none',
    example: { day: '2026-11-28', serviceRegionID: 'region-brooklyn', seconds: 5 },
  }),
  changeDispatchPlan: defineFunction({
    summary:
      'A dispatcher’s manual change to a run’s plan (ADR 049): pin a visit to a nurse or a time, move it, set it aside, unpin it; each checked by the domain’s rules. A move or a set-aside re-plans what it forces, moving the fewest other stops, and answers how many moved (ADR 084).',
    input: z.object({
      runID: idSchema,
      change: z.discriminatedUnion('kind', [
        z.object({
          kind: z.literal('pin'),
          visitId: idSchema,
          nurseId: idSchema.optional(),
          time: secondsSchema.optional(),
        }),
        z.object({ kind: z.literal('unpin'), visitId: idSchema }),
        z.object({
          kind: z.literal('move'),
          visitId: idSchema,
          toNurseId: idSchema,
          position: z.number().int().min(0).max(500).optional(),
        }),
        z.object({ kind: z.literal('unassign'), visitId: idSchema }),
      ]),
    }),
    output: z.object({
      ok: z.literal(true),
      /** Other stops the change moved (another nurse, left out, or out of their order; ADR 084). */
      movedStops: z.number().int(),
      /** "2 other stops moved" / "No other stop moved". */
      movedText: z.string(),
    }),
    access: rolesAccess('admin'),
    write: true,
    patientData: 'none',
    example: { runID: 'dispatch-run-example', change: { kind: 'unpin', visitId: 'order-x' } },
  }),
  previewDispatchMove: defineFunction({
    summary:
      'Before a dispatcher drops a visit on another nurse’s day (ADR 084): for each nurse, whether it fits (window, skills, hours, stability limit) and what it costs in driving; the plan is not changed.',
    input: z.object({ runID: idSchema, visitId: idSchema }),
    output: z.object({
      previews: z.array(
        z.object({
          nurseId: z.string(),
          fits: z.boolean(),
          /** Seconds of driving the plan gains (negative: saves); 0 when it does not fit. */
          drivingDelta: z.number(),
          /** "Fits · +12 min driving", or why it does not fit. */
          text: z.string(),
        }),
      ),
    }),
    access: rolesAccess('admin'),
    write: false,
    patientData: 'none',
    example: { runID: 'dispatch-run-example', visitId: 'order-x' },
  }),
  publishDispatchPlan: defineFunction({
    summary:
      'Publish a run’s plan (issue 25): each nurse’s day becomes an itinerary offered to her with its base and additional earnings (requirements.md 2.3); its procedures are scheduled.',
    input: z.object({
      runID: idSchema,
      /** Additional earnings per planned nurse, in cents. */
      additionalEarningsCents: z
        .record(idSchema, z.number().int().min(0).max(MAX_ADDITIONAL_EARNINGS_CENTS))
        .refine((r) => Object.keys(r).length <= 200, 'Too many nurses.')
        .default({}),
    }),
    output: z.object({ itineraryIDs: z.array(z.string()), procedureIDs: z.array(z.string()) }),
    access: rolesAccess('admin'),
    write: true,
    patientData: { access: 'write', record: 'procedure', field: 'procedureIDs' },
    example: { runID: 'dispatch-run-example' },
  }),
  offerDispatchItinerary: defineFunction({
    summary:
      'Offer a published itinerary to another eligible nurse (issue 25), e.g. after a decline; she must work the region and perform its procedures.',
    input: z.object({ itineraryID: idSchema, userID: idSchema }),
    output: z.object({ success: z.boolean(), message: z.string().optional() }),
    access: rolesAccess('admin'),
    write: true,
    patientData: 'none',
    example: { itineraryID: 'itinerary-offer', userID: 'user-nurse' },
  }),
};
