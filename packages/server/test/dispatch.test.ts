/** Dispatch (issue 25, ADR 049): the board, the optimiser's run as a job, manual changes, publishing and offers. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { DISPATCH_REFUSALS } from '@sc/domain/dispatch/manual-change';
import { movedStops, type PlanRoutes } from '@sc/domain/dispatch/moved-stops';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { optimise } from '@sc/domain/optimiser/optimise';
import type { RouteOptimiser } from '../src/adapters/optimiser/optimiser.ts';
import { board as boardOf, planned as plannedOf } from './dispatch-day-fixtures.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

/** The search itself, with an iteration budget: repeatable and quick (the worker thread is tested elsewhere). */
const quickOptimiser: RouteOptimiser = {
  optimise: async (input, run) => {
    run.onProgress?.({ iteration: 0, phase: 'construct', best: { unassigned: 0, routes: 0, travel: 0 }, elapsedMs: 0 });
    return optimise(input, { seed: 1, maxIterations: 3000 });
  },
};

let t: TestServer;
let admin: string;
let day: string;
let brooklyn: { day: string; serviceRegionID: string };

beforeAll(async () => {
  t = await startTestServer({}, { optimiser: quickOptimiser });
  // Tomorrow in New York on the server's clock (ADR 066), the day the demo's visits wait for.
  day = localDateKeyAfter(t.config.clock.now(), 1, 'America/New_York');
  brooklyn = { day, serviceRegionID: 'region-brooklyn' };
  admin = await t.sessionCookie('user-admin');
  // An operator's evening drop box in Brooklyn, whose id sorts before the lab's: the day's
  // specimens must still go to the lab (it once took every visit, and the plan left all of them out).
  const box = await t.call(
    'savePlace',
    {
      name: 'Atlantic Ave evening box',
      type: 'drop-off',
      address: '10 Atlantic Ave, Brooklyn, NY 11201',
      lat: 40.6906,
      lng: -73.9973,
      regionID: 'region-brooklyn',
      hours: { start: '18:00', end: '22:00' },
    },
    { cookie: admin },
  );
  expect(box.status).toBe(200);
});
afterAll(() => t?.close());

type Board = {
  waiting: { id: string; patientName: string; taskTypes: string[] }[];
  nurses: { id: string; name: string }[];
  shifts: { id: string; nurseName: string | null; itineraryCount: number }[];
  runVisits: { id: string; patientName: string }[];
  itineraries: {
    id: string;
    status: string;
    offers: { userID: string; status: string; declineReason: string | null }[];
  }[];
  run: null | {
    id: string;
    status: string;
    failure: string | null;
    plan: null | {
      routes: { nurseId: string; stops: { kind: string; visitId?: string }[]; baseEarningsCents: number }[];
      unplaced: { visitId: string; reason: string }[];
      pins: Record<string, { nurseId?: string }>;
    };
  };
};

const board = (region = brooklyn) => boardOf<Board>(t, admin, region.serviceRegionID, region.day);
const planned = (runID: string) => plannedOf<Board>(t, admin, brooklyn.serviceRegionID, brooklyn.day, runID);

const visitsOf = (b: Board) =>
  b.run!.plan!.routes.flatMap((r) => r.stops.filter((s) => s.kind === 'visit').map((s) => s.visitId!));

describe('the board', () => {
  test('tomorrow in Brooklyn: 16 visits waiting, with their patients; the nurses who work there', async () => {
    const b = await board();
    expect(b.waiting).toHaveLength(16);
    expect(b.waiting.every((w) => w.patientName.length > 0 && w.taskTypes.includes('venipuncture') !== undefined)).toBe(
      true,
    );
    expect(b.nurses.map((n) => n.name)).toEqual(['Ana Alvarez', 'Cara Chen', 'Devi Das', 'Nora Nightingale']);
    expect(b.run).toBeNull();
  });

  test('an unknown region is not found', async () => {
    const res = await t.call('getDispatchBoard', { day, serviceRegionID: 'region-nowhere' }, { cookie: admin });
    expect(res.status).toBe(404);
  });

  test('a nurse gets the answer of a function that does not exist', async () => {
    const nurse = await t.sessionCookie('user-nurse');
    const res = await t.call('getDispatchBoard', brooklyn, { cookie: nurse });
    expect([res.status, res.body]).toEqual([
      404,
      { error: { code: 'not_found', message: 'Unknown function getDispatchBoard.' } },
    ]);
  });
});

describe('build, change, publish and offer', () => {
  let runID = '';

  test('building the day runs the optimiser as a job and stores its plan', async () => {
    const res = await t.call('buildDispatchDay', { ...brooklyn, seconds: 1 }, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ visitCount: 16, nurseCount: 3 });
    runID = res.body.runID;
    const b = await planned(runID);
    expect(b.run!.status).toBe('done');
    const placed = visitsOf(b);
    expect(placed.length + b.run!.plan!.unplaced.length).toBe(16);
    expect(placed.length).toBeGreaterThan(8);
    expect(new Set(placed).size).toBe(placed.length);
    for (const r of b.run!.plan!.routes) {
      expect(['user-dispatch-ana', 'user-dispatch-cara', 'user-dispatch-devi']).toContain(r.nurseId);
      expect(r.baseEarningsCents).toBeGreaterThan(0);
    }
  });

  test.each([
    [
      'an unknown visit',
      { kind: 'pin', visitId: 'order-nope', nurseId: 'user-dispatch-ana' },
      DISPATCH_REFUSALS.unknownVisit,
    ],
    [
      'a nurse not on this day',
      { kind: 'move', visitId: 'order-dispatch-01', toNurseId: 'user-nurse' },
      DISPATCH_REFUSALS.unknownNurse,
    ],
    [
      'a time outside the window',
      { kind: 'pin', visitId: 'order-dispatch-01', time: 3600 },
      DISPATCH_REFUSALS.timeOutsideWindow,
    ],
    ['a pin to nothing', { kind: 'pin', visitId: 'order-dispatch-01' }, DISPATCH_REFUSALS.nothingToPin],
  ])('a manual change refused: %s', async (_name, change, text) => {
    const before = await t.snapshot();
    const res = await t.call('changeDispatchPlan', { runID, change }, { cookie: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(text);
    expect(await t.snapshot()).toEqual(before);
  });

  test('setting one visit aside moves few other stops, keeps every nurse, and says how many moved (ADR 084)', async () => {
    const b = await board();
    const plan = b.run!.plan!;
    const visitId = plan.routes[0]!.stops.find((s) => s.kind === 'visit')!.visitId!;
    const res = await t.call('changeDispatchPlan', { runID, change: { kind: 'unassign', visitId } }, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.movedStops).toBeLessThanOrEqual(2);
    expect(res.body.movedText).toMatch(/^(No other stop moved|[12] other stops? moved)$/);
    const after = (await board()).run!.plan!;
    expect(after.routes.map((r) => r.nurseId).sort()).toEqual(plan.routes.map((r) => r.nurseId).sort());
    expect(after.unplaced).toContainEqual({ visitId, reason: 'set-aside' });
    expect(movedStops(plan as PlanRoutes, after as PlanRoutes, [visitId])).toHaveLength(res.body.movedStops);
    // Given back to its nurse, so the rest of this file sees the day it built.
    const back = await t.call(
      'changeDispatchPlan',
      { runID, change: { kind: 'move', visitId, toNurseId: plan.routes[0]!.nurseId } },
      { cookie: admin },
    );
    expect(back.status).toBe(200);
  });

  test('before a drop: for each other nurse, whether the visit fits and what it costs in driving', async () => {
    const b = await board();
    const route = b.run!.plan!.routes[0]!;
    const visitId = route.stops.find((s) => s.kind === 'visit')!.visitId!;
    const before = await t.snapshot();
    const res = await t.call('previewDispatchMove', { runID, visitId }, { cookie: admin });
    expect(res.status).toBe(200);
    const previews = res.body.previews as { nurseId: string; fits: boolean; drivingDelta: number; text: string }[];
    expect(previews.map((p) => p.nurseId).sort()).toEqual(
      ['user-dispatch-ana', 'user-dispatch-cara', 'user-dispatch-devi'].filter((n) => n !== route.nurseId),
    );
    for (const p of previews)
      if (p.fits) expect(p.text).toMatch(/^Fits · (\+\d+ min driving|\d+ min less driving|no more driving)$/);
      else expect(Object.values(DISPATCH_REFUSALS)).toContain(p.text);
    expect(await t.snapshot()).toEqual(before);
    const unknown = await t.call('previewDispatchMove', { runID, visitId: 'order-nope' }, { cookie: admin });
    expect([unknown.status, unknown.body.error.message]).toEqual([400, DISPATCH_REFUSALS.unknownVisit]);
    const nurse = await t.sessionCookie('user-nurse');
    expect((await t.call('previewDispatchMove', { runID, visitId }, { cookie: nurse })).status).toBe(404);
  });

  test('moving a visit to another nurse does not pin it (pinning is a choice); re-optimising keeps it', async () => {
    const b = await board();
    const nurses = ['user-dispatch-ana', 'user-dispatch-cara', 'user-dispatch-devi'];
    // The first move the rules accept (some would miss a window or run past her hours).
    let visitId = '';
    let other = '';
    let res = { status: 0 } as Awaited<ReturnType<TestServer['call']>>;
    search: for (const route of b.run!.plan!.routes)
      for (const stop of route.stops.filter((s) => s.kind === 'visit'))
        for (const to of nurses.filter((n) => n !== route.nurseId)) {
          [visitId, other] = [stop.visitId!, to];
          res = await t.call(
            'changeDispatchPlan',
            { runID, change: { kind: 'move', visitId, toNurseId: other } },
            { cookie: admin },
          );
          if (res.status === 200) break search;
          expect(Object.values(DISPATCH_REFUSALS)).toContain(res.body.error.message);
        }
    expect(res.status).toBe(200);
    expect(res.body.movedText).toMatch(/other stops? moved$/);
    const moved = await board();
    expect(moved.run!.plan!.pins[visitId]).toBeUndefined();
    const again = await t.call('buildDispatchDay', { ...brooklyn, fromRunID: runID, seconds: 1 }, { cookie: admin });
    expect(again.status).toBe(200);
    runID = again.body.runID;
    const b2 = await planned(runID);
    const routeOf = b2.run!.plan!.routes.find((r) => r.stops.some((s) => s.visitId === visitId))!;
    expect(routeOf.nurseId).toBe(other);
  });

  test('publishing offers each nurse her day; she sees it, accepts it; a decline is re-offered', async () => {
    const res = await t.call(
      'publishDispatchPlan',
      { runID, additionalEarningsCents: { 'user-dispatch-ana': 1500 } },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    const b = await board();
    expect(b.run!.status).toBe('published');
    expect(b.itineraries).toHaveLength(b.run!.plan!.routes.length);
    expect(b.waiting).toHaveLength(b.run!.plan!.unplaced.length);
    // Published visits left the waiting list; the plan still names their patients.
    expect(b.runVisits.length).toBe(16);
    expect(b.runVisits.every((v) => v.patientName.length > 0)).toBe(true);

    const [first, second] = b.itineraries;
    const firstNurse = first!.offers[0]!.userID;
    const nurse = await t.sessionCookie(firstNurse);
    const offers = await t.call('getShiftsOffered', {}, { cookie: nurse });
    expect(offers.body.offers.map((o: { id: string }) => o.id)).toContain(first!.id);
    expect((await t.call('acceptItineraryOffer', { itineraryID: first!.id }, { cookie: nurse })).status).toBe(200);

    const afterAccept = await board();
    expect(afterAccept.itineraries.find((i) => i.id === first!.id)!.offers[0]!.status).toBe('accepted');
    // Her acceptance put the itinerary in a shift of hers in Brooklyn that day: the board lists it.
    expect(afterAccept.shifts.map((s) => s.itineraryCount)).toContain(1);
    // The demo day's visits carry their tubes, as an office's orders do: check-in lists them.
    const [shift] = await queryRows<{ supplies: Record<string, number> }>(
      t.db,
      sql`select s.supplies from shifts s join itineraries i on i.shift_id = s.id where i.id = ${first!.id}`,
    );
    expect(Object.values(shift?.supplies ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    if (!second) return;
    const secondNurse = second.offers[0]!.userID;
    const declining = await t.sessionCookie(secondNurse);
    const declined = await t.call(
      'declineItineraryOffer',
      { itineraryID: second.id, reason: 'My car is in the shop.' },
      { cookie: declining },
    );
    expect(declined.status).toBe(200);
    const withDecline = await board();
    expect(withDecline.itineraries.find((i) => i.id === second.id)!.offers[0]).toMatchObject({
      status: 'declined',
      declineReason: 'My car is in the shop.',
    });
    // Fay works Queens only; the nurse who declined cannot be offered it again; the first nurse can.
    expect(
      (
        await t.call(
          'offerDispatchItinerary',
          { itineraryID: second.id, userID: 'user-dispatch-fay' },
          { cookie: admin },
        )
      ).body,
    ).toEqual({
      success: false,
      message: 'This nurse does not work this region or perform these procedures.',
    });
    expect(
      (await t.call('offerDispatchItinerary', { itineraryID: second.id, userID: secondNurse }, { cookie: admin })).body,
    ).toEqual({
      success: false,
      message: 'This nurse declined this itinerary.',
    });
    expect(
      (await t.call('offerDispatchItinerary', { itineraryID: second.id, userID: firstNurse }, { cookie: admin })).body,
    ).toEqual({
      success: true,
    });
  });

  test('a published plan refuses changes and a second publish', async () => {
    const change = await t.call(
      'changeDispatchPlan',
      { runID, change: { kind: 'unassign', visitId: 'order-dispatch-01' } },
      { cookie: admin },
    );
    expect([change.status, change.body.error.message]).toEqual([400, DISPATCH_REFUSALS.published]);
    const again = await t.call('publishDispatchPlan', { runID }, { cookie: admin });
    expect(again.status).toBe(409);
  });
});

describe('the loop: an office’s new order waits on its region’s board', () => {
  test('Riverside Lab orders for Pia tomorrow: the order keeps her point and Brooklyn, and the board lists it', async () => {
    const before = (await board()).waiting.length;
    const prescriber = await t.sessionCookie('user-prescriber');
    const order = await t.call(
      'createOrder',
      {
        officeID: 'office-lab',
        patientID: 'user-patient',
        prescriberID: 'user-prescriber',
        prescriberNPI: '1234567893',
        diagnosisCodes: ['Z00.00'],
        testIDs: ['test-cbc'],
        requestedDate: day,
        windowStart: '13:00',
        windowEnd: '16:00',
        notes: '',
      },
      { cookie: prescriber },
    );
    expect(order.status).toBe(200);
    const after = await board();
    expect(after.waiting).toHaveLength(before + 1);
    expect(after.waiting.find((w) => w.id === order.body.orderID)).toMatchObject({ patientName: 'Pia Patient' });
  });
});
