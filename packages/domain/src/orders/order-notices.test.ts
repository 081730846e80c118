import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../vocabulary/orders.ts';
import { orderNoticeEmail, orderNoticeOf } from './order-notices.ts';

describe('orderNoticeOf (which email a new order status calls for)', () => {
  it.each<[OrderStatus, string | null]>([
    ['completed', 'order-collected'],
    ['failed', 'order-failed'],
    ['ordered', null],
    ['scheduled', null],
    ['in-progress', null],
    ['canceled', null],
  ])('%s -> %s', (status, kind) => {
    expect(orderNoticeOf(status)).toBe(kind);
  });

  it('covers every order status', () => {
    expect(orderStatuses.map(orderNoticeOf).filter(Boolean)).toEqual(['order-collected', 'order-failed']);
  });
});

describe('orderNoticeEmail', () => {
  const link = 'https://app.example.com/office/procedures/p-1';
  it('names the order by its requisition number and links its page, nothing of the patient', () => {
    expect(orderNoticeEmail('order-collected', 'RQ-7K3M9X2P', link)).toEqual({
      subject: 'Order RQ-7K3M9X2P was collected',
      text: `Order RQ-7K3M9X2P was collected. Follow its specimens to the lab on its page:\n\n${link}\n`,
    });
    expect(orderNoticeEmail('order-failed', null, link).subject).toBe('An order could not be collected');
  });
});
