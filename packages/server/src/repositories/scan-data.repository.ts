/**
 * The scan tables for the items one nurse's scans will meet (ADR 013): the items she holds, and
 * those shipped ahead to the stops of her open itineraries (a kit waiting at the patient's, its
 * vial, the mail-in box; each with the shipped kit it came in, which the field rule reads: ADR 080).
 * The phone resolves her scans with the domain's resolveBarcode against
 * these, with no request and no signal; only a value they do not name goes to the server. Bounded
 * by NURSE_SUPPLY_ITEMS_MAX in all (her own first) and OPEN_ITINERARIES_MAX itineraries; every
 * query is by primary key or an index (supply_items_owner_user, itineraries_user_start,
 * waypoints_open, draft_waypoints_waypoint, procedures_draft_waypoint,
 * supply_transfers_draft_waypoint, barcodes_target).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { NURSE_SUPPLY_ITEMS_MAX } from '@sc/domain/contract/supplies';
import type { ScanLookups } from '@sc/domain/scanning/resolve-barcode';
import { shippedBarcodesOf } from '@sc/domain/scanning/shipped-barcodes';
import type { ShippedKit } from '@sc/domain/transitions/entities';
import type { Db } from '../db/client.ts';
import {
  barcodes,
  batchItems,
  batchItemSerials,
  batchSkus,
  draftWaypoints,
  itineraries,
  procedures,
  skus,
  supplyShipments,
  supplyTransfers,
  supplyTransferShipments,
  waypoints,
} from '../db/schema.ts';
import { findShippedKitItems } from './shipped-kits.repository.ts';
import {
  findSupplyItemsData,
  findVisitBagCandidates,
  listSupplyItemsOwnedBy,
  type SupplyItemData,
} from './supply-items.repository.ts';

/** Her itineraries a day can hold at once: more is not a field day. */
const OPEN_ITINERARIES_MAX = 20;

type Tables = { -readonly [K in keyof ScanLookups]: Record<string, ScanLookups[K][string]> };

/**
 * An item as the phone judges a scan of it: whether she holds it, whether it is a shift's bag (requirements.md 5),
 * the shipped kit it came in (ADR 080).
 */
type ScanDataItem = SupplyItemData & { held: boolean; shiftBag: boolean; shippedKit: ShippedKit | null };

export async function loadNurseScanData(
  db: Db,
  userId: string,
): Promise<Omit<Tables, 'supplyItems'> & { items: ScanDataItem[] }> {
  const own = await listSupplyItemsOwnedBy(db, userId, NURSE_SUPPLY_ITEMS_MAX);
  const ownIDs = new Set(own.map((item) => item.id));
  const shipped = await listItemsShippedToStopsOf(db, userId);
  const expected = shipped.items.filter((item) => !ownIDs.has(item.id));
  const listed = [...own, ...expected].slice(0, NURSE_SUPPLY_ITEMS_MAX);
  const tables: Omit<Tables, 'supplyItems'> = { barcodes: {}, batchItems: {}, batchSkus: {}, skus: {} };
  if (listed.length === 0) return { items: [], ...tables };
  const ids = listed.map((item) => item.id);
  // The facts the server's visit-bag rule reads, read the same way, so the phone decides alike.
  const bags = await findVisitBagCandidates(db, ids, userId);
  const items = listed.map((item) => ({
    ...item,
    held: bags.get(item.id)?.held ?? false,
    shiftBag: bags.get(item.id)?.shiftBag ?? false,
    shippedKit: shipped.kits.get(item.id) ?? null,
  }));

  const itemBarcodes = await db
    .select({ value: barcodes.value, id: barcodes.targetId })
    .from(barcodes)
    .where(and(eq(barcodes.type, 'supply-item'), inArray(barcodes.targetId, ids)));
  for (const b of itemBarcodes) tables.barcodes[b.value] = { type: 'supply-item', id: b.id };

  // A unit of a batch is the item `<code>-<serial>`, scanned as the batch's code with its serial.
  const serialsByCode = new Map<string, string[]>();
  for (const id of ids) {
    const [code, serial] = id.split('-');
    if (code && serial) serialsByCode.set(code, [...(serialsByCode.get(code) ?? []), serial]);
  }
  if (serialsByCode.size > 0) {
    const batches = await db
      .select({ value: barcodes.value, id: barcodes.targetId })
      .from(barcodes)
      .where(and(eq(barcodes.type, 'batch-item'), inArray(barcodes.value, [...serialsByCode.keys()])));
    if (batches.length > 0) {
      const batchIDs = batches.map((b) => b.id);
      const rows = await db.select().from(batchItems).where(inArray(batchItems.id, batchIDs));
      const serials = await db
        .select()
        .from(batchItemSerials)
        .where(
          and(
            inArray(batchItemSerials.batchItemId, batchIDs),
            inArray(batchItemSerials.serial, [...serialsByCode.values()].flat()),
          ),
        );
      for (const b of batches) tables.barcodes[b.value] = { type: 'batch', id: b.id };
      for (const row of rows) {
        // Only her units' serials: another serial of the batch is answered by the server.
        const code = batches.find((b) => b.id === row.id)?.value ?? '';
        const hers = new Set(serialsByCode.get(code) ?? []);
        tables.batchItems[row.id] = {
          batchSkuID: row.batchSkuId,
          serials: serials.filter((s) => s.batchItemId === row.id && hers.has(s.serial)).map((s) => s.serial),
        };
      }
      const batchSkuIDs = [...new Set(rows.map((r) => r.batchSkuId))];
      if (batchSkuIDs.length > 0)
        for (const row of await db.select().from(batchSkus).where(inArray(batchSkus.id, batchSkuIDs)))
          tables.batchSkus[row.id] = { skuID: row.skuId };
    }
  }

  const skuIDs = [...new Set([...items.map((i) => i.skuID), ...Object.values(tables.batchSkus).map((b) => b.skuID)])];
  for (const row of await db.select().from(skus).where(inArray(skus.id, skuIDs)))
    tables.skus[row.id] = { supplyID: row.supplyId, active: row.active };
  return { items, ...tables };
}

/**
 * The items waiting at the stops of her open itineraries: each procedure's kit, what the packer
 * packed into the kit shipments shipped there (her records, shipped-kits.repository.ts), and what a
 * supply shipment's `scanning` names (shippedBarcodesOf). A batch unit is the item named like its
 * scanned value (`<code>-<serial>`, scanning/README.md).
 */
async function listItemsShippedToStopsOf(
  db: Db,
  userId: string,
): Promise<{ items: SupplyItemData[]; kits: Map<string, ShippedKit> }> {
  const none = { items: [], kits: new Map<string, ShippedKit>() };
  const open = await db
    .select({ id: itineraries.id })
    .from(itineraries)
    .where(and(eq(itineraries.userId, userId), inArray(itineraries.status, ['accepted', 'in_progress'])))
    .limit(OPEN_ITINERARIES_MAX);
  if (open.length === 0) return none;
  const stops = await db
    .select({ id: draftWaypoints.id })
    .from(draftWaypoints)
    .innerJoin(waypoints, eq(waypoints.id, draftWaypoints.waypointId))
    .where(
      inArray(
        waypoints.itineraryId,
        open.map((i) => i.id),
      ),
    );
  if (stops.length === 0) return none;
  const stopIDs = stops.map((s) => s.id);
  const kits = await findShippedKitItems(db, stopIDs);
  const procedureKits = await db
    .select({ id: procedures.kitSupplyItemId })
    .from(procedures)
    .where(inArray(procedures.draftWaypointId, stopIDs));
  const shipped = await db
    .select({ scanning: supplyShipments.scanning })
    .from(supplyTransfers)
    .innerJoin(supplyTransferShipments, eq(supplyTransferShipments.supplyTransferId, supplyTransfers.id))
    .innerJoin(supplyShipments, eq(supplyShipments.id, supplyTransferShipments.supplyShipmentId))
    .where(inArray(supplyTransfers.draftWaypointId, stopIDs));
  const values = [...new Set(shipped.flatMap((s) => shippedBarcodesOf(s.scanning)))].slice(0, NURSE_SUPPLY_ITEMS_MAX);
  const named =
    values.length === 0
      ? []
      : await db
          .select({ id: barcodes.targetId })
          .from(barcodes)
          .where(and(eq(barcodes.type, 'supply-item'), inArray(barcodes.value, values)));
  const ids = [...procedureKits.map((k) => k.id), ...kits.keys(), ...named.map((n) => n.id), ...values].filter(
    (id): id is string => id !== null,
  );
  return { items: await findSupplyItemsData(db, ids.slice(0, 3 * NURSE_SUPPLY_ITEMS_MAX)), kits };
}
