/**
 * A nurse out sick (ADR 085): her mark for the day, the day off in her availability, the work she
 * holds or is offered that day, and taking it back from her. The only SQL for it.
 */
import { eq, sql } from 'drizzle-orm';
import type { ItineraryStatus } from '@sc/domain/vocabulary/itinerary';
import type { OfferStatus } from '@sc/domain/vocabulary/shifts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** The most itineraries of one nurse's day read (a day holds a handful). */
const MAX_DAY_ITINERARIES = 50;

/** Marks her out for the day; answers false when she was already marked (a repeat changes nothing). */
export async function markDayOut(db: Db, userId: string, day: string, markedBy: string, at: Date): Promise<boolean> {
  const inserted = await db
    .insert(t.nurseDaysOut)
    .values({ userId, day, markedBy, markedAt: at })
    .onConflictDoNothing()
    .returning({ userId: t.nurseDaysOut.userId });
  return inserted.length > 0;
}

/** A day off in her availability (a dated exception with no hours wins over her weekly hours, ADR 043). */
export async function setDayOff(db: Db, userId: string, day: string): Promise<void> {
  await db
    .insert(t.nurseAvailabilityExceptions)
    .values({ userId, day, startMinute: null, endMinute: null })
    .onConflictDoUpdate({
      target: [t.nurseAvailabilityExceptions.userId, t.nurseAvailabilityExceptions.day],
      set: { startMinute: null, endMinute: null },
    });
}

/** The nurses marked out on a day, by name, at most 200. */
export async function listDaysOut(db: Db, day: string) {
  return rowsOf<{ userId: string; name: string }>(
    db.execute(sql`
      select d.user_id as "userId", trim(u.first_name || ' ' || u.last_name) as name
      from nurse_days_out d join users u on u.id = d.user_id
      where d.day = ${day}
      order by name, d.user_id
      limit 200`),
  );
}

export interface NurseDayItinerary {
  id: string;
  status: ItineraryStatus;
  userId: string | null;
  herOffer: OfferStatus | null;
  startAt: Date;
  timeZone: string;
  shiftId: string | null;
  visits: number;
}

/**
 * Itineraries starting on the local day (in each itinerary's own zone) that she holds or was
 * offered, soonest first.
 */
export async function listNurseDayItineraries(db: Db, userId: string, day: string): Promise<NurseDayItinerary[]> {
  const rows = await rowsOf<Omit<NurseDayItinerary, 'startAt'> & { startAt: string }>(
    db.execute(sql`
      select i.id, i.status, i.user_id as "userId", o.status as "herOffer",
        to_char(i.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startAt",
        i.time_zone as "timeZone", i.shift_id as "shiftId",
        (select count(*)::int from waypoints w where w.itinerary_id = i.id and w.type = 'patient') as visits
      from itineraries i
      left join itinerary_offers o on o.itinerary_id = i.id and o.user_id = ${userId}
      where (i.user_id = ${userId} or o.user_id is not null)
        and i.start_at >= (${day}::date - 1)::timestamptz and i.start_at < (${day}::date + 2)::timestamptz
        and (i.start_at at time zone i.time_zone)::date = ${day}::date
      order by i.start_at, i.id
      limit ${MAX_DAY_ITINERARIES}`),
  );
  return rows.map((r) => ({ ...r, startAt: new Date(r.startAt) }));
}

/**
 * Takes the itinerary back from its nurse: open, no one's, in no shift. Her shift, when it holds no
 * other itinerary and has not begun, is canceled with it (it was made for this work, ADR 070).
 */
export async function withdrawItinerary(db: Db, itineraryId: string, shiftId: string | null): Promise<void> {
  await db
    .update(t.itineraries)
    .set({ status: 'open', userId: null, shiftId: null })
    .where(eq(t.itineraries.id, itineraryId));
  if (!shiftId) return;
  await db.execute(sql`
    update shifts s set status = 'canceled'
    where s.id = ${shiftId} and s.status in ('open', 'accepted')
      and not exists (select 1 from itineraries i where i.shift_id = s.id)`);
}

/**
 * Offers the itinerary to these nurses at its earnings. An offer that had ended withdrawn (the work
 * went to her, now out) is made again; a declined one stays declined.
 */
export async function reofferItinerary(
  db: Db,
  itineraryId: string,
  userIds: readonly string[],
  earningsCents: number,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(t.itineraryOffers)
    .values(userIds.map((userId) => ({ itineraryId, userId, status: 'offered' as const, earningsCents })))
    .onConflictDoUpdate({
      target: [t.itineraryOffers.itineraryId, t.itineraryOffers.userId],
      set: { status: 'offered', declineReason: null, earningsCents },
      setWhere: eq(t.itineraryOffers.status, 'withdrawn'),
    });
}

/**
 * A procedure's order's offices and its visit: the stop's planned start on an itinerary not
 * canceled, and the nurse who holds it (none while it waits for one). Undefined: no such procedure.
 */
export async function findProcedureVisit(db: Db, procedureId: string) {
  const [row] = await rowsOf<{
    officeId: string;
    createdByOfficeId: string;
    at: string | null;
    timeZone: string | null;
    nurseName: string | null;
  }>(
    db.execute(sql`
      select o.office_id as "officeId", o.created_by_office_id as "createdByOfficeId",
        to_char(w.scheduled_start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
        i.time_zone as "timeZone",
        (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = i.user_id) as "nurseName"
      from procedures p
      join orders o on o.id = p.order_id
      left join draft_waypoints d on d.id = p.draft_waypoint_id
      left join waypoints w on w.id = d.waypoint_id
      left join itineraries i on i.id = w.itinerary_id and i.status <> 'canceled'
      where p.id = ${procedureId}
      limit 1`),
  );
  return row;
}
