/**
 * Building a region's day treats a nurse's accepted work in any region as fixed (ADR 070): Devi,
 * who serves Brooklyn and Queens, accepted Brooklyn's morning; Queens' board shows her busy then,
 * and Queens' day is built with only the hours she has left.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { intervalsOverlap } from '@sc/domain/field-checks/work-overlap';
import { zonedInstant } from '@sc/domain/format/dates';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { queryRows, startTestServer, type TestServer } from './harness.ts';
import {
  board,
  BROOKLYN,
  buildDay,
  DEVI,
  publishDeviAtEight,
  QUEENS,
  quickOptimiser,
} from './dispatch-day-fixtures.ts';

const NY = 'America/New_York';
/** Two regions built and published on a shared 2-core machine: minutes, not seconds. */
const SLOW = 240_000;
let t: TestServer;
let admin: string;
let day: string;
/** Her Brooklyn work in seconds from the day's local midnight, as the optimiser's hours are. */
let held: { start: number; end: number };

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}`;

beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser });
  day = localDateKeyAfter(t.config.clock.now(), 1, NY);
  admin = await t.sessionCookie('user-admin');
  const brooklyn = await publishDeviAtEight(t, admin, BROOKLYN, day);
  const devi = await t.sessionCookie(DEVI);
  expect((await t.call('acceptItineraryOffer', { itineraryID: brooklyn }, { cookie: devi })).status).toBe(200);
  const [shift] = await queryRows<{ start: string; end: string }>(
    t.db,
    sql`select s.start_at as start, s.end_at as end from itineraries i join shifts s on s.id = i.shift_id
        where i.id = ${brooklyn}`,
  );
  const midnight = zonedInstant(day, '00:00', NY)!;
  held = {
    start: (Date.parse(shift!.start) - midnight) / 1000,
    end: (Date.parse(shift!.end) - midnight) / 1000,
  };
}, SLOW);
afterAll(() => t?.close());

describe('Queens’ day after she accepted Brooklyn’s morning', () => {
  test(
    'the board shows her busy then, and her hours are what is left of 07:00–17:00',
    async () => {
      const b = await board(t, admin, QUEENS, day);
      const devi = b.nurses.find((n) => n.id === DEVI)!;
      expect(devi.busy).toEqual([`busy ${clock(held.start)}–${clock(held.end)} (shift in Brooklyn)`]);
      // The longer stretch left: before her Brooklyn morning, or after it.
      const left = held.start - 7 * 3600 >= 17 * 3600 - held.end ? [7 * 3600, held.start] : [held.end, 17 * 3600];
      expect(devi.hours).toBe(`${clock(left[0]!)}–${clock(left[1]!)}`);
      // A nurse who holds nothing that day keeps her hours.
      expect(b.nurses.find((n) => n.id === 'user-dispatch-eva')).toMatchObject({ hours: '07:00–17:00', busy: [] });
    },
    SLOW,
  );

  test(
    'building it gives the optimiser only her free hours, and plans her nowhere in her Brooklyn time',
    async () => {
      const built = await buildDay(t, admin, QUEENS, day);
      const hours = built.run!.nurses.find((n) => n.id === DEVI)!.hours;
      expect(intervalsOverlap(hours, held)).toBe(false);
      for (const route of built.run!.plan!.routes.filter((r) => r.nurseId === DEVI))
        expect(intervalsOverlap({ start: route.departure, end: route.arrival }, held)).toBe(false);
    },
    SLOW,
  );

  test(
    'so what Queens publishes for her, she can accept',
    async () => {
      const built = await board(t, admin, QUEENS, day);
      expect((await t.call('publishDispatchPlan', { runID: built.run!.id }, { cookie: admin })).status).toBe(200);
      const published = await board(t, admin, QUEENS, day);
      const devi = await t.sessionCookie(DEVI);
      for (const it of published.itineraries.filter((i) => i.offers.some((o) => o.userID === DEVI)))
        expect((await t.call('acceptItineraryOffer', { itineraryID: it.id }, { cookie: devi })).status).toBe(200);
    },
    SLOW,
  );
});
