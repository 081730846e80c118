/**
 * A region's day built, pinned and published through dispatch's own functions (ADR 049), for tests
 * of what a nurse serving two regions holds (ADR 070) and of what publishing does to an order.
 * Devi Das works Brooklyn and Queens; Mia is Manhattan's only nurse.
 */
import { expect } from 'vitest';
import { optimise } from '@sc/domain/optimiser/optimise';
import type { RouteOptimiser } from '../src/adapters/optimiser/optimiser.ts';
import type { TestServer } from './harness.ts';

export const DEVI = 'user-dispatch-devi';
export const BROOKLYN = 'region-brooklyn';
export const QUEENS = 'region-queens';

/** The search itself, with an iteration budget: repeatable and quick. */
export const quickOptimiser: RouteOptimiser = {
  optimise: async (input) => optimise(input, { seed: 1, maxIterations: 3000 }),
};

export interface BoardNurse {
  id: string;
  name: string;
  hours: string | null;
  busy: string[];
}

export interface Board {
  waiting: { id: string; windowStart: string }[];
  nurses: BoardNurse[];
  itineraries: { id: string; startTime: string; offers: { userID: string; status: string }[] }[];
  run: null | {
    id: string;
    status: string;
    nurses: { id: string; hours: { start: number; end: number } }[];
    plan: null | { routes: { nurseId: string; departure: number; arrival: number }[] };
  };
}

/** The region's dispatch board for the day, as operations read it (`B`: the fields a test reads). */
export async function board<B = Board>(t: TestServer, admin: string, serviceRegionID: string, day: string): Promise<B> {
  const res = await t.call('getDispatchBoard', { day, serviceRegionID }, { cookie: admin });
  expect([res.status, res.body]).toEqual([200, expect.anything()]);
  return res.body as B;
}

/** Waits for the run to end (done or failed) and answers the board then. */
export async function planned<B extends { run: null | { id: string; status: string } } = Board>(
  t: TestServer,
  admin: string,
  serviceRegionID: string,
  day: string,
  runID: string,
): Promise<B> {
  for (let i = 0; i < 300; i++) {
    const b = await board<B>(t, admin, serviceRegionID, day);
    if (b.run?.id === runID && (b.run.status === 'done' || b.run.status === 'failed')) return b;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run did not finish');
}

/** Builds the region's day and waits for its plan. */
export async function buildDay(t: TestServer, admin: string, serviceRegionID: string, day: string): Promise<Board> {
  const res = await t.call('buildDispatchDay', { day, serviceRegionID, seconds: 1 }, { cookie: admin });
  expect(res.status).toBe(200);
  const b = await planned(t, admin, serviceRegionID, day, res.body.runID);
  expect(b.run?.status).toBe('done');
  return b;
}

/**
 * Builds the day with one 08:00 visit pinned to Devi at 08:00, publishes it, and answers the
 * itinerary offered to her: two such days overlap on the same morning.
 */
export async function publishDeviAtEight(
  t: TestServer,
  admin: string,
  serviceRegionID: string,
  day: string,
): Promise<string> {
  const built = await buildDay(t, admin, serviceRegionID, day);
  const runID = built.run!.id;
  let pinned = false;
  for (const visit of built.waiting.filter((v) => v.windowStart === '08:00')) {
    const change = { kind: 'pin', visitId: visit.id, nurseId: DEVI, time: 8 * 3600 };
    const res = await t.call('changeDispatchPlan', { runID, change }, { cookie: admin });
    if (res.status === 200) {
      pinned = true;
      break;
    }
  }
  expect(pinned).toBe(true);
  expect((await t.call('publishDispatchPlan', { runID }, { cookie: admin })).status).toBe(200);
  const published = await board(t, admin, serviceRegionID, day);
  const hers = published.itineraries.find((i) => i.offers.some((o) => o.userID === DEVI && o.status === 'offered'));
  expect(hers).toBeDefined();
  return hers!.id;
}

/**
 * Riverside Lab orders these tests for Iris (Manhattan) on `day`, 09:00–13:00; operations build
 * Manhattan's day and publish it. Answers the order's id and the publish's answer.
 */
export async function orderForIrisPublished(
  t: TestServer,
  testIDs: string[],
  day: string,
  beforeBuild: (orderID: string) => Promise<void> = async () => undefined,
): Promise<{ orderID: string; itineraryIDs: string[] }> {
  const prescriber = await t.sessionCookie('user-prescriber');
  const admin = await t.sessionCookie('user-admin');
  const order = await t.call(
    'createOrder',
    {
      officeID: 'office-lab',
      patientID: 'user-patient-iris',
      prescriberID: 'user-prescriber',
      prescriberNPI: '1234567893',
      diagnosisCodes: ['Z00.00'],
      testIDs,
      requestedDate: day,
      windowStart: '09:00',
      windowEnd: '13:00',
      notes: '',
    },
    { cookie: prescriber },
  );
  expect(order.status).toBe(200);
  await beforeBuild(order.body.orderID);
  const built = await buildDay(t, admin, 'region-manhattan', day);
  const published = await t.call('publishDispatchPlan', { runID: built.run!.id }, { cookie: admin });
  expect(published.status).toBe(200);
  return { orderID: order.body.orderID, itineraryIDs: published.body.itineraryIDs };
}
