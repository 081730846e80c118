/**
 * Whether a scanned item is of a type a scan step takes (the rule is the domain's
 * `supplyTypeRefusal`). A scan answers only the supply id, so the item's type comes from the
 * flow's own items when they hold it, else from getSupplyItemsData.
 */
import { scanMessages } from '@sc/domain/scanning/messages';
import { supplyTypeRefusal } from '@sc/domain/scanning/supply-types';
import { call } from './api.ts';
import type { KnownSupplyItems, SupplyItemData } from './supply-names.ts';

type KnownTypes = KnownSupplyItems<Pick<SupplyItemData, 'supplyType'>>;

async function supplyTypeOf(flow: KnownTypes, supplyItemID: string): Promise<string | null> {
  const known = flow.supplyItems[supplyItemID]?.supplyType;
  if (known) return known;
  const { items } = await call('getSupplyItemsData', { supplyItemIDs: [supplyItemID] });
  return items[0]?.supplyType ?? null;
}

/**
 * The item, or a rejection with "Wrong supply" when it names no item or its type is known and not
 * one of `allowed` (one of the domain's `acceptedSupplyTypes`).
 */
export async function requireSupplyType(
  flow: KnownTypes,
  supplyItemID: string | null,
  allowed: readonly string[],
): Promise<string> {
  if (supplyItemID === null) throw new Error(scanMessages.wrongSupply);
  const refusal = supplyTypeRefusal(await supplyTypeOf(flow, supplyItemID), allowed);
  if (refusal !== null) throw new Error(refusal);
  return supplyItemID;
}
