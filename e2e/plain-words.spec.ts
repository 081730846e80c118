/**
 * Words users understand on every screen (issue 27, "Done when"): a nurse's and an office's people
 * walk the demo from their home, following every link of the app they are shown, and no screen
 * shows an internal id (`si-…`, `proc-…`, `shift-…`), a field path (`user.phone:`) or a time zone by
 * its IANA name (`America/New_York`, `UTC`).
 *
 * Only looking: the walk follows links and never presses a button, so the demo records other
 * journeys use are left as they were. A route with an id in it is visited for its first few ids
 * (every procedure page is the same screen); what every screen showed is checked at the end, so
 * one run names every screen that fails.
 */
import type { Page } from '@playwright/test';
import { messages } from '@sc/domain/messages';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

/** What a person must never read, with the reason the failure names. */
const FORBIDDEN: [string, RegExp][] = [
  // Not inside another code: a supply's SKU "sku-shift-bag" is a product code the nurse reads.
  ['an internal id', /(?<![\w-])(?:si|proc|shift)-[a-z0-9][\w-]*/],
  ['a field path', /\b[a-z][A-Za-z]*(?:\.\d+)?\.[a-z][A-Za-z]*:/],
  ['a field’s code name', /\b[a-z]+[A-Z][A-Za-z]*:/],
  [
    'an IANA time zone',
    /\b(?:America|Europe|Asia|Africa|Australia|Pacific|Atlantic|Indian|Antarctica|Etc)\/[A-Z][A-Za-z_]+/,
  ],
  ['UTC as a time zone', /\bUTC\b/],
];

/** How many screens one account's walk visits at most, and how many of one route with ids. */
const MAX_SCREENS = 45;
const PER_ROUTE = 2;

/** The route a path stands for: segments holding an id become ":id" ("/office/procedures/:id"). */
function routeOf(path: string): string {
  const url = new URL(path, 'http://app.test');
  const segments = url.pathname.split('/').map((part) => (/\d/.test(part) || part.length > 24 ? ':id' : part));
  const keys = [...url.searchParams.keys()].sort().join('&');
  return segments.join('/') + (keys ? `?${keys}` : '');
}

/** The app's own links on the screen: same origin, not the API, not a download. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]:not([download]):not([target="_blank"])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href && !href.startsWith('/api/') && !href.startsWith('/dev/'));
}

/** The page's API requests still on their way (the live stream, which stays open, left out). */
function apiInFlight(page: Page): () => number {
  const open = new Set<object>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/') && !url.endsWith('/api/live');
  page.on('request', (request) => void (isApi(request.url()) && open.add(request)));
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  return () => open.size;
}

/** Waits for the screen's heading, for its loading to end and for its cards' own data to land. */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.ui-page-loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(inFlight, { intervals: [50, 100, 250], timeout: 10_000 }).toBe(0);
  // An answer that landed is on the screen after React's next render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Opens `path` as following a link in the app does, without reloading it: only the first screen is
 * loaded from the server (a reload of every screen cost the walk most of its time).
 */
async function visit(page: Page, path: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Every forbidden word each screen showed, as "path: reason «words»". */
async function walk(page: Page, start: string[]): Promise<{ visited: string[]; found: string[] }> {
  const queue = [...start];
  const seen = new Set<string>();
  const perRoute = new Map<string, number>();
  const visited: string[] = [];
  const found: string[] = [];
  const inFlight = apiInFlight(page);
  while (queue.length > 0 && visited.length < MAX_SCREENS) {
    const path = queue.shift()!;
    const route = routeOf(path);
    if (seen.has(path) || (perRoute.get(route) ?? 0) >= PER_ROUTE) continue;
    seen.add(path);
    perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
    await visit(page, path, visited.length === 0);
    await settled(page, inFlight);
    const shown = new URL(page.url()).pathname + new URL(page.url()).search;
    visited.push(shown);
    const text = await page.locator('body').innerText();
    for (const [reason, pattern] of FORBIDDEN) {
      const match = pattern.exec(text);
      if (match) found.push(`${shown}: ${reason} «${text.slice(Math.max(0, match.index - 30), match.index + 40)}»`);
    }
    for (const link of await linksOn(page)) if (!seen.has(link)) queue.push(link);
  }
  return { visited, found };
}

/** Who walks (a demo account by the part of its email before `@demo.test`), from where, and how many screens at least. */
const walks: [string, string, string[], number][] = [
  // The nurse with a shift within a day, its itinerary and offers; the nurse out on her day now.
  [
    'a nurse with a shift tomorrow and offers',
    'nurse',
    ['/', '/my-wallet', '/my-supplies', '/work-settings', '/training', '/profile', '/help'],
    8,
  ],
  ['a nurse checked in to her shift', 'nurse.home', ['/'], 3],
  ['a nurse out on her itinerary', 'live.nurse', ['/'], 3],
  // Riverside Lab (orders in every status) and Harbor Staffing (partners, an assistant).
  [
    'a lab office’s prescriber',
    'prescriber',
    ['/', '/office/orders', '/office/orders?new', '/office/visits', '/office/reports', '/office/manage-team'],
    8,
  ],
  ['a staffing office’s assistant', 'assistant', ['/', '/office/orders', '/office/settings', '/settings'], 5],
  ['an office waiting for its demo call', 'demo.office', ['/'], 1],
];

for (const [who, account, start, atLeast] of walks) {
  test(`${who} reads no internal id, field path or IANA zone on any screen`, async ({ page, loginAs }) => {
    test.setTimeout(240_000);
    await loginAs({ email: `${account}@demo.test`, password: DEMO_PASSWORD });
    const { visited, found } = await walk(page, start);
    expect(visited.length, `screens visited: ${visited.join(', ')}`).toBeGreaterThanOrEqual(atLeast);
    expect(found).toEqual([]);
  });
}

test('a refused search or report range is told beside its field, not as a load failure', async ({ page, loginAs }) => {
  await loginAs('prescriber');
  // A search with a hidden NUL character (pasted from somewhere), as the address keeps it.
  await page.goto('/office/orders?q=Omar%00');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
    'Must not contain hidden control characters.',
  );
  await expect(page.getByText(messages.officeLoadFailed)).toHaveCount(0);
  await expect(page.getByText(/\bsearch:/i)).toHaveCount(0);

  await page.goto('/office/reports');
  // The report's page loads its charts with it: slower than a plain screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('From', { exact: true }).fill('2026-11-20');
  await page.getByLabel('To', { exact: true }).fill('2026-11-10');
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
    'The range must end on or after the day it starts.',
  );
  await expect(page.getByText(messages.officeLoadFailed)).toHaveCount(0);
});
