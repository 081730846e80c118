/**
 * An order's status from its procedures' (issue 14), recomputed in the transaction that changes
 * one, like a patient action's (requirements.md 4): canceled when all are; otherwise, of those not
 * canceled, completed when all are done and one completed, failed when all failed, in progress
 * once one started, scheduled once one is on an itinerary, else ordered.
 */
import type { OrderStatus } from '../vocabulary/orders.ts';
import type { ProcedureStatus } from '../vocabulary/procedures.ts';

export function orderStatusOf(procedures: readonly ProcedureStatus[]): OrderStatus {
  const open = procedures.filter((s) => s !== 'canceled');
  if (open.length === 0) return 'canceled';
  if (open.every((s) => s === 'completed' || s === 'failed'))
    return open.some((s) => s === 'completed') ? 'completed' : 'failed';
  if (open.some((s) => s === 'in-progress' || s === 'completed' || s === 'failed')) return 'in-progress';
  if (open.some((s) => s === 'scheduled')) return 'scheduled';
  return 'ordered';
}

/** An order's status as office staff read it. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  ordered: 'Ordered',
  scheduled: 'Scheduled',
  'in-progress': 'In progress',
  completed: 'Completed',
  failed: 'Failed',
  canceled: 'Canceled',
};
