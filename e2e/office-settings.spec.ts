/**
 * Office settings on a desktop (issue 14, requirements.md 2.4 office/settings, 3 Office, 6; ADR 031): a
 * prescriber of a new lab, approved by operations after its demo call, renames the office and sets
 * its address (what she typed survives a reload before she saves; "asdf" is found nowhere and
 * nothing is saved; a demo-area address shows where it was placed and Confirm saves it there,
 * ADR 082), adds the demo partner office,
 * Maple Family Clinic, by its office ID, chooses the emails her staff get, reloads and finds it all
 * kept; then the clinic's patient is in her new order's patient picker.
 *
 * Records: the office and its people are the `freshOffice` fixture's. The clinic naming the new
 * lab (operations acting for it, the clinic's half of the partnership) is undone at the end.
 */
import { seriousViolations } from './axe.ts';
import { callFn, expect, test } from './fixtures.ts';

const CLINIC = { id: 'office-clinic', name: 'Maple Family Clinic' };

test('a prescriber sets up her office: details, a partner, notification emails; the partner’s patient is hers to order for', async ({
  page,
  freshOffice,
  operations,
  loginAs,
}) => {
  await callFn(operations, 'approveOffice', { officeID: freshOffice.id });
  await callFn(operations, 'addOfficePartner', { officeID: CLINIC.id, partnerOfficeID: freshOffice.id });
  try {
    await loginAs(freshOffice.founder);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Office Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Office settings' })).toBeVisible();
    await expect(page).toHaveURL(/\/office\/settings\/details$/);
    await expect(page.getByLabel('Office name')).toHaveValue(freshOffice.name);
    expect(await seriousViolations(page)).toEqual([]);

    const name = `${freshOffice.name} Renamed`;
    const clinton = '40 Clinton St, Brooklyn, NY 11201';
    await test.step('renames the office and types an address; a reload before saving loses nothing', async () => {
      await page.getByLabel('Office name').fill(name);
      await page.getByLabel('Address').fill('asdf');
      await page.getByLabel('Time zone').selectOption('America/Chicago');
      await page.reload();
      await expect(page.getByLabel('Office name')).toHaveValue(name);
      await expect(page.getByLabel('Address')).toHaveValue('asdf');
      await expect(page.getByText('You have changes not saved yet.')).toBeVisible();
    });

    await test.step('ADR 071, 082: “asdf” is found nowhere: correct it or place a pin, and nothing is saved', async () => {
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByLabel('Address')).toHaveAccessibleDescription(
        /“asdf” was not found on the map\. Correct the address or place a pin\./,
      );
      await expect(page.getByText('Is this the right place?')).toHaveCount(0);
      await expect(page.getByText('Office details saved.')).toHaveCount(0);
      const { office } = await callFn(operations, 'getOfficeSettings', { officeID: freshOffice.id });
      expect([office.name, office.address, office.addressPin]).toEqual([freshOffice.name, '', null]);
    });

    await test.step('ADR 082: a demo-area address shows where it was placed; Confirm saves it there', async () => {
      await page.getByLabel('Address').fill(clinton);
      await page.getByLabel('Office name').fill('x');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText(`Placed at: ${clinton}`)).toBeVisible();
      await expect(page.getByRole('img', { name: `Where ${clinton} is on the map` })).toBeVisible();
      await expect(page.getByText('Is this the right place?')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Confirmed, but the name is refused: nothing is saved, and the confirmed place is kept.
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Enter the office’s name (at least 2 characters).')).toBeVisible();
      await page.getByLabel('Office name').fill(name);
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Office details saved.')).toBeVisible();
      await expect(page.getByText('Is this the right place?')).toHaveCount(0);
      const { office } = await callFn(operations, 'getOfficeSettings', { officeID: freshOffice.id });
      expect([office.name, office.address, office.addressPin]).toEqual([name, clinton, '40.6944, -73.9918']);
    });

    await test.step('sees the clinic asking to partner, and adds it by its office ID', async () => {
      await page.getByRole('navigation', { name: 'Office settings' }).getByRole('link', { name: 'Partners' }).click();
      const row = page.getByRole('table', { name: 'Partners' }).getByRole('row').filter({ hasText: CLINIC.name });
      await expect(row).toContainText('Asks to partner');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Add a partner' }).first().click();
      await expect(page).toHaveURL(/\/office\/settings\/partners\/add$/);
      await page.getByLabel('Partner’s office ID').fill('office-nope');
      await page.getByRole('button', { name: 'Add partner' }).click();
      await expect(page.getByText('Office not found.')).toBeVisible();
      await page.getByLabel('Partner’s office ID').fill(CLINIC.id);
      await page.getByRole('button', { name: 'Add partner' }).click();
      await expect(page.getByText(`${CLINIC.name} is now your partner.`)).toBeVisible();
      await expect(row).toContainText('Partner');
      await expect(row).not.toContainText('Asks to partner');
    });

    await test.step('chooses the emails her staff get', async () => {
      await page.getByRole('link', { name: 'Notifications' }).click();
      await expect(page.getByLabel('Order collected')).toBeChecked();
      await expect(page.getByLabel('Daily summary')).not.toBeChecked();
      await page.getByLabel('Daily summary').check();
      await page.getByLabel('Order failed').uncheck();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save notifications' }).click();
      await expect(page.getByText('Notification emails saved.')).toBeVisible();
    });

    await test.step('a reload keeps all of it', async () => {
      await page.reload();
      await expect(page.getByLabel('Daily summary')).toBeChecked();
      await expect(page.getByLabel('Order failed')).not.toBeChecked();
      await expect(page.getByLabel('Results available')).toBeChecked();
      await page.getByRole('link', { name: 'Details' }).click();
      await expect(page.getByLabel('Office name')).toHaveValue(name);
      await expect(page.getByLabel('Address')).toHaveValue(clinton);
      await expect(page.getByLabel('Map pin')).toHaveValue('40.6944, -73.9918');
      await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
      await expect(page.getByText('You have changes not saved yet.')).toHaveCount(0);
      await page.getByRole('link', { name: 'Partners' }).click();
      await expect(
        page.getByRole('table', { name: 'Partners' }).getByRole('row').filter({ hasText: CLINIC.name }),
      ).toContainText('Partner');
    });

    await test.step('the clinic’s patient is in the new order’s patient picker', async () => {
      await page.goto('/office/orders');
      // A new office has no orders: its empty list offers New order too; the toolbar's comes first.
      await page.getByRole('link', { name: 'New order' }).first().click();
      await page.getByLabel('Find a patient').fill('maya');
      await expect(
        page.getByRole('list', { name: 'Patients found' }).getByRole('button', { name: /Maya Morgan/ }),
      ).toBeVisible();
    });
  } finally {
    await callFn(operations, 'removeOfficePartner', { officeID: CLINIC.id, partnerOfficeID: freshOffice.id }).catch(
      () => undefined,
    );
  }
});
