/**
 * Finishing a stop asks each deviation reason once (requirements.md 4; issue 13 part 7): the too-far
 * reason given at arrival answers the location check at finish, so finishWaypoint does not refuse
 * for it again; a stop reached without one still needs it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { BEN, checkInDemoShift, PIA } from './field-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
const itineraryID = ids.itinerary;
const far = { lat: 40.75, lng: -73.9 };

beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
  await checkInDemoShift(t, nurse);
});
afterAll(() => t?.close());

async function ok(name: string, input: unknown) {
  const res = await t.call(name, input, { cookie: nurse });
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
}

describe('finishWaypoint after arrival (requirements.md 4: deviation reasons, asked once)', () => {
  test('a too-far reason given at arrival answers the location check: finish far away is not refused for it', async () => {
    await ok('startDriveToWaypoint', { itineraryID, waypointID: ids.pia.waypoint });
    await ok('arriveAtWaypoint', {
      itineraryID,
      waypointID: ids.pia.waypoint,
      location: far,
      tooFarReason: 'Parked away from the address',
    });
    const res = await t.call(
      'finishWaypoint',
      { itineraryID, waypointID: ids.pia.waypoint, location: far },
      { cookie: nurse },
    );
    // What still stops it is the visit's own work, not a second reason.
    expect(res.body.error?.message).toBe('This stop has 1 unfinished action. Finish it first.');
  });

  test('a stop reached nearby, then finished far away, still needs the location reason', async () => {
    await ok('startDriveToWaypoint', { itineraryID, waypointID: ids.ben.waypoint });
    await ok('arriveAtWaypoint', { itineraryID, waypointID: ids.ben.waypoint, location: BEN });
    const res = await t.call(
      'finishWaypoint',
      { itineraryID, waypointID: ids.ben.waypoint, location: far },
      { cookie: nurse },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Missing deviation reasons');
    expect(
      await queryRows(
        t.db,
        sql`select count(*)::int as n from deviation_checks where waypoint_id = ${ids.ben.waypoint}`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  test('the arrival reason is not a reason for another stop', async () => {
    const res = await t.call(
      'finishWaypoint',
      { itineraryID, waypointID: ids.ben.waypoint, location: PIA },
      { cookie: nurse },
    );
    expect(res.body.error.message).toBe('Missing deviation reasons');
  });
});
