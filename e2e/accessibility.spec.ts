/**
 * architecture.md 8: axe finds no serious or critical violation on the screens this product has so far,
 * on a desktop and (accessibility.phone.spec.ts) on a phone.
 */
import { seriousViolations } from './axe.ts';
import { expect, test, type DemoAccount } from './fixtures.ts';

const screens: [string, DemoAccount | null, string, string][] = [
  ['login', null, '/login', 'Log in'],
  ['sign-up choice', null, '/signup', 'Sign up'],
  ['nurse sign-up', null, '/signup/nurse', 'Sign up as a nurse'],
  ['forgot password', null, '/forgotpassword', 'Forgot your password?'],
  ['not found', null, '/no/such/page', 'Whoops'],
  ['book your interview', 'interview.nurse', '/', 'Book your interview'],
  ['interview booked', 'scheduled.nurse', '/', 'Your interview is booked'],
  ['office dashboard', 'prescriber', '/', 'Riverside Lab'],
  ['schedule a demo', 'demo.office', '/', 'Schedule a demo'],
  ['operations home', 'admin', '/admin', 'Operations'],
  ['people', 'admin', '/admin/people', 'People'],
  ['offices', 'admin', '/admin/offices', 'Offices'],
  ['live day', 'admin', '/admin/live', 'Live day'],
  ['catalogue', 'admin', '/admin/catalogue', 'Catalogue'],
  ['places', 'admin', '/admin/places', 'Places'],
  ['supplies', 'admin', '/admin/supplies', 'Supplies'],
  ['outbox', 'admin', '/dev/outbox', 'Outbox'],
  ['profile', 'waitlisted.nurse', '/profile', 'Profile'],
  ['help', 'waitlisted.nurse', '/help', 'Help'],
];

for (const [name, account, path, heading] of screens) {
  test(`${name} has no serious accessibility violation`, async ({ page, loginAs }) => {
    if (account) await loginAs(account);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
