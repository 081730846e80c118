/**
 * The home nurse's day (README: demo accounts, nurse.home@demo.test): what the nurse-home journey
 * (e2e/nurse-home.phone.spec.ts) needs and no other journey touches, so it can take her way back to
 * her day (issue 13) without racing the field day for the demo nurse's shift.
 *
 * - `shift-home-checked-in`: a Brooklyn shift she checked in to an hour ago (in progress, with its
 *   area check and leave-from written, as check-in leaves them; nothing to carry), with one
 *   itinerary in progress: one patient visit, Hugo Homebound's blood draw. It is there to stand
 *   in ("Continue your itinerary"), not to be walked to the end: she carries no supply items.
 * - `itinerary-home-offer`: an itinerary offered to her for tomorrow, in no shift, with two visits
 *   in Brooklyn, so accepting it makes her a shift over its time in that region ("Brooklyn",
 *   "2 jobs").
 *
 * No samples are flagged (light-sensitive, refrigerated, centrifuged), and there are no kits,
 * mail-in actions, processing actions or barcodes: the demo itinerary's checks
 * (test/demo-barcodes.test.ts) count those across the whole seed. Called from seedDemo, inside its
 * transaction; the day's times are relative to `now`, the offer's on tomorrow's date in the zone.
 */
import { toGeoCheck } from '@sc/domain/field-checks/geocheck';
import { byID, makeProcedure, makeWaypoint, makeWaypointAction } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type { Tx } from './client.ts';
import * as t from './schema.ts';
import { itineraryRows } from './seed-itinerary-rows.ts';
import { demoDays } from './seed-clock.ts';

export const HOME_NURSE_IDS = {
  user: 'user-home-nurse',
  shift: 'shift-home-checked-in',
  itinerary: 'itinerary-home-day',
  waypoint: 'wp-home-hugo',
  offer: 'itinerary-home-offer',
} as const;

const HOUR = 3_600_000;
const LEAVE_FROM = { address: '200 Water St, Brooklyn, NY 11201', lat: 40.7033, lng: -73.9881 };

/** One patient visit in Brooklyn: a sample action with one procedure, nurse-supplied. */
function visit(ids: { itinerary: string; waypoint: string; key: string }, location: Location, start: Date) {
  const draftWaypointID = `dw-${ids.key}`;
  const actionID = `wa-${ids.key}`;
  const procedureID = `proc-${ids.key}`;
  return {
    waypoint: makeWaypoint({
      id: ids.waypoint,
      location,
      scheduledStart: start.toISOString(),
      waypointActionIDs: [actionID],
      draftWaypoints: [{ id: draftWaypointID, supplyStrategy: 'nurse-supplies' }],
    }),
    action: makeWaypointAction({
      id: actionID,
      itineraryID: ids.itinerary,
      waypointID: ids.waypoint,
      procedureIDs: [procedureID],
    }),
    procedure: makeProcedure({ id: procedureID, draftWaypointID }),
  };
}
type Location = ItineraryData['waypoints'][number]['location'];

function itinerary(
  id: string,
  shiftID: string | null,
  status: ItineraryData['status'],
  startTime: Date,
  visits: ReturnType<typeof visit>[],
): ItineraryData {
  return {
    id,
    shiftID,
    status,
    startTime: startTime.toISOString(),
    waypoints: visits.map((v) => v.waypoint),
    waypointActions: byID(visits.map((v) => v.action)),
    processingActions: {},
    procedures: byID(visits.map((v) => v.procedure)),
    shipments: {},
  };
}

/**
 * The checked-in day and the offer, as the domain's model (the rows are written from these): the
 * day is under way whatever the hour; the offer is tomorrow morning in the region's zone.
 */
export function homeNurseItineraries(now: Date, timeZone: string): { day: ItineraryData; offer: ItineraryData } {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const days = demoDays(now, timeZone);
  const tomorrow = (hhmm: string) => days.at(days.day(1), hhmm);
  const { shift, itinerary: dayID, waypoint, offer: offerID } = HOME_NURSE_IDS;
  const day = itinerary(dayID, shift, 'in_progress', at(-0.5), [
    visit(
      { itinerary: dayID, waypoint, key: 'home-hugo' },
      { lat: 40.6928, lng: -73.9873, address: '350 Jay St, Brooklyn, NY 11201' },
      at(1),
    ),
  ]);
  const offer = itinerary(offerID, null, 'open', tomorrow('09:00'), [
    visit(
      { itinerary: offerID, waypoint: 'wp-home-offer-1', key: 'home-offer-1' },
      { lat: 40.6872, lng: -73.9418, address: '480 Marcy Ave, Brooklyn, NY 11206' },
      tomorrow('09:30'),
    ),
    visit(
      { itinerary: offerID, waypoint: 'wp-home-offer-2', key: 'home-offer-2' },
      { lat: 40.6681, lng: -73.9806, address: '300 7th Ave, Brooklyn, NY 11215' },
      tomorrow('10:30'),
    ),
  ]);
  return { day, offer };
}

async function insertItinerary(tx: Tx, data: ItineraryData, timeZone: string, userId: string | null) {
  const rows = itineraryRows(data);
  await tx.insert(t.itineraries).values({ ...rows.itinerary, timeZone, userId });
  await tx.insert(t.waypoints).values(rows.waypoints);
  await tx.insert(t.draftWaypoints).values(rows.draftWaypoints);
  await tx.insert(t.waypointActions).values(rows.waypointActions);
  await tx.insert(t.procedures).values(
    rows.procedures.map((p) => ({
      ...p,
      contact: { userID: null, name: 'Hugo Homebound', phone: '+1 718 555 0177', custom: true },
    })),
  );
  await tx.insert(t.waypointActionProcedures).values(rows.waypointActionProcedures);
}

/** Needs the demo's regions (region-brooklyn with its area); the user is one of seed.ts's demoUsers. */
export async function seedHomeNurseDay(tx: Tx, now: Date, timeZone: string): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const { user, shift } = HOME_NURSE_IDS;
  const { day, offer } = homeNurseItineraries(now, timeZone);

  await tx.insert(t.shifts).values({
    id: shift,
    status: 'in_progress',
    startAt: at(-1),
    endAt: at(7),
    timeZone,
    baseEarningsCents: 16000,
    userId: user,
    // What check-in wrote: the area check passed at the leave-from address.
    geoCheck: { ...toGeoCheck({ id: 'region-brooklyn', name: 'Brooklyn', geometry: null }, LEAVE_FROM, at(-1)) },
    leaveFrom: LEAVE_FROM,
  });
  await tx.insert(t.shiftServiceRegions).values({ shiftId: shift, serviceRegionId: 'region-brooklyn', position: 0 });
  await tx.insert(t.shiftOffers).values({ shiftId: shift, userId: user, status: 'accepted' });
  await insertItinerary(tx, day, timeZone, user);

  await insertItinerary(tx, offer, timeZone, null);
  await tx
    .insert(t.itineraryOffers)
    .values({ itineraryId: offer.id, userId: user, status: 'offered', earningsCents: 12500 });
}
