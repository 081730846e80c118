/**
 * The packer at a desktop bench (issue 26; requirements.md 2.5, 2.12, 4, 5, 8): a nurse's kit order packed
 * from its shipment (the label's barcode read back from its PDF and scanned), a kit expiring before
 * its visit refused with the expiry named, Omar's box shipped, and a received supply activated.
 */
import { readPdf } from '../packages/server/test/pdf-reader.ts';
import { DEMO_PACKING_BARCODES as B, DEMO_PACKING_IDS as ids } from '../packages/server/src/db/seed-packing.ts';
import { callFn, expect, test } from './fixtures.ts';
import { scan } from './itinerary-walk.ts';
import { finishPacking, heading, next } from './packing-walk.ts';

test('a nurse’s kit order packed from its shipment, on a desktop bench', async ({ page, loginAs }, testInfo) => {
  test.setTimeout(90_000);
  await loginAs('packer');
  await page.goto('/pick-and-pack');
  // A shipment's day reads as a day ("needed by Wed, Dec 2"), not as a stored date key.
  await expect(page.getByText(/needed by/).first()).toHaveText(/needed by [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/);
  // A search too long is refused beside the box, in words without the field's code name.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('x'.repeat(201));
  await expect(search).toHaveAccessibleDescription(/Must be at most 200 characters\.$/);
  await expect(page.getByText('Query:')).toHaveCount(0);
  await search.fill('kit order');
  await page.getByRole('link', { name: 'Pack Nora Nightingale' }).click();

  // A kit order has no procedures: its flow opens at the shipment.
  await heading(page, 'Scan supply box');
  await scan(page, B.box2);
  await next(page);
  await heading(page, 'Scan kits to supply box');
  await scan(page, B.vial2, 'Wrong supply');
  // The refusal names what the step wants (ADR 086), not only that the scan was wrong.
  await expect(page.locator('.ui-scanner [role="alert"]')).toContainText(/Scan the [A-Z][\w ]+\./);
  await scan(page, B.kit2);
  await scan(page, B.kit3);
  await page.screenshot({ path: testInfo.outputPath('kits-to-box.png'), fullPage: true });
  await next(page);
  await heading(page, 'Print shipping label');
  await page.getByRole('button', { name: 'Create label' }).click();
  await expect(page.getByRole('link', { name: 'Print label (PDF)' })).toBeVisible();
  const res = await page.request.get(`/api/print/shipping-label/${ids.shipmentOrder}`);
  const label = (await readPdf(await res.body())).barcodes;
  expect(label).toHaveLength(1);
  const zpl = await page.request.get(`/api/print/shipping-label/${ids.shipmentOrder}?format=zpl`);
  expect(await zpl.text()).toContain(`^FD${label[0]}^FS`);
  await next(page);
  await finishPacking(page, label[0]!);
  const { transfers } = await callFn(page, 'searchSupplyTransfers', { query: 'Nora' });
  expect(transfers).toEqual([]);
});

test('a kit that expires before the visit is refused, with its expiry', async ({ page, loginAs }, testInfo) => {
  await loginAs('packer');
  await page.goto(`/pick-and-pack/${ids.transferPia}/procedure/${ids.procedurePia}/scan-procedure-kit`);
  await heading(page, 'Scan procedure kit');
  const day = String.raw`[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}(?:, \d{4})?`;
  await scan(
    page,
    B.kitExpired,
    new RegExp(`^This kit expires on ${day}, before the visit on ${day}\\. Take another kit from the shelf\\.$`),
  );
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('expired-kit.png'), fullPage: true });
});

test('she ships a supply shipment and activates location supplies', async ({ page, loginAs }, testInfo) => {
  await loginAs('packer');
  await page.goto('/');
  await page.getByRole('link', { name: 'Details' }).first().click();
  await heading(page, 'Ship');
  await page.getByRole('link', { name: 'Ship Omar Haddad' }).click();
  await heading(page, 'Scan shipping box');
  await scan(page, B.box1, "This is not this shipment's supply box.");
  await scan(page, B.boxReady);
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shipped.png'), fullPage: true });
  await page.getByRole('link', { name: 'Done' }).click();
  await heading(page, 'Ship');
  await expect(page.getByRole('link', { name: 'Ship Omar Haddad' })).toHaveCount(0);

  // requirements.md 8: a shipment that is not hers reads "Missing shipment".
  await page.goto('/ship/ss-nope/scan-shipping-box');
  await expect(page.getByText('Missing shipment')).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Activate' }).click();
  await heading(page, 'Activate location supplies');
  await scan(page, B.new2, /^Procedure Bag added\. You now have \d+ at your location\.$/);
  await scan(page, B.new2, 'This supply is already active at your place.');
  await page.screenshot({ path: testInfo.outputPath('activate.png'), fullPage: true });
});
