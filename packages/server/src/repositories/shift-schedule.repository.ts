/** What a nurse's schedule and offers show beside the rows: regions, time windows, itinerary stops (requirements.md 2.3, 2.10). */
import { and, asc, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  itineraries,
  places,
  serviceRegions,
  shifts,
  shiftServiceRegions,
  waypointActions,
  waypoints,
} from '../db/schema.ts';
import type { PolygonCoordinates, ServiceRegion } from '@sc/domain/field-checks/geocheck';
import type { OfferStop } from '@sc/domain/transitions/offer-areas';
import type { ItineraryStop } from '@sc/domain/transitions/itinerary-shift';
import type { ItineraryStatus } from '@sc/domain/vocabulary/itinerary';

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
 * The nurse's own shifts for the schedule (requirements.md 2.3), with their count of patient visits. Past:
 * complete or canceled, or ended; Upcoming: the rest (an in-progress shift stays upcoming). At most
 * `limit`, in the filter's order.
 */
export async function listScheduleShiftsFor(db: Db, userId: string, past: boolean, limit: number, now: Date) {
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
): Promise<Map<string, OfferStop[]>> {
  const stops = new Map<string, OfferStop[]>();
  if (itineraryIds.length === 0) return stops;
  const rows = await db
    .select({
      itineraryId: waypoints.itineraryId,
      type: waypoints.type,
      placeName: places.name,
      lat: waypoints.lat,
      lng: waypoints.lng,
      scheduledStartAt: waypoints.scheduledStartAt,
      durationMinutes: sql<number>`coalesce((select sum(a.action_duration_minutes)::int from ${waypointActions} a
        where a.waypoint_id = "waypoints"."id"), 0)`,
    })
    .from(waypoints)
    .leftJoin(places, eq(places.id, waypoints.placeId))
    .where(inArray(waypoints.itineraryId, [...itineraryIds]))
    .orderBy(asc(waypoints.itineraryId), asc(waypoints.position));
  for (const r of rows) {
    const stop = {
      type: r.type,
      placeName: r.placeName,
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
