/** Packers' packing & shipping location (SPEC.md 2.5, 6). */
import { z } from 'zod';
import { defineFunction, rolesAccess } from './define.ts';

export const packingContract = {
  getPackingLocation: defineFunction({
    summary: 'The packing & shipping place the calling packer works at, or null.',
    input: z.object({}),
    output: z.object({
      place: z.object({ id: z.string(), name: z.string(), address: z.string() }).nullable(),
    }),
    access: rolesAccess('packer'),
    write: false,
    patientData: 'none',
    example: {},
  }),
};
