/** An office's order of tests for one patient's visit (issue 14, ADR 028). */

/**
 * An order's status, read from its procedures' (`orders/order-status.ts`): `ordered` while every
 * open procedure waits for a visit, `scheduled` once one is on an itinerary, `in-progress` once the
 * nurse has started, then `completed`, `failed` or `canceled` when all are done.
 */
export const orderStatuses = ['ordered', 'scheduled', 'in-progress', 'completed', 'failed', 'canceled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How the orders list sorts. */
export const orderSorts = ['requested', 'created', 'patient', 'status'] as const;
export type OrderSort = (typeof orderSorts)[number];
