import type { ordersContract } from '@sc/domain/contract/orders';
import type { AreaHandlers } from '../context.ts';
import { createOrder } from './create-order.ts';
import { getProcedureOrder } from './get-procedure-order.ts';
import { listOfficePrescribers } from './list-office-prescribers.ts';
import { listOrders } from './list-orders.ts';
import { searchOfficePatients } from './search-office-patients.ts';

export const ordersHandlers = {
  createOrder,
  listOrders,
  getProcedureOrder,
  searchOfficePatients,
  listOfficePrescribers,
} satisfies AreaHandlers<typeof ordersContract>;
