/**
 * Dispatch on the night the clocks go back (ADR 049: a plan counts wall-clock seconds into its day).
 * On 2026-11-01 in New York the day is 25 hours long, so midnight plus nine hours is 08:00; a visit
 * ordered for 09:00–13:00 must still be published between 09:00 and 13:00 on the wall. The server
 * runs on a clock standing the day before, so the order for that Sunday is tomorrow's.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../src/lib/clock.ts';
import { orderForIrisPublished, quickOptimiser } from './dispatch-day-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser }, new ManualClock(new Date('2026-10-31T12:00:00-04:00')));
});
afterAll(() => t?.close());

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/New_York',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

test('a 09:00–13:00 visit published for the night the clocks go back is at 09:00–13:00 on the wall', async () => {
  const { orderID } = await orderForIrisPublished(t, ['test-tsh'], '2026-11-01');
  const [stop] = await queryRows<{ at: Date }>(
    t.db,
    sql`select w.scheduled_start_at as at from procedures p
        join draft_waypoints d on d.id = p.draft_waypoint_id join waypoints w on w.id = d.waypoint_id
        where p.order_id = ${orderID}`,
  );
  const local = wallClock.format(new Date(stop!.at));
  expect(local >= '09:00' && local <= '13:00', `published at ${local}`).toBe(true);
});
