/**
 * An office's kit-shipment order reaches the packer's bench (requirements.md 2.11; issues 25, 26; ADR 058),
 * each in its own browser: a prescriber orders an HbA1c for a new patient with "Ship a kit to the
 * patient first"; the packer finds it on Pick & pack by the patient's name and packs it through
 * every step: the Home Collection Kit and its lavender tube, the order's requisition form (its
 * barcode read back from the PDF is the requisition number the office saw), the instruction sheet,
 * the box, the label, the photo; the shipment is then ready to ship. Its kit, tube and box are this
 * file's alone.
 */
import { DEMO_PACKING_BARCODES as B } from '../packages/server/src/db/seed-packing.ts';
import { seriousViolations } from './axe.ts';
import { atServerTime, callFn, expect, serverDay, test, uniqueEmail } from './fixtures.ts';
import { scan } from './itinerary-walk.ts';
import { finishPacking, heading, next, printedBarcode } from './packing-walk.ts';

test('an office orders a kit shipment; the packer packs it through every step', async ({
  page,
  browser,
  loginAs,
}, testInfo) => {
  test.setTimeout(150_000);
  const lastName = `Kitson${Date.now().toString(36)}`;
  let requisition = '';
  await test.step('the prescriber orders an HbA1c, the kit shipped to the patient first', async () => {
    await loginAs('prescriber');
    await page.goto('/office/orders');
    await heading(page, 'Orders');
    await page.getByRole('link', { name: 'New order' }).click();
    await heading(page, 'New order');
    await page.getByRole('button', { name: 'Add a new patient' }).click();
    await page.getByLabel('First name').fill('Kim');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Date of birth').fill('1979-03-14');
    await page.getByLabel('Email').fill(uniqueEmail('kit-patient'));
    await page.getByLabel('Phone').fill('+1 718 555 0142');
    await page.getByLabel('Address').fill('9 Pierrepont St, Brooklyn, NY 11201');
    await page.getByLabel('Map pin').fill('40.6953, -73.9946'); // its place on the map (ADR 071)
    await page.getByRole('button', { name: 'Add patient' }).click();
    await expect(page.getByText(`Kim ${lastName}`)).toBeVisible();
    await page.getByLabel('Add a test').fill('a1c');
    await page.getByRole('button', { name: 'Add Hemoglobin A1c (HbA1c) (A1C)' }).click();
    // Why, as the lab requires (ADR 087): prediabetes, found by its code.
    await page.getByRole('combobox', { name: 'Add a diagnosis' }).fill('R73.03');
    await page.getByRole('combobox', { name: 'Add a diagnosis' }).press('Enter');
    await page.getByLabel('Supplies').selectOption({ label: 'Ship a kit to the patient first' });
    await page.getByLabel('Day').fill(await serverDay(1));
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByText('A kit needs 2 days to reach the patient: choose a visit day at least 2 days from today.'),
    ).toBeVisible();
    await page.getByLabel('Day').fill(await serverDay(5));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place order' }).click();
    await heading(page, 'Order placed');
    const title = await page.getByRole('heading', { level: 2, name: /^Requisition RQ-/ }).textContent();
    requisition = (title ?? '').replace('Requisition ', '');
  });

  const context = await atServerTime(await browser.newContext());
  const bench = await context.newPage();
  await test.step('the packer finds it on Pick & pack by the patient’s name', async () => {
    await loginAs('packer', bench);
    await bench.goto('/pick-and-pack');
    await heading(bench, 'Pick & pack');
    await bench.getByRole('searchbox', { name: 'Search' }).fill(lastName.slice(0, 6));
    await bench.getByRole('link', { name: `Pack Kim ${lastName}` }).click();
    await heading(bench, 'Procedures');
    const card = bench.locator('.ui-card').filter({ hasText: 'Hemoglobin A1c (HbA1c)' });
    await expect(card).toContainText('Home Collection Kit');
    await bench.screenshot({ path: testInfo.outputPath('kit-shipment-procedures.png'), fullPage: true });
    await card.getByRole('link', { name: /^Pack / }).click();
  });

  await test.step('kit, tube, requisition form, instruction sheet', async () => {
    await heading(bench, 'Scan procedure kit');
    await scan(bench, B.lavender1, 'Wrong supply');
    await scan(bench, B.collectionKit1);
    await next(bench);
    await heading(bench, 'Scan procedure supplies');
    await scan(bench, B.lavender1);
    await next(bench);
    await heading(bench, 'Print requisition form');
    const href = await bench.getByRole('link', { name: 'Print' }).getAttribute('href');
    const form = await printedBarcode(bench, href!);
    expect(form).toBe(requisition);
    await next(bench);
    await heading(bench, 'Scan requisition form');
    await scan(bench, form);
    await next(bench);
    await heading(bench, 'Print instruction sheet');
    const sheet = await printedBarcode(bench, (await bench.getByRole('link', { name: 'Print' }).getAttribute('href'))!);
    await next(bench);
    await heading(bench, 'Scan instruction sheet');
    await scan(bench, sheet);
    await next(bench);
    await heading(bench, 'Close procedure kit');
    await next(bench);
  });

  await test.step('box, kit into it, label, photo, done: ready to ship', async () => {
    await heading(bench, 'Scan supply box');
    await scan(bench, B.box4);
    await next(bench);
    await heading(bench, 'Scan kits to supply box');
    await scan(bench, B.collectionKit1);
    await next(bench);
    await heading(bench, 'Print shipping label');
    await bench.getByRole('button', { name: 'Create label' }).click();
    const labelHref = await bench.getByRole('link', { name: 'Print label (PDF)' }).getAttribute('href');
    const label = await printedBarcode(bench, labelHref!);
    await next(bench);
    await finishPacking(bench, label);
    const { shipments } = await callFn(bench, 'searchSupplyShipments', { query: lastName });
    expect(shipments.map((s) => s.status)).toEqual(['ready_to_ship']);
    await context.close();
  });
});
