/**
 * The fixtures themselves (fixtures.ts): each fresh record is what its comment says, signs in on its
 * home, and is gone once its test ends; each browser starts at the server's instant.
 */
import type { Page } from '@playwright/test';
import { messages } from '@sc/domain/messages';
import { callFn, configuredNow, DEMO_ZONE, expect, FnError, serverDay, serverNow, test } from './fixtures.ts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe.serial('fresh records', () => {
  let made: string[] = [];

  test('are made through the product and sign in on their homes', async ({
    page,
    loginAs,
    freshNurse,
    freshApprovedNurse,
    freshOffice,
  }) => {
    made = [freshNurse.email, freshApprovedNurse.email, freshOffice.founder.email, freshOffice.staff.email];

    expect(await loginAs(freshNurse)).toMatchObject({ role: 'nurse', status: 'pending', passwordCreated: true });
    await page.goto('/');
    await expect(h1(page, 'Welcome!')).toBeVisible();

    expect(await loginAs(freshApprovedNurse)).toMatchObject({ role: 'nurse', status: 'approved' });
    await page.goto('/');
    await expect(h1(page, 'Your schedule')).toBeVisible();

    const office = { id: freshOffice.id, name: freshOffice.name, status: 'require_interview' };
    expect(await loginAs(freshOffice.founder)).toMatchObject({ role: 'prescriber', office });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Schedule a demo' })).toBeVisible();

    const staff = await loginAs(freshOffice.staff);
    expect(staff).toMatchObject({ role: 'assistant', status: 'approved', office: { invitationStatus: 'accepted' } });
    expect((await callFn(page, 'getOffice', { officeID: freshOffice.id })).office.memberCount).toBe(2);
  });

  test('are deleted after their test', async ({ page }) => {
    expect(made).toHaveLength(4);
    for (const email of made) {
      const lookup = callFn(page, 'getUserPasswordCreated', { email });
      await expect(lookup).rejects.toThrow(FnError);
      await expect(lookup).rejects.toThrow(messages.noUserFound);
    }
  });
});

test('the browser reads the server’s instant, not the machine’s (ADR 066)', async ({ page }) => {
  await page.goto('/login');
  const [browserMs, browserDay] = await page.evaluate((zone) => {
    const now = Date.now();
    return [now, new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now)] as const;
  }, DEMO_ZONE);
  const server = await serverNow();
  // The two clocks were read a request apart: seconds at most on a busy machine.
  expect(Math.abs(server.getTime() - browserMs)).toBeLessThan(10_000);
  expect(browserDay).toBe(await serverDay(0));
  const now = configuredNow();
  if (now !== null) expect(server.getTime()).toBeGreaterThanOrEqual(Date.parse(now));
});
