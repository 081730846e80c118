/**
 * DESIGN.md 8: axe finds no serious or critical violation on the screens this product has so far,
 * on a desktop and (accessibility.phone.spec.ts) on a phone.
 */
import { seriousViolations } from './axe.ts';
import { expect, signInByApi, test } from './fixtures.ts';

const screens: [string, string | null, string, string][] = [
  ['login', null, '/login', 'Log in'],
  ['sign-up choice', null, '/signup', 'Sign up'],
  ['nurse sign-up', null, '/signup/nurse', 'Sign up as a nurse'],
  ['forgot password', null, '/forgotpassword', 'Forgot your password?'],
  ['not found', null, '/no/such/page', 'Whoops'],
  ['book your interview', 'interview.nurse@demo.test', '/', 'Book your interview'],
  ['interview booked', 'scheduled.nurse@demo.test', '/', 'Your interview is booked'],
  ['office dashboard', 'prescriber@demo.test', '/', 'Riverside Lab'],
  ['schedule a demo', 'demo.office@demo.test', '/', 'Schedule a demo'],
  ['approvals', 'admin@demo.test', '/admin/approvals', 'Approvals'],
  ['outbox', 'admin@demo.test', '/dev/outbox', 'Outbox'],
  ['profile', 'waitlisted.nurse@demo.test', '/profile', 'Profile'],
  ['help', 'waitlisted.nurse@demo.test', '/help', 'Help'],
];

for (const [name, email, path, heading] of screens) {
  test(`${name} has no serious accessibility violation`, async ({ page }) => {
    if (email) await signInByApi(page, email);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
