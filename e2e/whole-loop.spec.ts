/**
 * The whole loop (issue 25's "Done when"), each role in its own browser context: Riverside Lab
 * orders a CBC for tomorrow for Iris Ingram; operations, on a desktop, build tomorrow in Manhattan
 * with the optimiser and publish it; Mia Moreno, on her phone, accepts the offer, checks in and
 * walks the visit to its end; the office's procedure page, open all along, shows the collection
 * without a reload. (The lab drop-off and the wallet are not reachable yet: see below.)
 *
 * Manhattan, Iris, Mia and Mia's WL-… supplies belong to this file alone (db/seed-whole-loop.ts):
 * Mia is the only nurse of the region, so the optimiser's plan gives her the visit whatever it
 * weighs, and nothing here touches Brooklyn's demo day (dispatch.phone.spec.ts).
 */
import { devices } from '@playwright/test';
import { callFn, expect, test } from './fixtures.ts';
import { press, scan, scanAll, stepPath, tickAll, walkUntil } from './itinerary-walk.ts';

const IRIS = { latitude: 40.7585, longitude: -73.9921 };
const MIA_HOME = { latitude: 40.7472, longitude: -74.0048 };

const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + 86_400_000));

test('an office orders, operations dispatch, the nurse accepts and collects, the office sees the collection live', async ({
  page,
  browser,
  loginAs,
}) => {
  // What the loop cannot do yet (issue 25, open): a dispatched day's lab stop holds a 'dropoff'
  // action only, and requirements.md 2.11 gives a pick-drop stop its steps (the packed mail-in
  // drop-off) only for mail-in actions; so the journey ends when the visit is finished, with the
  // office seeing the collection live. The drop-off at the lab and the wallet's line wait for a
  // lab drop-off flow of its own.
  test.setTimeout(180_000);
  const day = tomorrow();
  const opsContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const phoneContext = await browser.newContext({ ...devices['Pixel 7'], geolocation: MIA_HOME });
  const board = await opsContext.newPage();
  const phone = await phoneContext.newPage();
  try {
    const office = page;
    let requisition = '';
    await test.step('the office orders a CBC for Iris Ingram, tomorrow 9:00 to 13:00', async () => {
      await loginAs('prescriber', office);
      await office.goto('/office/orders');
      await office.getByRole('link', { name: 'New order' }).click();
      await office.getByLabel('Find a patient').fill('Iris');
      await office
        .getByRole('list', { name: 'Patients found' })
        .getByRole('button', { name: /^Iris Ingram/ })
        .click();
      await office.getByLabel('Add a test').fill('cbc');
      await office.getByRole('button', { name: /^Add Complete Blood Count/ }).click();
      await office.getByLabel('Day').fill(day);
      await office.getByLabel('From').fill('09:00');
      await office.getByLabel('To').fill('13:00');
      await office.getByRole('button', { name: 'Place order' }).click();
      await expect(office.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
      const title = await office.getByRole('heading', { level: 2, name: /^Requisition RQ-/ }).textContent();
      requisition = (title ?? '').replace('Requisition ', '');
      await office.getByRole('link', { name: 'Back to orders' }).click();
      await office.getByLabel('Search').fill(requisition);
      await office.getByRole('button', { name: 'Search' }).click();
      await office.getByRole('table', { name: 'Orders' }).getByRole('link', { name: 'CBC' }).click();
      await expect(
        office.getByRole('heading', { level: 1, name: 'Complete Blood Count (CBC) with Differential' }),
      ).toBeVisible();
      await office.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    });

    let earnings = '';
    await test.step('operations build tomorrow in Manhattan with the optimiser and publish it', async () => {
      await loginAs('admin', board);
      await board.goto('/admin/dispatch');
      await board.getByLabel('Day', { exact: true }).fill(day);
      await board.getByLabel('Service region').selectOption({ label: 'Manhattan' });
      await expect(board.getByRole('heading', { name: 'Waiting visits (1)' })).toBeVisible();
      await expect(board.getByRole('table', { name: 'Waiting visits' })).toContainText('Iris Ingram');
      await expect(board.getByRole('list', { name: 'Nurses' })).toContainText('Mia Moreno');
      await board.getByRole('button', { name: 'Build the day' }).click();
      await expect(board.getByRole('heading', { name: /^The plan: 1 nurses, 0 left out/ })).toBeVisible({
        timeout: 30_000,
      });
      await board.getByLabel('Additional earnings for Mia Moreno ($)').fill('15');
      await board.getByRole('button', { name: 'Publish offers' }).click();
      await expect(board.getByRole('list', { name: 'Offers made' })).toHaveText('Mia Moreno Offered', {
        timeout: 15_000,
      });
      const title = await board
        .getByRole('list', { name: 'Published itineraries' })
        .locator('.ui-card__title')
        .textContent();
      earnings = /· (\$[\d,.]+)$/.exec(title ?? '')?.[1] ?? '';
      expect(earnings).toMatch(/^\$\d+/);
    });

    await test.step('Mia accepts the offer on her phone', async () => {
      await loginAs({ email: 'mia.nurse@demo.test', password: 'sample-collect-demo' }, phone);
      // She walks tomorrow's visit today: the transit rule only warns (a QA override, as field-day's).
      await callFn(phone, 'setFeatureFlagOverride', { flag: 'transitBlockingDisabled', enabled: true });
      await phone.goto('/?view=marketplace');
      await expect(phone.getByRole('heading', { level: 1, name: 'Your Offers' })).toBeVisible({ timeout: 15_000 });
      const offer = phone.locator('.ui-card').first();
      await expect(offer).toContainText('Manhattan');
      await expect(offer).toContainText(earnings);
      await offer.getByRole('link', { name: 'Details' }).click();
      await phone.getByRole('link', { name: 'Accept' }).click();
      await phone.getByRole('button', { name: 'Confirm' }).click();
      await expect(phone.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible({ timeout: 15_000 });
    });

    await test.step('she checks in to the shift', async () => {
      await phone.goto('/');
      await phone
        .getByRole('link', { name: /^Shift / })
        .first()
        .click();
      await phone.getByRole('link', { name: 'Start check-in' }).click();
      await phone.getByRole('button', { name: 'Check my location' }).click();
      await expect(phone.getByText('You are in the service region.')).toBeVisible();
      await phone.getByRole('button', { name: 'Next' }).click();
      await phone.getByLabel('Address').fill('500 W 23rd St, New York, NY 10011');
      await phone.getByRole('button', { name: 'Next' }).click();
      await scan(phone, 'WL-BAG-SHIFT-01', 'Shift bag scanned.');
      await phone.getByRole('button', { name: 'Next' }).click();
      await phone.getByRole('button', { name: 'Next' }).click();
      await phone.getByRole('button', { name: 'Check in' }).click();
      await expect(phone.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeVisible();
    });

    await test.step('she walks the visit', async () => {
      await phoneContext.setGeolocation(IRIS);
      await phone.getByRole('link', { name: 'Continue' }).click();
      await walkUntil(phone, 'go-to-patient');
      await phone.getByRole('button', { name: 'Start driving' }).click();
      await phone.getByRole('alertdialog').getByRole('button', { name: 'I understand' }).click();
      await phone.getByRole('button', { name: "I've arrived" }).click();
      await expect.poll(() => stepPath(phone)).not.toMatch(/go-to-patient$/);
      await walkUntil(phone, /^$/, {
        'scan-procedure-supply': scanAll('WL-PBAG-01'),
        'scan-procedure-supplies': scanAll('WL-TUBE-01'),
        'scan-waypoint-supply': scanAll('WL-BAG-VISIT-01'),
        'patient-id': tickAll,
        'patient-consent': tickAll,
        'sample-label-checklist': tickAll,
        'scan-sample': scanAll('WL-TUBE-01'),
        'complete-charting': async (p) => {
          await press('Yes')(p);
          return 'moved';
        },
        'scan-specimen-bag': scanAll('WL-BAG-SPEC-01'),
      });
    });

    await test.step('the visit is finished; the office sees the collection without a reload', async () => {
      // Finishing the stop went through: the walk ended on the day's overview, not on a refusal.
      await expect(phone.getByText('This stop has 1 unfinished action. Finish it first.')).toHaveCount(0);
      const timeline = office.getByRole('list', { name: 'Where the specimen has been' }).getByRole('listitem');
      await expect(timeline.last()).toContainText('Collection completed');
      await expect(timeline.last()).toContainText('Mia Moreno, Nurse');
      expect(await office.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    });
  } finally {
    await opsContext.close();
    await phoneContext.close();
  }
});
