/**
 * The nurse home's way back to her day on a phone (issue 13, part 1, and the schedule bug of part
 * 5): each shift card links to its shift; once she is checked in, the home and the nav offer
 * "Continue your itinerary", which opens the step she stood on last, after a reload too; an
 * itinerary offer she accepts is on her schedule with its area and its jobs.
 *
 * The home nurse (nurse.home@demo.test, README: demo accounts; db/seed-nurse-home.ts) belongs to
 * this file alone: her checked-in shift `shift-home-checked-in` with `itinerary-home-day`, and her
 * offer `itinerary-home-offer`. Serial: the offer's test changes her schedule.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';
import { expectTapTarget } from './tap-target.ts';

const HOME_NURSE = { email: 'nurse.home@demo.test', password: DEMO_PASSWORD };
const CHECKED_IN_SHIFT = '/shift/shift-home-checked-in';
const DAY = '/itinerary/itinerary-home-day';
const CONTINUE = 'Continue your itinerary';
const dateHeading = /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/;

/** The schedule's shift cards (the cards under the "Your schedule" tab). */
const shiftCards = (page: Page) => page.getByRole('tabpanel', { name: 'Your schedule' }).locator('.ui-card');
/** The home's own "Continue your itinerary" (the nav has one too). */
const homeContinue = (page: Page) => page.getByRole('main').getByRole('link', { name: CONTINUE });

/** Opens the phone's menu sheet and answers it. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe.serial("the home nurse's way back to her day", () => {
  test('every shift card links to its shift route', async ({ page, loginAs }) => {
    await loginAs(HOME_NURSE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: dateHeading }).first()).toBeVisible();
    // Her offer waits for an answer: her schedule says so, with the way to it.
    const waiting = page.getByRole('status').filter({ hasText: 'You have 1 offer waiting' });
    await expect(waiting.getByRole('link', { name: 'See your offers' })).toHaveAttribute('href', '/?view=marketplace');
    await page.screenshot({ path: 'test-results/nurse-home-offers-waiting.png' });
    const cards = shiftCards(page);
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card).toContainText('Brooklyn');
    await expect(card).toContainText('1 job');
    // In progress: no "Check in available" any more, but the card still leads to the shift.
    await expect(card.getByRole('link', { name: 'Check in available' })).toHaveCount(0);
    const shiftLink = card.getByRole('link', { name: /^Shift / });
    await expect(shiftLink).toHaveAttribute('href', CHECKED_IN_SHIFT);
    await expectTapTarget(shiftLink);
    await shiftLink.click();
    await expect(page).toHaveURL(CHECKED_IN_SHIFT);
    await expect(page.getByRole('heading', { level: 1, name: /^Shift for / })).toBeVisible();
  });

  test('checked in, the home and the nav offer "Continue your itinerary", which opens the step she stood on last', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs(HOME_NURSE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();

    await test.step('before any step, the link opens her itinerary', async () => {
      await expectTapTarget(homeContinue(page));
      expect(await seriousViolations(page)).toEqual([]);
      const menu = await openMenu(page);
      await expectTapTarget(menu.getByRole('link', { name: CONTINUE }));
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await homeContinue(page).click();
      await expect(page).toHaveURL(new RegExp(`${DAY}/?$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeVisible();
    });

    let stepURL = '';
    await test.step('she walks to the drive to her patient and goes home', async () => {
      await page.getByRole('link', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Visit details' })).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Drive to patient visit' })).toBeVisible();
      stepURL = new URL(page.url()).pathname;
      expect(stepURL).toBe(`${DAY}/waypoint/wp-home-hugo/go-to-patient`);
      await page.getByRole('link', { name: 'Sample Collect' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
    });

    await test.step('the home link opens that very step', async () => {
      await expect(homeContinue(page)).toHaveAttribute('href', stepURL);
      await homeContinue(page).click();
      await expect(page).toHaveURL(stepURL);
      await expect(page.getByRole('heading', { level: 1, name: 'Drive to patient visit' })).toBeVisible();
    });

    await test.step('after a reload of the home, the home and the nav still open it', async () => {
      await page.goto('/');
      await page.reload();
      await expect(homeContinue(page)).toHaveAttribute('href', stepURL);
      const menu = await openMenu(page);
      const navContinue = menu.getByRole('link', { name: CONTINUE });
      await expect(navContinue).toHaveAttribute('href', stepURL);
      await navContinue.click();
      await expect(page).toHaveURL(stepURL);
      await expect(page.getByRole('heading', { level: 1, name: 'Drive to patient visit' })).toBeVisible();
    });

    await test.step('the phone killed the tab: a new one still opens it', async () => {
      const tab = await context.newPage();
      await page.close();
      await tab.goto('/');
      await expect(homeContinue(tab)).toHaveAttribute('href', stepURL);
      await homeContinue(tab).click();
      await expect(tab.getByRole('heading', { level: 1, name: 'Drive to patient visit' })).toBeVisible();
    });
  });

  test.describe('timed by the browser', () => {
    // Resource and paint timings: Playwright's clock would fake `performance` and empty them.
    test.use({ browserAtServerTime: false });

    test('the home and a step fetch every script of their first paint in one go, named by the page', async ({
      page,
      loginAs,
    }) => {
      // A script the page did not name is fetched only once the entry has run: another round trip
      // before the nurse sees her screen (ADR 024, 025).
      await loginAs(HOME_NURSE);
      for (const [path, heading] of [
        ['/', 'Your schedule'],
        [`${DAY}/waypoint/wp-home-hugo/go-to-patient`, 'Drive to patient visit'],
      ] as const) {
        const named = new Set<string>();
        const html = (await (await page.request.get(path)).text()).matchAll(
          /<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"/g,
        );
        for (const [, src] of html) named.add(src ?? '');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const beforePaint = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
          return performance
            .getEntriesByType('resource')
            .filter((e) => e.name.endsWith('.js') && e.startTime < paint)
            .map((e) => new URL(e.name).pathname);
        });
        expect(beforePaint.length, path).toBeGreaterThan(1);
        expect(
          beforePaint.filter((src) => !named.has(src)),
          path,
        ).toEqual([]);
      }
    });
  });

  test('an accepted itinerary offer is on her schedule, with its area and its jobs', async ({ page, loginAs }) => {
    await loginAs(HOME_NURSE);
    await page.goto('/?view=marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Offers' })).toBeVisible();
    const offer = page.locator('.ui-card').filter({ hasText: '$125' });
    // Before she accepts: the hours to its last stop's end and its work, never an address.
    await expect(offer.locator('.ui-card__title')).toHaveText(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/);
    await expect(offer).toContainText('2 stops');
    await page.screenshot({ path: 'test-results/nurse-home-offer-card.png' });
    await offer.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL('/offer/itinerary-home-offer');
    // Its stops (issue 27): when and which area, never a patient's address before she accepts.
    const stops = page.getByRole('region', { name: '2 stops' });
    await expect(stops.getByRole('listitem')).toHaveCount(2);
    await expect(stops.getByRole('listitem').first()).toContainText(/^\d{1,2}:\d{2} [AP]M · Patient visit/);
    await expect(stops.getByRole('listitem').first()).toContainText('Brooklyn');
    await expect(page.getByRole('main')).not.toContainText('Marcy Ave');
    await page.getByRole('link', { name: 'Accept' }).click();
    await expect(page).toHaveURL('/offer/itinerary-home-offer/confirm');
    // The offer shows its hours, to its last stop's end; the shift it goes into has those hours.
    const hours =
      (await page
        .getByRole('main')
        .getByText(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/)
        .textContent()) ?? '';
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL('/offer/itinerary-home-offer/confirmed');
    await expect(page.getByText('The itinerary is yours. It is on your schedule.')).toBeVisible();

    await page.getByRole('link', { name: 'Your schedule' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
    await expect(shiftCards(page)).toHaveCount(2);
    const booked = shiftCards(page).filter({ hasText: hours });
    await expect(booked).toHaveCount(1);
    await expect(booked).toContainText('Brooklyn');
    await expect(booked).toContainText('2 jobs');
    await expect(booked).not.toContainText('No Area on Shift');
    await expect(booked).not.toContainText('0 jobs');
    const shiftLink = booked.getByRole('link', { name: /^Shift / });
    await expect(shiftLink).toHaveAttribute('href', /^\/shift\/[^/]+$/);
    await expect(shiftLink).not.toHaveAttribute('href', CHECKED_IN_SHIFT);
    await expectTapTarget(shiftLink);
    // Each card, the checked-in one too, links to its own shift.
    const hrefs = await shiftCards(page)
      .getByRole('link', { name: /^Shift / })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(2);
    expect(hrefs).toContain(CHECKED_IN_SHIFT);
    expect(new Set(hrefs).size).toBe(2);

    // After a reload too: the schedule is the server's, not a cached answer.
    await page.reload();
    await expect(booked).toContainText('Brooklyn');
    await expect(booked).toContainText('2 jobs');
    await shiftLink.click();
    await expect(page).toHaveURL(/^[^?]*\/shift\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Shift for / })).toBeVisible();
  });
});
