/** The phone screens of nurses and packers under axe (architecture.md 8). */
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

for (const [name, account, heading] of [
  ['nurse home', 'nurse', 'Your schedule'],
  ['packer home', 'packer', 'Packing & shipping'],
  ['pending welcome', 'pending.nurse', 'Welcome!'],
] as const) {
  test(`${name} on a phone has no serious accessibility violation`, async ({ page, loginAs }) => {
    await loginAs(account);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
