import { officeReport, REPORT_FACTS_MAX } from '@sc/domain/reports/office-report';
import { REPORT_RANGE_REFUSALS, reportRangeRefusal } from '@sc/domain/reports/report-range';
import { badRequest } from '../../lib/app-error.ts';
import { listProcedureFacts } from '../../repositories/reports.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/** office/reports (issue 14): the report of the office's orders placed in the range. */
export const getOfficeReport: Handler<'getOfficeReport'> = async ({ officeID, from, to }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  const refusal = reportRangeRefusal(from, to);
  if (refusal) throw badRequest(refusal.message, refusal.field);
  const facts = await listProcedureFacts(ctx.db, office.id, from, to, REPORT_FACTS_MAX + 1);
  if (facts.length > REPORT_FACTS_MAX) throw badRequest(REPORT_RANGE_REFUSALS.large, 'from');
  return officeReport(facts, { from, to });
};
