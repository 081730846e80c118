/**
 * A procedure with its inclusions, for its nurse, its office or operations, and office staff and
 * operations changing procedure statuses (requirements.md 7: fetch procedure data, setProcedureStatuses).
 */
import { z } from 'zod';
import { BATCH_SIZE } from '../constants.ts';
import { officeTypes } from '../vocabulary/accounts.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { supplyItemDataSchema } from './field-schemas.ts';
import { idSchema } from './schemas.ts';

/** requirements.md 7: fetch procedure data with inclusions. */
export const procedureInclusions = [
  'bookings',
  'order',
  'patient',
  'placeGroups',
  'prescriber',
  'contact',
  'supplyItems',
] as const;

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const procedureStatusWrites = ['canceled'] as const;

export const proceduresContract = {
  getProcedureData: defineFunction({
    summary: 'One procedure with the inclusions asked for (requirements.md 7), for its nurse, its office or operations.',
    input: z.object({
      procedureID: idSchema,
      include: z.array(z.enum(procedureInclusions)).max(procedureInclusions.length).default([]),
    }),
    output: z.object({
      procedure: z.object({
        id: z.string(),
        status: z.string(),
        taskID: z.string().nullable(),
        orderID: z.string().nullable(),
        bookingID: z.string().nullable(),
        instructions: z.record(z.string(), z.unknown()),
      }),
      bookings: z.array(z.object({ id: z.string(), patientID: z.string() })).optional(),
      order: z
        .object({ id: z.string(), officeID: z.string(), createdByOfficeID: z.string(), offlineScheduling: z.boolean() })
        .nullable()
        .optional(),
      patient: personSchema.nullable().optional(),
      prescriber: personSchema.nullable().optional(),
      placeGroups: z.array(z.object({ id: z.string(), name: z.string(), address: z.string() })).optional(),
      contact: z
        .object({ userID: z.string().nullable(), name: z.string(), phone: z.string().nullable(), custom: z.boolean() })
        .nullable()
        .optional(),
      supplyItems: z.array(supplyItemDataSchema).optional(),
    }),
    access: rolesAccess('nurse', 'prescriber', 'assistant', 'admin'),
    write: false,
    patientData: { access: 'read', record: 'procedure', field: 'procedureID' },
    example: { procedureID: 'proc-pia-panel', include: ['contact', 'supplyItems'] },
  }),
  setProcedureStatuses: defineFunction({
    summary:
      'Cancel procedures of the caller’s office (operations: any). Cancelling also cancels their waypoint actions (requirements.md 4).',
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
