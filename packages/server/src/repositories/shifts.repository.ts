/** Shift and itinerary rows: read, lock, update, and the shift made for an accepted itinerary (requirements.md 3, 4). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { itineraries, shifts, shiftServiceRegions } from '../db/schema.ts';
import type { ShiftStatus } from '@sc/domain/vocabulary/shifts';

export type ShiftRow = typeof shifts.$inferSelect;
export type ItineraryRow = typeof itineraries.$inferSelect;
export type ItineraryRowStatus = ItineraryRow['status'];

export async function findShiftRow(db: Db, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id)).limit(1);
  return row;
}

/** Locks the shift for the rest of the transaction: answers to its offers queue behind each other. */
export async function lockShift(db: Db, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id)).limit(1).for('update');
  return row;
}

export async function updateShift(db: Db, id: string, set: { status?: ShiftStatus; userId?: string | null }) {
  await db.update(shifts).set(set).where(eq(shifts.id, id));
}

/** Locks the itinerary for the rest of the transaction. */
export async function lockItinerary(db: Db, id: string): Promise<ItineraryRow | undefined> {
  const [row] = await db.select().from(itineraries).where(eq(itineraries.id, id)).limit(1).for('update');
  return row;
}

export async function updateItinerary(
  db: Db,
  id: string,
  set: { status?: ItineraryRowStatus; userId?: string | null },
): Promise<void> {
  await db.update(itineraries).set(set).where(eq(itineraries.id, id));
}

/** A shift made for the nurse (accepted), in the given regions, in that order. */
export async function insertAcceptedShift(
  db: Db,
  shift: {
    id: string;
    userId: string;
    startAt: Date;
    endAt: Date;
    timeZone: string;
    serviceRegionIds: readonly string[];
  },
): Promise<void> {
  await db.insert(shifts).values({
    id: shift.id,
    status: 'accepted',
    startAt: shift.startAt,
    endAt: shift.endAt,
    timeZone: shift.timeZone,
    baseEarningsCents: 0,
    userId: shift.userId,
  });
  if (shift.serviceRegionIds.length > 0)
    await db
      .insert(shiftServiceRegions)
      .values(
        shift.serviceRegionIds.map((serviceRegionId, position) => ({ shiftId: shift.id, serviceRegionId, position })),
      );
}

/** Whether a shift has this id (an itinerary accepted a second time needs a shift id of its own, ADR 085). */
export async function shiftIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, id)).limit(1);
  return row !== undefined;
}

export async function setItineraryShift(db: Db, itineraryId: string, shiftId: string): Promise<void> {
  await db.update(itineraries).set({ shiftId }).where(eq(itineraries.id, itineraryId));
}

/**
 * Adds counts to a shift's supplies (requirements.md 3: a count by supply), in one statement, so two
 * itineraries joining the shift at once both count.
 */
export async function addShiftSupplies(db: Db, shiftId: string, counts: Record<string, number>): Promise<void> {
  if (Object.keys(counts).length === 0) return;
  await db
    .update(shifts)
    .set({
      supplies: sql`(
        select coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
        from (
          select key, sum(value::int) as total
          from (
            select key, value from jsonb_each_text(${shifts.supplies})
            union all
            select key, value from jsonb_each_text(${JSON.stringify(counts)}::jsonb)
          ) both_counts
          group by key
        ) summed
      )`,
    })
    .where(eq(shifts.id, shiftId));
}
