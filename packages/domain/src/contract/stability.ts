/**
 * Specimen stability clocks (issue 25, architecture.md 10): each collected tube of some procedures with
 * its stability rule (from its order's planned container, else the catalogue's tests collected in
 * it) and the facts its clock runs from. The clock itself is computed where it is shown
 * (stability/specimen-clock.ts), so it ticks without asking again.
 */
import { z } from 'zod';
import { specimenTemperatures } from '../vocabulary/catalogue.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

export const specimenSchema = z.object({
  sampleID: z.string(),
  procedureID: z.string(),
  waypointID: z.string().nullable(),
  /** The tube as the nurse and the lab name it (its supply). */
  tube: z.string(),
  serial: z.string().nullable(),
  timeZone: z.string(),
  collectedAt: z.string(),
  spunAt: z.string().nullable(),
  atLabAt: z.string().nullable(),
  /** Null when neither its order nor the catalogue knows the tube. */
  rule: z
    .object({
      centrifuge: z.boolean(),
      clotMinutes: z.number().int(),
      stabilityHours: z.number(),
      temperature: z.enum(specimenTemperatures),
      lightSensitive: z.boolean(),
    })
    .nullable(),
});

export const stabilityContract = {
  getProcedureSpecimens: defineFunction({
    summary:
      'The collected tubes of some procedures (at most 50) with their stability rules and when each was collected, spun and dropped at the lab: what the nurse’s steps and the procedure page show as stability clocks (issue 25). Procedures the caller does not reach are left out, as unknown ones are.',
    input: z.object({ procedureIDs: z.array(idSchema).min(1).max(50) }),
    output: z.object({ specimens: z.array(specimenSchema) }),
    access: rolesAccess('nurse', 'prescriber', 'assistant', 'admin'),
    write: false,
    patientData: { access: 'read', record: 'procedure', field: 'procedureIDs' },
    example: { procedureIDs: ['proc-pia-panel'] },
  }),
};
