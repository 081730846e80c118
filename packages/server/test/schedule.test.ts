/** The nurse's schedule (requirements.md 2.3, 9): Upcoming and Past, with regions, job count and "Check in available". */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { itineraries, shifts } from '../src/db/schema.ts';
import { otherNurse } from './field-fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
});
afterAll(() => t?.close());

const schedule = (filter: 'upcoming' | 'past', cookie = nurse, limit = 20) =>
  t.call('getNurseSchedule', { filter, limit }, { cookie });

describe('getNurseSchedule', () => {
  test('the demo nurse’s accepted shift is upcoming, with its regions, two patient visits and check-in available', async () => {
    const res = await schedule('upcoming');
    expect(res.body).toEqual({
      shifts: [
        {
          id: 'shift-accepted',
          status: 'accepted',
          startTime: expect.any(String),
          endTime: expect.any(String),
          timeZone: 'America/New_York',
          serviceRegions: ['Brooklyn', 'Queens'],
          jobCount: 2,
          itineraryIDs: ['itinerary-accepted'],
          doneItineraryIDs: [],
          checkInAvailable: true,
        },
      ],
      hasMore: false,
    });
    expect((await schedule('past')).body).toEqual({ shifts: [], hasMore: false });
  });

  test('a completed shift moves to Past; a limit pages the list', async () => {
    await t.db.update(shifts).set({ status: 'complete' }).where(eq(shifts.id, 'shift-accepted'));
    expect((await schedule('upcoming')).body.shifts).toEqual([]);
    const past = await schedule('past', nurse, 1);
    expect(past.body.shifts.map((s: { id: string }) => s.id)).toEqual(['shift-accepted']);
    expect(past.body.shifts[0].checkInAvailable).toBe(false);
    await t.db.update(shifts).set({ status: 'accepted' }).where(eq(shifts.id, 'shift-accepted'));
  });

  test('a done itinerary is listed as done (the home offers no "Continue" into it)', async () => {
    await t.db.update(itineraries).set({ status: 'done' }).where(eq(itineraries.id, 'itinerary-accepted'));
    expect((await schedule('upcoming')).body.shifts[0].doneItineraryIDs).toEqual(['itinerary-accepted']);
    await t.db.update(itineraries).set({ status: 'accepted' }).where(eq(itineraries.id, 'itinerary-accepted'));
  });

  test('another nurse sees only their own shifts', async () => {
    const stranger = await otherNurse(t);
    expect((await schedule('upcoming', stranger.cookie)).body).toEqual({ shifts: [], hasMore: false });
  });
});
