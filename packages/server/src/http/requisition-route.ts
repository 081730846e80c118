/**
 * GET /api/orders/:orderID/requisition.pdf: an order's requisition to print (issue 14, ADR 027),
 * for the staff of the office it belongs to or that placed it, and operations. Another office's
 * order answers like one that does not exist. Each read, allowed or refused, is an audit row: the
 * requisition names the patient.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTAINERS } from '@sc/domain/catalogue/containers';
import { formatDateKey, formatTime, SHORT_DATE_FORMAT, toLocalDateKey } from '@sc/domain/format/dates';
import { containerHandling, formatVisitWindow } from '@sc/domain/orders/visit-window';
import type { Caller } from '../functions/context.ts';
import { AppError, forbidden } from '../lib/app-error.ts';
import { renderRequisitionPdf, type Requisition } from '../printing/requisition-pdf.ts';
import { auditableId, recordAudit } from '../repositories/audit.repository.ts';
import { findRequisitionData } from '../repositories/orders.repository.ts';
import { listAcceptedOfficeIDs } from '../repositories/procedures.repository.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from './app.ts';
import { auditSource } from './fn-audit.ts';
import { resolveSession } from './session.ts';

const ORDER_NOT_FOUND = 'Order not found.';
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const mayPrint = (caller: Caller) =>
  caller.status === 'approved' && ['prescriber', 'assistant', 'admin'].includes(caller.role);

type Data = NonNullable<Awaited<ReturnType<typeof findRequisitionData>>>;

export function registerRequisitionRoute(app: FastifyInstance, { config, database }: AppDeps): void {
  app.get<{ Params: { orderID: string } }>('/api/orders/:orderID/requisition.pdf', async (req, reply) => {
    const session = await resolveSession(database.db, config, req);
    const requested = req.params.orderID.slice(0, 64);
    if (!session) {
      // Signed out: recorded too (issue 22), naming only an order id that could be one.
      const orderID = ORDER_ID.test(requested) ? requested : null;
      await audit(database.db, req, null, 'refused', null, { orderID, reason: 'unauthenticated' });
      throw new AppError('unauthenticated', 'Please sign in.');
    }
    const { caller } = session;
    const refuse = async (reason: string) =>
      audit(database.db, req, caller, 'refused', null, { orderID: auditableId(requested), reason });
    if (!mayPrint(caller)) {
      await refuse('role');
      throw forbidden();
    }
    const data = await database.db.transaction(async (tx) => {
      const found = ORDER_ID.test(requested) ? await findRequisitionData(tx, requested) : undefined;
      // An order without a number has no requisition: refused below, with no success row first.
      if (!found?.order.requisitionNumber) return undefined;
      if (caller.role !== 'admin') {
        const offices = new Set(await listAcceptedOfficeIDs(tx, caller.userId));
        if (!offices.has(found.order.officeId) && !offices.has(found.order.createdByOfficeId)) return undefined;
      }
      await audit(tx, req, caller, 'success', found.order.patientId, { orderID: found.order.id });
      return found;
    });
    if (!data?.order.requisitionNumber) {
      await refuse('unknown');
      throw new AppError('not_found', ORDER_NOT_FOUND);
    }
    const pdf = await renderRequisitionPdf(requisitionOf(data));
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${data.order.requisitionNumber}.pdf"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
  });
}

/** The order's rows as the printed requisition words them. */
function requisitionOf({ order, tests, containers }: Data): Requisition {
  const zone = order.timeZone ?? 'UTC';
  const codeOf = new Map(tests.map((t) => [t.procedureId, t.code]));
  const ordered = toLocalDateKey(order.createdAt, zone);
  return {
    requisitionNumber: order.requisitionNumber!,
    orderedAt: `${formatDateKey(ordered, SHORT_DATE_FORMAT)}, ${ordered.slice(0, 4)} ${formatTime(order.createdAt, zone)}`,
    office: { name: order.officeName },
    prescriber: { name: order.prescriberName ?? '' },
    patient: {
      name: order.patientName ?? '',
      dateOfBirth: order.patientDateOfBirth ?? 'Not given',
      phone: order.patientPhone,
      address: order.patientAddress,
    },
    requested:
      order.requestedDate && order.windowStart && order.windowEnd
        ? `${formatVisitWindow(order.requestedDate, order.windowStart, order.windowEnd)} (${zone})`
        : 'Not given',
    fastingHours: order.fastingHours,
    tests: tests.map(({ code, name }) => ({ code, name })),
    containers: containers.map((c) => ({
      position: c.position,
      name: CONTAINERS[c.kind].name,
      testCodes: c.procedureIds.map((id) => codeOf.get(id) ?? ''),
      volumeMl: c.volumeUl / 1000,
      handling: containerHandling({ ...c, fillToLine: CONTAINERS[c.kind].fillToLine }),
    })),
    instructions: [...new Set(tests.map((t) => t.instructions).filter(Boolean))],
    notes: order.notes || null,
  };
}

function audit(
  db: Db,
  req: FastifyRequest,
  caller: Caller | null,
  outcome: 'success' | 'refused',
  patientId: string | null,
  detail: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, auditSource(req, caller), {
    action: 'order.requisition',
    recordType: 'user',
    recordId: patientId,
    subjectUserId: patientId,
    outcome,
    detail,
  });
}
