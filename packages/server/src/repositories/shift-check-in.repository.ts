/** A shift's check-in data (requirements.md 3, 7: shifts/{id} geoCheck, leaveFrom, supplyItem, supplyItems). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PolygonCoordinates, ServiceRegion } from '@sc/domain/field-checks/geocheck';
import type { Db } from '../db/client.ts';
import {
  itineraries,
  serviceRegions,
  shiftServiceRegions,
  shiftSupplyItems,
  shifts,
  skus,
  supplies,
  supplyItems,
} from '../db/schema.ts';

export type ShiftRow = typeof shifts.$inferSelect;

/** The shift's service regions in the shift's order, with their areas. */
export async function listShiftRegions(db: Db, shiftId: string): Promise<ServiceRegion[]> {
  const rows = await db
    .select({ id: serviceRegions.id, name: serviceRegions.name, polygon: serviceRegions.polygon })
    .from(shiftServiceRegions)
    .innerJoin(serviceRegions, eq(serviceRegions.id, shiftServiceRegions.serviceRegionId))
    .where(eq(shiftServiceRegions.shiftId, shiftId))
    .orderBy(asc(shiftServiceRegions.position));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    geometry: Array.isArray(r.polygon) ? { type: 'Polygon', coordinates: r.polygon as PolygonCoordinates } : null,
  }));
}

/** The items scanned for the shift, with their supply. */
export async function listShiftScannedItems(db: Db, shiftId: string) {
  return db
    .select({ supplyItemID: shiftSupplyItems.supplyItemId, supplyID: skus.supplyId })
    .from(shiftSupplyItems)
    .innerJoin(supplyItems, eq(supplyItems.id, shiftSupplyItems.supplyItemId))
    .innerJoin(skus, eq(skus.id, supplyItems.skuId))
    .where(eq(shiftSupplyItems.shiftId, shiftId))
    .orderBy(asc(shiftSupplyItems.supplyItemId));
}

export async function addShiftSupplyItem(db: Db, shiftId: string, supplyItemId: string): Promise<void> {
  await db.insert(shiftSupplyItems).values({ shiftId, supplyItemId }).onConflictDoNothing();
}

export async function removeShiftSupplyItem(db: Db, shiftId: string, supplyItemId: string): Promise<number> {
  const removed = await db
    .delete(shiftSupplyItems)
    .where(and(eq(shiftSupplyItems.shiftId, shiftId), eq(shiftSupplyItems.supplyItemId, supplyItemId)))
    .returning({ id: shiftSupplyItems.supplyItemId });
  return removed.length;
}

export async function updateShiftCheckIn(
  db: Db,
  id: string,
  set: Partial<Pick<ShiftRow, 'geoCheck' | 'leaveFrom' | 'supplyItemId' | 'status'>>,
): Promise<void> {
  await db.update(shifts).set(set).where(eq(shifts.id, id));
}

/** Check-in starts the shift's accepted itineraries too. */
export async function startShiftItineraries(db: Db, shiftId: string): Promise<void> {
  await db
    .update(itineraries)
    .set({ status: 'in_progress' })
    .where(and(eq(itineraries.shiftId, shiftId), eq(itineraries.status, 'accepted')));
}

export async function listShiftItineraryIDs(db: Db, shiftId: string): Promise<string[]> {
  const rows = await db
    .select({ id: itineraries.id })
    .from(itineraries)
    .where(eq(itineraries.shiftId, shiftId))
    .orderBy(asc(itineraries.startAt));
  return rows.map((r) => r.id);
}

export async function supplyNamesOf(db: Db, ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: supplies.id, name: supplies.name })
    .from(supplies)
    .where(inArray(supplies.id, [...ids]));
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}
