/**
 * The emails an order's offices get when it ends (office settings' notification emails, ADR 031,
 * 032): which one a new order status calls for, and its words. An email carries no patient data,
 * only the requisition number and a link to the procedure page, where the reader signs in.
 */
import type { OfficeNotificationKind } from '../vocabulary/offices.ts';
import type { OrderStatus } from '../vocabulary/orders.ts';

/** An order that became completed was collected; one that became failed could not be. */
export function orderNoticeOf(
  status: OrderStatus,
): Extract<OfficeNotificationKind, 'order-collected' | 'order-failed'> | null {
  if (status === 'completed') return 'order-collected';
  if (status === 'failed') return 'order-failed';
  return null;
}

export interface OrderNoticeEmail {
  subject: string;
  text: string;
}

export function orderNoticeEmail(
  kind: 'order-collected' | 'order-failed',
  requisitionNumber: string | null,
  link: string,
): OrderNoticeEmail {
  const order = requisitionNumber ? `Order ${requisitionNumber}` : 'An order';
  return kind === 'order-collected'
    ? {
        subject: `${order} was collected`,
        text: `${order} was collected. Follow its specimens to the lab on its page:\n\n${link}\n`,
      }
    : {
        subject: `${order} could not be collected`,
        text: `${order} could not be collected. The nurse's reason is on its page:\n\n${link}\n`,
      };
}
