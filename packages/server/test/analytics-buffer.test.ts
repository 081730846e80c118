/**
 * Analytics events are written in batches after the answer (lib/analytics-buffer.ts). The probe
 * saw one bad event (a NUL in `route`) fail its whole batch, losing everyone else's events with it.
 * Now each event is checked as it arrives, and a batch the database refuses is written one event
 * at a time, so only the bad event is lost.
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { analyticsEvents } from '../src/db/schema.ts';
import { AnalyticsBuffer } from '../src/lib/analytics-buffer.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

test('one bad event costs only itself: the rest of its batch is written', async () => {
  const errors: unknown[] = [];
  const buffer = new AnalyticsBuffer(t.db, (error) => errors.push(error));
  const routes = ['/batch/ok-1', '/batch/a\u0000b', '/batch/ghost', '/batch/ok-2'];
  buffer.record({
    name: 'scan item',
    userId: 'user-nurse',
    route: routes[0],
    properties: {},
    at: t.config.clock.now(),
  });
  // Text the database cannot store: dropped as it arrives.
  buffer.record({
    name: 'scan item',
    userId: 'user-nurse',
    route: routes[1],
    properties: {},
    at: t.config.clock.now(),
  });
  // An account deleted between the answer and the write: the database refuses the batch.
  buffer.record({
    name: 'scan item',
    userId: 'user-deleted-meanwhile',
    route: routes[2],
    properties: {},
    at: t.config.clock.now(),
  });
  buffer.record({
    name: 'scan item',
    userId: 'user-nurse',
    route: routes[3],
    properties: { note: 'ok' },
    at: t.config.clock.now(),
  });
  await buffer.flush();

  const rows = await t.db
    .select({ route: analyticsEvents.route })
    .from(analyticsEvents)
    .where(like(analyticsEvents.route, '/batch/%'));
  expect(rows.map((r) => r.route).sort()).toEqual(['/batch/ok-1', '/batch/ok-2']);
  expect(errors).toHaveLength(2);
});
