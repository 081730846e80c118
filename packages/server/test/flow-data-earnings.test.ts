/**
 * Issue 13.9: the day's done screen says what she earned, so the flow data carries the itinerary's
 * pay: her accepted offer's earnings, in cents. An itinerary she works as part of a shift has no
 * price of its own (the shift's pay is not split per itinerary), so the field is absent.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { itineraryOffers, users } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let nurse: string;
beforeAll(async () => {
  t = await startTestServer();
  nurse = await t.sessionCookie('user-nurse');
});
afterAll(() => t?.close());

const flowData = (itineraryID: string) => t.call('getItineraryFlowData', { itineraryID }, { cookie: nurse });

test('an accepted itinerary offer’s earnings are the pay the flow data carries, the caller’s own only', async () => {
  // Another nurse was offered it for more: her figure is not this nurse's pay.
  await t.db.insert(users).values({
    id: 'earnings-other-nurse',
    email: 'earnings-other@nurse.test',
    role: 'nurse',
    status: 'approved',
    firstName: 'Other',
    lastName: 'Nurse',
  });
  await t.db.insert(itineraryOffers).values({
    itineraryId: 'itinerary-offer',
    userId: 'earnings-other-nurse',
    status: 'offered',
    earningsCents: 99900,
  });
  expect((await t.call('acceptItineraryOffer', { itineraryID: 'itinerary-offer' }, { cookie: nurse })).status).toBe(
    200,
  );
  const res = await flowData('itinerary-offer');
  expect(res.status).toBe(200);
  expect(res.body.earningsCents).toBe(9500);
});

test('an itinerary worked within her shift, with no offer of its own, carries no pay figure', async () => {
  const res = await flowData('itinerary-accepted');
  expect(res.status).toBe(200);
  expect(res.body).not.toHaveProperty('earningsCents');
});
