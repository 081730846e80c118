import type { FnOutput } from '@sc/domain/contract/index';

type OrderRow = Omit<FnOutput<'listOrders'>['orders'][number], 'specimen'>;

/** An order's row as the repository reads it (`orderRowFields`). */
export interface OrderRowData {
  id: string;
  requisitionNumber: string | null;
  status: OrderRow['status'];
  patientId: string | null;
  patientName: string;
  prescriberId: string | null;
  prescriberName: string;
  requestedDate: string | null;
  windowStart: string | null;
  windowEnd: string | null;
  timeZone: string | null;
  createdAt: Date;
}

/** An order as the office's list and pages answer it. */
export function orderRowAnswer(r: OrderRowData, tests: OrderRow['tests']): OrderRow {
  return {
    id: r.id,
    requisitionNumber: r.requisitionNumber,
    status: r.status,
    patient: r.patientId ? { id: r.patientId, name: r.patientName } : null,
    prescriber: r.prescriberId ? { id: r.prescriberId, name: r.prescriberName } : null,
    tests,
    requestedDate: r.requestedDate,
    windowStart: r.windowStart,
    windowEnd: r.windowEnd,
    timeZone: r.timeZone,
    createdAt: r.createdAt.toISOString(),
  };
}
