/**
 * Operations' places (issue 25, ADR 060): from their home, operations add a drop box with its
 * receiving hours, draw a new service region as a list of coordinates, and gather the box into a
 * place group. Bad input is told beside its field and saves nothing; a second operator with the
 * page open on a phone sees the new group arrive without a reload (requirements.md 7's live
 * subscription to place group types).
 */
import { devices } from '@playwright/test';
import { atServerTime, expect, test } from './fixtures.ts';

test('operations add a drop box, a region and a place group; another open screen sees the group live', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const boxName = `Front St box ${tag}`;
  const groupName = `Brooklyn boxes ${tag}`;
  const regionName = `Newark ${tag}`;
  await loginAs('admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Open places' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible({ timeout: 20_000 });

  const phone = await atServerTime(await browser.newContext({ ...devices['Pixel 7'] }));
  try {
    const other = await phone.newPage();
    await loginAs('admin', other);
    await other.goto('/admin/places');
    await expect(other.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible({ timeout: 20_000 });

    await test.step('a drop box whose hours end before they start is refused beside Until', async () => {
      await page.getByRole('button', { name: 'New place', exact: true }).click();
      const form = page.getByRole('form', { name: 'New place', exact: true });
      await form.getByLabel('Name').fill(boxName);
      await form.getByLabel('Kind').selectOption({ label: 'Drop box' });
      await form.getByLabel('Address').fill('60 Front St, Brooklyn, NY 11201');
      await form.getByLabel('Latitude').fill('40.7025');
      await form.getByLabel('Longitude').fill('-73.9901');
      await form.getByLabel('Service region').selectOption({ label: 'Brooklyn' });
      await form.getByLabel('Receives from').fill('18:00');
      await form.getByLabel('Until').fill('08:00');
      await form.getByRole('button', { name: 'Save the new place' }).click();
      await expect(form.getByLabel('Until')).toHaveAccessibleDescription('The end must be after the start.');
      await expect(page.getByRole('list', { name: 'Places' })).not.toContainText(boxName);

      await form.getByLabel('Until').fill('22:00');
      await form.getByRole('button', { name: 'Save the new place' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${boxName} is added.` })).toBeVisible();
      const card = page.getByRole('list', { name: 'Places' }).getByRole('listitem').filter({ hasText: boxName });
      await expect(card).toContainText('Drop box · 60 Front St, Brooklyn, NY 11201 · Brooklyn · receives 18:00–22:00');
    });

    await test.step('a region whose ring does not close is refused beside Area, then saved closed', async () => {
      await page.getByRole('button', { name: 'New service region' }).click();
      const form = page.getByRole('form', { name: 'New service region' });
      await form.getByLabel('Name').fill(regionName);
      // Zones by the names people use, not their IANA ids.
      await expect(form.getByLabel('Time zone').locator('option:checked')).toHaveText('Eastern Time');
      const open = '[[[-74.3,40.9],[-74.1,40.9],[-74.1,41.0],[-74.3,41.0]]]';
      await form.getByLabel('Area').fill(open);
      await form.getByRole('button', { name: 'Save the new region' }).click();
      await expect(form.getByLabel('Area')).toHaveAccessibleDescription(/Ring 1 must end where it starts\.$/);
      await form.getByLabel('Area').fill(open.replace(']]]', '],[-74.3,40.9]]]'));
      await form.getByRole('button', { name: 'Save the new region' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${regionName} is added.` })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Service regions' }).getByRole('listitem').filter({ hasText: regionName }),
      ).toContainText('Eastern Time · area of 4 corners');
    });

    await test.step('a lab in a drop-box group is refused beside Places; the box alone is saved', async () => {
      await page.getByRole('button', { name: 'New place group' }).click();
      const form = page.getByRole('form', { name: 'New place group' });
      await form.getByLabel('Name').fill(groupName);
      await form.getByLabel('Type').selectOption({ label: 'Drop boxes' });
      await form.getByLabel('Riverside Lab Drop-off (Lab)').check();
      await form.getByLabel(`${boxName} (Drop box)`).check();
      await form.getByRole('button', { name: 'Save the new group' }).click();
      await expect(form.getByRole('group', { name: 'Places' })).toHaveAccessibleDescription(
        /Riverside Lab Drop-off is a lab, and a “Drop boxes” group holds only drop boxes\.$/,
      );
      await form.getByLabel('Riverside Lab Drop-off (Lab)').uncheck();
      await form.getByRole('button', { name: 'Save the new group' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${groupName} is added.` })).toBeVisible();
    });

    await test.step('the other operator’s phone shows the group without a reload, and can edit it', async () => {
      const group = other
        .getByRole('list', { name: 'Place groups' })
        .getByRole('listitem')
        .filter({ hasText: groupName });
      await expect(group).toContainText(`Drop boxes (drop boxes) · ${boxName}`);
      await group.getByRole('button', { name: `Edit ${groupName}` }).click();
      await expect(
        other.getByRole('form', { name: `Edit ${groupName}` }).getByLabel(`${boxName} (Drop box)`),
      ).toBeChecked();
    });
  } finally {
    await phone.close();
  }
});
