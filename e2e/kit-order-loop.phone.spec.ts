/**
 * A nurse's kit order around the loop, on phones (issues 23, 26; ADR 057): Nora orders two Amber
 * Bags on Order kit; the packer packs her order from its shipment (the label read back from its
 * PDF and scanned), photographs the box and ships it; the bags wait on Nora's My supplies, on their
 * way, and she activates the kit by scanning them. The bags and box are this file's alone.
 */
import { readPdf } from '../packages/server/test/pdf-reader.ts';
import { DEMO_PACKING_BARCODES as B } from '../packages/server/src/db/seed-packing.ts';
import { seriousViolations } from './axe.ts';
import { atServerTime, callFn, expect, test } from './fixtures.ts';
import { scan } from './itinerary-walk.ts';
import { finishPacking, heading, next } from './packing-walk.ts';

test('Nora’s kit order is packed, shipped, and activated on her phone', async ({
  page,
  browser,
  loginAs,
}, testInfo) => {
  test.setTimeout(150_000);
  await loginAs('nurse');

  let supplyTransferID = '';
  await test.step('she orders two Amber Bags', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Order kit' }).click();
    await heading(page, 'Order kit');
    await expect(page.getByLabel('Home Collection Kit')).toHaveCount(0);
    await page.getByLabel('Amber Bag').fill('2');
    const ordered = page.waitForResponse((r) => r.url().endsWith('/api/fn/orderKit') && r.status() === 200);
    await page.getByRole('button', { name: 'Place order' }).click();
    supplyTransferID = ((await (await ordered).json()) as { supplyTransferID: string }).supplyTransferID;
    await expect(page.getByText('Your order is with our packers')).toBeVisible();
  });

  const context = await atServerTime(await browser.newContext());
  const bench = await context.newPage();
  let supplyShipmentID = '';
  await test.step('the packer packs it from its shipment', async () => {
    await loginAs('packer', bench);
    await bench.goto(`/pick-and-pack/${supplyTransferID}`);
    await heading(bench, 'Scan supply box');
    const { transfer } = await callFn(bench, 'getSupplyTransfer', { supplyTransferID });
    supplyShipmentID = transfer.shipments[0]!.id;
    await scan(bench, B.box3);
    await next(bench);
    await heading(bench, 'Scan kits to supply box');
    await scan(bench, B.amberBag1);
    await scan(bench, B.amberBag2);
    await next(bench);
    await heading(bench, 'Print shipping label');
    await bench.getByRole('button', { name: 'Create label' }).click();
    await expect(bench.getByRole('link', { name: 'Print label (PDF)' })).toBeVisible();
    const res = await bench.request.get(`/api/print/shipping-label/${supplyShipmentID}`);
    const [label] = (await readPdf(await res.body())).barcodes;
    await next(bench);
    await finishPacking(bench, label!);
  });

  await test.step('packed is not shipped: nothing on her My supplies yet', async () => {
    await page.goto('/my-supplies');
    await heading(page, 'My supplies');
    await expect(page.locator('.ui-card').filter({ hasText: 'Amber Bag' })).toHaveCount(0);
  });

  await test.step('the packer ships it', async () => {
    await bench.goto(`/ship/${supplyShipmentID}/scan-shipping-box`);
    await heading(bench, 'Scan shipping box');
    await scan(bench, B.box3);
    await expect(bench.getByText('Shipped', { exact: true }).first()).toBeVisible();
    await context.close();
  });

  await test.step('on her open My supplies, on its way; she activates it by scanning the bags', async () => {
    // No reload: the live update brings the kit to the page she has open.
    const kit = page.locator('.ui-card').filter({ hasText: 'Amber Bag' });
    await expect(kit).toContainText('On its way', { timeout: 15_000 });
    await expect(kit).toContainText('× 2');
    await page.screenshot({ path: testInfo.outputPath('kit-order-on-its-way.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const held = page.getByRole('list', { name: 'Supplies you hold' }).getByText('Amber Bag');
    const heldBefore = await held.count();
    await kit.getByRole('link', { name: 'Activate this kit' }).click();
    await heading(page, 'Activate your kit');
    await scan(page, B.amberBag1, 'Item activated.');
    await scan(page, B.amberBag1, 'Barcode already scanned.');
    await page.getByRole('textbox', { name: /barcode/i }).fill(B.amberBag2);
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(page.getByText('Kit activated', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to my supplies' }).click();
    await expect(page.locator('.ui-card').filter({ hasText: 'Amber Bag' })).toContainText('Activated');
    // Activated, the two bags are among the supplies she holds.
    await expect(held).toHaveCount(heldBefore + 2);
  });
});
