/**
 * Architecture.md 10, 11 (invariant 3): a specimen's custody runs from its order to its lab without
 * a gap. Publishing a dispatch plan schedules the order's procedures, so the office's timeline reads
 * Ordered, Scheduled, then Nurse assigned once she accepts; before, the publish recorded nothing
 * and the timeline jumped from the order to the nurse (the simulator found it, ADR 073). The demo's
 * dispatch orders start their custody at the order, as an office's order does.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderForIrisPublished, quickOptimiser } from './dispatch-day-fixtures.ts';
import { queryRows, startTestServer, testDay, type TestServer } from './harness.ts';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser });
});
afterAll(() => t?.close());

test('a published order reads Ordered, Scheduled, Nurse assigned on its timeline', async () => {
  const prescriber = await t.sessionCookie('user-prescriber');
  const { orderID } = await orderForIrisPublished(t, ['test-tsh'], testDay(1));
  const [procedure] = await queryRows<{ id: string; itineraryId: string; nurseId: string }>(
    t.db,
    sql`select p.id, w.itinerary_id as "itineraryId", o.user_id as "nurseId" from procedures p
        join draft_waypoints d on d.id = p.draft_waypoint_id join waypoints w on w.id = d.waypoint_id
        join itinerary_offers o on o.itinerary_id = w.itinerary_id
        where p.order_id = ${orderID}`,
  );
  expect(procedure).toBeDefined();
  const nurse = await t.sessionCookie(procedure!.nurseId);
  const accepted = await t.call('acceptItineraryOffer', { itineraryID: procedure!.itineraryId }, { cookie: nurse });
  expect(accepted.status).toBe(200);

  const timeline = await t.call('getProcedureTimeline', { procedureID: procedure!.id }, { cookie: prescriber });
  expect(timeline.status).toBe(200);
  expect((timeline.body.events as { kind: string }[]).map((e) => e.kind)).toEqual([
    'ordered',
    'scheduled',
    'nurse-assigned',
  ]);
});

test('the demo’s dispatch orders start their custody at the order', async () => {
  const firsts = await queryRows<{ procedureId: string; kind: string }>(
    t.db,
    sql`select distinct on (p.id) p.id as "procedureId", e.kind from procedures p
        join orders o on o.id = p.order_id
        left join custody_events e on e.procedure_id = p.id
        where o.office_id = 'office-bayview' order by p.id, e.at, e.id`,
  );
  expect(firsts.length).toBeGreaterThan(0);
  expect(firsts.filter((f) => f.kind !== 'ordered')).toEqual([]);
});
