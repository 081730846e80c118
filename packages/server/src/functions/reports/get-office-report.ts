import { isCalendarDate } from '@sc/domain/orders/order-request';
import { officeReport, REPORT_DAYS_MAX, REPORT_FACTS_MAX } from '@sc/domain/reports/office-report';
import { badRequest } from '../../lib/app-error.ts';
import { listProcedureFacts } from '../../repositories/reports.repository.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

const REPORT_REFUSALS = {
  date: 'Choose a valid date (YYYY-MM-DD).',
  order: 'The range must end on or after the day it starts.',
  long: `Choose a range of at most ${REPORT_DAYS_MAX} days.`,
  large: 'This range holds too many procedures for one report: choose a shorter one.',
} as const;

/** office/reports (issue 14): the report of the office's orders placed in the range. */
export const getOfficeReport: Handler<'getOfficeReport'> = async ({ officeID, from, to }, ctx) => {
  const office = await requireOfficeStaff(ctx.db, requireCaller(ctx), officeID);
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!isCalendarDate(value)) throw badRequest(REPORT_REFUSALS.date, field);
  if (to < from) throw badRequest(REPORT_REFUSALS.order, 'to');
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > REPORT_DAYS_MAX)
    throw badRequest(REPORT_REFUSALS.long, 'to');
  const facts = await listProcedureFacts(ctx.db, office.id, from, to, REPORT_FACTS_MAX + 1);
  if (facts.length > REPORT_FACTS_MAX) throw badRequest(REPORT_REFUSALS.large, 'from');
  return officeReport(facts, { from, to });
};
