/**
 * A cancelled order leaves its built day (ADR 084): the run's plan drops the visit in the
 * cancellation's transaction, re-planned moving the fewest other stops, and the board says so;
 * "Re-optimise the rest" says how many stops moved against the plan it started from.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { movedStops, movedStopsText, type PlanRoutes } from '@sc/domain/dispatch/moved-stops';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { board as boardOf, planned as plannedOf, quickOptimiser } from './dispatch-day-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

type Plan = {
  routes: { nurseId: string; stops: { kind: string; visitId?: string }[] }[];
  unplaced: { visitId: string; reason: string }[];
};
const asRoutes = (plan: Plan) => plan as PlanRoutes;
type Board = {
  waiting: { id: string }[];
  runVisits: { id: string; patientName: string }[];
  run: null | { id: string; status: string; visitIDs: string[]; noteText: string | null; plan: null | Plan };
};

let t: TestServer;
let admin: string;
let brooklyn: { day: string; serviceRegionID: string };

beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser });
  brooklyn = {
    day: localDateKeyAfter(t.config.clock.now(), 1, 'America/New_York'),
    serviceRegionID: 'region-brooklyn',
  };
  admin = await t.sessionCookie('user-admin');
});
afterAll(() => t?.close());

const board = () => boardOf<Board>(t, admin, brooklyn.serviceRegionID, brooklyn.day);
const planned = (runID: string) => plannedOf<Board>(t, admin, brooklyn.serviceRegionID, brooklyn.day, runID);

const placed = (plan: Plan) => plan.routes.flatMap((r) => r.stops.flatMap((s) => (s.visitId ? [s.visitId] : [])));
const proceduresOf = async (orderID: string) =>
  (await queryRows<{ id: string }>(t.db, sql`select id from procedures where order_id = ${orderID} order by id`)).map(
    (r) => r.id,
  );

describe('an order cancelled in a built day (ADR 084)', () => {
  let runID = '';

  test('the day is built', async () => {
    const res = await t.call('buildDispatchDay', { ...brooklyn, seconds: 1 }, { cookie: admin });
    expect(res.status).toBe(200);
    runID = res.body.runID;
    const b = await planned(runID);
    expect(b.run!.status).toBe('done');
    expect(b.run!.noteText).toBeNull();
  });

  test('another tenant or an unknown procedure changes nothing', async () => {
    const b = await board();
    const visitId = placed(b.run!.plan!)[0]!;
    const ids = await proceduresOf(visitId);
    const prescriber = await t.sessionCookie('user-prescriber');
    const before = await t.snapshot();
    const other = await t.call(
      'setProcedureStatuses',
      { procedureIDs: ids, status: 'canceled' },
      { cookie: prescriber },
    );
    expect(other.status).toBe(404);
    const unknown = await t.call(
      'setProcedureStatuses',
      { procedureIDs: [...ids, 'procedure-nope'], status: 'canceled' },
      { cookie: admin },
    );
    expect(unknown.status).toBe(404);
    const bad = await t.call(
      'setProcedureStatuses',
      { procedureIDs: ['a\u0000b'], status: 'canceled' },
      { cookie: admin },
    );
    expect(bad.status).toBe(400);
    expect(await t.snapshot()).toEqual(before);
    expect((await board()).run!.plan).toEqual(b.run!.plan);
  });

  test('cancelling the order takes its visit out of the plan in the same write, moving few other stops', async () => {
    const b = await board();
    const plan = b.run!.plan!;
    const visitId = placed({ routes: [plan.routes[0]!], unplaced: [] })[0]!;
    const name = b.runVisits.find((v) => v.id === visitId)!.patientName;
    expect(name.length).toBeGreaterThan(0);
    const ids = await proceduresOf(visitId);
    const res = await t.call('setProcedureStatuses', { procedureIDs: ids, status: 'canceled' }, { cookie: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await board();
    expect(after.run!.id).toBe(runID);
    expect(after.run!.status).toBe('done');
    expect(after.run!.visitIDs).not.toContain(visitId);
    expect(placed(after.run!.plan!)).not.toContain(visitId);
    expect(after.run!.plan!.unplaced.map((u) => u.visitId)).not.toContain(visitId);
    // Every other visit of the day is still planned or left out with its reason; nobody is dropped.
    expect(placed(after.run!.plan!).length + after.run!.plan!.unplaced.length).toBe(
      placed(plan).length + plan.unplaced.length - 1,
    );
    expect(after.run!.plan!.routes.map((r) => r.nurseId).sort()).toEqual(plan.routes.map((r) => r.nurseId).sort());
    const moved = movedStops(asRoutes(plan), asRoutes(after.run!.plan!), [visitId]).length;
    expect(moved).toBeLessThanOrEqual(2);
    const words = movedStopsText(moved);
    expect(after.run!.noteText).toBe(
      `${name}'s visit was cancelled by the office; ${words.charAt(0).toLowerCase()}${words.slice(1)}`,
    );
    expect(after.waiting.map((w) => w.id)).not.toContain(visitId);
    const [audit] = await queryRows<{ detail: { movedStops: number } }>(
      t.db,
      sql`select detail from audit_log where action = 'dispatch.cancel' and record_id = ${runID}`,
    );
    expect(audit?.detail.movedStops).toBe(moved);
  });

  test('a dispatcher’s next change answers its own count; the note is done with', async () => {
    const b = await board();
    const visitId = placed(b.run!.plan!)[0]!;
    const nurseId = b.run!.plan!.routes.find((r) => r.stops.some((s) => s.visitId === visitId))!.nurseId;
    const pin = await t.call(
      'changeDispatchPlan',
      { runID, change: { kind: 'pin', visitId, nurseId } },
      { cookie: admin },
    );
    expect(pin.status).toBe(200);
    expect((await board()).run!.noteText).toBeNull();
  });

  test('"Re-optimise the rest" says how many stops moved against the plan it started from', async () => {
    const from = (await board()).run!.plan!;
    const res = await t.call('buildDispatchDay', { ...brooklyn, fromRunID: runID, seconds: 1 }, { cookie: admin });
    expect(res.status).toBe(200);
    const b = await planned(res.body.runID);
    expect(b.run!.status).toBe('done');
    expect(b.run!.noteText).toBe(movedStopsText(movedStops(asRoutes(from), asRoutes(b.run!.plan!)).length));
  });
});
