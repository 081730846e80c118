/**
 * What a simulated nurse carries (requirements.md 3, 2.12 my-supplies): before she checks in, the
 * supplies her day asks for are registered by operations (addSupplyItem), delivered to her as a
 * kit, and activated on her phone one scan at a time (activateFulfillmentItem), so she holds them
 * as the product knows holding. The packers' flow between register and delivery is not simulated:
 * the delivered kit is written as the demo seed writes the demo nurse's (seed-nurse-supplies.ts).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../test/harness.ts';
import { call, type World } from '../world.ts';

export interface HeldItem {
  id: string;
  barcode: string;
  supplyID: string;
}

let kits = 0;

/** The items of each supply she holds and has not used yet, oldest first, excluding `taken`. */
export async function heldItems(world: World, nurseID: string): Promise<HeldItem[]> {
  return queryRows<HeldItem>(
    world.t.db,
    sql`select i.id, b.value as barcode, k.supply_id as "supplyID" from supply_items i
        join skus k on k.id = i.sku_id
        join barcodes b on b.target_id = i.id and b.type = 'supply-item'
        where i.owner_user_id = ${nurseID} and i.status = 'activated' order by i.created_at, i.id`,
  );
}

/** Gives her `counts` more items by supply id: registered, delivered, activated by her. */
export async function stockNurse(
  world: World,
  nurse: { id: string; cookie: string },
  counts: Record<string, number>,
): Promise<void> {
  const wanted = Object.entries(counts).filter(([, n]) => n > 0);
  if (wanted.length === 0) return;
  const barcodes: string[] = [];
  for (const [supplyID, n] of wanted) {
    const [sku] = await queryRows<{ id: string }>(
      world.t.db,
      sql`select id from skus where supply_id = ${supplyID} and active order by id limit 1`,
    );
    if (!sku) continue;
    for (let i = 0; i < n; i++) {
      const barcode = `SIMSI${(world.keys += 1)}`;
      const res = await call(world, 'addSupplyItem', { skuID: sku.id, barcode, serial: null }, world.admin);
      if (res.status === 200) barcodes.push(barcode);
    }
  }
  if (barcodes.length === 0) return;
  kits += 1;
  const fulfillmentID = `sim-kit-${nurse.id}-${kits}`;
  await world.t.db.execute(
    sql`insert into fulfillments (id, user_id, status, created_at) values (${fulfillmentID}, ${nurse.id}, 'delivered', ${world.clock.now()})`,
  );
  await world.t.db.execute(
    sql`insert into fulfillment_items (fulfillment_id, supply_item_id)
        select ${fulfillmentID}, target_id from barcodes where value in ${sql.raw(`(${barcodes.map((b) => `'${b}'`).join(',')})`)}`,
  );
  for (const barcode of barcodes)
    await call(world, 'activateFulfillmentItem', { fulfillmentID, barcode }, nurse.cookie);
}
