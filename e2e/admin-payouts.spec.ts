/**
 * Operations pay a nurse by hand and find it afterwards (ADR 079): the bank details of an open
 * payout revealed on request and hidden again, Settle asked first in a dialog, the settled payout
 * found under Settled, the failed one with its reason under Failed, and the list as CSV. Devi's and
 * Eva's demo payouts (server db/seed-payouts.ts) belong to this file alone; the demo nurse's own are
 * her wallet journey's.
 */
import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

test('operations reveal bank details, settle after confirming, find it under Settled and download the CSV', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/admin/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const payouts = page.getByRole('list', { name: 'Payouts' });
  const card = (text: string) => payouts.getByRole('listitem').filter({ hasText: text });

  await test.step('the bank details of an open payout, on request, and hidden again', async () => {
    const eva = card('$30 to Eva Evans');
    await expect(eva).toContainText('Waiting for the bank');
    await expect(eva).not.toContainText('7700998811');
    await eva.getByRole('button', { name: 'Show bank details of Eva Evans' }).click();
    const details = eva.locator('dl');
    await expect(details).toContainText('Name on the account');
    for (const fact of ['Eva Evans', 'Savings', '011000015', '7700998811']) await expect(details).toContainText(fact);
    await expect(eva).toContainText('Bank details are shown to you alone, and your viewing them is recorded.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/payouts-bank-details.png', fullPage: true });
    await eva.getByRole('button', { name: 'Hide bank details' }).click();
    await expect(eva).not.toContainText('7700998811');
    await expect(eva.getByRole('button', { name: 'Show bank details of Eva Evans' })).toBeVisible();
  });

  await test.step('Settle asks first; Cancel changes nothing; Settle settles it', async () => {
    const devi = card('$10 to Devi Das');
    await devi.getByRole('button', { name: 'Settle payout to Devi Das' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settle $10 to Devi Das?' });
    await expect(dialog).toContainText('Mark it paid only after the bank transfer has gone out.');
    await page.screenshot({ path: 'test-results/payouts-settle-dialog.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(devi).toContainText('Waiting for the bank');
    await devi.getByRole('button', { name: 'Settle payout to Devi Das' }).click();
    await dialog.getByRole('button', { name: 'Settle', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(devi).toHaveCount(0);
  });

  await test.step('the settled payout is found under Settled, newest first, its dates in words', async () => {
    await page.getByLabel('Show', { exact: true }).selectOption('settled');
    const first = payouts.getByRole('listitem').first();
    await expect(first).toContainText('$10 to Devi Das');
    await expect(first.getByText('Settled', { exact: true })).toBeVisible();
    await expect(first).toContainText(
      /Requested [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M · Settled [A-Z][a-z]{2} \d{1,2}/,
    );
    await expect(first.getByRole('button')).toHaveCount(0);
  });

  await test.step('the failed one under Failed, with the bank’s reason', async () => {
    await page.getByLabel('Show', { exact: true }).selectOption('failed');
    const failed = card('$25.50 to Eva Evans');
    await expect(failed).toContainText('Why it failed: Account closed');
    await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
  });

  await test.step('All of them as CSV: a header row, dollars with cents, no bank number', async () => {
    await page.getByLabel('Show', { exact: true }).selectOption('all');
    await expect(card('$10 to Devi Das')).toBeVisible();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^payouts-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Nurse","Email","Amount (USD)","Status","Requested at","Settled or failed at","Account ending","Reason it failed"',
    );
    expect(csv).toContain('"Devi Das","devi.nurse@demo.test","10.00","Settled"');
    expect(csv).toMatch(
      /"Eva Evans","eva\.nurse@demo\.test","25\.50","Failed","[^"]+","[^"]+","8811","Account closed"/,
    );
    for (const secret of ['7700998811', '4400112233', '000123456789']) expect(csv).not.toContain(secret);
  });

  await test.step('on a phone’s width the page, the details and the dialog fit', async () => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.getByLabel('Show', { exact: true }).selectOption('open');
    const eva = card('$30 to Eva Evans');
    await eva.getByRole('button', { name: 'Show bank details of Eva Evans' }).click();
    await expect(eva).toContainText('7700998811');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await page.screenshot({ path: 'test-results/payouts-phone.png', fullPage: true });
    await eva.getByRole('button', { name: 'Settle payout to Eva Evans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settle $30 to Eva Evans?' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: 'test-results/payouts-settle-dialog-phone.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(eva).toContainText('Waiting for the bank');
  });
});
