/**
 * The optional leading partnerName, unknown paths and feature-flagged pages (requirements.md 1, 2.7, 2.8).
 */
import { messages } from '@sc/domain/messages';
import type { Page } from '@playwright/test';
import { expect, logInThroughUi, test } from './fixtures.ts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function expectNotFound(page: Page) {
  await expect(h1(page, messages.notFoundTitle)).toBeVisible();
  await expect(page.getByText(messages.notFoundBody, { exact: true })).toBeVisible();
}

test('an unknown partner name is not found', async ({ page }) => {
  await page.goto('/nosuchpartner/login');
  await expectNotFound(page);
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('a known partner brands the nav bar of the login screen', async ({ page }) => {
  await page.goto('/acme/login');
  await expect(h1(page, 'Log in')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Acme Health' })).toBeVisible();
  await expect(nav).toHaveCSS('background-color', 'rgb(123, 44, 191)');

  // Without the partner, the product's own brand.
  await page.goto('/login');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sample Collect' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).not.toHaveCSS('background-color', 'rgb(123, 44, 191)');
});

test('signing in under a partner keeps its brand', async ({ page }) => {
  await logInThroughUi(page, 'declined.nurse@demo.test', undefined, '/acme/login');
  await expect(h1(page, 'Thank you for your interest')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/acme');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Acme Health' })).toBeVisible();
});

test('an unknown path is not found, signed out or in', async ({ page, loginAs }) => {
  await page.goto('/no/such/page');
  await expectNotFound(page);
  await loginAs('waitlisted.nurse');
  await page.goto('/no/such/page');
  await expectNotFound(page);
});

test('/orderKit is open to an approved nurse while the orderKit flag is on', async ({ page, loginAs }) => {
  await loginAs('nurse');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Order kit' }).click();
  await expect(page).toHaveURL(/\/orderKit$/);
  await expect(h1(page, messages.notFoundTitle)).toHaveCount(0);
  await expect(h1(page, 'Order kit')).toBeVisible();
});

test('a page whose flag is off is not found (/office/visits, visits off)', async ({ page, loginAs }) => {
  await loginAs('prescriber');
  await page.goto('/');
  await expect(h1(page, 'Riverside Lab')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Visits' })).toHaveCount(0);
  await page.goto('/office/visits');
  await expectNotFound(page);
});
