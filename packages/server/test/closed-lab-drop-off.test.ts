/**
 * A lab that is closed cannot take specimens (ADR 076): finishing a lab drop-off outside the lab's
 * receiving hours (a drop-off was accepted at 10:12 PM at a lab open 7 AM–7 PM) is refused with the
 * hours, writes nothing and leaves the specimens with the nurse; inside its hours it goes through.
 * The flow data carries the lab's zone and the other labs its specimens may go to, so the phone
 * names the nearest one open with no signal.
 *
 * The demo itinerary's lab stop (Riverside Lab Drop-off, 7:00-19:00) becomes a lab drop-off here:
 * its mail-in action canceled and its shipment moved off it, as a dispatched day's lab stop is.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { addDaysToDateKey, localWallTime } from '@sc/domain/format/zoned-days';
import { DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { places } from '../src/db/schema.ts';
import { checkInDemoShift, LAB } from './field-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

const NY = 'America/New_York';
let t: TestServer;
let nurse: string;
let admin: string;
const itineraryID = ids.itinerary;
const waypointID = ids.lab.waypoint;

/** The last `hhmm` in New York at or before the server's now (a step may say it happened then). */
function lastLocal(hhmm: string, minutesLater = 0): string {
  const now = t.now();
  const today = localWallTime(toLocalDateKey(now, NY), hhmm, NY);
  const at = today <= now ? today : localWallTime(addDaysToDateKey(toLocalDateKey(now, NY), -1), hhmm, NY);
  return new Date(at.getTime() + minutesLater * 60_000).toISOString();
}

async function ok(name: string, input: unknown, cookie = nurse) {
  const res = await t.call(name, input, { cookie });
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

const droppedOff = async () =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from custody_events where kind = 'dropped-off'
          and procedure_id in (select procedure_id from waypoint_action_procedures where waypoint_action_id = ${ids.lab.dropOff})`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
  admin = await t.sessionCookie('user-admin');
  await checkInDemoShift(t, nurse);
  await t.db.execute(
    sql`update waypoint_actions set status = 'canceled', shipment_id = null where id = ${ids.lab.mailIn}`,
  );
  await t.db.execute(sql`update shipments set waypoint_action_id = null where id = ${ids.lab.shipment}`);
  // Two more Brooklyn labs, one the stop's procedures may go to; and Queens's, another region.
  await t.db.insert(places).values([
    {
      id: 'place-lab-atlantic',
      name: 'Atlantic Ave Lab',
      type: 'lab',
      address: '300 Atlantic Ave, Brooklyn, NY 11201',
      lat: 40.6885,
      lng: -73.9866,
      receivingStartMinute: 6 * 60,
      receivingEndMinute: 23 * 60,
      serviceRegionId: 'region-brooklyn',
    },
    {
      id: 'place-lab-other-company',
      name: 'Other Company Lab',
      type: 'lab',
      address: '1 Court St, Brooklyn, NY 11201',
      lat: 40.6925,
      lng: -73.9905,
      receivingStartMinute: 0,
      receivingEndMinute: 24 * 60,
      serviceRegionId: 'region-brooklyn',
    },
  ]);
  await t.db.execute(
    sql`update procedures set drop_off_place_groups = '["place-lab", "place-lab-atlantic"]'::jsonb
        where id in (select procedure_id from waypoint_action_procedures where waypoint_action_id = ${ids.lab.dropOff})`,
  );
  await ok('startDriveToWaypoint', { itineraryID, waypointID, at: lastLocal('21:50') });
  await ok('arriveAtWaypoint', { itineraryID, waypointID, location: LAB, at: lastLocal('22:10') });
});
afterAll(() => t?.close());

describe('the flow data of a lab drop-off (ADR 076)', () => {
  test('the lab’s zone, and the other labs of its region its procedures’ place groups allow', async () => {
    const flow = await ok('getItineraryFlowData', { itineraryID });
    expect(flow.places[waypointID]).toEqual({
      name: 'Riverside Lab Drop-off',
      address: '55 Front St, Brooklyn, NY 11201',
      receivingStart: '07:00',
      receivingEnd: '19:00',
      timeZone: NY,
      otherLabs: [
        {
          name: 'Atlantic Ave Lab',
          address: '300 Atlantic Ave, Brooklyn, NY 11201',
          lat: 40.6885,
          lng: -73.9866,
          receivingStart: '06:00',
          receivingEnd: '23:00',
          timeZone: NY,
        },
      ],
    });
  });
});

describe('finishWaypoint at a lab drop-off, judged at the step’s time in the lab’s zone (ADR 076)', () => {
  test('10:12 PM at a lab open 7 AM–7 PM: refused with its hours, nothing written, the specimens stay with her', async () => {
    const before = await t.snapshot();
    const res = await t.call(
      'finishWaypoint',
      { itineraryID, waypointID, location: LAB, at: lastLocal('22:10', 2) },
      { cookie: nurse },
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Riverside Lab Drop-off receives 7:00 AM – 7:00 PM. It is closed now, so it cannot take the specimens: keep them with you.',
    );
    expect(await t.snapshot()).toEqual(before);
    expect(await droppedOff()).toBe(0);
  });

  test('the same minute once the lab receives until 11 PM: the drop-off is recorded', async () => {
    await ok('setPlaceHours', { placeID: 'place-lab', hours: { start: '07:00', end: '23:00' } }, admin);
    await ok('finishWaypoint', { itineraryID, waypointID, location: LAB, at: lastLocal('22:10', 2) });
    const [stop] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from waypoints where id = ${waypointID}`,
    );
    expect(stop).toEqual({ status: 'complete' });
    expect(await droppedOff()).toBeGreaterThan(0);
  });

  test('a finished stop is not judged again: a retry after the lab closed answers as the first did', async () => {
    await ok('setPlaceHours', { placeID: 'place-lab', hours: { start: '07:00', end: '19:00' } }, admin);
    const before = await t.snapshot();
    await ok('finishWaypoint', { itineraryID, waypointID, location: LAB, at: lastLocal('22:10', 3) });
    expect(await t.snapshot()).toEqual(before);
  });
});
