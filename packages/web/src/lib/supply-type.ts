/**
 * Bags, boxes and kits are told apart by their supply's type (the scan answers only the supply id):
 * a scanned item's type comes from the flow data when it holds the item, else from
 * getSupplyItemsData. A known type that is not the one asked for is "Wrong supply" (SPEC 5).
 */
import { scanMessages } from '@sc/domain/scanning/messages';
import { kitSupplyTypes } from '@sc/domain/transitions/procedures';
import { visitBagSupplyTypes } from '@sc/domain/transitions/waypoints';
import { call } from '../../../../lib/api.ts';
import type { FlowData } from '../../step-screen.ts';

export const supplyTypes = {
  kit: kitSupplyTypes,
  visitBag: visitBagSupplyTypes,
  amberBag: ['amber-bag'],
  insulatedBag: ['insulated-bag'],
  specimenBag: ['specimen-bag'],
  mailInBox: ['mail-in-box'],
} satisfies Record<string, readonly string[]>;

export async function supplyTypeOf(flow: FlowData, supplyItemID: string): Promise<string | null> {
  const known = flow.supplyItems[supplyItemID]?.supplyType;
  if (known) return known;
  const { items } = await call('getSupplyItemsData', { supplyItemIDs: [supplyItemID] });
  return items[0]?.supplyType ?? null;
}

/** Rejects with "Wrong supply" when the item's type is known and not one of `allowed`. */
export async function requireSupplyType(
  flow: FlowData,
  supplyItemID: string | null,
  allowed: readonly string[],
): Promise<string> {
  if (supplyItemID === null) throw new Error(scanMessages.wrongSupply);
  const type = await supplyTypeOf(flow, supplyItemID);
  if (type !== null && !allowed.includes(type)) throw new Error(scanMessages.wrongSupply);
  return supplyItemID;
}
