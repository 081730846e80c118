/**
 * The dispatch board's days as a dispatcher reads them (ADR 049, ADR 070): the shifts it lists are
 * work a nurse holds (a nurse and an itinerary on it), and a nurse whose accepted shift takes all
 * her hours is booked that day, not "not available". The demo's rows: Nora's accepted shift
 * (Brooklyn and Queens, 08:00–17:00, her whole day: this morning's or tomorrow's, as the seed's
 * clock places it, `demoShiftHours`) and an open shift with no nurse and no itinerary in Manhattan
 * the day after tomorrow.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { board } from './dispatch-day-fixtures.ts';
import { demoShiftHours } from '../src/db/seed-clock.ts';
import { startTestServer, testDay, type TestServer } from './harness.ts';

interface BoardShift {
  id: string;
  nurseName: string | null;
  itineraryCount: number;
}

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.sessionCookie('user-admin');
});
afterAll(() => t?.close());

/** The day of Nora's accepted shift, in New York, as the seed placed it from the server's clock. */
const noraDay = () => demoShiftHours(t.now(), 'America/New_York').day;

const shiftsOf = async (region: string, day: string) =>
  ((await board(t, admin, region, day)) as unknown as { shifts: BoardShift[] }).shifts;

test('a shift with no nurse is not on the board', async () => {
  expect(await shiftsOf('region-manhattan', testDay(2))).toEqual([]);
});

test('a shift a nurse holds with no itinerary on it is not on the board', async () => {
  await t.db.execute(sql`update shifts set user_id = 'user-loop-mia', status = 'accepted' where id = 'shift-offer-1'`);
  expect(await shiftsOf('region-manhattan', testDay(2))).toEqual([]);
});

test('a shift a nurse holds with its itinerary is, with her name and its count', async () => {
  // Other demo nurses may hold work that day too (the home nurse's checked-in shift, at some hours).
  const shifts = await shiftsOf('region-brooklyn', noraDay());
  expect(shifts).toContainEqual(
    expect.objectContaining({ id: 'shift-accepted', nurseName: 'Nora Nightingale', itineraryCount: 1 }),
  );
  expect(shifts.filter((s) => s.nurseName === null || s.itineraryCount === 0)).toEqual([]);
});

test('her accepted shift takes all her hours: the board names her work that day, and no free hours', async () => {
  const nora = (await board(t, admin, 'region-brooklyn', noraDay())).nurses.find((n) => n.name === 'Nora Nightingale');
  expect(nora).toMatchObject({ hours: null, busy: ['busy 08:00–17:00 (shift in Brooklyn and Queens)'] });
});
