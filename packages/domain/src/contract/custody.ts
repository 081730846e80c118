/** Custody events (architecture.md 10, issue 14): the procedure page's timeline and where its specimen is. */
import { z } from 'zod';
import { custodyEventKinds } from '../vocabulary/custody.ts';
import { specimenWhereabouts } from '../custody/specimen-whereabouts.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

export const custodyContract = {
  getProcedureTimeline: defineFunction({
    summary:
      'Every step of a procedure from order to lab, oldest first: what happened, when, who did it (name and role), where, the tube, bag or box involved and a failure’s reason; and where its specimen is now (issue 14).',
    input: z.object({ procedureID: idSchema }),
    output: z.object({
      whereabouts: z.enum(specimenWhereabouts),
      /** While it travels: when it must reach the lab (its containers' shortest stability window). */
      labDeadline: z.string().nullable(),
      events: z.array(
        z.object({
          id: z.number().int(),
          kind: z.enum(custodyEventKinds),
          at: z.string(),
          by: z.object({ name: z.string(), role: z.string().nullable() }).nullable(),
          place: z.string().nullable(),
          supply: z.object({ name: z.string(), serial: z.string().nullable() }).nullable(),
          detail: z.string().nullable(),
        }),
      ),
    }),
    access: rolesAccess('prescriber', 'assistant', 'nurse', 'admin'),
    write: false,
    patientData: { access: 'read', record: 'procedure', field: 'procedureID' },
    example: { procedureID: 'proc-pia-panel' },
  }),
};
