/**
 * Operations and the jobs that failed for good (issue 22, ADR 034): the run's mail server refuses
 * every address starting with `refused.` (smtp-sink.mjs), so a sign-up email to one is tried, tried
 * again, and ends on operations' "Failed jobs" page with the server's answer. Operations try it once
 * more (it fails again), then drop it.
 */
import type { Page } from '@playwright/test';
import { callFn, expect, logInThroughUi, test } from './fixtures.ts';

/** Reloads until the failed email job shows (its 12 tries take seconds), and answers its card. */
async function failedJobCard(page: Page) {
  const card = page.getByRole('listitem').filter({ hasText: 'Send an email' }).filter({ hasText: '451' });
  await expect(async () => {
    await page.reload();
    await expect(card).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  return card;
}

test('operations see an email the mail server keeps refusing, try it again, then drop it', async ({
  page,
  operations,
}) => {
  test.setTimeout(150_000);
  const email = `refused.${Date.now().toString(36)}@example.test`;
  // Its link's page must be the product's; the host is always PUBLIC_URL's (ADR 017).
  await callFn(operations, 'createUser', {
    email,
    firstName: 'Rae',
    lastName: 'Fused',
    emailLinkURL: 'http://localhost/finishSignUp',
  });

  await logInThroughUi(page, 'admin@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Failed jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Failed jobs' })).toBeVisible();

  let card = await failedJobCard(page);
  await expect(card).toContainText('after 12 tries');
  await expect(card).toContainText('Mailbox unavailable, try again later');

  await test.step('Try again: the job leaves the list, is tried 12 times more, and is back', async () => {
    await card.getByRole('button', { name: /^Try job \d+ again$/ }).click();
    await expect(card).toHaveCount(0);
    card = await failedJobCard(page);
  });

  await test.step('Drop, after saying yes: it is gone for good', async () => {
    await card.getByRole('button', { name: /^Drop job \d+$/ }).click();
    await page.getByRole('button', { name: 'Yes, drop it' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No job has failed.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No job has failed.' })).toBeVisible();
  });
});
