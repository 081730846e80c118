/**
 * Setting a password from an emailed link (requirements.md 2.6, 5, 8): a user without a password gets the
 * reset step, finds the email on the development outbox, sets a password and is signed in.
 * nopassword.nurse@ belongs to this file alone (it gains a password here).
 */
import { messages } from '@sc/domain/messages';
import type { Page } from '@playwright/test';
import { expect, linkFromOutboxPage, logInThroughUi, outbox, test } from './fixtures.ts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

const NO_PASSWORD = 'nopassword.nurse@demo.test';
const NEW_PASSWORD = 'brand-new-password-42';

test('a nurse without a password sets one from the emailed link, then signs in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(NO_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  // No password step: the reset step, with the link already sent.
  await expect(h1(page, 'Reset your password')).toBeVisible();
  await expect(page.getByText(messages.resetLinkSent, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  expect((await outbox(page, NO_PASSWORD)).filter((e) => e.subject === 'Reset your password')).toHaveLength(1);

  // "Send again" sends a second link; the newest one is the one to use.
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect
    .poll(async () => (await outbox(page, NO_PASSWORD)).filter((e) => e.subject === 'Reset your password').length)
    .toBe(2);

  const link = await linkFromOutboxPage(page, NO_PASSWORD, 'Reset your password');
  expect(new URL(link).pathname).toBe('/resetPassword');
  expect(new URL(link).searchParams.get('token')).toBeTruthy();

  await page.goto(link);
  await expect(h1(page, 'Set a new password')).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();

  // Signed in on the nurse home.
  await expect(h1(page, 'Your schedule')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  // Sign out, then the new password works on the login screen.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(h1(page, 'Log in')).toBeVisible();
  await logInThroughUi(page, NO_PASSWORD, NEW_PASSWORD);
  await expect(h1(page, 'Your schedule')).toBeVisible();

  // The used link is spent: it shows the expired-token message and sets nothing.
  await page.goto(link);
  await expect(h1(page, 'Set a new password')).toBeVisible();
  await page.getByLabel('New password').fill('yet-another-password');
  await page.getByLabel('Confirm password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.tokenExpired);
});

test('an earlier link is expired once a newer one was sent', async ({ page }) => {
  // A fresh reset request for another account, sent twice: the first link no longer works.
  const email = 'scheduled.nurse@demo.test';
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Set a new one' }).click();
  await expect(page.getByText(messages.resetLinkSent, { exact: true })).toBeVisible();
  const first = await linkFromOutboxPage(page, email, 'Reset your password');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect.poll(async () => (await outbox(page, email))[0]?.links[0]).not.toBe(first);

  await page.goto(first);
  await page.getByLabel('New password').fill('never-gets-set-123');
  await page.getByLabel('Confirm password').fill('never-gets-set-123');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.tokenExpired);
});

test('"Set a new one" on the password step of nurse@ sends a reset email', async ({ page }) => {
  const email = 'nurse@demo.test';
  const before = (await outbox(page, email)).filter((e) => e.subject === 'Reset your password').length;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();

  await page.getByRole('button', { name: 'Set a new one' }).click();
  await expect(h1(page, 'Reset your password')).toBeVisible();
  await expect(page.getByText(messages.resetLinkSent, { exact: true })).toBeVisible();
  await expect(page.getByText(`Sent to ${email}`)).toBeVisible();
  const after = (await outbox(page, email)).filter((e) => e.subject === 'Reset your password');
  expect(after).toHaveLength(before + 1);
  expect(new URL(after[0]?.links[0] ?? '').pathname).toBe('/resetPassword');

  // Back returns to the email step.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
});
