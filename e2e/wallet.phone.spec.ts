/**
 * The demo nurse's wallet on a phone (issue 23): her balance, withdrawable and pending money and
 * her transactions; a bank account refused for a bad routing number, then saved and shown by its
 * last four digits; a withdrawal over the withdrawable balance refused, then one made; operations
 * settle it in their console and her wallet shows it paid. The demo nurse's wallet belongs to this
 * file alone (field-day only reads its earnings line once her itinerary is done).
 */
import { atServerTime, expect, serverDay, test } from './fixtures.ts';
import { readPdf } from '../packages/server/test/pdf-reader.ts';
import { seriousViolations } from './axe.ts';

test('the demo nurse adds a bank account, withdraws, and sees the payout settle when operations settle it', async ({
  page,
  browser,
  loginAs,
}) => {
  // Two browsers and a payout job: on a busy machine (the field day alongside) it takes a minute.
  test.setTimeout(120_000);
  await loginAs('nurse');
  await page.goto('/my-wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();

  await test.step('the balance from the ledger, in requirements.md 9 money', async () => {
    // Field-day's journey may finish the demo itinerary meanwhile: its shift pay only adds pending money.
    await expect(page.getByRole('group', { name: /^Balance/ })).toContainText(/\$265|\$505/);
    await expect(page.getByRole('group', { name: /^Withdrawable/ })).toContainText('$185');
    await expect(page.getByRole('group', { name: /^On its way/ })).toContainText('$50');
    const transactions = page.getByRole('list', { name: 'Transactions' });
    const pendingPayout = transactions.getByRole('listitem').filter({ hasText: 'Withdrawal to •••• 6789' }).first();
    await expect(pendingPayout).toContainText('On its way');
    await expect(transactions.getByRole('link', { name: /^Itinerary earnings.*\+\$80$/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/wallet-phone.png', fullPage: true });
  });

  await test.step('a bad routing number is refused; a good account is saved and shown by its last four', async () => {
    await page.getByRole('link', { name: 'Change bank account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add bank account' })).toBeVisible();
    await page.getByLabel('Name on the account').fill('Nora Nightingale');
    await page.getByLabel('Routing number').fill('021000022');
    await page.getByLabel('Account number', { exact: true }).fill('9876543210');
    await page.getByLabel('Confirm account number').fill('9876543210');
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expect(page.getByText('Enter a valid 9-digit routing number.')).toBeVisible();
    await page.screenshot({ path: 'test-results/wallet-bank-phone.png', fullPage: true });
    await page.getByLabel('Routing number').fill('121000358');
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expect(page.getByText('Bank account •••• 3210 added.')).toBeVisible();
    await expect(page.getByText('Checking •••• 3210')).toBeVisible();
  });

  await test.step('an overdraw is refused; a withdrawal of $60 goes', async () => {
    await page.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('You can withdraw up to $185.')).toBeVisible();
    await page.getByLabel('Amount').fill('60');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('$60 is on its way')).toBeVisible();
    await page.screenshot({ path: 'test-results/wallet-withdrawn-phone.png', fullPage: true });
    await page.getByRole('link', { name: 'Back to your wallet' }).click();
    await expect(page.getByRole('group', { name: /^Withdrawable/ })).toContainText('$125');
    const first = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
    await expect(first).toContainText('Withdrawal to •••• 3210');
    await expect(first).toContainText('-$60');
  });

  await test.step('operations settle it in their console; her wallet shows it paid', async () => {
    // On a small phone too: the payout's card, with its long status, fits the screen.
    const context = await atServerTime(await browser.newContext({ viewport: { width: 360, height: 740 } }));
    const ops = await context.newPage();
    await loginAs('admin', ops);
    await ops.goto('/admin/payouts');
    await expect(ops.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    const card = ops.locator('.ui-card').filter({ hasText: '$60 to Nora Nightingale' });
    await expect(card).toContainText('Waiting for the bank');
    // (A phone widens its layout to fit what is too wide: measure against the screen, not innerWidth.)
    expect(await ops.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await card.getByRole('button', { name: /^Settle/ }).click();
    // Settling is asked first, in a dialog (ADR 079).
    await ops
      .getByRole('dialog', { name: 'Settle $60 to Nora Nightingale?' })
      .getByRole('button', { name: 'Settle', exact: true })
      .click();
    await expect(card).toHaveCount(0);
    await context.close();
    // Her withdrawal's own line: another journey finishing her shift meanwhile posts a newer line above.
    const line = page
      .getByRole('list', { name: 'Transactions' })
      .getByRole('listitem')
      .filter({ hasText: 'Withdrawal to •••• 3210' });
    // The live update refetches her wallet; a reload shows the same.
    await expect(line).toContainText('Paid', { timeout: 15_000 });
  });
});

test('her yearly earnings statement opens as a PDF from the wallet', async ({ page, loginAs }) => {
  await loginAs('nurse');
  await page.goto('/my-wallet');
  const year = Number((await serverDay(0)).slice(0, 4));
  const link = page.getByRole('link', { name: `Download ${year} (PDF)` });
  await expect(link).toHaveAttribute('href', `/api/print/earnings-statement/${year}`);
  await expect(page.getByRole('button', { name: `Download ${year} (CSV)` })).toBeVisible();
  const res = await page.request.get((await link.getAttribute('href'))!);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const pdf = await readPdf(await res.body());
  expect(pdf.text).toContain(`Earnings statement ${year}`);
  expect(pdf.text).toContain('Nora Nightingale');
  expect(pdf.text).toMatch(/Total \$[\d,]+/);
});
