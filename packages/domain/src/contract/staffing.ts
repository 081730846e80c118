/**
 * Staffing (ADR 085): operations mark a nurse out sick for a day; her work that day is withdrawn
 * and offered to other nurses. Operations only (`admin`), and operations reach every region
 * (requirements.md 7): anyone else is answered as for a function that does not exist.
 */
import { z } from 'zod';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');

export const staffingContract = {
  markNurseOutSick: defineFunction({
    summary:
      'Operations mark a nurse out sick for a day (ADR 085): in one transaction she gets a day off, her accepted itineraries that day not yet under way are withdrawn and offered to other nurses free and suited at those hours (else they wait for one, said in words), her open offers that day are withdrawn, the offices of the visits see their new nurse or that one is awaited.',
    input: z.object({ userID: idSchema, day: daySchema }),
    output: z.object({
      /** The nurse's name, and the day in words ("Thu, Dec 3"). */
      nurseName: z.string(),
      dayLabel: z.string(),
      /** Itineraries withdrawn from her and their patient visits. */
      withdrawn: z.number().int(),
      visits: z.number().int(),
      /** Itineraries she started, which stay hers. */
      underWay: z.number().int(),
      /** What became of each withdrawn itinerary, in words. */
      outcomes: z.array(z.string()),
    }),
    access: rolesAccess('admin'),
    write: true,
    patientData: 'none',
    example: { userID: 'user-dispatch-devi', day: '2026-12-24' },
  }),
  listNursesOut: defineFunction({
    summary: 'Operations: the nurses marked out sick on a day (ADR 085), by name, for the live day.',
    input: z.object({ day: daySchema }),
    output: z.object({ nurses: z.array(z.object({ id: z.string(), name: z.string() })) }),
    access: rolesAccess('admin'),
    write: false,
    patientData: 'none',
    example: { day: '2026-12-24' },
  }),
};
