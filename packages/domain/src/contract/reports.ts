/** An office's report for a date range (issue 14, office/reports; domain reports/office-report.ts). */
import { z } from 'zod';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

const legSchema = z.object({
  count: z.number().int(),
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
});
const lineSchema = z.object({
  key: z.string(),
  label: z.string(),
  procedures: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  canceled: z.number().int(),
  orderedToCollected: legSchema,
  collectedToLab: legSchema,
});
const countSchema = z.object({ orders: z.number().int(), procedures: z.number().int() });

export const reportsContract = {
  getOfficeReport: defineFunction({
    summary:
      'An office’s orders and procedures per day and week, completion and failure rates with reasons, and the time of each leg (ordered to collected, collected to the lab), per test and per prescriber, for up to a year (issue 14).',
    input: z.object({ officeID: idSchema, from: z.string().max(10), to: z.string().max(10) }),
    output: z.object({
      perDay: z.array(countSchema.extend({ day: z.string() })),
      perWeek: z.array(countSchema.extend({ week: z.string() })),
      totals: countSchema.extend({
        completed: z.number().int(),
        failed: z.number().int(),
        canceled: z.number().int(),
        open: z.number().int(),
      }),
      completionRate: z.number().nullable(),
      failureRate: z.number().nullable(),
      failureReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
      orderedToCollected: legSchema,
      collectedToLab: legSchema,
      byTest: z.array(lineSchema),
      byPrescriber: z.array(lineSchema),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: 'none',
    example: { officeID: 'office-lab', from: '2026-11-01', to: '2026-11-30' },
  }),
};
