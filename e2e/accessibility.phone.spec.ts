/** The phone screens of nurses and packers under axe (DESIGN.md 8). */
import { expect, signInByApi, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

for (const [name, email, heading] of [
  ['nurse home', 'nurse@demo.test', 'Your schedule'],
  ['packer home', 'packer@demo.test', 'Packing & shipping'],
  ['pending welcome', 'pending.nurse@demo.test', 'Welcome!'],
] as const) {
  test(`${name} on a phone has no serious accessibility violation`, async ({ page }) => {
    await signInByApi(page, email);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
