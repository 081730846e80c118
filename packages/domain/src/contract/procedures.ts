/** Office staff and operations change procedure statuses (SPEC.md 7: setProcedureStatuses). */
import { z } from 'zod';
import { BATCH_SIZE } from '../constants.ts';
import { officeTypes } from '../auth/roles.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

export const procedureStatusWrites = ['canceled'] as const;

export const proceduresContract = {
  setProcedureStatuses: defineFunction({
    summary:
      'Cancel procedures of the caller’s office (operations: any). Cancelling also cancels their waypoint actions (SPEC.md 4).',
    input: z.object({
      procedureIDs: z.array(idSchema).min(1).max(BATCH_SIZE),
      status: z.enum(procedureStatusWrites),
      officeType: z.enum(officeTypes).optional(),
    }),
    output: z.object({ ok: z.literal(true), changed: z.number().int().min(0) }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: true,
    patientData: { access: 'write', record: 'procedure', field: 'procedureIDs' },
    example: { procedureIDs: ['proc-pia-urine'], status: 'canceled', officeType: 'lab' },
  }),
};
