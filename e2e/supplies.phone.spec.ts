/**
 * The demo nurse activates the kit sent to her on a phone (issue 23; requirements.md 2.12, 4, 5): from My
 * supplies to the kit's activation, a wrong item refused with requirements.md 5's text, each item scanned and
 * activated, the kit then shown activated. The demo fulfillment belongs to this file alone.
 */
import { expect, test } from './fixtures.ts';
import { scan } from './itinerary-walk.ts';
import { seriousViolations } from './axe.ts';

test('the demo nurse activates her kit, item by item', async ({ page, loginAs }) => {
  await loginAs('nurse');
  await page.goto('/work-settings');
  await page.getByRole('link', { name: /My supplies/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My supplies' })).toBeVisible();
  // Her demo kit (the kit-order journey gives her another, of Amber Bags, meanwhile).
  const kit = page.locator('.ui-card').filter({ hasText: 'To activate' }).filter({ hasText: 'Procedure Bag' });
  await expect(kit).toContainText('Specimen Bag');
  await expect(kit).toContainText('× 2');
  expect(await seriousViolations(page)).toEqual([]);
  await kit.getByRole('link', { name: 'Activate this kit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your kit' })).toBeVisible();

  await scan(page, 'PK-NEW-0001', 'Wrong supply');
  await scan(page, 'NK-BAG-0001', 'Item activated.');
  await scan(page, 'NK-BAG-0001', 'Barcode already scanned.');
  await scan(page, 'NK-PBAG-0001', 'Item activated.');
  await page.screenshot({ path: 'test-results/activate-kit-phone.png', fullPage: true });
  // The last item finishes the kit: the scanner gives way to the kit's success.
  await page.getByRole('textbox', { name: /barcode/i }).fill('NK-BAG-0002');
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(page.getByText('Kit activated', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Kit items' }).getByText('Activated')).toHaveCount(3);
  await page.getByRole('link', { name: 'Back to my supplies' }).click();
  await expect(
    page.locator('.ui-card').filter({ hasText: 'Activated' }).filter({ hasText: 'Procedure Bag' }),
  ).toBeVisible();
});

test('the demo nurse orders a kit; the order goes to the packers', async ({ page, loginAs }) => {
  await loginAs('nurse');
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Order kit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order kit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await page.getByLabel('Specimen Bag').fill('5');
  await page.screenshot({ path: 'test-results/order-kit-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Your order is with our packers')).toBeVisible();
});
