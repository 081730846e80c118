/**
 * Walking a packer's transfer (issue 26) as the packing journeys share it: its headings, Next, the
 * barcode a printed document carries, and the last steps every transfer ends with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readPdf } from '../packages/server/test/pdf-reader.ts';
import { expect } from './fixtures.ts';
import { scan } from './itinerary-walk.ts';

/** A 1 x 1 PNG: the supply box's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });

export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Prints a document as the step's Print link does, and answers the barcode a scanner reads on it. */
export async function printedBarcode(page: Page, href: string): Promise<string> {
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  const pdf = await readPdf(await res.body());
  expect(pdf.barcodes).toHaveLength(1);
  return pdf.barcodes[0]!;
}

/**
 * The transfer's last steps: its shipping label scanned, the box photographed, Done packing (after
 * `atDone`, which may look at that screen); it ends back on Pick & pack.
 */
export async function finishPacking(page: Page, label: string, atDone?: (page: Page) => Promise<void>): Promise<void> {
  await heading(page, 'Scan shipping label');
  await scan(page, label);
  await next(page);
  await heading(page, 'Supply box photo');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'box-photo-'));
  try {
    const photo = path.join(dir, 'box.png');
    fs.writeFileSync(photo, PNG);
    await page.locator('main input[type="file"]').setInputFiles(photo);
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled({ timeout: 10_000 });
    await next(page);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await heading(page, 'Done packing');
  await atDone?.(page);
  await page.getByRole('button', { name: 'Done packing' }).click();
  await heading(page, 'Pick & pack');
}
