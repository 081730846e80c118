/** The offers made to nurses of shifts and itineraries, and their answers (requirements.md 2.3, 4, 9). The only SQL for them. */
import { and, asc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  itineraries,
  itineraryOffers,
  labTests,
  procedures,
  shiftOffers,
  shifts,
  waypointActionProcedures,
  waypointActions,
  waypoints,
} from '../db/schema.ts';
import { visibleOfferStatuses } from '@sc/domain/field-checks/shift-lists';
import type { OfferStatus } from '@sc/domain/vocabulary/shifts';

export interface OfferRow {
  userId: string;
  status: OfferStatus;
  declineReason: string | null;
}
export interface OfferSet {
  status?: OfferStatus;
  declineReason?: string | null;
}

export async function listShiftOffers(db: Db, shiftId: string): Promise<OfferRow[]> {
  return db
    .select({ userId: shiftOffers.userId, status: shiftOffers.status, declineReason: shiftOffers.declineReason })
    .from(shiftOffers)
    .where(eq(shiftOffers.shiftId, shiftId));
}

/** Writes a nurse's answer; an offer operations never made (a direct assignment) is created. */
export async function upsertShiftOffer(db: Db, shiftId: string, userId: string, set: OfferSet): Promise<void> {
  await db
    .insert(shiftOffers)
    .values({ shiftId, userId, status: set.status ?? 'offered', declineReason: set.declineReason ?? null })
    .onConflictDoUpdate({ target: [shiftOffers.shiftId, shiftOffers.userId], set });
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

export async function upsertItineraryOffer(db: Db, itineraryId: string, userId: string, set: OfferSet): Promise<void> {
  await db
    .insert(itineraryOffers)
    .values({ itineraryId, userId, status: set.status ?? 'offered', declineReason: set.declineReason ?? null })
    .onConflictDoUpdate({ target: [itineraryOffers.itineraryId, itineraryOffers.userId], set });
}

/**
 * The nurse's offers on open shifts not yet begun at `now`, ended ones (declined, withdrawn,
 * expired: ADR 074) left out, soonest first, at most `limit`.
 */
export async function listOpenShiftOffersFor(db: Db, userId: string, now: Date, limit: number) {
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
    .where(
      and(
        eq(shiftOffers.userId, userId),
        inArray(shiftOffers.status, [...visibleOfferStatuses]),
        eq(shifts.status, 'open'),
        gt(shifts.startAt, now),
      ),
    )
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

/** The nurse's offers on open itineraries not yet begun at `now`, ended ones left out (ADR 074), soonest first. */
export async function listOpenItineraryOffersFor(db: Db, userId: string, now: Date, limit: number) {
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
      and(
        eq(itineraryOffers.userId, userId),
        inArray(itineraryOffers.status, [...visibleOfferStatuses]),
        eq(itineraries.status, 'open'),
        gt(itineraries.startAt, now),
      ),
    )
    .orderBy(asc(itineraries.startAt), asc(itineraries.id))
    .limit(limit);
}

/**
 * Ends the offers still open whose work has begun (no-response: expired) or is no longer open to
 * take, because another nurse has it or it was canceled (withdrawn), ADR 074. Accepting already
 * withdraws the others' offers in its own transaction; this catches every other way work stops
 * being open, and writes the expiry the accept and the lists already apply. Answers how many ended.
 */
export async function endOffers(db: Db, now: Date): Promise<number> {
  let ended = 0;
  for (const [offers, work, key] of [
    [shiftOffers, shifts, shiftOffers.shiftId],
    [itineraryOffers, itineraries, itineraryOffers.itineraryId],
  ] as const) {
    const open = and(eq(offers.status, 'offered'), eq(key, work.id));
    const expired = await db
      .update(offers)
      .set({ status: 'no-response', declineReason: null })
      .from(work)
      .where(and(open, lte(work.startAt, now)))
      .returning({ userId: offers.userId });
    const withdrawn = await db
      .update(offers)
      .set({ status: 'withdrawn', declineReason: null })
      .from(work)
      .where(and(open, ne(work.status, 'open')))
      .returning({ userId: offers.userId });
    ended += expired.length + withdrawn.length;
  }
  return ended;
}

/**
 * The tests an offered itinerary's visits collect, by their short codes ("TSH", "CBC"), each once,
 * in stop order: the work she accepts, without naming whom or where (requirements.md 2.3).
 */
export async function offeredTestCodesByItinerary(
  db: Db,
  itineraryIds: readonly string[],
): Promise<Map<string, string[]>> {
  const codes = new Map<string, string[]>();
  if (itineraryIds.length === 0) return codes;
  const rows = await db
    .select({ itineraryId: waypoints.itineraryId, code: labTests.code })
    .from(waypoints)
    .innerJoin(waypointActions, eq(waypointActions.waypointId, waypoints.id))
    .innerJoin(waypointActionProcedures, eq(waypointActionProcedures.waypointActionId, waypointActions.id))
    .innerJoin(procedures, eq(procedures.id, waypointActionProcedures.procedureId))
    .innerJoin(labTests, eq(labTests.id, procedures.testId))
    .where(
      and(
        inArray(waypoints.itineraryId, [...itineraryIds]),
        eq(waypoints.type, 'patient'),
        ne(procedures.status, 'canceled'),
      ),
    )
    .orderBy(asc(waypoints.itineraryId), asc(waypoints.position), asc(waypointActionProcedures.position));
  for (const r of rows) {
    const mine = codes.get(r.itineraryId) ?? [];
    if (!mine.includes(r.code)) codes.set(r.itineraryId, [...mine, r.code]);
  }
  return codes;
}
