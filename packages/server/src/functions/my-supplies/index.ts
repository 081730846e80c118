import type { mySuppliesContract } from '@sc/domain/contract/my-supplies';
import type { AreaHandlers } from '../context.ts';
import { activateFulfillmentItem, getMySupplies } from './my-supplies.ts';
import { listOrderableSupplies, orderKit } from './order-kit.ts';

export const mySuppliesHandlers = {
  getMySupplies,
  activateFulfillmentItem,
  listOrderableSupplies,
  orderKit,
} satisfies AreaHandlers<typeof mySuppliesContract>;
