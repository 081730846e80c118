/** Issue 13 bug: the lab stop showed no lab name. The flow data names the place each stop is at. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

test('getItineraryFlowData names the lab of the drop-off stop, and no place for a patient’s home', async () => {
  const nurse = await t.sessionCookie('user-nurse');
  const res = await t.call('getItineraryFlowData', { itineraryID: 'itinerary-accepted' }, { cookie: nurse });
  expect(res.status).toBe(200);
  expect(res.body.places).toEqual({
    'wp-lab': { name: 'Riverside Lab Drop-off', address: '55 Front St, Brooklyn, NY 11201' },
  });
});
