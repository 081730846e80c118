/**
 * ADR 028 / 064: an order put on an itinerary by dispatch gets its samples from its collection
 * plan, so the nurse has tubes to scan, a specimen bag to fill and something to hand over at the
 * lab. Riverside Lab orders a CBC and a lipid panel for Iris (Manhattan, the whole loop's corner of
 * the demo: Mia is its only nurse); operations build and publish the day; the procedures of the
 * published itinerary carry one sample per planned container, once, and the visit is named by the
 * order's patient.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertPlannedSamples } from '../src/repositories/orders.repository.ts';
import { orderForIrisPublished, quickOptimiser } from './dispatch-day-fixtures.ts';
import { queryRows, startTestServer, testDay, type TestServer } from './harness.ts';

let t: TestServer;
const day = testDay(1);

beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser });
});
afterAll(() => t?.close());

test('publishing makes each planned container a sample of the order’s procedures, once', async () => {
  const samplesOf = (orderID: string) =>
    queryRows<{ procedureId: string; supplyId: string; status: string; position: number }>(
      t.db,
      sql`select s.procedure_id as "procedureId", s.supply_id as "supplyId", s.status, s.position
          from samples s join procedures p on p.id = s.procedure_id where p.order_id = ${orderID}
          order by s.supply_id`,
    );
  const containersOf = (orderID: string) =>
    queryRows<{ supplyId: string; procedureIds: string[] }>(
      t.db,
      sql`select supply_id as "supplyId", procedure_ids as "procedureIds" from order_containers where order_id = ${orderID}`,
    );
  const published = await orderForIrisPublished(t, ['test-cbc', 'test-lipid'], day, async (orderID) => {
    expect((await containersOf(orderID)).length).toBeGreaterThan(0);
    // Waiting on the board, the order has no samples yet.
    expect(await samplesOf(orderID)).toEqual([]);
  });
  const { orderID } = published;
  const samplesOfOrder = () => samplesOf(orderID);
  const containers = await containersOf(orderID);

  const made = await samplesOfOrder();
  expect(made.map((s) => s.supplyId).sort()).toEqual(containers.map((c) => c.supplyId).sort());
  expect(made.every((s) => s.status === 'pending')).toBe(true);
  for (const c of containers) {
    // A shared tube is its first procedure's sample.
    expect(made.find((s) => s.supplyId === c.supplyId)?.procedureId).toBe(c.procedureIds[0]);
  }
  // Again (a retry): nothing more.
  expect(await insertPlannedSamples(t.db, [orderID])).toBe(0);
  expect(await samplesOfOrder()).toHaveLength(made.length);

  // Mia's itinerary reads them: the visit asks for its tubes.
  const itineraryID = published.itineraryIDs[0]!;
  const mia = await t.sessionCookie('user-loop-mia');
  expect((await t.call('acceptItineraryOffer', { itineraryID }, { cookie: mia })).status).toBe(200);
  // The shift her acceptance made lists what her visit will ask her to scan, for check-in.
  const [shift] = await queryRows<{ supplies: Record<string, number> }>(
    t.db,
    sql`select s.supplies from shifts s join itineraries i on i.shift_id = s.id where i.id = ${itineraryID}`,
  );
  const [sum] = await queryRows<{ needed: Record<string, number> }>(
    t.db,
    sql`select coalesce(jsonb_object_agg(supply, total), '{}'::jsonb) as needed from (
          select supply, sum(quantity)::int as total from (
            select p.id, i->>'supplyID' as supply, max(ceil((i->>'quantity')::numeric)) as quantity
            from procedures p, jsonb_array_elements(p.supply_instruction_config) i
            where p.order_id = ${orderID} group by p.id, i->>'supplyID'
          ) per_procedure group by supply
        ) summed`,
  );
  expect(Object.keys(sum?.needed ?? {}).length).toBeGreaterThan(0);
  expect(shift?.supplies).toEqual(sum?.needed);
  const flow = await t.call('getItineraryFlowData', { itineraryID }, { cookie: mia });
  const procedures = Object.values(flow.body.itinerary.procedures) as { samples: unknown[] }[];
  expect(procedures.flatMap((p) => p.samples)).toHaveLength(made.length);
  // An office's order carries no contact: the visit is named by the order's patient, with her date
  // of birth to compare at the door (ADR 078); the order had no notes for the nurse.
  expect(Object.values(flow.body.patients)).toEqual([
    { name: 'Iris Ingram', phone: '+1 212 555 0164', dateOfBirth: '1979-03-14', notes: [] },
  ]);
});
