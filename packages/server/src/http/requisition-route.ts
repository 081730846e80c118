/**
 * GET /api/orders/:orderID/requisition.pdf: an order's requisition to print (issue 14, ADR 027),
 * for the staff of the office it belongs to or that placed it, and operations. Another office's
 * order answers like one that does not exist. Each read, allowed or refused, is an audit row: the
 * requisition names the patient. Served by the print route's one handler (ADR 048), with the
 * order's own audit action and words; `/api/print/order-requisition/:orderID` is the same document.
 */
import type { FastifyInstance } from 'fastify';
import { CONTAINERS } from '@sc/domain/catalogue/containers';
import { formatPhoneNumber } from '@sc/domain/auth/phone-number';
import { formatDateKey, formatTime, SHORT_DATE_FORMAT, toLocalDateKey } from '@sc/domain/format/dates';
import { formatDay, timeZoneName } from '@sc/domain/format/local-dates';
import { diagnosesOf } from '@sc/domain/orders/diagnoses';
import { containerHandling, formatVisitWindow } from '@sc/domain/orders/visit-window';
import { officeStaffRoles } from '@sc/domain/vocabulary/accounts';
import type { Printable } from '../functions/packing/printables.ts';
import { renderRequisitionPdf, type Requisition } from '../printing/requisition-pdf.ts';
import { findRequisitionData } from '../repositories/order-reads.repository.ts';
import { listAcceptedOfficeIDs } from '../repositories/procedures.repository.ts';
import type { AppDeps } from './app-deps.ts';
import { printDocument } from './print-document.ts';

type Data = NonNullable<Awaited<ReturnType<typeof findRequisitionData>>>;

export const orderRequisitionPrintable: Printable = {
  action: 'order.requisition',
  notFound: 'Order not found.',
  detailKey: 'orderID',
  roles: [...officeStaffRoles, 'admin'],
  formats: ['pdf'],
  async load(db, caller, orderID) {
    const found = await findRequisitionData(db, orderID);
    // An order without a number has no requisition: refused, with no success row first.
    if (!found?.order.requisitionNumber) return undefined;
    if (caller.role !== 'admin') {
      const offices = new Set(await listAcceptedOfficeIDs(db, caller.userId));
      if (!offices.has(found.order.officeId) && !offices.has(found.order.createdByOfficeId)) return undefined;
    }
    return {
      record: { type: 'user', id: found.order.patientId },
      detail: { orderID: found.order.id },
      filename: `${found.order.requisitionNumber}.pdf`,
      render: async () => ({ contentType: 'application/pdf', body: await renderRequisitionPdf(requisitionOf(found)) }),
    };
  },
};

export function registerRequisitionRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { orderID: string } }>('/api/orders/:orderID/requisition.pdf', (req, reply) =>
    printDocument(deps, req, reply, {
      printable: orderRequisitionPrintable,
      action: 'order.requisition',
      id: req.params.orderID,
    }),
  );
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
    // The ordering prescriber's NPI and the diagnoses as placed (ADR 087).
    prescriber: { name: order.prescriberName ?? '', npi: order.prescriberNpi },
    diagnoses: diagnosesOf(order.diagnosisCodes),
    // Words, never stored values (ADR 086): "Nov 2, 1962", "(718) 555-0131", "Eastern Time".
    patient: {
      name: order.patientName ?? '',
      dateOfBirth: order.patientDateOfBirth
        ? formatDay(order.patientDateOfBirth, 'en-US', { year: true })
        : 'Not given',
      phone: order.patientPhone ? formatPhoneNumber(order.patientPhone) : null,
      address: order.patientAddress,
    },
    requested:
      order.requestedDate && order.windowStart && order.windowEnd
        ? `${formatVisitWindow(order.requestedDate, order.windowStart, order.windowEnd)} (${timeZoneName(zone, 'en-US', order.createdAt)})`
        : 'Not given',
    fastingHours: order.fastingHours,
    canceled: order.status === 'canceled',
    tests: tests.map(({ code, name, status }) => ({ code, name, canceled: status === 'canceled' })),
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
