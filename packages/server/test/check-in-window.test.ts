/**
 * Check-in opens an hour before the shift (ADR 077): the demo nurse, every step of her check-in
 * done the evening before, is refused with the time it opens and nothing is written, until the
 * server's clock (a ManualClock the test moves) reaches the hour. The shift details say the same.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkInTooEarly } from '@sc/domain/field-checks/check-in-window';
import { DEMO_ITINERARY_IDS as ids } from '../src/db/seed-itinerary.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { prepareDemoShift } from './field-fixtures.ts';
import { startTestServer, testStart, type TestServer } from './harness.ts';

const clock = new ManualClock(testStart());
const shiftID = ids.shift;
let t: TestServer;
let nurse: string;
let shift: { startTime: string; timeZone: string };

beforeAll(async () => {
  t = await startTestServer({}, {}, clock);
  nurse = await t.sessionCookie('user-nurse');
  await prepareDemoShift(t, nurse);
  shift = (await t.call('getShiftDetails', { shiftID }, { cookie: nurse })).body;
});
afterAll(() => t?.close());

async function refusedEarly(): Promise<string> {
  const before = await t.snapshot();
  const res = await t.call('checkInShift', { shiftID }, { cookie: nurse, idempotencyKey: crypto.randomUUID() });
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(await t.snapshot()).toEqual(before);
  return res.body.error.message as string;
}

describe('checkInShift waits for the hour before the shift (ADR 077)', () => {
  test('the demo shift starts more than an hour after the test instant', () => {
    expect(Date.parse(shift.startTime) - clock.now().getTime()).toBeGreaterThan(60 * 60_000);
  });

  test('ready the evening before: refused with when it opens, in her shift’s words, nothing written', async () => {
    const message = await refusedEarly();
    expect(message).toBe(checkInTooEarly({ ...shift, now: clock.now() }));
    expect(message).toMatch(
      /^Check-in opens (on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2} )?at \d{1,2}:\d\d [AP]M, an hour before your shift starts\.$/,
    );
  });

  test('a second before it opens: still refused, naming the time alone (the same day there)', async () => {
    clock.set(new Date(Date.parse(shift.startTime) - 60 * 60_000 - 1_000));
    // A read first: her session's sliding expiry is written when the clock has moved on hours.
    await t.call('getShiftDetails', { shiftID }, { cookie: nurse });
    expect(await refusedEarly()).toMatch(/^Check-in opens at \d{1,2}:\d\d [AP]M, an hour before your shift starts\.$/);
  });

  test('at the hour: checked in, the shift and its itinerary in progress', async () => {
    clock.set(new Date(Date.parse(shift.startTime) - 60 * 60_000));
    const res = await t.call('checkInShift', { shiftID }, { cookie: nurse });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await t.call('getShiftDetails', { shiftID }, { cookie: nurse })).body.status).toBe('in_progress');
    const flow = await t.call('getItineraryFlowData', { itineraryID: ids.itinerary }, { cookie: nurse });
    expect(flow.body.itinerary.status).toBe('in_progress');
  });
});
