/** Shift and itinerary offers: the nurse's list and answers, and operations assigning a nurse (requirements.md 2.3, 2.10, 4, 7, 9). */
import { z } from 'zod';
import { DECLINE_REASON_MAX_LENGTH, SHIFT_OFFERS_MAX_LIMIT, SHIFT_PAGE_SIZE } from '../constants.ts';
import { waypointTypes } from '../vocabulary/itinerary.ts';
import { offerStatuses, scheduleFilters, shiftStatuses } from '../vocabulary/shifts.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema, okSchema } from './schemas.ts';

/**
 * A decline reason. Blank or missing is not a validation error here: the domain rule refuses it
 * with its own text ("Please give a reason for declining."), which the caller sees exactly.
 */
const declineReasonInput = z.string().max(DECLINE_REASON_MAX_LENGTH).default('');

const offeredSchema = z.object({
  kind: z.enum(['shift', 'itinerary']),
  id: z.string(),
  status: z.enum(offerStatuses),
  /** ISO instant; shown in `timeZone`. */
  startTime: z.string(),
  endTime: z.string().nullable(),
  timeZone: z.string(),
  earningsCents: z.number().int(),
  /** Service region names, in the shift's order. */
  serviceRegions: z.array(z.string()),
  /** An itinerary's stops in order (none for a shift): a patient's by region only, a lab by name. */
  stops: z.array(
    z.object({
      type: z.enum(waypointTypes),
      area: z.string().nullable(),
      /** ISO instant; shown in `timeZone`. */
      startTime: z.string(),
      durationMinutes: z.number().int().min(0),
    }),
  ),
  /** The tests an itinerary's visits collect, by short code ("TSH", "CBC"), each once; none for a shift. */
  tests: z.array(z.string()),
});

/**
 * The nurse's two answers to an offer, the same for a shift and an itinerary (the domain's
 * transitions/offers.ts answers both alike): accepting makes it hers; declining needs a reason.
 */
function acceptOffer<S extends z.ZodRawShape>(
  subject: 'shift' | 'itinerary',
  target: S,
  example: z.input<z.ZodObject<S>>,
) {
  return defineFunction({
    summary: `Accept ${subject === 'shift' ? 'a' : 'an'} ${subject} offered to the caller: the ${subject} becomes theirs.`,
    input: z.object(target),
    output: okSchema,
    access: rolesAccess('nurse'),
    write: true,
    patientData: 'none',
    example,
  });
}

const withReason = <S extends z.ZodRawShape>(target: S) => z.object({ ...target, reason: declineReasonInput });

function declineOffer<S extends z.ZodRawShape>(
  subject: 'shift' | 'itinerary',
  target: S,
  example: z.input<ReturnType<typeof withReason<S>>>,
) {
  return defineFunction({
    summary: `Decline ${subject === 'shift' ? 'a' : 'an'} ${subject} offered to the caller, with a reason (requirements.md 9).`,
    input: withReason(target),
    output: okSchema,
    access: rolesAccess('nurse'),
    write: true,
    patientData: 'none',
    example,
  });
}

/** requirements.md 7: assignNurseToItinerary answers success or failure. */
const assignResultSchema = z.object({ success: z.boolean(), message: z.string().optional() });

const withNurse = <S extends z.ZodRawShape>(target: S) => z.object({ ...target, userID: idSchema });

/** Operations give a shift or an itinerary to a nurse. */
function assignNurse<S extends z.ZodRawShape>(
  summary: string,
  target: S,
  example: z.input<ReturnType<typeof withNurse<S>>>,
) {
  return defineFunction({
    summary,
    input: withNurse(target),
    output: assignResultSchema,
    access: rolesAccess('admin'),
    write: true,
    patientData: 'none',
    example,
  });
}

const scheduledShiftSchema = z.object({
  id: z.string(),
  status: z.enum(shiftStatuses),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  serviceRegions: z.array(z.string()),
  /** Patient visits across the shift's itineraries. */
  jobCount: z.number().int().min(0),
  /** The shift's itineraries, soonest first (the nurse home's "Continue your itinerary"). */
  itineraryIDs: z.array(z.string()),
  /** Those of itineraryIDs that are done (requirements.md 4): the home offers no "Continue" into them. */
  doneItineraryIDs: z.array(z.string()),
  /** requirements.md 2.3, 9: accepted, starting within 24 hours, supply preparation not disabled. */
  checkInAvailable: z.boolean(),
});

export const shiftsContract = {
  getNurseSchedule: defineFunction({
    summary:
      'The caller’s own shifts, Upcoming (soonest first) or Past (latest first), 20 at a time (requirements.md 2.3).',
    input: z.object({
      filter: z.enum(scheduleFilters),
      limit: z.number().int().min(1).max(SHIFT_OFFERS_MAX_LIMIT).default(SHIFT_PAGE_SIZE),
    }),
    output: z.object({ shifts: z.array(scheduledShiftSchema), hasMore: z.boolean() }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: { filter: 'upcoming', limit: SHIFT_PAGE_SIZE },
  }),
  getShiftsOffered: defineFunction({
    summary: 'The caller’s open shift and itinerary offers (declined ones excluded), soonest first.',
    input: z.object({ limit: z.number().int().min(1).max(SHIFT_OFFERS_MAX_LIMIT).default(SHIFT_PAGE_SIZE) }),
    output: z.object({ offers: z.array(offeredSchema), hasMore: z.boolean() }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: { limit: SHIFT_PAGE_SIZE },
  }),
  acceptShiftOffer: acceptOffer('shift', { shiftID: idSchema }, { shiftID: 'shift-offer-1' }),
  declineShiftOffer: declineOffer(
    'shift',
    { shiftID: idSchema },
    { shiftID: 'shift-offer-2', reason: 'I am away that week.' },
  ),
  acceptItineraryOffer: acceptOffer('itinerary', { itineraryID: idSchema }, { itineraryID: 'itinerary-offer' }),
  declineItineraryOffer: declineOffer(
    'itinerary',
    { itineraryID: idSchema },
    { itineraryID: 'itinerary-offer', reason: 'I am away that week.' },
  ),
  assignNurseToShift: assignNurse(
    'Operations assign a nurse to a shift; a rule that refuses it answers success false with its text.',
    { shiftID: idSchema },
    { shiftID: 'shift-offer-2', userID: 'user-nurse' },
  ),
  assignNurseToItinerary: assignNurse(
    'Operations assign a nurse to an itinerary (requirements.md 7: success or failure).',
    { itineraryID: idSchema },
    { itineraryID: 'itinerary-offer', userID: 'user-nurse' },
  ),
};
