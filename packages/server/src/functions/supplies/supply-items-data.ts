/** Supply items with their SKU data (requirements.md 7): the nurse's own, and any 50 by id. */
import { NURSE_SUPPLY_ITEMS_MAX } from '@sc/domain/contract/supplies';
import { findSupplyItemsData, listSupplyItemsOwnedBy } from '../../repositories/supply-items.repository.ts';
import { requireCaller, type Handler } from '../context.ts';

export const getNurseSupplyItems: Handler<'getNurseSupplyItems'> = async (_input, ctx) => {
  const rows = await listSupplyItemsOwnedBy(ctx.db, requireCaller(ctx).userId, NURSE_SUPPLY_ITEMS_MAX + 1);
  return { items: rows.slice(0, NURSE_SUPPLY_ITEMS_MAX), hasMore: rows.length > NURSE_SUPPLY_ITEMS_MAX };
};

/** Batched 50 per request by the contract (requirements.md 7); unknown ids are left out. */
export const getSupplyItemsData: Handler<'getSupplyItemsData'> = async ({ supplyItemIDs }, ctx) => ({
  items: await findSupplyItemsData(ctx.db, supplyItemIDs),
});
