/**
 * A procedure's visit as its office follows it (ADR 085): when the nurse comes and who, or that the
 * visit waits for a nurse after its nurse changed. Staff of the order's offices and operations;
 * another office's procedure answers as one that does not exist.
 */
import { z } from 'zod';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

export const procedureVisitContract = {
  getProcedureVisit: defineFunction({
    summary:
      'When the nurse comes for a procedure and who (ADR 085): its stop’s planned start on a published itinerary, with the nurse who holds it or none while it waits for one; null before it is scheduled.',
    input: z.object({ procedureID: idSchema }),
    output: z.object({
      visit: z
        .object({
          /** The stop's planned start (an instant) and the itinerary's zone. */
          at: z.string(),
          timeZone: z.string(),
          /** The nurse who holds it; null while it waits for one. */
          nurseName: z.string().nullable(),
        })
        .nullable(),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: 'none',
    example: { procedureID: 'proc-pia-panel' },
  }),
};
