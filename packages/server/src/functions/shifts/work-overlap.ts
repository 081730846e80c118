/**
 * A nurse holds one piece of work at a time (ADR 070): the work she holds near a span, as the
 * domain's `HeldWork`, and the refusal of an acceptance or assignment that would overlap it. Read
 * after her row is locked, so two acceptances of hers queue and the second sees the first's work.
 */
import { findOverlappingWork, workOverlapTexts, type HeldWork } from '@sc/domain/field-checks/work-overlap';
import { itineraryWindow, placeAcceptedItinerary } from '@sc/domain/transitions/itinerary-shift';
import { itineraryOfferAreas } from '@sc/domain/transitions/offer-areas';
import type { Db } from '../../db/client.ts';
import { listHeldWorkRows } from '../../repositories/held-work.repository.ts';
import {
  itineraryStopsByItinerary,
  listItineraryStops,
  listServiceRegionAreas,
  listShiftWindows,
  serviceRegionNamesByShift,
} from '../../repositories/shift-schedule.repository.ts';
import { findItineraryRow } from '../../repositories/itinerary-data.repository.ts';
import { findShiftRow } from '../../repositories/shifts.repository.ts';
import { lockUserById } from '../../repositories/users.repository.ts';

/** The live shifts and itineraries each nurse holds that may meet [from, to), by nurse id. */
export async function heldWorkByNurse(
  db: Db,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, HeldWork[]>> {
  const rows = await listHeldWorkRows(db, userIds, from, to);
  const itineraryRows = rows.filter((r) => r.kind === 'itinerary');
  const stops = await itineraryStopsByItinerary(
    db,
    itineraryRows.map((r) => r.id),
  );
  const areas = itineraryRows.length > 0 ? await listServiceRegionAreas(db) : [];
  const names = await serviceRegionNamesByShift(
    db,
    [...new Set(rows.map((r) => (r.kind === 'shift' ? r.id : r.shiftId)))].filter(isId),
  );
  const byNurse = new Map<string, HeldWork[]>();
  for (const r of rows) {
    let work: HeldWork;
    if (r.kind === 'shift') {
      const window = { start: r.startAt.getTime(), end: r.endAt!.getTime() };
      work = { kind: 'shift', id: r.id, ...window, shiftID: null, regions: names.get(r.id) ?? [] };
    } else {
      const itineraryStops = stops.get(r.id) ?? [];
      const { startTime, endTime } = itineraryWindow({
        shiftID: r.shiftId,
        startTime: r.startAt.getTime(),
        stops: itineraryStops,
      });
      const shiftRegions = (r.shiftId && names.get(r.shiftId)) || [];
      work = {
        kind: 'itinerary',
        id: r.id,
        start: startTime,
        end: endTime,
        shiftID: r.shiftId,
        regions: itineraryOfferAreas(itineraryStops, areas, shiftRegions),
      };
    }
    byNurse.set(r.userId, [...(byNurse.get(r.userId) ?? []), work]);
  }
  return byNurse;
}

const isId = (id: string | null): id is string => id !== null;

/** A shift as work she would hold. */
export async function shiftWork(db: Db, shiftId: string): Promise<HeldWork> {
  const shift = await findShiftRow(db, shiftId);
  if (!shift) throw new Error(`Shift ${shiftId} vanished while it was accepted`);
  return {
    kind: 'shift',
    id: shift.id,
    start: shift.startAt.getTime(),
    end: shift.endAt.getTime(),
    shiftID: null,
    regions: [],
  };
}

/**
 * An itinerary as work she would hold: its own time, and the shift of hers it would go into
 * (the placement rule of `placeItineraryInNurseShift`), which it fills rather than overlaps.
 */
export async function itineraryWork(db: Db, itineraryId: string, userId: string): Promise<HeldWork> {
  const itinerary = await findItineraryRow(db, itineraryId);
  if (!itinerary) throw new Error(`Itinerary ${itineraryId} vanished while it was accepted`);
  const candidate = {
    shiftID: itinerary.shiftId,
    startTime: itinerary.startAt.getTime(),
    stops: await listItineraryStops(db, itinerary.id),
  };
  const placement = placeAcceptedItinerary(
    candidate,
    userId,
    await listShiftWindows(db, userId, itinerary.shiftId),
    [],
  );
  const { startTime, endTime } = itineraryWindow(candidate);
  return {
    kind: 'itinerary',
    id: itinerary.id,
    start: startTime,
    end: endTime,
    shiftID: placement.kind === 'keep' ? itinerary.shiftId : placement.kind === 'join' ? placement.shiftID : null,
    regions: [],
  };
}

/**
 * The refusal, in her own zone, when the work overlaps work she holds; null when it does not.
 * Locks her row first: of two acceptances of overlapping work at once, the second waits, then
 * reads the first's and is refused.
 */
export async function workOverlapRefusal(
  db: Db,
  userId: string,
  /** Read after her row is locked: which shift of hers an itinerary joins depends on what she holds. */
  work: () => Promise<HeldWork>,
): Promise<string | null> {
  const nurse = await lockUserById(db, userId);
  const candidate = await work();
  const held = await heldWorkByNurse(db, [userId], new Date(candidate.start), new Date(candidate.end));
  const clash = findOverlappingWork(candidate, held.get(userId) ?? []);
  return clash ? workOverlapTexts.overlaps(clash, nurse?.timeZone ?? 'UTC') : null;
}
