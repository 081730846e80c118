/**
 * Where every supply item is and what each place counts (invariant 6, architecture.md 11), read by
 * SQL through the server's database: each item's own row, every record that holds it (the packers'
 * transfers and boxes, nurses' fulfillments, the field's procedures, samples, bags and shifts), and
 * place_supplies beside the counts it had before the first step. Reads only.
 */
import { sql } from 'drizzle-orm';
import type {
  StockCountFacts,
  SupplyFacts,
  SupplyHolder,
  SupplyItemFacts,
  WrongScanFacts,
} from '@sc/domain/invariants/view';
import { queryRows } from '../test/harness.ts';
import type { World } from './world.ts';

type Count = { placeId: string; supplyId: string; quantity: number; activated: number };

/** Per world: the counts when the week began, and the wrong scans sent since the last view. */
const started = new WeakMap<World, Map<string, Count>>();
const wrongScans = new WeakMap<World, WrongScanFacts[]>();

export function recordWrongScan(world: World, scan: WrongScanFacts): void {
  wrongScans.set(world, [...(wrongScans.get(world) ?? []), scan]);
}

const rows = <T>(world: World, query: ReturnType<typeof sql>) => queryRows<T>(world.t.db, query);

/** Every place's count of every supply it counts or holds active items of. */
async function counts(world: World): Promise<Map<string, Count>> {
  const list = await rows<Count>(
    world,
    sql`select coalesce(c.place_id, a.place_id) as "placeId", coalesce(c.supply_id, a.supply_id) as "supplyId",
          coalesce(c.quantity, 0)::int as quantity, coalesce(a.n, 0)::int as activated
        from place_supplies c
        full join (select i.owner_place_id as place_id, k.supply_id, count(*) as n
                   from supply_items i join skus k on k.id = i.sku_id
                   where i.status = 'activated' and i.owner_place_id is not null group by 1, 2) a
          on a.place_id = c.place_id and a.supply_id = c.supply_id
        order by 1, 2`,
  );
  return new Map(list.map((c) => [`${c.placeId} ${c.supplyId}`, c]));
}

type PackingRow = {
  itemId: string;
  record: string;
  placeId: string | null;
  shipped: boolean;
  kind: 'kit-shipment' | 'kit-order';
  patient: string;
  nurse: string | null;
};

/** The packers' records of an item, each with its transfer's place, kind and whether its box left. */
async function packingHolders(world: World): Promise<PackingRow[]> {
  return rows<PackingRow>(
    world,
    sql`with held as (
          select s.supply_item_id as item, s.supply_transfer_id as transfer,
                 'transfer ' || s.supply_transfer_id || ' ' || s.role as record
            from supply_transfer_scans s
          union all
          select p.kit_supply_item_id, p.supply_transfer_id, 'procedure ' || p.id || ' kit'
            from procedures p where p.kit_supply_item_id is not null and p.supply_transfer_id is not null
          union all
          select ss.box_supply_item_id, ts.supply_transfer_id, 'supply shipment ' || ss.id || ' box'
            from supply_shipments ss join supply_transfer_shipments ts on ts.supply_shipment_id = ss.id
            where ss.box_supply_item_id is not null)
        select h.item as "itemId", h.record, t.place_id as "placeId", t.kind,
               coalesce(t.patient_id, t.id) as patient, t.requested_by_user_id as nurse,
               exists (select 1 from supply_transfer_shipments ts join supply_shipments ss on ss.id = ts.supply_shipment_id
                       where ts.supply_transfer_id = t.id and ss.status = 'in-transit') as shipped
        from held h join supply_transfers t on t.id = h.transfer
        order by 1, 2`,
  );
}

/** The field's records of an item, each with the nurse whose work it is (her itinerary's or shift's). */
async function fieldHolders(world: World): Promise<{ itemId: string; record: string; nurseId: string | null }[]> {
  const nurseOfProcedure = sql`(select i.user_id from draft_waypoints d join waypoints w on w.id = d.waypoint_id
                                 join itineraries i on i.id = w.itinerary_id where d.id = p.draft_waypoint_id)`;
  return rows(
    world,
    sql`select item as "itemId", record, nurse as "nurseId" from (
          select x.supply_item_id as item, 'procedure ' || p.id || ' supplies' as record, ${nurseOfProcedure} as nurse
            from procedure_supply_items x join procedures p on p.id = x.procedure_id
          union all
          select x.supply_item_id, 'procedure ' || p.id || ' amber bag', ${nurseOfProcedure}
            from procedure_amber_bags x join procedures p on p.id = x.procedure_id
          union all
          select x.supply_item_id, 'procedure ' || p.id || ' specimen bag item', ${nurseOfProcedure}
            from procedure_specimen_bag_items x join procedures p on p.id = x.procedure_id
          union all
          select x.supply_item_id, 'procedure ' || p.id || ' processing specimen bag', ${nurseOfProcedure}
            from processing_action_specimen_bags x join procedures p on p.id = x.procedure_id
          union all
          select b.item, 'procedure ' || p.id || ' ' || b.what, ${nurseOfProcedure}
            from procedures p cross join lateral (values
              (case when p.supply_transfer_id is null then p.kit_supply_item_id end, 'kit'),
              (p.insulated_bag_id, 'insulated bag'), (p.specimen_bag_id, 'specimen bag')) b(item, what)
            where b.item is not null
          union all
          select s.supply_item_id, 'sample ' || s.id, ${nurseOfProcedure}
            from samples s join procedures p on p.id = s.procedure_id where s.supply_item_id is not null
          union all
          select s.supply_item_id, 'shift ' || s.id || ' bag', s.user_id from shifts s where s.supply_item_id is not null
          union all
          select x.supply_item_id, 'shift ' || s.id || ' supplies', s.user_id
            from shift_supply_items x join shifts s on s.id = x.shift_id
          union all
          select w.supply_item_id, 'waypoint ' || w.id || ' bag', i.user_id
            from waypoints w join itineraries i on i.id = w.itinerary_id where w.supply_item_id is not null
          union all
          select sh.shipment_box_supply_item_id, 'shipment ' || sh.id || ' box', i.user_id
            from shipments sh left join waypoint_actions a on a.id = sh.waypoint_action_id
            left join itineraries i on i.id = a.itinerary_id where sh.shipment_box_supply_item_id is not null
        ) f order by 1, 2`,
  );
}

async function itemFacts(world: World): Promise<SupplyItemFacts[]> {
  const items = await rows<Omit<SupplyItemFacts, 'holders'>>(
    world,
    sql`select i.id, k.supply_id as "supplyId", i.status, i.owner_place_id as "ownerPlaceId",
          i.owner_user_id as "ownerUserId"
        from supply_items i join skus k on k.id = i.sku_id order by i.id`,
  );
  const holders = new Map<string, SupplyHolder[]>();
  const hold = (itemId: string, h: SupplyHolder) => holders.set(itemId, [...(holders.get(itemId) ?? []), h]);
  for (const p of await packingHolders(world))
    hold(p.itemId, {
      kind: 'packing',
      record: p.record,
      placeId: p.placeId,
      shipped: p.shipped,
      to: p.kind === 'kit-order' && p.nurse ? { nurse: p.nurse } : { patient: p.patient },
    });
  for (const f of await rows<{ itemId: string; fulfillmentId: string; nurseId: string }>(
    world,
    sql`select fi.supply_item_id as "itemId", f.id as "fulfillmentId", f.user_id as "nurseId"
        from fulfillment_items fi join fulfillments f on f.id = fi.fulfillment_id order by 1, 2`,
  ))
    hold(f.itemId, { kind: 'fulfillment', record: `fulfillment ${f.fulfillmentId}`, nurseId: f.nurseId });
  for (const f of await fieldHolders(world)) hold(f.itemId, { kind: 'field', record: f.record, nurseId: f.nurseId });

  return items.map((i) => ({ ...i, holders: holders.get(i.id) ?? [] }));
}

export async function observeSupplies(world: World): Promise<SupplyFacts> {
  const items = await itemFacts(world);
  const now = await counts(world);
  if (!started.has(world)) started.set(world, now);
  const start = started.get(world)!;
  const stock: StockCountFacts[] = [...new Set([...start.keys(), ...now.keys()])].sort().map((key) => {
    const c = now.get(key) ?? start.get(key)!;
    return {
      placeId: c.placeId,
      supplyId: c.supplyId,
      quantity: now.get(key)?.quantity ?? 0,
      startQuantity: start.get(key)?.quantity ?? 0,
      startActivated: start.get(key)?.activated ?? 0,
    };
  });
  const wrong = wrongScans.get(world) ?? [];
  wrongScans.set(world, []);
  return { items, counts: stock, wrongScans: wrong };
}

/** Every row that says where a supply item is, as one string: a refused scan must leave it as it was. */
export async function supplyFingerprint(world: World): Promise<string> {
  const items = await itemFacts(world);
  const stock = [...(await counts(world)).values()];
  const [extra] = await rows<{ scans: number; docs: number; shipments: string | null }>(
    world,
    sql`select (select count(*)::int from supply_transfer_scans) as scans,
          (select count(*)::int from supply_transfer_documents) as docs,
          (select string_agg(id || ':' || status || ':' || coalesce(box_supply_item_id, '') || ':' ||
             coalesce(scanned_shipping_label_barcode, ''), ',' order by id) from supply_shipments) as shipments`,
  );
  return JSON.stringify({ items, stock, extra });
}
