/**
 * What the kit shipments shipped to some visits carry (requirements.md 2.11 kit shipment; ADR 058, 080):
 * the packer's records of a packed kit-shipment transfer whose box is in transit: the kit and tubes
 * she scanned for its procedures (supply_transfer_scans) and the box (supply_shipments). Done packing
 * left them used; the field rule reads this to let the visit's nurse scan them (transitions/shipped-kit.ts),
 * and the nurse's scan data lists them for her phone.
 *
 * A transfer is found by its own visit or by its procedures' visit: publishing a dispatch plan moves
 * an order's procedures to the itinerary's own draft waypoint and leaves the transfer's where the
 * order made it. By index: supply_transfers_draft_waypoint, procedures_draft_waypoint, and the
 * primary keys of supply_transfer_shipments, supply_transfer_scans and procedures.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { ShippedKit } from '@sc/domain/transitions/entities';
import type { Db } from '../db/client.ts';
import {
  procedures,
  supplyShipments,
  supplyTransfers,
  supplyTransferScans,
  supplyTransferShipments,
} from '../db/schema.ts';

/** Each item packed into a kit shipment shipped to one of these visits (draft waypoints), keyed by item id. */
export async function findShippedKitItems(
  db: Db,
  draftWaypointIDs: readonly string[],
): Promise<Map<string, ShippedKit>> {
  const found = new Map<string, ShippedKit>();
  if (draftWaypointIDs.length === 0) return found;
  const visits = [...new Set(draftWaypointIDs)];
  const shipped = await db
    .select({
      transferID: supplyTransfers.id,
      draftWaypointID: supplyTransfers.draftWaypointId,
      boxID: supplyShipments.boxSupplyItemId,
    })
    .from(supplyTransfers)
    .innerJoin(supplyTransferShipments, eq(supplyTransferShipments.supplyTransferId, supplyTransfers.id))
    .innerJoin(supplyShipments, eq(supplyShipments.id, supplyTransferShipments.supplyShipmentId))
    .where(
      and(
        or(
          inArray(supplyTransfers.draftWaypointId, visits),
          inArray(
            supplyTransfers.id,
            db
              .select({ id: procedures.supplyTransferId })
              .from(procedures)
              .where(inArray(procedures.draftWaypointId, visits)),
          ),
        ),
        eq(supplyTransfers.kind, 'kit-shipment'),
        eq(supplyTransfers.status, 'packed'),
        eq(supplyShipments.status, 'in-transit'),
      ),
    );
  if (shipped.length === 0) return found;
  const scans = await db
    .select({
      transferID: supplyTransferScans.supplyTransferId,
      procedureID: supplyTransferScans.procedureId,
      itemID: supplyTransferScans.supplyItemId,
    })
    .from(supplyTransferScans)
    .where(
      inArray(
        supplyTransferScans.supplyTransferId,
        shipped.map((s) => s.transferID),
      ),
    );
  const packedFor = [...new Set(scans.map((s) => s.procedureID).filter((id): id is string => id !== null))];
  const visitOf = new Map(
    packedFor.length === 0
      ? []
      : (
          await db
            .select({ id: procedures.id, draftWaypointID: procedures.draftWaypointId })
            .from(procedures)
            .where(inArray(procedures.id, packedFor))
        ).map((p) => [p.id, p.draftWaypointID]),
  );
  for (const transferID of new Set(shipped.map((s) => s.transferID))) {
    const own = scans.filter((s) => s.transferID === transferID);
    const rows = shipped.filter((s) => s.transferID === transferID);
    const procedureIDs = [...new Set(own.map((s) => s.procedureID).filter((id): id is string => id !== null))].sort();
    const kit: ShippedKit = {
      procedureIDs,
      draftWaypointIDs: [
        ...new Set([...rows.map((s) => s.draftWaypointID), ...procedureIDs.map((id) => visitOf.get(id) ?? null)]),
      ]
        .filter((id): id is string => id !== null)
        .sort(),
    };
    for (const id of [...own.map((s) => s.itemID), ...rows.map((s) => s.boxID)]) if (id !== null) found.set(id, kit);
  }
  return found;
}
