/**
 * Sign-in by a one-time token in the URL (requirements.md 2.6, 8): it signs in once; a used token counts as
 * expired and a new link is emailed; a token the server never issued cannot be recovered.
 */
import { messages } from '@sc/domain/messages';
import { atServerTime, callFn, expect, outbox, test } from './fixtures.ts';

test('a sign-in token works once; reused it is expired and a new link is emailed', async ({
  browser,
  page,
  loginAs,
}) => {
  await loginAs('nurse');
  const { token } = await callFn(page, 'generateAuthToken', {});
  const sentBefore = (await outbox(page, 'nurse@demo.test')).filter((e) => e.subject === 'Your sign-in link').length;

  const first = await atServerTime(await browser.newContext());
  try {
    const tab = await first.newPage();
    await tab.goto(`/?token=${encodeURIComponent(token)}`);
    await expect(tab.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
    const url = new URL(tab.url());
    expect(url.pathname).toBe('/');
    expect(url.searchParams.has('token')).toBe(false);
    expect((await callFn(tab, 'getViewer', {})).viewer?.email).toBe('nurse@demo.test');
  } finally {
    await first.close();
  }

  const second = await atServerTime(await browser.newContext());
  try {
    const tab = await second.newPage();
    await tab.goto(`/?token=${encodeURIComponent(token)}`);
    await expect(tab.getByRole('alert')).toHaveText(messages.tokenExpired);
    expect((await callFn(tab, 'getViewer', {})).viewer).toBeNull();
    const links = (await outbox(tab, 'nurse@demo.test')).filter((e) => e.subject === 'Your sign-in link');
    expect(links).toHaveLength(sentBefore + 1);
    const link = new URL(links[0]?.links[0] ?? '');
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.searchParams.get('token')).not.toBe(token);

    // The emailed link signs in.
    await tab.goto(link.toString());
    await expect(tab.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
    expect(new URL(tab.url()).searchParams.has('token')).toBe(false);
  } finally {
    await second.close();
  }
});

test('a garbage token cannot sign in', async ({ page }) => {
  await page.goto('/?token=this-is-not-a-real-token-at-all');
  await expect(page.getByRole('alert')).toHaveText(messages.tokenSignInFailed);
  await expect(page.getByRole('link', { name: 'Go to login' })).toBeVisible();
  expect((await callFn(page, 'getViewer', {})).viewer).toBeNull();
});
