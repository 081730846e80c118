/**
 * Invariant 1 (architecture.md 11): every order is in exactly one state, the same for the office and
 * for operations; an order waiting for a nurse is on its region's board for its day, or shown to
 * operations as flagged with a reason. An order on no board and flagged nowhere is lost in silence:
 * no one will ever send a nurse, and no one is told.
 */
import { orderStatusOf } from '../orders/order-status.ts';
import type { BoardFacts, InvariantBreak, OrderFacts, OrderFlag } from './view.ts';

export function orderStateBreaks(orders: readonly OrderFacts[]): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  for (const order of orders) {
    const derived = orderStatusOf(order.procedureStatuses);
    if (order.storedStatus !== derived)
      breaks.push({
        invariant: 'order-one-state',
        message: `order ${order.id} is stored ${order.storedStatus} but its procedures say ${derived}`,
      });
    if (order.officeShows === null)
      breaks.push({ invariant: 'order-one-state', message: `order ${order.id} is missing from its office's list` });
    else if (order.officeShows !== order.storedStatus)
      breaks.push({
        invariant: 'order-one-state',
        message: `order ${order.id}: the office sees ${order.officeShows}, operations ${order.storedStatus}`,
      });
  }
  return breaks;
}

/** Waiting for a nurse: nothing scheduled yet and its day still ahead (or today). */
export const isWaitingForNurse = (order: OrderFacts): boolean =>
  orderStatusOf(order.procedureStatuses) === 'ordered' &&
  order.requestedDate !== null &&
  order.requestedDate >= order.today;

export function orderBoardBreaks(
  orders: readonly OrderFacts[],
  boards: readonly BoardFacts[],
  flags: readonly OrderFlag[],
): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  const boardsOf = new Map<string, BoardFacts[]>();
  for (const board of boards) for (const id of board.waitingIds) boardsOf.set(id, [...(boardsOf.get(id) ?? []), board]);
  const flagged = new Set(flags.filter((f) => f.reason.trim() !== '').map((f) => f.orderId));
  for (const order of orders) {
    const on = boardsOf.get(order.id) ?? [];
    if (!isWaitingForNurse(order)) {
      if (on.length > 0)
        breaks.push({
          invariant: 'order-on-board',
          message: `order ${order.id} is ${order.storedStatus} yet waits on ${names(on)}`,
        });
      continue;
    }
    // With no region read from its point, any region's board of its day may list it (ADR 071).
    const own = on.filter(
      (b) => (order.serviceRegionId ?? b.serviceRegionId) === b.serviceRegionId && b.day === order.requestedDate,
    );
    if ((order.serviceRegionId !== null && on.length > 1) || on.length !== own.length)
      breaks.push({
        invariant: 'order-on-board',
        message: `order ${order.id} of ${order.serviceRegionId ?? 'no region'} on ${order.requestedDate} waits on ${names(on)}`,
      });
    else if (own.length === 0 && !flagged.has(order.id))
      breaks.push({
        invariant: 'order-on-board',
        message: `order ${order.id} (${order.serviceRegionId ?? 'no region'}, ${order.requestedDate}) waits for a nurse on no board and is flagged nowhere`,
      });
  }
  return breaks;
}

const names = (boards: readonly BoardFacts[]) =>
  boards.length === 0 ? 'no board' : boards.map((b) => `${b.serviceRegionId} ${b.day}`).join(', ');
