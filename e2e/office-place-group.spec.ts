/**
 * Operations choose where an office's specimens go (issue 25, ADR 065; requirements.md 3
 * Office.placeGroupID): on the Offices page, a fresh office's place group is set to the demo's
 * Riverside Lab group, said saved, and still chosen after a reload (the office is the fixture's own);
 * Riverside Lab's prescriber reads her office's group in its settings (the demo's, read only).
 */
import { expect, test } from './fixtures.ts';

test('operations set an office’s place group and see it saved', async ({ page, loginAs, freshOffice }) => {
  await loginAs('admin');
  await page.goto('/admin/offices');
  await expect(page.getByRole('heading', { level: 1, name: 'Offices' })).toBeVisible();
  const form = page.getByRole('form', { name: `Place group of ${freshOffice.name}` });
  const select = form.getByRole('combobox', { name: 'Place group' });
  await expect(select).toHaveValue('');
  await expect(select).toHaveAccessibleDescription(/Orders already placed keep theirs\.$/);

  await select.selectOption({ label: 'Riverside Lab (Lab company)' });
  await form.getByRole('button', { name: `Save place group of ${freshOffice.name}` }).click();
  await expect(form.getByRole('status')).toHaveText(`${freshOffice.name}’s specimens now go to Riverside Lab.`);

  await page.reload();
  await expect(
    page
      .getByRole('form', { name: `Place group of ${freshOffice.name}` })
      .getByRole('combobox', { name: 'Place group' }),
  ).toHaveValue('group-riverside-lab');
});

test('an office reads where its specimens go in its settings', async ({ page, loginAs }) => {
  await loginAs('prescriber');
  await page.goto('/office/settings/places');
  await expect(
    page.getByText('Your specimens go to Riverside Lab’s places, as operations set for your office.'),
  ).toBeVisible();
});
