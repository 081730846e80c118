/**
 * A lab outside its receiving hours (ADR 076; a drop-off was accepted at 10:12 PM at a lab open
 * 7 AM–7 PM): at the lab stop, before the drop-off, the phone says the lab's hours and that it is
 * closed now, and names the nearest lab open then with its address and hours; Finish drop-off
 * stays disabled with why, and nothing is sent. With no signal, as inside a lab.
 *
 * As drive.phone.spec.ts does, a fresh nurse walks the domain's demo itinerary, its lab stop a lab
 * drop-off, served at the network edge with the flow data the server gives (the lab's zone and the
 * other labs its specimens may go to). The hours are set around the server's instant, so the
 * lab is closed and the others open or closed whatever instant the journey runs at.
 */
import type { Request } from '@playwright/test';
import { formatClockTime } from '@sc/domain/format/dates';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import { DEMO_ZONE, expect, serverClock, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

const { ava, lab } = DEMO;
const range = (start: string, end: string) => `${formatClockTime(start)} – ${formatClockTime(end)}`;

test('at a closed lab the phone warns before the drop-off and names the nearest lab open then', async ({
  page,
  context,
  loginAs,
  freshApprovedNurse,
}) => {
  const now = await serverClock();
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: DEMO_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(now()),
  );
  // Closed now: 7 AM–7 PM as in the issue, unless the journey runs in the day, then the evening.
  const closed = hour >= 7 && hour < 19 ? { start: '20:00', end: '23:00' } : { start: '07:00', end: '19:00' };
  const open = hour >= 6 ? { start: '06:00', end: '24:00' } : { start: '00:00', end: '08:00' };
  const hours = (h: { start: string; end: string }) => ({ receivingStart: h.start, receivingEnd: h.end });

  const itinerary = demoItinerary({ now: now() });
  const stop = itinerary.waypoints.find((w) => w.id === lab.waypointID)!;
  // The lab stop as dispatch publishes it (ADR 064): a drop-off, arrived; Ava's tubes collected.
  stop.waypointActionIDs = [lab.dropOffActionID];
  stop.status = 'at-waypoint';
  stop.statusTimestamp = now().toISOString();
  for (const id of [ava.panelID, ava.urineID])
    itinerary.procedures[id]!.samples.forEach((s) => (s.status = 'collected'));
  const other = (name: string, address: string, dLat: number, h: { start: string; end: string }) => ({
    name,
    address,
    lat: stop.location.lat + dLat,
    lng: stop.location.lng,
    timeZone: DEMO_ZONE,
    ...hours(h),
  });
  const flow = {
    itinerary,
    timeZone: DEMO_ZONE,
    supplyItems: {},
    patients: { [ava.waypointID]: { name: 'Ava Martinez', phone: null } },
    places: {
      [lab.waypointID]: {
        name: 'Front St Lab',
        address: '55 Front St, Brooklyn, NY 11201',
        timeZone: DEMO_ZONE,
        ...hours(closed),
        otherLabs: [
          other('Far Lab', '1 Far Rd, Brooklyn, NY 11201', 0.06, open),
          other('Atlantic Ave Lab', '300 Atlantic Ave, Brooklyn, NY 11201', 0.014, open),
          other('Court St Lab', '1 Court St, Brooklyn, NY 11201', 0.004, closed),
        ],
      },
    },
    transitBlockingDisabled: false,
  };
  const writes: Request[] = [];
  await page.route('**/api/fn/getItineraryFlowData', (route) => route.fulfill({ json: flow }));
  await page.route('**/api/fn/getItineraryDrivingEstimate', (route) => route.fulfill({ json: { durationMs: 0 } }));
  await page.route('**/api/fn/finishWaypoint', (route) => {
    writes.push(route.request());
    return route.fulfill({ json: { ok: true, changed: 1 } });
  });
  await loginAs(freshApprovedNurse);

  const closedNow = `Front St Lab receives ${range(closed.start, closed.end)}. It is closed now.`;
  const nearestOpen = `The nearest lab open now is Atlantic Ave Lab, 300 Atlantic Ave, Brooklyn, NY 11201. It receives ${range(open.start, open.end)}.`;
  const refused = `Front St Lab receives ${range(closed.start, closed.end)}. It is closed now, so it cannot take the specimens: keep them with you.`;

  await test.step('the hand-over warns, in words, with the nearest lab open then', async () => {
    await page.goto(`/itinerary/${itinerary.id}/waypoint/${lab.waypointID}/drop-off-details`);
    const warning = page.locator('.closed-lab');
    await expect(warning).toContainText(closedNow);
    await expect(warning).toContainText(nearestOpen);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('closed-lab-hand-over.png'), fullPage: true });
  });

  await test.step('Finish drop-off stays disabled and says why; nothing is sent, with no signal either', async () => {
    await context.setOffline(true);
    const finish = page.getByRole('button', { name: 'Finish drop-off' });
    await expect(finish).toBeDisabled();
    await expect(page.getByText(refused)).toBeVisible();
    await finish.click({ force: true });
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/drop-off-details$/);
    expect(writes).toEqual([]);
  });
});
