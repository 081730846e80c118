import { isCalendarDate } from '@sc/domain/orders/order-request';
import { badRequest } from '../../lib/app-error.ts';
import { listOrderPage, listOrderTests } from '../../repositories/order-lists.repository.ts';
import { orderSpecimens } from '../custody/order-specimens.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';
import { orderRowAnswer } from './order-row.ts';

export const INVALID_DATE_FILTER = 'Choose a valid date (YYYY-MM-DD).';

/** One page of the office's orders, with the patients on it for the audit trail. */
export const listOrders: Handler<'listOrders'> = async (input, ctx) => {
  const caller = requireCaller(ctx);
  const office = await requireOfficeStaff(ctx.db, caller, input.officeID);
  for (const field of ['from', 'to'] as const) {
    const value = input[field];
    if (value !== undefined && !isCalendarDate(value)) throw badRequest(INVALID_DATE_FILTER, field);
  }
  const { rows, total } = await listOrderPage(ctx.db, {
    officeId: office.id,
    statuses: input.status,
    from: input.from,
    to: input.to,
    patientId: input.patientID,
    prescriberId: input.prescriberID,
    testId: input.testID,
    search: input.search,
    sort: input.sort,
    direction: input.direction,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const tests = await listOrderTests(
    ctx.db,
    rows.map((r) => r.id),
  );
  const specimenOf = await orderSpecimens(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    orders: rows.map((r) => ({ ...orderRowAnswer(r, tests.get(r.id) ?? []), specimen: specimenOf(r.id) })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    patientIDs: [...new Set(rows.flatMap((r) => (r.patientId ? [r.patientId] : [])))],
  };
};
