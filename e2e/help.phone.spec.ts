/** The help page on a phone (requirements.md 2.9): its support links are tap targets (issue 13). */
import { expect, test } from './fixtures.ts';
import { expectTapTarget } from './tap-target.ts';

test('the support email and phone links are at least 44 x 44 px', async ({ page, loginAs }) => {
  await loginAs('waitlisted.nurse');
  await page.goto('/help');
  const links = page.getByRole('link', { name: /@|\d{3}/ });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) await expectTapTarget(link);
});
