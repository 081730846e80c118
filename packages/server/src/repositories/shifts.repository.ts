/** Shifts, itineraries and the offers made to nurses (SPEC.md 3, 4). The only SQL for them. */
import { and, asc, desc, eq, inArray, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  itineraries,
  itineraryOffers,
  serviceRegions,
  shiftOffers,
  shiftServiceRegions,
  shifts,
  waypointActions,
  waypoints,
} from '../db/schema.ts';
import type { PolygonCoordinates, ServiceRegion } from '@sc/domain/field-checks/geocheck';
import type { ItineraryStop } from '@sc/domain/transitions/itinerary-shift';
import type { ItineraryStatus } from '@sc/domain/vocabulary/itinerary';
import type { OfferStatus, ShiftStatus } from '@sc/domain/vocabulary/shifts';

export type ShiftRow = typeof shifts.$inferSelect;
export type ItineraryRow = typeof itineraries.$inferSelect;
export type ItineraryRowStatus = ItineraryRow['status'];
export interface OfferRow {
  userId: string;
  status: OfferStatus;
  declineReason: string | null;
}
export interface OfferSet {
  status?: OfferStatus;
  declineReason?: string | null;
}

export async function findShiftRow(db: Db, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id)).limit(1);
  return row;
}

/** Locks the shift for the rest of the transaction: answers to its offers queue behind each other. */
export async function lockShift(db: Db, id: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id)).limit(1).for('update');
  return row;
}

export async function listShiftOffers(db: Db, shiftId: string): Promise<OfferRow[]> {
  return db
    .select({ userId: shiftOffers.userId, status: shiftOffers.status, declineReason: shiftOffers.declineReason })
    .from(shiftOffers)
    .where(eq(shiftOffers.shiftId, shiftId));
}

export async function updateShift(db: Db, id: string, set: { status?: ShiftStatus; userId?: string | null }) {
  await db.update(shifts).set(set).where(eq(shifts.id, id));
}

/** Writes a nurse's answer; an offer operations never made (a direct assignment) is created. */
export async function upsertShiftOffer(db: Db, shiftId: string, userId: string, set: OfferSet): Promise<void> {
  await db
    .insert(shiftOffers)
    .values({ shiftId, userId, status: set.status ?? 'offered', declineReason: set.declineReason ?? null })
    .onConflictDoUpdate({ target: [shiftOffers.shiftId, shiftOffers.userId], set });
}

/** Locks the itinerary for the rest of the transaction. */
export async function lockItinerary(db: Db, id: string): Promise<ItineraryRow | undefined> {
  const [row] = await db.select().from(itineraries).where(eq(itineraries.id, id)).limit(1).for('update');
  return row;
}

export async function listItineraryOffers(db: Db, itineraryId: string): Promise<OfferRow[]> {
  return db
    .select({
      userId: itineraryOffers.userId,
      status: itineraryOffers.status,
      declineReason: itineraryOffers.declineReason,
    })
    .from(itineraryOffers)
    .where(eq(itineraryOffers.itineraryId, itineraryId));
}

export async function updateItinerary(
  db: Db,
  id: string,
  set: { status?: ItineraryRowStatus; userId?: string | null },
): Promise<void> {
  await db.update(itineraries).set(set).where(eq(itineraries.id, id));
}

export async function upsertItineraryOffer(db: Db, itineraryId: string, userId: string, set: OfferSet): Promise<void> {
  await db
    .insert(itineraryOffers)
    .values({ itineraryId, userId, status: set.status ?? 'offered', declineReason: set.declineReason ?? null })
    .onConflictDoUpdate({ target: [itineraryOffers.itineraryId, itineraryOffers.userId], set });
}

/** The nurse's offers on open shifts, declined ones left out, soonest first, at most `limit`. */
export async function listOpenShiftOffersFor(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: shifts.id,
      status: shiftOffers.status,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
      timeZone: shifts.timeZone,
      baseEarningsCents: shifts.baseEarningsCents,
      additionalEarningsCents: shiftOffers.additionalEarningsCents,
    })
    .from(shiftOffers)
    .innerJoin(shifts, eq(shifts.id, shiftOffers.shiftId))
    .where(and(eq(shiftOffers.userId, userId), ne(shiftOffers.status, 'declined'), eq(shifts.status, 'open')))
    .orderBy(asc(shifts.startAt), asc(shifts.id))
    .limit(limit);
}

/** The earnings of the itinerary offer the nurse accepted, in cents; undefined without one. */
export async function findAcceptedItineraryEarnings(
  db: Db,
  itineraryId: string,
  userId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ earningsCents: itineraryOffers.earningsCents })
    .from(itineraryOffers)
    .where(
      and(
        eq(itineraryOffers.itineraryId, itineraryId),
        eq(itineraryOffers.userId, userId),
        eq(itineraryOffers.status, 'accepted'),
      ),
    );
  return row?.earningsCents;
}

/** The nurse's offers on open itineraries, declined ones left out, soonest first, at most `limit`. */
export async function listOpenItineraryOffersFor(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: itineraries.id,
      shiftId: itineraries.shiftId,
      status: itineraryOffers.status,
      startAt: itineraries.startAt,
      timeZone: itineraries.timeZone,
      earningsCents: itineraryOffers.earningsCents,
    })
    .from(itineraryOffers)
    .innerJoin(itineraries, eq(itineraries.id, itineraryOffers.itineraryId))
    .where(
      and(eq(itineraryOffers.userId, userId), ne(itineraryOffers.status, 'declined'), eq(itineraries.status, 'open')),
    )
    .orderBy(asc(itineraries.startAt), asc(itineraries.id))
    .limit(limit);
}

/** Service region names by shift id, each list in the shift's order. */
export async function serviceRegionNamesByShift(db: Db, shiftIds: readonly string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (shiftIds.length === 0) return names;
  const rows = await db
    .select({ shiftId: shiftServiceRegions.shiftId, name: serviceRegions.name })
    .from(shiftServiceRegions)
    .innerJoin(serviceRegions, eq(serviceRegions.id, shiftServiceRegions.serviceRegionId))
    .where(inArray(shiftServiceRegions.shiftId, [...shiftIds]))
    .orderBy(asc(shiftServiceRegions.shiftId), asc(shiftServiceRegions.position), asc(serviceRegions.name));
  for (const row of rows) names.set(row.shiftId, [...(names.get(row.shiftId) ?? []), row.name]);
  return names;
}

/**
 * The nurse's own shifts for the schedule (SPEC.md 2.3), with their count of patient visits. Past:
 * complete or canceled, or ended; Upcoming: the rest (an in-progress shift stays upcoming). At most
 * `limit`, in the filter's order.
 */
export async function listScheduleShiftsFor(db: Db, userId: string, past: boolean, limit: number) {
  const now = new Date();
  const isPast = sql`(${shifts.status} in ('complete', 'canceled') or (${shifts.status} <> 'in_progress' and ${shifts.endAt} <= ${now}))`;
  return db
    .select({
      id: shifts.id,
      status: shifts.status,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
      timeZone: shifts.timeZone,
      // Qualified by hand: inside a select list drizzle names the outer column without its table.
      jobCount: sql<number>`(select count(*)::int from ${waypoints} w join ${itineraries} i on i.id = w.itinerary_id
        where i.shift_id = "shifts"."id" and w.type = 'patient')`,
    })
    .from(shifts)
    .where(and(eq(shifts.userId, userId), past ? isPast : not(isPast)))
    .orderBy(past ? desc(shifts.startAt) : asc(shifts.startAt), asc(shifts.id))
    .limit(limit);
}

/** The nurse's shifts and, if given, one more (an itinerary's own), as time windows. */
export async function listShiftWindows(db: Db, userId: string, alsoShiftId: string | null) {
  const rows = await db
    .select({
      id: shifts.id,
      status: shifts.status,
      userId: shifts.userId,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
    })
    .from(shifts)
    .where(alsoShiftId ? or(eq(shifts.userId, userId), eq(shifts.id, alsoShiftId)) : eq(shifts.userId, userId));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    userID: r.userId,
    startTime: r.startAt.getTime(),
    endTime: r.endAt.getTime(),
  }));
}

/** The itinerary's stops with their scheduled start and summed action durations. */
export async function listItineraryStops(db: Db, itineraryId: string): Promise<ItineraryStop[]> {
  return (await itineraryStopsByItinerary(db, [itineraryId])).get(itineraryId) ?? [];
}

/** Stops by itinerary id, each list in the itinerary's order (an itinerary with none is absent). */
export async function itineraryStopsByItinerary(
  db: Db,
  itineraryIds: readonly string[],
): Promise<Map<string, ItineraryStop[]>> {
  const stops = new Map<string, ItineraryStop[]>();
  if (itineraryIds.length === 0) return stops;
  const rows = await db
    .select({
      itineraryId: waypoints.itineraryId,
      lat: waypoints.lat,
      lng: waypoints.lng,
      scheduledStartAt: waypoints.scheduledStartAt,
      durationMinutes: sql<number>`coalesce((select sum(a.action_duration_minutes)::int from ${waypointActions} a
        where a.waypoint_id = "waypoints"."id"), 0)`,
    })
    .from(waypoints)
    .where(inArray(waypoints.itineraryId, [...itineraryIds]))
    .orderBy(asc(waypoints.itineraryId), asc(waypoints.position));
  for (const r of rows) {
    const stop = {
      lat: r.lat,
      lng: r.lng,
      scheduledStart: r.scheduledStartAt.getTime(),
      durationMinutes: Number(r.durationMinutes),
    };
    stops.set(r.itineraryId, [...(stops.get(r.itineraryId) ?? []), stop]);
  }
  return stops;
}

/** Every service region with its drawn area (null when it has none). */
export async function listServiceRegionAreas(db: Db): Promise<ServiceRegion[]> {
  const rows = await db
    .select({ id: serviceRegions.id, name: serviceRegions.name, polygon: serviceRegions.polygon })
    .from(serviceRegions)
    .orderBy(asc(serviceRegions.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    geometry: Array.isArray(r.polygon) ? { type: 'Polygon', coordinates: r.polygon as PolygonCoordinates } : null,
  }));
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

export async function setItineraryShift(db: Db, itineraryId: string, shiftId: string): Promise<void> {
  await db.update(itineraries).set({ shiftId }).where(eq(itineraries.id, itineraryId));
}

/** Itinerary ids and statuses by shift id, each list soonest first. */
export async function itinerariesByShift(
  db: Db,
  shiftIds: readonly string[],
): Promise<Map<string, { id: string; status: ItineraryStatus }[]>> {
  const byShift = new Map<string, { id: string; status: ItineraryStatus }[]>();
  if (shiftIds.length === 0) return byShift;
  const rows = await db
    .select({ id: itineraries.id, status: itineraries.status, shiftId: itineraries.shiftId })
    .from(itineraries)
    .where(inArray(itineraries.shiftId, [...shiftIds]))
    .orderBy(asc(itineraries.startAt), asc(itineraries.id));
  for (const { shiftId, id, status } of rows)
    if (shiftId) byShift.set(shiftId, [...(byShift.get(shiftId) ?? []), { id, status }]);
  return byShift;
}
