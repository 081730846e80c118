/**
 * Signing in through the real login screen (requirements.md 2.1, 2.2, 2.6, 5, 2.8): every demo account
 * lands on its home, the steps of the login screen, redirects and signing out.
 */
import { messages } from '@sc/domain/messages';
import type { Page } from '@playwright/test';
import { callFn, DEMO_PASSWORD, expect, logInThroughUi, test } from './fixtures.ts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

interface Landing {
  email: string;
  lands: string;
  check: (page: Page) => Promise<void>;
}

const landings: Landing[] = [
  {
    email: 'nurse@demo.test',
    lands: 'the nurse home',
    check: async (page) => {
      await expect(h1(page, 'Your schedule')).toBeVisible();
    },
  },
  {
    email: 'pending.nurse@demo.test',
    lands: 'the welcome page',
    check: async (page) => {
      await expect(h1(page, 'Welcome!')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to work settings' })).toBeVisible();
    },
  },
  {
    email: 'interview.nurse@demo.test',
    lands: 'the interview calendar',
    check: async (page) => {
      const calendar = page.getByRole('region', { name: 'Book your interview' });
      await expect(calendar.getByRole('heading', { name: 'Book your interview' })).toBeVisible();
      const box = await calendar.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(1900);
    },
  },
  {
    email: 'scheduled.nurse@demo.test',
    lands: 'the interview-booked page',
    check: async (page) => {
      await expect(h1(page, 'Your interview is booked')).toBeVisible();
    },
  },
  // approval.nurse@demo.test (require_approval -> "Waiting for approval") signs in through this same
  // login screen as the first step of approval.spec.ts: that file approves her, and the two files run
  // in parallel, so she belongs to it alone.
  {
    email: 'waitlisted.nurse@demo.test',
    lands: 'the waitlist page',
    check: async (page) => {
      await expect(h1(page, "You're on the waitlist")).toBeVisible();
    },
  },
  {
    email: 'declined.nurse@demo.test',
    lands: 'the rejection page',
    check: async (page) => {
      await expect(h1(page, 'Thank you for your interest')).toBeVisible();
    },
  },
  {
    email: 'prescriber@demo.test',
    lands: 'the office dashboard',
    check: async (page) => {
      await expect(h1(page, 'Riverside Lab')).toBeVisible();
    },
  },
  {
    email: 'assistant@demo.test',
    lands: 'the orders of the staffing office',
    check: async (page) => {
      await expect(page).toHaveURL(/\/office\/orders$/);
    },
  },
  {
    email: 'invited.assistant@demo.test',
    lands: 'joinOffice, and joins',
    check: async (page) => {
      await expect(page).toHaveURL(/\/joinOffice$/);
      await expect(h1(page, 'Join Harbor Staffing')).toBeVisible();
      await page.getByRole('button', { name: 'Join office' }).click();
      await expect(page.getByText(messages.joinedOffice, { exact: true })).toBeVisible();
    },
  },
  {
    email: 'demo.office@demo.test',
    lands: 'the demo booking',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Schedule a demo' })).toBeVisible();
    },
  },
  {
    email: 'packer@demo.test',
    lands: 'the packer home',
    check: async (page) => {
      await expect(h1(page, 'Packing & shipping')).toBeVisible();
      await expect(page.getByText('Central Packing & Shipping')).toBeVisible();
    },
  },
  {
    email: 'admin@demo.test',
    lands: 'the operations home',
    check: async (page) => {
      await expect(h1(page, 'Operations')).toBeVisible();
    },
  },
];

test.describe('every demo account signs in and lands on its home', () => {
  for (const { email, lands, check } of landings) {
    test(`${email} lands on ${lands}`, async ({ page }) => {
      await logInThroughUi(page, email);
      await check(page);
    });
  }

  test('patient@demo.test is signed out and sent to the patient site with a token', async ({ page }) => {
    await page.route('http://patient-site.test/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Patient site</title><h1>Patient site</h1>',
      }),
    );
    await logInThroughUi(page, 'patient@demo.test');
    await expect(page.getByRole('heading', { name: 'Patient site' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.origin).toBe('http://patient-site.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('token')).toMatch(/\S{16,}/);
    // The patient's session in this app is gone.
    expect((await callFn(page, 'getViewer', {})).viewer).toBeNull();
  });
});

test.describe('the login screen', () => {
  test('Next is disabled until the email is valid', async ({ page }) => {
    await page.goto('/login');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await page.getByLabel('Email').fill('nurse@');
    await expect(next).toBeDisabled();
    await page.getByLabel('Email').fill('nurse@demo');
    await expect(next).toBeDisabled();
    await page.getByLabel('Email').fill('nurse@demo.test');
    await expect(next).toBeEnabled();
  });

  test('an unknown email shows No user found', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody.at.all@demo.test');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.noUserFound);
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  });

  test('the password step shows the email read-only, and Back returns to the email step', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('scheduled.nurse@demo.test');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByLabel('Password')).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue('scheduled.nurse@demo.test');
    await expect(email).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Set a new one' })).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toBeEditable();
    await expect(page.getByLabel('Email')).toHaveValue('scheduled.nurse@demo.test');
  });

  test('a wrong password shows an error and stays on the password step', async ({ page }) => {
    await logInThroughUi(page, 'waitlisted.nurse@demo.test', 'not-the-right-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Password')).toBeVisible();
    // The right one still works afterwards.
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(h1(page, "You're on the waitlist")).toBeVisible();
  });

  test('?redirect=/profile is honoured after login', async ({ page }) => {
    await logInThroughUi(page, 'pending.nurse@demo.test', DEMO_PASSWORD, '/login?redirect=/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(h1(page, 'Profile')).toBeVisible();
  });

  test('a signed-in user opening /login goes home', async ({ page, loginAs }) => {
    await loginAs('prescriber');
    await page.goto('/login');
    await expect(h1(page, 'Riverside Lab')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('signing out from the nav bar', () => {
  test('on a desktop the nav items are visible; Sign out returns to login', async ({ page }) => {
    await logInThroughUi(page, 'nurse@demo.test');
    await expect(h1(page, 'Your schedule')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Wallet' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();

    await nav.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(h1(page, 'Log in')).toBeVisible();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the Menu toggle opens the nav; Sign out returns to login', async ({ page }) => {
      await logInThroughUi(page, 'prescriber@demo.test');
      await expect(h1(page, 'Riverside Lab')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      const menu = nav.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Sign out' })).toBeHidden();

      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
      await nav.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(h1(page, 'Log in')).toBeVisible();

      await page.goto('/office/orders');
      await expect(page).toHaveURL(/\/login\?redirect=%2Foffice%2Forders$/);
    });
  });
});
