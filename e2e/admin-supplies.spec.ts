/**
 * Operations' supplies (issue 25, ADR 061): a new supply with its own SKU, made inactive; a batch
 * whose code holds a hyphen and an item whose barcode is taken are refused beside their field, and
 * the corrected batch is registered. Only records this test makes are switched, so scans in other
 * journeys never meet an inactive SKU.
 */
import { expect, test } from './fixtures.ts';

test('operations add a supply and its SKU, switch the SKU off, and register a batch', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).toUpperCase();
  const supplyName = `Saliva Tube ${tag}`;
  await loginAs('admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Open supplies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supplies' })).toBeVisible({ timeout: 20_000 });

  await test.step('a new supply, then a SKU of it, switched inactive', async () => {
    await page.getByRole('button', { name: 'New supply' }).click();
    const form = page.getByRole('form', { name: 'New supply' });
    await form.getByLabel('Name').fill(supplyName);
    await form.getByLabel('Kind').selectOption({ label: 'Tube' });
    await form.getByLabel('Order in lists').fill('-3');
    await form.getByRole('button', { name: 'Save the new supply' }).click();
    await expect(form.getByLabel('Order in lists')).toHaveAccessibleDescription('At least 0.');
    await form.getByLabel('Order in lists').fill('900');
    await form.getByRole('button', { name: 'Save the new supply' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${supplyName} is added.` })).toBeVisible();

    const card = page.getByRole('list', { name: 'Supplies' }).getByRole('listitem').filter({ hasText: supplyName });
    await card.getByRole('button', { name: `Add a SKU: ${supplyName}` }).click();
    const sku = card.getByRole('checkbox', { name: /^sku-saliva-tube-.* is active$/ });
    await expect(sku).toBeChecked();
    // The box shows the server's answer: a click asks, the list read again shows it.
    await sku.click();
    await expect(page.getByRole('status').filter({ hasText: /^sku-saliva-tube-\S+ is inactive\.$/ })).toBeVisible();
    await expect(sku).not.toBeChecked();
  });

  await test.step('a taken barcode and a hyphenated batch code are refused beside their field', async () => {
    const item = page.getByRole('form', { name: 'Register an item' });
    await item.getByLabel('Barcode').fill('TUBE-0004');
    await item.getByRole('button', { name: 'Register item' }).click();
    await expect(item.getByLabel('Barcode')).toHaveAccessibleDescription('This barcode is already registered.');

    const batch = page.getByRole('form', { name: 'Register a batch' });
    const option = await batch.getByLabel('SKU').locator('option', { hasText: supplyName }).textContent();
    expect(option).toMatch(/, inactive\)$/);
    await batch.getByLabel('SKU').selectOption({ label: option! });
    await batch.getByLabel('Batch code').fill(`SAL-${tag}`);
    await batch.getByLabel('Serials').fill('001\n002\n003');
    await batch.getByRole('button', { name: 'Register batch' }).click();
    await expect(batch.getByLabel('Batch code')).toHaveAccessibleDescription(
      'A batch code or serial has no hyphen: a unit is scanned as code-serial.',
    );
    await batch.getByLabel('Batch code').fill(`SAL${tag}`);
    await batch.getByRole('button', { name: 'Register batch' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Batch SAL${tag} is registered with 3 serials.` }),
    ).toBeVisible();
  });
});
