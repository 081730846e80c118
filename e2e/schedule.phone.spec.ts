/**
 * The nurse's schedule on a phone (SPEC.md 2.3, 9; issue 4): Upcoming and Past, shifts grouped by
 * date with time, regions joined by a dash, job count and "Check in available".
 */
import { expect, signInByApi, test } from './fixtures.ts';

test('the demo nurse sees her accepted shift, ready for check-in, and an empty Past', async ({ page }) => {
  await signInByApi(page, 'nurse@demo.test');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');

  const card = page.locator('.ui-card').filter({ hasText: 'Brooklyn - Queens' });
  await expect(card).toContainText('2 jobs');
  await expect(card.getByRole('link', { name: 'Check in available' })).toHaveAttribute('href', '/shift/shift-accepted');
  await expect(page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Past' }).click();
  await expect(page.getByText('Previous Shifts will be displayed here')).toBeVisible();
  await expect(page.locator('.ui-card')).toHaveCount(0);
});
