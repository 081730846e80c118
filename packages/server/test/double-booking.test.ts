/**
 * A nurse booked twice (ADR 070): Brooklyn's and Queens' days were built and published one after
 * the other, and Devi, who serves both, was offered both on the same morning. She may accept one;
 * the second is refused in words she understands, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatLongDate, formatTime } from '@sc/domain/format/dates';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { queryRows, startTestServer, type TestServer } from './harness.ts';
import { BROOKLYN, DEVI, QUEENS, publishDeviAtEight, quickOptimiser } from './dispatch-day-fixtures.ts';

const NY = 'America/New_York';
/** Two regions built and published on a shared 2-core machine: minutes, not seconds. */
const SLOW = 240_000;
let t: TestServer;
let admin: string;
let devi: string;
let day: string;

beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser });
  day = localDateKeyAfter(t.config.clock.now(), 1, NY);
  admin = await t.sessionCookie('user-admin');
  devi = await t.sessionCookie(DEVI);
}, SLOW);
afterAll(() => t?.close());

const offerStatus = async (itineraryID: string) =>
  (
    await queryRows<{ status: string }>(
      t.db,
      sql`select status from itinerary_offers where itinerary_id = ${itineraryID} and user_id = ${DEVI}`,
    )
  )[0]?.status;

describe('two regions, one nurse serving both, two overlapping published offers', () => {
  test(
    'she accepts Brooklyn; Queens is refused, naming Brooklyn’s itinerary and its hours, and nothing is written',
    async () => {
      const brooklyn = await publishDeviAtEight(t, admin, BROOKLYN, day);
      const queens = await publishDeviAtEight(t, admin, QUEENS, day);

      expect((await t.call('acceptItineraryOffer', { itineraryID: brooklyn }, { cookie: devi })).status).toBe(200);
      // Brooklyn's itinerary runs from its start to the end of its last stop: the shift made for it.
      const [held] = await queryRows<{ start: string; end: string }>(
        t.db,
        sql`select i.start_at as start, s.end_at as end from itineraries i join shifts s on s.id = i.shift_id
          where i.id = ${brooklyn}`,
      );
      const start = new Date(held!.start);
      const end = new Date(held!.end);
      expect(start.getTime()).toBeLessThan(Date.parse(`${day}T13:00:00Z`) + 1);

      const before = await t.snapshot();
      const res = await t.call('acceptItineraryOffer', { itineraryID: queens }, { cookie: devi });
      expect([res.status, res.body.error?.message]).toEqual([
        409,
        `This overlaps your itinerary in Brooklyn on ${formatLongDate(start, NY)}, ${formatTime(start, NY)} – ${formatTime(end, NY)}. You can't accept both.`,
      ]);
      expect(await t.snapshot()).toEqual(before);
      expect(await offerStatus(queens)).toBe('offered');

      // Her phone shows one shift with one itinerary, not the two merged.
      const schedule = await t.call('getNurseSchedule', { filter: 'upcoming' }, { cookie: devi });
      const shifts = (schedule.body.shifts as { itineraryIDs: string[] }[]).filter((s) => s.itineraryIDs.length > 0);
      expect(shifts.map((s) => s.itineraryIDs)).toEqual([[brooklyn]]);
    },
    SLOW,
  );
});

describe('race: two accepts of overlapping work at once', () => {
  /** An open itinerary offered to Devi on the day after tomorrow, starting at `hhmm` New York time (an hour long: no stops). */
  async function itineraryOffer(id: string, hhmm: string) {
    const at = localDateKeyAfter(t.config.clock.now(), 2, NY);
    await t.db.execute(sql`insert into itineraries (id, shift_id, status, start_at, time_zone)
      values (${id}, null, 'open', (${`${at} ${hhmm}`}::timestamp at time zone ${NY}), ${NY})`);
    await t.db.execute(sql`insert into itinerary_offers (itinerary_id, user_id, status, earnings_cents)
      values (${id}, ${DEVI}, 'offered', 5000)`);
  }

  test(
    'of two itineraries half an hour apart, exactly one is hers',
    async () => {
      await itineraryOffer('race-a', '09:00');
      await itineraryOffer('race-b', '09:30');
      const results = await Promise.all([
        t.call('acceptItineraryOffer', { itineraryID: 'race-a' }, { cookie: devi }),
        t.call('acceptItineraryOffer', { itineraryID: 'race-b' }, { cookie: devi }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error.message).toMatch(/^This overlaps your itinerary on /);
      expect([await offerStatus('race-a'), await offerStatus('race-b')].sort()).toEqual(['accepted', 'offered']);
    },
    SLOW,
  );

  test(
    'a shift over her itinerary: refused to her, and to operations assigning it',
    async () => {
      const at = localDateKeyAfter(t.config.clock.now(), 2, NY);
      await t.db.execute(sql`insert into shifts (id, status, start_at, end_at, time_zone, base_earnings_cents)
      values ('race-shift', 'open', (${`${at} 08:00`}::timestamp at time zone ${NY}),
        (${`${at} 12:00`}::timestamp at time zone ${NY}), ${NY}, 10000)`);
      await t.db.execute(
        sql`insert into shift_offers (shift_id, user_id, status) values ('race-shift', ${DEVI}, 'offered')`,
      );
      const before = await t.snapshot();
      const own = await t.call('acceptShiftOffer', { shiftID: 'race-shift' }, { cookie: devi });
      expect([own.status, own.body.error?.message]).toEqual([
        409,
        expect.stringMatching(/^This overlaps your itinerary on /),
      ]);
      const assigned = await t.call('assignNurseToShift', { shiftID: 'race-shift', userID: DEVI }, { cookie: admin });
      expect(assigned.body).toEqual({ success: false, message: own.body.error.message });
      expect(await t.snapshot()).toEqual(before);
    },
    SLOW,
  );

  test(
    'touching is not overlapping: the itinerary that starts as hers ends is hers too',
    async () => {
      const [held] = await queryRows<{ id: string }>(
        t.db,
        sql`select id from itineraries where id in ('race-a', 'race-b') and user_id = ${DEVI}`,
      );
      const ends = held!.id === 'race-a' ? '10:00' : '10:30';
      await itineraryOffer('race-next', ends);
      expect((await t.call('acceptItineraryOffer', { itineraryID: 'race-next' }, { cookie: devi })).status).toBe(200);
    },
    SLOW,
  );
});
