import type { ordersContract } from '@sc/domain/contract/orders';
import type { AreaHandlers } from '../context.ts';
import { createOrder } from './create-order.ts';
import { listOrders } from './list-orders.ts';

export const ordersHandlers = {
  createOrder,
  listOrders,
} satisfies AreaHandlers<typeof ordersContract>;
