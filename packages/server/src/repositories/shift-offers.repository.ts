/** The offers made to nurses of shifts and itineraries, and their answers (requirements.md 2.3, 4, 9). The only SQL for them. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { itineraries, itineraryOffers, shiftOffers, shifts } from '../db/schema.ts';
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
