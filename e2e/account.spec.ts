/**
 * The profile's account actions (requirements.md 8 "Account" messages): changing the email and deleting the
 * account. Each test gets its own nurse (freshNurse), so no demo account changes.
 */
import { messages } from '@sc/domain/messages';
import { callFn, expect, logInThroughUi, outbox, test, uniqueEmail } from './fixtures.ts';

test('a nurse changes her email on the profile', async ({ page, freshNurse: nurse, loginAs }) => {
  await loginAs(nurse);
  const newEmail = uniqueEmail('changed-email');

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Current email')).toHaveValue(nurse.email);

  const change = page.getByRole('button', { name: 'Change email' });
  await expect(change).toBeDisabled();
  await page.getByLabel('New email').fill(newEmail);
  // A stolen session is not enough: the change asks for her current password (ADR 020).
  await expect(change).toBeDisabled();
  await page.getByLabel('Current password').fill('not-her-password');
  await change.click();
  await expect(page.getByText('That password is not right. Enter the password you sign in with.')).toBeVisible();
  await expect(page.getByLabel('Current email')).toHaveValue(nurse.email);
  await page.getByLabel('Current password').fill(nurse.password);
  await change.click();
  await expect(page.getByRole('status').filter({ hasText: messages.emailChanged })).toHaveText(messages.emailChanged);
  await expect(page.getByLabel('Current email')).toHaveValue(newEmail);
  await expect(page.getByLabel('New email')).toHaveValue('');

  // Both addresses are told; the account now answers to the new address only.
  expect((await outbox(page, newEmail)).map((e) => e.subject)).toContain('Your email has been changed');
  expect((await outbox(page, nurse.email)).map((e) => e.subject)).toContain('Your email has been changed');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughUi(page, newEmail, nurse.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
});

test('a nurse deletes her account and lands on login', async ({ page, freshNurse: nurse, loginAs }) => {
  await loginAs(nurse);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I understand my account and its data will be deleted' }).check();
  await remove.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(messages.accountDeleted, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect((await callFn(page, 'getViewer', {})).viewer).toBeNull();

  // The account is gone: its email is unknown to the login screen.
  await page.getByLabel('Email').fill(nurse.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.noUserFound);
});
