import type { stabilityContract } from '@sc/domain/contract/stability';
import type { AreaHandlers } from '../context.ts';
import { getProcedureSpecimens } from './get-procedure-specimens.ts';

export const stabilityHandlers = {
  getProcedureSpecimens,
} satisfies AreaHandlers<typeof stabilityContract>;
