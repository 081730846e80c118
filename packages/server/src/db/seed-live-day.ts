/**
 * The live day's demo (issue 25; README: demo accounts, live.nurse@demo.test): a nurse out on her
 * itinerary right now, so operations' live day (/admin/live) has something to watch on a fresh
 * instance. Lena Livingston checked in two and a half hours ago, half an hour before her first
 * stop was due; she drew Gita Grant's blood 100 minutes ago
 * (a gold-top serum tube, collected and not yet spun: its stability clock nears the 2-hour spin
 * limit), gave a reason for the visit running long, and is driving to the lab drop-off, her
 * position shared 3 minutes ago. No journey but e2e/admin-live-day.spec.ts reads her, and none
 * walks her itinerary. Times are relative to `now`, so her shift holds it at any hour (between
 * midnight and 2:30 it began the evening before); called from seedDemo, inside its transaction.
 *
 * Her tube is not flagged (light, cold, centrifuge) and carries no barcode: the demo itinerary's
 * checks (test/demo-barcodes.test.ts) count those across the whole seed. Its rule is the
 * catalogue's for its supply (the SST tube's serum tests).
 */
import type { Tx } from './client.ts';
import * as t from './schema.ts';

export const LIVE_DAY_IDS = {
  user: 'user-live-nurse',
  shift: 'shift-live-day',
  itinerary: 'itinerary-live-day',
  visit: 'wp-live-gita',
  lab: 'wp-live-lab',
  draftWaypoint: 'dw-live-gita',
  action: 'wa-live-gita',
  procedure: 'proc-live-gita',
  sample: 's-live-gita-sst',
} as const;

const MIN = 60_000;
/** When she checked in, in minutes from now: before her first stop was due (-120), and the tube (-100). */
const CHECKED_IN = -150;

export async function seedLiveDay(tx: Tx, now: Date, timeZone: string): Promise<void> {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MIN);
  const ids = LIVE_DAY_IDS;
  await tx.insert(t.shifts).values({
    id: ids.shift,
    status: 'in_progress',
    startAt: at(CHECKED_IN),
    endAt: at(CHECKED_IN + 8 * 60),
    timeZone,
    baseEarningsCents: 16000,
    userId: ids.user,
  });
  await tx
    .insert(t.shiftServiceRegions)
    .values({ shiftId: ids.shift, serviceRegionId: 'region-brooklyn', position: 0 });
  await tx.insert(t.shiftOffers).values({ shiftId: ids.shift, userId: ids.user, status: 'accepted' });
  await tx.insert(t.itineraries).values({
    id: ids.itinerary,
    shiftId: ids.shift,
    status: 'in_progress',
    startAt: at(CHECKED_IN),
    timeZone,
    userId: ids.user,
  });
  await tx.insert(t.waypoints).values([
    {
      id: ids.visit,
      itineraryId: ids.itinerary,
      position: 0,
      type: 'patient',
      lat: 40.6848,
      lng: -73.9776,
      address: '625 Atlantic Ave, Brooklyn, NY 11217',
      status: 'complete',
      statusAt: at(-70),
      scheduledStartAt: at(-120),
    },
    {
      id: ids.lab,
      itineraryId: ids.itinerary,
      position: 1,
      type: 'pick-drop',
      lat: 40.7025,
      lng: -73.9875,
      address: '55 Front St, Brooklyn, NY 11201',
      placeId: 'place-lab',
      status: 'transit',
      statusAt: at(-5),
      scheduledStartAt: at(-15),
    },
  ]);
  await tx
    .insert(t.draftWaypoints)
    .values({ id: ids.draftWaypoint, waypointId: ids.visit, supplyStrategy: 'nurse-supplies' });
  await tx.insert(t.waypointActions).values({
    id: ids.action,
    itineraryId: ids.itinerary,
    waypointId: ids.visit,
    type: 'sample',
    status: 'complete',
    statusAt: at(-70),
    actionDurationMinutes: 20,
  });
  await tx.insert(t.procedures).values({
    id: ids.procedure,
    draftWaypointId: ids.draftWaypoint,
    taskId: 'task-venipuncture',
    status: 'completed',
    statusAt: at(-70),
    contact: { userID: null, name: 'Gita Grant', phone: '+1 718 555 0190', custom: true },
  });
  await tx.insert(t.waypointActionProcedures).values({ waypointActionId: ids.action, procedureId: ids.procedure });
  await tx.insert(t.samples).values({
    id: ids.sample,
    procedureId: ids.procedure,
    status: 'collected',
    statusAt: at(-100),
    supplyId: 'sup-sst-tube',
    collectedAt: at(-100),
  });
  // Her custody runs without a gap (architecture.md 11, invariant 3): hers since she checked in,
  // arrived at Gita's door, then the draw.
  const gitas = '625 Atlantic Ave, Brooklyn, NY 11217';
  const hers = { procedureId: ids.procedure, actorUserId: ids.user, actorRole: 'nurse' as const };
  await tx.insert(t.custodyEvents).values([
    { ...hers, kind: 'nurse-assigned', at: at(CHECKED_IN) },
    { ...hers, kind: 'arrived', at: at(-110), waypointId: ids.visit, place: gitas },
    { ...hers, kind: 'sample-collected', at: at(-100), waypointId: ids.visit, place: gitas, sampleId: ids.sample },
  ]);
  await tx.insert(t.deviationChecks).values({
    waypointId: ids.visit,
    userId: ids.user,
    name: 'duration',
    reason: 'The patient needed a second attempt at the draw.',
    at: at(-70),
  });
  // Some 400 m short of the lab on her way there: the live day names it ("near Riverside Lab…", ADR 083).
  await tx.insert(t.userLocations).values({ userId: ids.user, lat: 40.699, lng: -73.9868, lastUpdate: at(-3) });
}
