/**
 * Shared by the offer handlers (requirements.md 4): rows to the domain's offer states and the domain's
 * changes back to rows.
 */
import { fieldWriteTexts } from '@sc/domain/field-checks/field-writes';
import type { Change } from '@sc/domain/transitions/changes';
import { withLapsedOffers } from '@sc/domain/transitions/offers';
import type { ItineraryOfferState, NurseOffer, ShiftOfferState } from '@sc/domain/transitions/entities';
import type { Db } from '../../db/client.ts';
import {
  listItineraryOffers,
  listShiftOffers,
  upsertItineraryOffer,
  upsertShiftOffer,
  type OfferRow,
} from '../../repositories/shift-offers.repository.ts';
import { lockItinerary, lockShift, updateItinerary, updateShift } from '../../repositories/shifts.repository.ts';

/** The field rules' text for an itinerary that is not the caller's or does not exist. */
export const ITINERARY_NOT_FOUND = fieldWriteTexts.itineraryNotFound;

function nursesOffered(offers: readonly OfferRow[]): Record<string, NurseOffer> {
  return Object.fromEntries(offers.map((o) => [o.userId, { status: o.status, declineReason: o.declineReason }]));
}

/** The shift, locked for the rest of the transaction, with every offer made on it and when it starts. */
export async function lockShiftState(db: Db, id: string): Promise<(ShiftOfferState & { startAt: Date }) | undefined> {
  const row = await lockShift(db, id);
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    userID: row.userId,
    nursesOffered: nursesOffered(await listShiftOffers(db, id)),
    startAt: row.startAt,
  };
}

/** The itinerary, locked for the rest of the transaction, with every offer made on it and when it starts. */
export async function lockItineraryState(
  db: Db,
  id: string,
): Promise<(ItineraryOfferState & { startAt: Date }) | undefined> {
  const row = await lockItinerary(db, id);
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    userID: row.userId,
    nursesOffered: nursesOffered(await listItineraryOffers(db, id)),
    startAt: row.startAt,
  };
}

/**
 * A nurse's answer is taken on the offers as they stand now (ADR 074): once the work has begun, an
 * offer still open has expired, whether or not the sweep has written it yet.
 */
export const asOfNow = <T extends (ShiftOfferState | ItineraryOfferState) & { startAt: Date }>(
  target: T,
  ctx: { config: { clock: { now(): Date } } },
): T => withLapsedOffers(target, target.startAt.getTime(), ctx.config.clock.now().getTime());

/** Operations may assign a nurse nobody offered it to: the state gets an open offer for them. */
export function withOfferFor<T extends ShiftOfferState | ItineraryOfferState>(target: T, userID: string): T {
  if (target.nursesOffered[userID]) return target;
  return {
    ...target,
    nursesOffered: { ...target.nursesOffered, [userID]: { status: 'offered', declineReason: null } },
  };
}

/** Writes what an offer transition changed, row by row. */
export async function writeOfferChanges(db: Db, changes: readonly Change[]): Promise<void> {
  for (const change of changes) {
    if (change.op !== 'update') throw new Error(`Unexpected offer change: ${change.op} ${change.entity}`);
    switch (change.entity) {
      case 'shift':
        await updateShift(db, change.id, { status: change.set.status, userId: change.set.userID });
        break;
      case 'shiftOffer':
        await upsertShiftOffer(db, change.id, change.userID, change.set);
        break;
      case 'itinerary':
        await updateItinerary(db, change.id, { status: change.set.status, userId: change.set.userID });
        break;
      case 'itineraryOffer':
        await upsertItineraryOffer(db, change.id, change.userID, change.set);
        break;
      default:
        throw new Error(`Unexpected offer change: ${change.entity}`);
    }
  }
}
