import type { visitsContract } from '@sc/domain/contract/visits';
import type { AreaHandlers } from '../context.ts';
import { listOfficeVisits } from './list-office-visits.ts';

export const visitsHandlers = {
  listOfficeVisits,
} satisfies AreaHandlers<typeof visitsContract>;
