/**
 * The demo nurse's kit waiting to be activated (README, issue 23): a delivered fulfillment of two
 * specimen bags and a procedure bag, barcodes NK-BAG-0001, NK-BAG-0002 and NK-PBAG-0001.
 */
import type { Tx } from './client.ts';
import * as t from './schema.ts';
import { skuOf } from './seed-supplies.ts';

export const DEMO_KIT_BARCODES = {
  bag1: 'NK-BAG-0001',
  bag2: 'NK-BAG-0002',
  procedureBag: 'NK-PBAG-0001',
} as const;

export async function seedDemoNurseSupplies(tx: Tx, now: Date): Promise<void> {
  const created = new Date(now.getTime() - 24 * 3_600_000);
  const items = [
    { code: DEMO_KIT_BARCODES.bag1, supply: 'sup-specimen-bag' },
    { code: DEMO_KIT_BARCODES.bag2, supply: 'sup-specimen-bag' },
    { code: DEMO_KIT_BARCODES.procedureBag, supply: 'sup-procedure-bag' },
  ];
  const id = (code: string) => `item-${code.toLowerCase()}`;
  await tx.insert(t.supplyItems).values(
    items.map(({ code, supply }) => ({
      id: id(code),
      skuId: skuOf(supply),
      status: 'inactive' as const,
      createdAt: created,
    })),
  );
  await tx
    .insert(t.barcodes)
    .values(
      items.map(({ code }) => ({ value: code, type: 'supply-item' as const, targetId: id(code), createdAt: created })),
    );
  await tx
    .insert(t.fulfillments)
    .values({ id: 'fulfillment-demo', userId: 'user-nurse', status: 'delivered', createdAt: created });
  await tx
    .insert(t.fulfillmentItems)
    .values(items.map(({ code }) => ({ fulfillmentId: 'fulfillment-demo', supplyItemId: id(code) })));
}
