/**
 * The app-wide location-services blocker (requirements.md 2.9, 8) on a phone: nurses and packers whose
 * device denies location are blocked; office staff never are.
 */
import { messages } from '@sc/domain/messages';
import type { Browser, BrowserContext } from '@playwright/test';
import { atServerTime, expect, logInThroughUi, test } from './fixtures.ts';
import { expectTapTarget } from './tap-target.ts';

/**
 * A context without the geolocation permission whose browser reports it denied: the Permissions
 * API says 'denied' and position requests fail with PERMISSION_DENIED. Counts the calls in
 * `window.__locationCalls`.
 */
async function deniedContext(browser: Browser): Promise<BrowserContext> {
  const context = await atServerTime(await browser.newContext({ permissions: [] }));
  await context.addInitScript(() => {
    const w = window as unknown as { __locationCalls: number };
    w.__locationCalls = 0;
    const originalQuery = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor: PermissionDescriptor) => {
      if (descriptor.name !== 'geolocation') return originalQuery(descriptor);
      w.__locationCalls += 1;
      const status = Object.assign(new EventTarget(), { name: 'geolocation', state: 'denied', onchange: null });
      return Promise.resolve(status as unknown as PermissionStatus);
    };
    const denied = () =>
      ({
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      }) as GeolocationPositionError;
    navigator.geolocation.getCurrentPosition = (_success, error) => {
      w.__locationCalls += 1;
      setTimeout(() => error?.(denied()), 0);
    };
    navigator.geolocation.watchPosition = (_success, error) => {
      w.__locationCalls += 1;
      setTimeout(() => error?.(denied()), 0);
      return 0;
    };
  });
  return context;
}

test('a nurse is blocked until she grants location, and can sign out', async ({ browser }) => {
  const context = await deniedContext(browser);
  try {
    const page = await context.newPage();
    await logInThroughUi(page, 'nurse@demo.test');

    const blocker = page.getByRole('dialog', { name: 'Location access needed' });
    await expect(blocker).toBeVisible();
    await expect(blocker.getByText(messages.locationDeniedNurse, { exact: true })).toBeVisible();
    await expect(blocker.getByText(messages.locationDeniedOther, { exact: true })).toHaveCount(0);
    await expect(blocker.getByRole('link', { name: 'Learn how' })).toHaveAttribute('href', /\/help#location$/);
    await expectTapTarget(blocker.getByRole('link', { name: 'Learn how' }));

    const granted = blocker.getByRole('checkbox', { name: 'I have granted location permission' });
    const complete = blocker.getByRole('button', { name: 'Complete' });
    await expect(granted).not.toBeChecked();
    await expect(complete).toBeDisabled();
    await granted.check();
    await expect(complete).toBeEnabled();

    // Complete reloads the page with retry=true; the device still denies, so the blocker is back.
    await page.evaluate(() => ((window as unknown as { beforeComplete: boolean }).beforeComplete = true));
    await complete.click();
    await expect(page).toHaveURL(/[?&]retry=true(&|$)/);
    await expect(blocker).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { beforeComplete?: boolean }).beforeComplete),
      'a new document',
    ).toBeUndefined();
    await expect(blocker.getByRole('checkbox', { name: 'I have granted location permission' })).not.toBeChecked();

    await blocker.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(blocker).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a packer sees the blocker with the text for other roles', async ({ browser }) => {
  const context = await deniedContext(browser);
  try {
    const page = await context.newPage();
    await logInThroughUi(page, 'packer@demo.test');
    const blocker = page.getByRole('dialog', { name: 'Location access needed' });
    await expect(blocker).toBeVisible();
    await expect(blocker.getByText(messages.locationDeniedOther, { exact: true })).toBeVisible();
    await expect(blocker.getByText(messages.locationDeniedNurse, { exact: true })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a prescriber never sees the blocker', async ({ browser }) => {
  const context = await deniedContext(browser);
  try {
    const page = await context.newPage();
    await logInThroughUi(page, 'prescriber@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Lab' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Location access needed' })).toHaveCount(0);
    await expect(page.getByText(messages.locationError)).toHaveCount(0);
    // The location permission is not even asked about for office staff.
    expect(await page.evaluate(() => (window as unknown as { __locationCalls: number }).__locationCalls)).toBe(0);
  } finally {
    await context.close();
  }
});

test('with location granted, the nurse is not blocked', async ({ page }) => {
  await logInThroughUi(page, 'nurse@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Location access needed' })).toHaveCount(0);
});
