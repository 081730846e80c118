import type { reportsContract } from '@sc/domain/contract/reports';
import type { AreaHandlers } from '../context.ts';
import { getOfficeReport } from './get-office-report.ts';

export const reportsHandlers = {
  getOfficeReport,
} satisfies AreaHandlers<typeof reportsContract>;
