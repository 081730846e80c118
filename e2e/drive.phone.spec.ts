/**
 * The drive on a phone (issue 13 parts 7 and 8): a nurse opens the drive to a patient visit and
 * sees who and where the stop is, calls or texts the patient, reads her ETA, opens her maps app;
 * the transit alert tells her the ETA, the time to leave and how to call support; arrival is
 * proposed once she is within 1000 m (requirements.md 9), and a too-far reason is one tap.
 *
 * Whose itinerary: no named function makes an itinerary yet, and the demo's one walkable itinerary
 * belongs to field-day.phone.spec.ts. So a fresh approved nurse (fixtures) walks the domain's
 * demo itinerary (itinerary-data/fixtures.ts, times relative to now) that this journey serves itself:
 * the real product runs (server, session, built app, outbox), and only the itinerary's reads
 * (getItineraryFlowData, getItineraryDrivingEstimate) and its step writes are answered at the
 * network edge, where the journey also reads what the phone sent.
 */
import type { Page, Request } from '@playwright/test';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { callFn, expect, serverClock, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { expectTapTarget } from './tap-target.ts';

const MIN = 60_000;
const { ava, lab } = DEMO;
const DRIVE_MS = 14 * MIN;

/**
 * Serves one itinerary's flow data and answers its step writes, keeping the statuses they set; its
 * times are the server's (ADR 066), which the phone's clock follows.
 */
async function serveItinerary(page: Page): Promise<{ itinerary: ItineraryData; writes: Request[]; now: () => Date }> {
  const now = await serverClock();
  const itinerary = demoItinerary({ now: now() });
  const writes: Request[] = [];
  const flow = () => ({
    itinerary,
    timeZone: 'America/Los_Angeles',
    supplyItems: {},
    patients: { [ava.waypointID]: { name: 'Ava Martinez', phone: '+1 415 555 0100' } },
    places: { [lab.waypointID]: { name: 'Harbor Labs', address: '88 Howard St, San Francisco, CA 94105' } },
    transitBlockingDisabled: false,
  });
  await page.route('**/api/fn/getItineraryFlowData', (route) => route.fulfill({ json: flow() }));
  await page.route('**/api/fn/getItineraryDrivingEstimate', (route) =>
    route.fulfill({ json: { durationMs: DRIVE_MS } }),
  );
  const status = {
    startDriveToWaypoint: 'transit',
    arriveAtWaypoint: 'at-waypoint',
    finishWaypoint: 'complete',
  } as const;
  for (const name of Object.keys(status) as (keyof typeof status)[])
    await page.route(`**/api/fn/${name}`, (route) => {
      const input = route.request().postDataJSON() as { waypointID: string };
      const waypoint = itinerary.waypoints.find((w) => w.id === input.waypointID)!;
      waypoint.status = status[name];
      waypoint.statusTimestamp = now().toISOString();
      writes.push(route.request());
      return route.fulfill({ json: { ok: true, changed: 1 } });
    });
  return { itinerary, writes, now };
}

test('drives to a patient: the stop, call and text, ETA, maps, the transit alert, and arrival near the stop', async ({
  page,
  context,
  loginAs,
  freshApprovedNurse,
}) => {
  const { itinerary, writes } = await serveItinerary(page);
  const stop = itinerary.waypoints.find((w) => w.id === ava.waypointID)!;
  const farAway = { latitude: stop.location.lat + 0.05, longitude: stop.location.lng }; // about 5.5 km
  const nearby = { latitude: stop.location.lat + 0.004, longitude: stop.location.lng }; // about 450 m
  await context.setGeolocation(farAway);
  await loginAs(freshApprovedNurse);
  const { supportPhone } = await callFn(page, 'getAppConfig', {});

  await page.goto(`/itinerary/${itinerary.id}/waypoint/${ava.waypointID}/go-to-patient`);
  const card = page.locator('.drive-stop');
  await expect(card.getByRole('heading', { name: 'Ava Martinez' })).toBeVisible();
  await expect(card).toContainText('24 Grove St, San Francisco, CA 94102');
  await expect(card.getByText(/^ETA \d{1,2}:\d{2} [AP]M · 14 min$/)).toBeVisible();
  const call = card.getByRole('link', { name: 'Call Ava Martinez' });
  const text = card.getByRole('link', { name: 'Text Ava Martinez' });
  const maps = card.getByRole('link', { name: 'Open in maps' });
  await expect(call).toHaveAttribute('href', 'tel:+14155550100');
  await expect(text).toHaveAttribute('href', 'sms:+14155550100');
  await expect(maps).toHaveAttribute('href', /^geo:[-0-9.,]+\?q=24%20Grove%20St/);
  for (const link of [call, text, maps]) await expectTapTarget(link);
  expect(await seriousViolations(page)).toEqual([]);

  await test.step("early (requirements.md 4, 8): the alert's own words, with the ETA, the time to leave and Call support", async () => {
    await page.getByRole('button', { name: 'Start driving' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Confirm action' });
    await expect(alert).toContainText('before the scheduled start. Are you sure you want to start driving now?');
    await expect(alert.getByText(/^ETA \d{1,2}:\d{2} [AP]M · 14 min$/)).toBeVisible();
    await expect(alert.getByText(/^Time to leave: \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    const support = alert.getByRole('link', { name: 'Call support' });
    await expect(support).toHaveAttribute('href', `tel:${supportPhone.replace(/[^\d+]/g, '')}`);
    await expectTapTarget(support);
    expect(await seriousViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: "Yes I'm sure" }).click();
    await expect.poll(() => writes.map((w) => w.url().split('/').pop())).toEqual(['startDriveToWaypoint']);
  });

  await test.step('far from the stop, arrival is not proposed', async () => {
    await expect(page.getByRole('button', { name: "I've arrived" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You have arrived?' })).toHaveCount(0);
  });

  await test.step('within 1000 m (requirements.md 9), "You have arrived?" is proposed', async () => {
    await context.setGeolocation(nearby);
    const prompt = page.getByRole('region', { name: 'You have arrived?' });
    await expect(prompt).toBeVisible();
    await expectTapTarget(prompt.getByRole('button', { name: "I've arrived" }));
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('arriving far away asks why, answered with one tap, recorded with the arrival', async () => {
    await context.setGeolocation(farAway);
    await expect(page.getByRole('region', { name: 'You have arrived?' })).toHaveCount(0);
    await page.getByRole('button', { name: "I've arrived" }).click();
    const why = page.getByRole('group', { name: 'You are more than 1 km from this stop. Why?' });
    const choice = why.getByRole('button', { name: 'Parked away from the address' });
    await expectTapTarget(choice);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(why.getByRole('button', { name: 'Other', exact: true })).toBeVisible();
    await choice.click();
    // Arrived, the drive moves on to the visit by itself (issue 27).
    await expect(page).not.toHaveURL(/\/go-to-patient$/);
    // The screen answers at once; the write leaves the phone's queue just after (ADR 013).
    await expect
      .poll(() => writes.find((w) => w.url().endsWith('/arriveAtWaypoint'))?.postDataJSON())
      .toMatchObject({
        itineraryID: itinerary.id,
        waypointID: ava.waypointID,
        tooFarReason: 'Parked away from the address',
      });
  });
});

test('finishing a stop asks each deviation reason with one-tap choices (requirements.md 4, 5)', async ({
  page,
  context,
  loginAs,
  freshApprovedNurse,
}) => {
  const { itinerary, writes, now } = await serveItinerary(page);
  // At the lab for three hours (longer than its actions take), every package dropped off.
  const stop = itinerary.waypoints.find((w) => w.id === lab.waypointID)!;
  stop.status = 'at-waypoint';
  stop.statusTimestamp = new Date(now().getTime() - 3 * 60 * MIN).toISOString();
  itinerary.shipments[lab.shipmentID]!.status = 'in-transit';
  await context.setGeolocation({ latitude: stop.location.lat + 0.05, longitude: stop.location.lng });
  await loginAs(freshApprovedNurse);

  await page.goto(`/itinerary/${itinerary.id}/mail-in/${lab.waypointID}/shipments`);
  await page.getByRole('button', { name: 'Finalize drop-off' }).click();
  const form = page.getByRole('form', { name: 'Deviation reasons' });
  const duration = form.getByRole('group', { name: 'This stop took longer than planned. Why?' });
  const location = form.getByRole('group', { name: 'You are more than 1 km from this stop. Why?' });
  await expect(duration.getByRole('button', { name: 'Other', exact: true })).toBeVisible();
  await expectTapTarget(duration.getByRole('button', { name: 'Difficult draw' }));
  expect(await seriousViolations(page)).toEqual([]);
  await duration.getByRole('button', { name: 'Difficult draw' }).click();
  expect(writes).toEqual([]);
  await location.getByRole('button', { name: 'GPS shows the wrong place' }).click();
  await expect.poll(() => writes.map((w) => w.url().split('/').pop())).toEqual(['finishWaypoint']);
  expect(writes[0]!.postDataJSON()).toMatchObject({
    waypointID: lab.waypointID,
    reasons: { duration: 'Difficult draw', location: 'GPS shows the wrong place' },
  });
});

test('a too-far reason given on arrival is not asked again when the stop is finished', async ({
  page,
  context,
  loginAs,
  freshApprovedNurse,
}) => {
  const { itinerary, writes } = await serveItinerary(page);
  const stop = itinerary.waypoints.find((w) => w.id === lab.waypointID)!;
  stop.status = 'transit';
  itinerary.shipments[lab.shipmentID]!.status = 'in-transit';
  await context.setGeolocation({ latitude: stop.location.lat + 0.05, longitude: stop.location.lng });
  await loginAs(freshApprovedNurse);

  await page.goto(`/itinerary/${itinerary.id}/mail-in/${lab.waypointID}/drive`);
  await expect(page.getByRole('heading', { name: 'Harbor Labs' })).toBeVisible();
  await page.getByRole('button', { name: "I've arrived" }).click();
  await page.getByRole('button', { name: 'Parked away from the address' }).click();
  await expect(page).toHaveURL(/\/mail-in\/wp-lab\/scan$/);
  // On to the drop-offs in place, as a link would: a reload just after the arrival's answer may
  // show the flow stored before it (the field cache), which is not what this journey is about.
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/itinerary/${itinerary.id}/mail-in/${lab.waypointID}/shipments`);
  await expect(page.getByRole('button', { name: 'Finalize drop-off' })).toBeEnabled();

  // Still 5 km from the lab's pin: the location check fails again, and the arrival's reason answers it.
  await page.getByRole('button', { name: 'Finalize drop-off' }).click();
  await expect.poll(() => writes.map((w) => w.url().split('/').pop())).toEqual(['arriveAtWaypoint', 'finishWaypoint']);
  await expect(page.getByRole('form', { name: 'Deviation reasons' })).toHaveCount(0);
  expect(writes[1]!.postDataJSON()).toMatchObject({
    waypointID: lab.waypointID,
    reasons: { location: 'Parked away from the address' },
  });
});
