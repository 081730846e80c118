/**
 * Your settings (requirements.md 2.4, 8 Account; issue 14): office staff change their name, phone and fax,
 * each saved with the specification's own words; a number that is not one changes nothing.
 */
import { messages } from '@sc/domain/messages';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('an assistant changes her phone, fax and name on her settings', async ({ page, freshOffice, loginAs }) => {
  await loginAs(freshOffice.staff);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Your settings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Phone number').fill('718-555-01OO');
  await page.getByRole('button', { name: 'Save phone' }).click();
  // The section's failure text, and the reason beside the field in plain words (issue 27).
  await expect(page.getByText(messages.phoneUpdateFailed, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription('Enter a phone number of 7 to 15 digits.');
  await page.getByLabel('Fax number').fill('7'.repeat(31));
  await page.getByRole('button', { name: 'Save fax' }).click();
  await expect(page.getByLabel('Fax number')).toHaveAccessibleDescription('Must be at most 30 characters.');
  await expect(page.getByText(/faxNumber|Too big/)).toHaveCount(0);
  await page.getByLabel('Phone number').fill('(718) 555-0142');
  await page.getByRole('button', { name: 'Save phone' }).click();
  await expect(page.getByText(messages.phoneUpdated, { exact: true })).toBeVisible();

  await page.getByLabel('Fax number').fill('+1 718 555 0143');
  await page.getByRole('button', { name: 'Save fax' }).click();
  await expect(page.getByText(messages.faxUpdated, { exact: true })).toBeVisible();

  await page.getByLabel('Last name').fill('Renamed');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue('(718) 555-0142');
  await expect(page.getByLabel('Fax number')).toHaveValue('+1 718 555 0143');
  await expect(page.getByLabel('Last name')).toHaveValue('Renamed');

  // Your settings are one page: a step in the address is not a page (requirements.md 2.7).
  await page.goto('/settings/anything');
  await expect(page.getByRole('heading', { level: 1, name: messages.notFoundTitle })).toBeVisible();
  await expect(page.getByText(messages.notFoundBody)).toBeVisible();
});
