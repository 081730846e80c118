/**
 * The whole loop (issue 25's "Done when"), each role in its own browser context: Riverside Lab
 * orders a CBC for tomorrow for Iris Ingram; operations, on a desktop, build tomorrow in Manhattan
 * with the optimiser and publish it; Mia Moreno, on her phone, accepts the offer, checks in and
 * walks the visit, drives to the lab and hands her specimen bag over (ADR 064's lab drop-off); the
 * office's procedure page, open all along, shows the collection and then the specimens at the lab
 * without a reload; her wallet shows the itinerary's earning.
 *
 * Manhattan, Iris, Mia and Mia's WL-… supplies belong to this file alone (db/seed-whole-loop.ts):
 * Mia is the only nurse of the region, so the optimiser's plan gives her the visit whatever it
 * weighs, and nothing here touches Brooklyn's demo day (dispatch.phone.spec.ts).
 */
import { devices } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { formatClockTime } from '@sc/domain/format/dates';
import { atServerTime, callFn, DEMO_ZONE, expect, serverDay, serverNow, test } from './fixtures.ts';
import { press, scan, scanAll, stepPath, tickAll, walkUntil } from './itinerary-walk.ts';

const IRIS = { latitude: 40.7585, longitude: -73.9921 };
/** Riverside Lab Midtown Drop-off (db/seed-whole-loop.ts). */
const LAB = { latitude: 40.7506, longitude: -73.9935 };
const MIA_HOME = { latitude: 40.7472, longitude: -74.0048 };

/**
 * Hours that hold the journey's instant: she walks tomorrow's visit now, late in the evening at the
 * demo's instant, and a lab that is closed refuses the drop-off (ADR 076).
 */
async function labHoursNow(): Promise<{ start: string; end: string }> {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: DEMO_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(
      await serverNow(),
    ),
  );
  return hour >= 6 ? { start: '06:00', end: '23:59' } : { start: '00:00', end: '08:00' };
}

test('an office orders, operations dispatch, the nurse collects and drops off at the lab, the office sees it live, she is paid', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(180_000);
  const day = await serverDay(1);
  const opsContext = await atServerTime(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
  const phoneContext = await atServerTime(await browser.newContext({ ...devices['Pixel 7'], geolocation: MIA_HOME }));
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
      // Why, as the lab requires (ADR 087): anemia, found by its name.
      await office.getByRole('combobox', { name: 'Add a diagnosis' }).fill('anemia, unspecified');
      await office.getByRole('option', { name: 'D64.9 Anemia, unspecified' }).click();
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
      // Iris's row (the list before the search answers may hold another CBC order).
      await office
        .getByRole('table', { name: 'Orders' })
        .getByRole('row')
        .filter({ hasText: requisition })
        .getByRole('link', { name: 'CBC' })
        .click();
      await expect(
        office.getByRole('heading', { level: 1, name: 'Complete Blood Count (CBC) with Differential' }),
      ).toBeVisible();
      await office.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    });

    let earnings = '';
    const labHours = await labHoursNow();
    await test.step('operations build tomorrow in Manhattan with the optimiser and publish it', async () => {
      await loginAs('admin', board);
      await callFn(board, 'setPlaceHours', { placeID: 'place-lab-manhattan', hours: labHours });
      await board.goto('/admin/dispatch');
      await board.getByLabel('Day', { exact: true }).fill(day);
      await board.getByLabel('Service region').selectOption({ label: 'Manhattan' });
      await expect(board.getByRole('heading', { name: 'Waiting visits (1)' })).toBeVisible();
      await expect(board.getByRole('table', { name: 'Waiting visits' })).toContainText('Iris Ingram');
      await expect(board.getByRole('list', { name: 'Nurses' })).toContainText('Mia Moreno');
      await board.getByRole('button', { name: 'Build the day' }).click();
      await expect(board.getByRole('heading', { name: /^The plan: 1 nurse, 0 left out/ })).toBeVisible({
        timeout: 30_000,
      });
      await board.getByLabel('Additional earnings for Mia Moreno ($)').fill('15');
      await board.getByRole('button', { name: 'Publish offers' }).click();
      const question = board.getByRole('group', {
        name: /^Publish 1 itinerary to 1 nurse: 1 visit, \$[\d,.]+ in pay\?$/,
      });
      const asked = /(\$[\d,.]+) in pay/.exec((await question.getAttribute('aria-label')) ?? '')?.[1];
      await question.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(board.getByRole('list', { name: 'Offers made' })).toHaveText('Mia Moreno Offered', {
        timeout: 15_000,
      });
      const title = await board
        .getByRole('list', { name: 'Published itineraries' })
        .locator('.ui-card__title')
        .textContent();
      earnings = /· (\$[\d,.]+)$/.exec(title ?? '')?.[1] ?? '';
      expect(earnings).toMatch(/^\$\d+/);
      // The pay the board asked about is the pay offered.
      expect(asked).toBe(earnings);
    });

    await test.step('Mia accepts the offer on her phone', async () => {
      await loginAs({ email: 'mia.nurse@demo.test', password: 'sample-collect-demo' }, phone);
      // She walks tomorrow's visit today: the transit rule only warns and check-in opens before its
      // hour (ADR 077) — QA overrides, as field-day's.
      await callFn(phone, 'setFeatureFlagOverride', { flag: 'transitBlockingDisabled', enabled: true });
      await callFn(phone, 'setFeatureFlagOverride', { flag: 'checkInWindowDisabled', enabled: true });
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
      // The shift her acceptance made lists what Iris's CBC will ask for: one lavender tube.
      await expect(phone.getByRole('heading', { level: 1, name: 'Your supplies' })).toBeVisible();
      await expect(phone.getByText('0 of 1 scanned')).toBeVisible();
      await expect(phone.getByRole('button', { name: 'Next' })).toBeDisabled();
      await scan(phone, 'WL-TUBE-01');
      await expect(phone.getByText('1 of 1 scanned')).toBeVisible();
      await phone.getByRole('button', { name: 'Next' }).click();
      await phone.getByRole('button', { name: 'Check in' }).click();
      await expect(phone.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeVisible();
    });

    /** Start driving (tomorrow's stop: the transit rule only warns), then I've arrived, which moves on. */
    const driveAndArrive = async (step: string) => {
      await phone.getByRole('button', { name: 'Start driving' }).click();
      await phone.getByRole('alertdialog').getByRole('button', { name: 'I understand' }).click();
      await phone.getByRole('button', { name: "I've arrived" }).click();
      await expect.poll(() => stepPath(phone)).not.toMatch(new RegExp(`${step}$`));
    };

    await test.step('she walks the visit', async () => {
      await phoneContext.setGeolocation(IRIS);
      await phone.getByRole('link', { name: 'Continue' }).click();
      await walkUntil(phone, 'go-to-patient');
      await driveAndArrive('go-to-patient');
      // Leaving the visit finishes it; the next stop is the lab.
      await walkUntil(phone, 'go-to-pick-drop', {
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

    const timeline = office.getByRole('list', { name: 'Where the specimen has been' }).getByRole('listitem');
    await test.step('the visit is finished; the office sees the collection without a reload', async () => {
      // Finishing the stop went through: the walk reached the lab's drive, not a refusal.
      await expect(phone.getByText('This stop has 1 unfinished action. Finish it first.')).toHaveCount(0);
      await expect(timeline.last()).toContainText('Collection completed');
      await expect(timeline.last()).toContainText('Mia Moreno, Nurse');
    });

    await test.step('she drives to the lab, scans her bag and hands it over', async () => {
      await expect(phone.getByRole('heading', { name: 'Riverside Lab Midtown Drop-off' })).toBeVisible();
      const hours = `${formatClockTime(labHours.start)} \u2013 ${formatClockTime(labHours.end)}`;
      await expect(phone.getByText(`Receives specimens ${hours}`)).toBeVisible();
      // Open now: no closed-lab warning on the way.
      await expect(phone.getByText(/It is closed now/)).toHaveCount(0);
      await phoneContext.setGeolocation(LAB);
      await driveAndArrive('go-to-pick-drop');
      expect(stepPath(phone)).toMatch(/\/drop-off-scan-specimen-bag$/);
      // No signal inside the lab: the scans and the finish are the phone's until it comes back.
      await phoneContext.setOffline(true);
      // Her spare bag is not one she is dropping off here.
      expect(await seriousViolations(phone)).toEqual([]);
      await scan(phone, 'WL-BAG-SPEC-02', 'Wrong supply');
      await scan(phone, 'WL-BAG-SPEC-01');
      await expect.poll(() => stepPath(phone)).toMatch(/\/drop-off-details$/);
      await expect(phone.getByRole('list', { name: 'Handed over' })).toContainText('Iris Ingram');
      // The lab's screens are new: the scan list and the hand-over pass axe like the others.
      expect(await seriousViolations(phone)).toEqual([]);
      await phone.getByRole('button', { name: 'Finish drop-off' }).click();
      await expect(phone.getByText('Itinerary complete')).toBeVisible();
      await expect(phone.getByText(/^Offline · \d+ changes? waiting to sync$/)).toBeVisible();
      await phoneContext.setOffline(false);
    });

    await test.step('the office sees the specimens at the lab, still without a reload', async () => {
      // Once her phone has sent the finish it kept.
      await expect(timeline.last()).toContainText('Dropped off at the lab', { timeout: 30_000 });
      await expect(office.locator('.ui-card', { hasText: 'Where the specimen is' }).first()).toContainText(
        'At the lab',
      );
      expect(await office.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    });

    await test.step("her wallet shows the itinerary's earning", async () => {
      await phone.goto('/my-wallet');
      const earning = phone
        .getByRole('list', { name: 'Transactions' })
        .getByRole('listitem')
        .filter({ hasText: 'Itinerary earnings' });
      await expect(earning).toContainText(`+${earnings}`);
      // With no bank account yet, adding one is her one next action, in thumb reach.
      await expect(phone.getByRole('link', { name: 'Add bank account' })).toHaveCount(1);
    });
  } finally {
    await opsContext.close();
    await phoneContext.close();
  }
});
