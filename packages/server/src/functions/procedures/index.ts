import type { proceduresContract } from '@sc/domain/contract/procedures';
import type { AreaHandlers } from '../context.ts';
import { getProcedureData } from './get-procedure-data.ts';
import { setProcedureStatuses } from './set-procedure-statuses.ts';

export const proceduresHandlers = {
  getProcedureData,
  setProcedureStatuses,
} satisfies AreaHandlers<typeof proceduresContract>;
