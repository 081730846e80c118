import type { procedureVisitContract } from '@sc/domain/contract/procedure-visit';
import type { AreaHandlers } from '../context.ts';
import { getProcedureVisit } from './get-procedure-visit.ts';

export const procedureVisitHandlers = {
  getProcedureVisit,
} satisfies AreaHandlers<typeof procedureVisitContract>;
