/**
 * Sign-up (requirements.md 2.6, 2.2, 2.4): a nurse and a prescriber's office sign up, follow the emailed
 * finish-sign-up link, create a password and land on their first screen. Bad input creates nothing.
 */
import type { Page } from '@playwright/test';
import { expect, linkFromOutboxPage, outbox, test, uniqueEmail } from './fixtures.ts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const PASSWORD = 'my-first-password-1';

async function createPasswordFromEmail(page: Page, email: string) {
  const link = await linkFromOutboxPage(page, email, 'Finish signing up');
  expect(new URL(link).pathname).toBe('/finishSignUp');
  await page.goto(link);
  await expect(h1(page, 'Create your password')).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create password' }).click();
}

test('a new nurse signs up, creates a password and is welcomed', async ({ page }) => {
  const email = uniqueEmail('signup-nurse');
  await page.goto('/signup');
  await page.getByRole('link', { name: "I'm a nurse" }).click();
  await expect(h1(page, 'Sign up as a nurse')).toBeVisible();
  await page.getByLabel('First name').fill('Nell');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(h1(page, 'Check your email')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await createPasswordFromEmail(page, email);
  await expect(h1(page, 'Welcome!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to work settings' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a prescriber signs up an office and is offered a demo', async ({ page }) => {
  const email = uniqueEmail('signup-prescriber');
  await page.goto('/signup/prescriber');
  await expect(h1(page, 'Sign up as a prescriber')).toBeVisible();
  await page.getByLabel('First name').fill('Petra');
  await page.getByLabel('Last name').fill('Prescott');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Office name').fill('Prescott Family Practice');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(h1(page, 'Check your email')).toBeVisible();
  await createPasswordFromEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Schedule a demo' })).toBeVisible();
});

test('bad input shows field errors and creates nothing', async ({ page }) => {
  const email = uniqueEmail('signup-bad');
  await page.goto('/signup/nurse');
  const signUp = page.getByRole('button', { name: 'Sign up' });

  // Everything empty.
  await signUp.click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter your last name.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  // Names empty (only spaces), a valid email: still refused.
  await page.getByLabel('First name').fill('   ');
  await page.getByLabel('Email').fill(email);
  await signUp.click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter your last name.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address.')).toHaveCount(0);

  // Names given, a bad email.
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Broken');
  await page.getByLabel('Email').fill('bea.broken@example');
  await signUp.click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your first name.')).toHaveCount(0);

  await expect(h1(page, 'Sign up as a nurse')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/signup/nurse');
  expect(await outbox(page, email)).toEqual([]);
  expect(await outbox(page, 'bea.broken@example')).toEqual([]);
});

test('an office sign-up without an office name creates nothing', async ({ page }) => {
  const email = uniqueEmail('signup-bad-office');
  await page.goto('/signup/prescriber');
  await page.getByLabel('First name').fill('Olga');
  await page.getByLabel('Last name').fill('Officeless');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Enter your office name.')).toBeVisible();
  await expect(h1(page, 'Sign up as a prescriber')).toBeVisible();
  expect(await outbox(page, email)).toEqual([]);
});
