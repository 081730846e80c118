/**
 * The test catalogue an order is made from, and the collection its tests need (issue 14): office
 * staff search it as they type, and see the visit's tubes in the order of draw before they order.
 */
import { z } from 'zod';
import { containerKinds, specimenKinds, specimenTemperatures } from '../vocabulary/catalogue.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

/** The most tests one visit is ordered with. */
export const ORDER_TESTS_MAX = 20;
export const CATALOGUE_PAGE_MAX = 50;

const labTestSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  container: z.enum(containerKinds),
  containerName: z.string(),
  minVolumeMl: z.number(),
  fastingHours: z.number().int(),
  lightSensitive: z.boolean(),
  temperature: z.enum(specimenTemperatures),
  centrifuge: z.boolean(),
  stabilityHours: z.number().int(),
  instructions: z.string(),
});

const plannedContainerSchema = z.object({
  position: z.number().int(),
  kind: z.enum(containerKinds),
  name: z.string(),
  supplyID: z.string(),
  specimen: z.enum(specimenKinds),
  fillToLine: z.boolean(),
  testIDs: z.array(z.string()),
  volumeMl: z.number(),
  temperature: z.enum(specimenTemperatures),
  lightSensitive: z.boolean(),
  centrifuge: z.boolean(),
  clotMinutes: z.number().int(),
  stabilityHours: z.number().int(),
});

export const catalogueContract = {
  searchTestCatalogue: defineFunction({
    summary: 'Active tests of the catalogue whose code, name or other names contain the query, by name (issue 14).',
    input: z.object({
      query: z.string().trim().max(60).default(''),
      limit: z.number().int().min(1).max(CATALOGUE_PAGE_MAX).default(20),
    }),
    output: z.object({ tests: z.array(labTestSchema) }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: 'none',
    example: { query: 'lipid', limit: 20 },
  }),
  getCollectionPlan: defineFunction({
    summary:
      'The containers a visit’s tests need, merged and in the order of draw, with fasting and stability (issue 14).',
    input: z.object({ testIDs: z.array(idSchema).min(1).max(ORDER_TESTS_MAX) }),
    output: z.object({
      tests: z.array(labTestSchema),
      containers: z.array(plannedContainerSchema),
      fastingHours: z.number().int(),
      stabilityHours: z.number().int(),
      instructions: z.array(z.object({ testID: z.string(), text: z.string() })),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: 'none',
    example: { testIDs: ['test-lipid', 'test-vitd'] },
  }),
};
