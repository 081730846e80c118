/**
 * The caller's own itinerary (a nurse sees and writes only the itineraries assigned to them or to
 * their shift). Another nurse's itinerary answers 404, as an unknown one does, so ids leak nothing.
 */
import { fieldWriteTexts, itineraryWriteRefusal } from '@sc/domain/field-checks/field-writes';
import type { ShiftStatus } from '@sc/domain/vocabulary/shifts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { findItineraryRow, type ItineraryRow } from '../repositories/itinerary-data.repository.ts';
import { findShiftRow, lockItinerary } from '../repositories/shifts.repository.ts';
import type { Caller } from './context.ts';

export interface OwnItinerary {
  row: ItineraryRow;
  shiftStatus: ShiftStatus | null;
}

async function ownItinerary(db: Db, caller: Caller, row: ItineraryRow | undefined): Promise<OwnItinerary> {
  if (!row) throw new AppError('not_found', fieldWriteTexts.itineraryNotFound, 'itineraryID');
  const shift = row.shiftId ? await findShiftRow(db, row.shiftId) : undefined;
  const owner = row.userId ?? shift?.userId ?? null;
  if (owner !== caller.userId) throw new AppError('not_found', fieldWriteTexts.itineraryNotFound, 'itineraryID');
  return { row, shiftStatus: shift?.status ?? null };
}

/** For reads: the caller's itinerary, or 404. */
export async function readOwnItinerary(db: Db, caller: Caller, itineraryID: string): Promise<OwnItinerary> {
  return ownItinerary(db, caller, await findItineraryRow(db, itineraryID));
}

/**
 * For writes: the caller's itinerary, locked for the rest of the transaction (a nurse's two phones
 * queue behind each other), with why it is not open for the nurse's steps, if it is not. The
 * caller refuses with it (409) unless the step changes nothing, so a late retry of the last step
 * of a done itinerary still answers as the first one did.
 */
export async function lockItineraryForWrite(
  db: Db,
  caller: Caller,
  itineraryID: string,
): Promise<OwnItinerary & { closed: AppError | null }> {
  const own = await ownItinerary(db, caller, await lockItinerary(db, itineraryID));
  const refusal = itineraryWriteRefusal({ itineraryStatus: own.row.status, shiftStatus: own.shiftStatus });
  return { ...own, closed: refusal ? new AppError('conflict', refusal, 'itineraryID') : null };
}
