/**
 * The office tells the truth in what it shows (issue 27), on a desktop and a 412 px phone: the home
 * counts the team and what needs attention today; the reports clip no table and give open tests
 * their bar; the demo's orders all name their patient and tests; an assistant of a staffing office
 * is told why she cannot order and what to do.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Every table of the page either fits its card or scrolls inside it; nothing runs off the page. */
async function expectNoClippedTable(page: Page) {
  const boxes = await page.locator('.ui-table-wrap').evaluateAll((wraps) =>
    wraps.map((wrap) => {
      const card = wrap.closest('.ui-card') ?? wrap.parentElement!;
      const table = wrap.querySelector('table')!;
      return {
        caption: table.querySelector('caption')?.textContent ?? '',
        wrap: Math.round(wrap.getBoundingClientRect().right),
        card: Math.round(card.getBoundingClientRect().right),
        // What the table needs beyond what its wrap shows must be reachable by scrolling.
        hidden: table.scrollWidth > wrap.clientWidth && getComputedStyle(wrap).overflowX === 'visible',
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes)
    expect({ ...box, wrap: box.wrap <= box.card }).toEqual({ ...box, wrap: true, hidden: false });
  const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: innerWidth }));
  expect(page_.scroll).toBeLessThanOrEqual(page_.view);
}

test('the home counts the team and today’s work; reports clip no table and show open tests', async ({
  page,
  loginAs,
}) => {
  // The home, the orders and the reports twice: a long journey on a shared machine.
  test.setTimeout(90_000);
  await loginAs('prescriber');
  // The home counts the Team page's members, not its patients (Pia, Omar, Lena and Ben). Other
  // journeys add coworkers to the lab as they run, so the count is read from the Team page, and read
  // again should one join between the two pages.
  await expect(async () => {
    await page.goto('/office/manage-team');
    const table = page.getByRole('table', { name: 'Members' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const members = await table.locator('tbody tr').count();
    expect(members).toBeGreaterThan(0);
    await page.goto('/office');
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Lab' })).toBeVisible({ timeout: 15_000 });
    const people = `${members} ${members === 1 ? 'person' : 'people'}`;
    await expect(page.getByText(`${people} on the team of Riverside Lab.`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  const today = page.getByRole('group', { name: 'Visits today' });
  await expect(today).toContainText(/Visits today\s*\d+/);
  await expect(page.getByRole('group', { name: 'Results in' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'Failed collections' })).toContainText('1');

  await test.step('every demo order names its patient and its tests', async () => {
    await page.goto('/office/orders');
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row.locator('td').nth(1)).not.toHaveText('—');
    await expect(page.getByRole('row', { name: /Ben Okafor/ })).toContainText('A1C');
  });

  for (const [name, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['a 412 px phone', { width: 412, height: 915 }],
  ] as const)
    await test.step(`reports on ${name}: no table clipped, open tests have their bar`, async () => {
      await page.setViewportSize(size);
      await page.goto('/office/reports');
      await expect(page.getByRole('table', { name: 'Per test' })).toBeVisible({ timeout: 15_000 });
      await expectNoClippedTable(page);
      await expect(page.locator('.recharts-legend-item-text', { hasText: 'Open' })).toBeVisible();
      // Every test is named by its code and name (the demo's showed a "— · Procedure" row).
      const perTest = page.getByRole('table', { name: 'Per test' }).locator('tbody');
      await expect(perTest).toContainText('LIPVD · Lipid Panel with Vitamin D');
      await expect(perTest).not.toContainText('Procedure');
    });
});

test('an assistant of a staffing office is told why she cannot order, and what to do', async ({ page, loginAs }) => {
  await loginAs('assistant');
  await page.goto('/office/orders?new');
  // A loaded machine takes its time over the first page after signing in.
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible({ timeout: 15_000 });
  const notice = page.getByRole('status').filter({ hasText: 'You can’t place orders yet' });
  await expect(notice).toContainText('Harbor Staffing has none on its team');
  await notice.getByRole('link', { name: 'Invite a prescriber' }).click();
  await expect(page).toHaveURL(/\/office\/add-coworker\/prescriber$/);
});
