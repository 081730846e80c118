import type { suppliesContract } from '@sc/domain/contract/supplies';
import type { AreaHandlers } from '../context.ts';
import { getNurseSupplyItems, getSupplyItemsData } from './supply-items-data.ts';

export const suppliesHandlers = {
  getNurseSupplyItems,
  getSupplyItemsData,
} satisfies AreaHandlers<typeof suppliesContract>;
