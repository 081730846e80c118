/**
 * Issue 13 bug: the lab stop showed no lab name. The flow data names the place each stop is at,
 * with its receiving hours for the lab drop-off's drive (ADR 064), as operations set them.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const lab = {
  name: 'Riverside Lab Drop-off',
  address: '55 Front St, Brooklyn, NY 11201',
  // Its hours are read on its region's clock (ADR 076).
  timeZone: 'America/New_York',
};

test('getItineraryFlowData names the lab of the drop-off stop with its receiving hours, and no place for a patient’s home', async () => {
  const nurse = await t.sessionCookie('user-nurse');
  const res = await t.call('getItineraryFlowData', { itineraryID: 'itinerary-accepted' }, { cookie: nurse });
  expect(res.status).toBe(200);
  expect(res.body.places).toEqual({ 'wp-lab': { ...lab, receivingStart: '07:00', receivingEnd: '19:00' } });
});

test('hours operations change reach the flow data; a place with none receives at any hour (null)', async () => {
  const admin = await t.sessionCookie('user-admin');
  const nurse = await t.sessionCookie('user-nurse');
  const flow = async () =>
    (await t.call('getItineraryFlowData', { itineraryID: 'itinerary-accepted' }, { cookie: nurse })).body.places;
  const set = (hours: { start: string; end: string } | null) =>
    t.call('setPlaceHours', { placeID: 'place-lab', hours }, { cookie: admin });
  expect((await set({ start: '08:30', end: '20:00' })).status).toBe(200);
  expect(await flow()).toEqual({ 'wp-lab': { ...lab, receivingStart: '08:30', receivingEnd: '20:00' } });
  expect((await set(null)).status).toBe(200);
  expect(await flow()).toEqual({ 'wp-lab': { ...lab, receivingStart: null, receivingEnd: null } });
});
