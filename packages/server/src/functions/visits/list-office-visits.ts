/**
 * office/visits (requirements.md 2.8 "Visits (flag)", issue 14): the office's upcoming visits, from its
 * today on, each with its patient, window, status, nurse and scheduled start. Staff of the office
 * (placed for it or by it, ADR 028) and operations; behind the `visits` flag like its page.
 */
import { toLocalDateKey } from '@sc/domain/format/dates';
import { VISITS_FLAG, VISITS_OFF } from '@sc/domain/orders/office-visits';
import { AppError } from '../../lib/app-error.ts';
import { listOfficeVisitPage, listVisitProcedures } from '../../repositories/office-visits.repository.ts';
import { callerFlag } from '../caller-flag.ts';
import { requireCaller, type Handler } from '../context.ts';
import { requireOfficeStaff } from '../office-access.ts';

export const listOfficeVisits: Handler<'listOfficeVisits'> = async (input, ctx) => {
  const caller = requireCaller(ctx);
  const office = await requireOfficeStaff(ctx.db, caller, input.officeID);
  // Flag off: the page is not found (requirements.md 2.7), and so is its read.
  if (!(await callerFlag(ctx, VISITS_FLAG))) throw new AppError('not_found', VISITS_OFF);
  const today = toLocalDateKey(ctx.config.clock.now(), office.timeZone);
  const { rows, total } = await listOfficeVisitPage(ctx.db, {
    officeId: office.id,
    from: today,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const procedures = await listVisitProcedures(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    visits: rows.map((r) => {
      const own = procedures.filter((p) => p.orderId === r.id);
      // The earliest stop holds the visit (an order is one visit; its tests share the stop).
      const stop = own
        .filter((p) => p.scheduledStartAt !== null)
        .sort((a, b) => a.scheduledStartAt!.getTime() - b.scheduledStartAt!.getTime())[0];
      const contact = own.find((p) => p.contactName)?.contactName ?? null;
      return {
        orderID: r.id,
        procedureID: own[0]?.id ?? null,
        requisitionNumber: r.requisitionNumber,
        status: r.status as 'ordered' | 'scheduled' | 'in-progress',
        patient: r.patientId ? { id: r.patientId, name: r.patientName } : contact ? { id: null, name: contact } : null,
        tests: own.flatMap((p) => (p.testCode && p.testName ? [{ code: p.testCode, name: p.testName }] : [])),
        requestedDate: r.requestedDate,
        windowStart: r.windowStart,
        windowEnd: r.windowEnd,
        timeZone: r.timeZone,
        nurse: stop?.nurseId ? { id: stop.nurseId, name: stop.nurseName } : null,
        scheduledStartAt: stop?.scheduledStartAt?.toISOString() ?? null,
      };
    }),
    total,
    page: input.page,
    pageSize: input.pageSize,
    officeTimeZone: office.timeZone,
    today,
    patientIDs: [...new Set(rows.flatMap((r) => (r.patientId ? [r.patientId] : [])))],
  };
};
