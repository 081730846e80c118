/**
 * Booking a demo call (requirements.md 2.2, 4; issue 27): the slots are in the viewer's zone and say
 * which by name, and once booked the page and the email name the time booked.
 */
import { expect, outbox, test } from './fixtures.ts';

test('a new office books its demo call and reads back the time it booked', async ({ page, freshOffice, loginAs }) => {
  await loginAs(freshOffice.founder);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a demo' })).toBeVisible();
  // The journeys' browser is in New York (playwright.config.ts): named as people name it.
  await expect(page.getByText('Times are shown in Eastern Time.')).toBeVisible();
  await expect(page.getByText(/America\/|UTC/)).toHaveCount(0);

  const day = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const slot = page.locator('.app-slots').first().getByRole('button').first();
  const time = (await slot.textContent()) ?? '';
  await slot.click();
  await expect(page.getByText(`${day} at ${time}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Book this time' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your meeting is scheduled' })).toBeVisible();
  const booked = `${day} at ${time} Eastern Time`;
  await expect(page.getByText(booked, { exact: true })).toBeVisible();
  const [email] = (await outbox(page, freshOffice.founder.email)).filter(
    (e) => e.subject === 'Your demo call is booked',
  );
  expect(email?.text).toContain(`booked for ${booked}.`);
});
