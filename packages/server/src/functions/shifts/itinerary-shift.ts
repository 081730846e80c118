/**
 * An accepted itinerary goes into a shift of its nurse's (domain `placeAcceptedItinerary`): without
 * one it was on no schedule ("It is on your schedule" said otherwise) and check-in, which starts a
 * shift's itineraries, could never start it. The shift it joins or gets counts the supplies its
 * visits need (domain `itinerarySupplies`), so check-in lists them.
 */
import { itinerarySupplies } from '@sc/domain/itinerary-data/itinerary-supplies';
import { placeAcceptedItinerary } from '@sc/domain/transitions/itinerary-shift';
import type { Db } from '../../db/client.ts';
import {
  listItineraryStops,
  listServiceRegionAreas,
  listShiftWindows,
} from '../../repositories/shift-schedule.repository.ts';
import { findItineraryRow, loadItineraryData } from '../../repositories/itinerary-data.repository.ts';
import {
  addShiftSupplies,
  insertAcceptedShift,
  lockItinerary,
  setItineraryShift,
  shiftIdTaken,
} from '../../repositories/shifts.repository.ts';

/** The id of the shift made for an itinerary that no shift of the nurse's covers. */
export const shiftIdForItinerary = (itineraryId: string) => `shift-for-${itineraryId}`;

/**
 * The shift id for an itinerary accepted again after it was withdrawn from a nurse out sick (ADR
 * 085): the first acceptance's shift keeps its id (canceled), so the next gets "-2", "-3" …
 */
async function freeShiftIdFor(db: Db, itineraryId: string): Promise<string> {
  const first = shiftIdForItinerary(itineraryId);
  if (!(await shiftIdTaken(db, first))) return first;
  for (let n = 2; ; n++) if (!(await shiftIdTaken(db, `${first}-${n}`))) return `${first}-${n}`;
}

/** Answers the shift the itinerary is now in. Call after the acceptance was written. */
export async function placeItineraryInNurseShift(db: Db, itineraryId: string, userId: string): Promise<string> {
  const itinerary = await lockItinerary(db, itineraryId);
  if (!itinerary) throw new Error(`Itinerary ${itineraryId} vanished while it was accepted`);
  const placement = placeAcceptedItinerary(
    {
      shiftID: itinerary.shiftId,
      startTime: itinerary.startAt.getTime(),
      stops: await listItineraryStops(db, itineraryId),
    },
    userId,
    await listShiftWindows(db, userId, itinerary.shiftId),
    await listServiceRegionAreas(db),
  );
  switch (placement.kind) {
    case 'keep':
      return itinerary.shiftId!;
    case 'join':
      await setItineraryShift(db, itineraryId, placement.shiftID);
      await countItinerarySupplies(db, itineraryId, placement.shiftID);
      return placement.shiftID;
    case 'create': {
      const shiftId = await freeShiftIdFor(db, itineraryId);
      await insertAcceptedShift(db, {
        id: shiftId,
        userId,
        startAt: new Date(placement.startTime),
        endAt: new Date(placement.endTime),
        timeZone: itinerary.timeZone,
        serviceRegionIds: placement.serviceRegionIDs,
      });
      await setItineraryShift(db, itineraryId, shiftId);
      await countItinerarySupplies(db, itineraryId, shiftId);
      return shiftId;
    }
  }
}

async function countItinerarySupplies(db: Db, itineraryId: string, shiftId: string): Promise<void> {
  const row = await findItineraryRow(db, itineraryId);
  if (row) await addShiftSupplies(db, shiftId, itinerarySupplies(await loadItineraryData(db, row)));
}
