/**
 * The packer at her bench, on a phone (issue 26; requirements.md 2.5, 2.12, 4, 5): home with its counts,
 * Rosa Alvarez's kit shipment found by typing, and packed through every step. Each printed PDF's
 * barcode is read back (poppler's pdftoppm, zbar's zbarimg) and scanned into its step; the box is
 * photographed; Done packing leaves the transfer packed and its shipment ready to ship.
 */
import { DEMO_PACKING_BARCODES as B, DEMO_PACKING_IDS as ids } from '../packages/server/src/db/seed-packing.ts';
import { seriousViolations } from './axe.ts';
import { callFn, expect, test } from './fixtures.ts';
import { scan } from './itinerary-walk.ts';
import { finishPacking, heading, next, printedBarcode } from './packing-walk.ts';

test('a packer packs a kit shipment through every step, on a phone', async ({ page, loginAs }, testInfo) => {
  test.setTimeout(120_000);
  await loginAs('packer');
  await page.goto('/');
  await heading(page, 'Packing & shipping');
  await expect(page.getByRole('heading', { name: 'Pick & pack' })).toBeVisible();
  await expect(page.getByText(/^\d+ items?$/).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('packer-home.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Details' }).nth(1).click();
  await heading(page, 'Pick & pack');
  await page.getByRole('searchbox', { name: 'Search' }).fill('ros');
  await expect(page.getByRole('list', { name: 'Pick & pack list' }).getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('pick-and-pack-search.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Pack Rosa Alvarez' }).click();

  await heading(page, 'Procedures');
  // Nothing scanned yet: the procedures step lists what is missing under Next (requirements.md 5).
  await expect(page.getByText('Scan a kit for every procedure before continuing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('procedures-step.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /^Pack / }).click();

  await heading(page, 'Scan procedure kit');
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await scan(page, B.vial1, 'Wrong supply');
  await scan(page, B.kit1);
  await page.screenshot({ path: testInfo.outputPath('scan-kit.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  // A reload loses nothing: the kit is still scanned, Next still allowed.
  await page.reload();
  await heading(page, 'Scan procedure kit');
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
  await next(page);

  await heading(page, 'Scan procedure supplies');
  await scan(page, B.vial1);
  await next(page);

  await heading(page, 'Print requisition form');
  const requisition = await printedBarcode(page, `/api/print/requisition-form/${ids.procedureRosa}`);
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    `/api/print/requisition-form/${ids.procedureRosa}`,
  );
  await next(page);
  await heading(page, 'Scan requisition form');
  await scan(page, 'RQ-4B8N6C1D', "This is not this procedure's requisition form.");
  await scan(page, requisition);
  await next(page);

  await heading(page, 'Print instruction sheet');
  const sheet = await printedBarcode(page, `/api/print/instruction-sheet/${ids.procedureRosa}`);
  await next(page);
  await heading(page, 'Scan instruction sheet');
  await scan(page, sheet);
  await next(page);

  await heading(page, 'Close procedure kit');
  await next(page);

  await heading(page, 'Scan supply box');
  await scan(page, B.kit2, 'This is not a supply box.');
  await scan(page, B.box1);
  await next(page);

  await heading(page, 'Scan kits to supply box');
  await scan(page, B.kit1);
  await next(page);

  await heading(page, 'Print shipping label');
  await page.getByRole('button', { name: 'Create label' }).click();
  await expect(page.getByRole('link', { name: 'Print label (PDF)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Thermal printer (ZPL)' })).toBeVisible();
  const label = await printedBarcode(page, `/api/print/shipping-label/${ids.shipmentRosa}`);
  await page.screenshot({ path: testInfo.outputPath('print-label.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await next(page);

  await finishPacking(page, label, async (p) => {
    await p.screenshot({ path: testInfo.outputPath('done-packing.png'), fullPage: true });
    expect(await seriousViolations(p)).toEqual([]);
  });
  await expect(page.getByRole('link', { name: 'Pack Rosa Alvarez' })).toHaveCount(0);

  // The shipment is ready to ship: Ship lists it.
  const { shipments } = await callFn(page, 'searchSupplyShipments', { query: 'rosa' });
  expect(shipments.map((s) => [s.id, s.status])).toEqual([[ids.shipmentRosa, 'ready_to_ship']]);
});
