/**
 * Words, never internal values (requirements.md 8, ADR 086): every route of every role, and every
 * printed form, is read and checked against the domain's list of internal values
 * (domain/format/internal-values.ts): no internal id, SKU (but on operations' catalogue and
 * supplies pages, whose subject SKUs are), ISO date, IANA zone, raw coordinates, configuration name,
 * unformatted phone number or developer word.
 *
 * The routes are the app's own route map (web lib/paths.ts, from which the router is built), each
 * given to the role whose guard lets it in (app/router.tsx): a new route is walked with no change
 * here, and the walk fails naming a route no account reached. A route's params are the ones the
 * walk saw in the app's links (an itinerary's id on the nurse's home, a shift's on its card).
 *
 * Only looking: the walk follows links and never presses a button, so the demo records other
 * journeys use are left as they were. Screens change by history push, not reloads (a reload of
 * every screen cost the walk most of its time). A route with params is visited for its first few
 * values; what every screen showed is checked at the end, so one run names every screen that fails.
 * Printed forms are fetched as the screens' Print links do and read with pdftotext; a barcode's own
 * line (the code zbar reads from it) is the one code allowed on them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { matchPath } from 'react-router';
import { internalValuesIn, type InternalValueKind } from '@sc/domain/format/internal-values';
import { messages } from '@sc/domain/messages';
import { DEMO_PACKING_IDS } from '../packages/server/src/db/seed-packing.ts';
import { DEMO_ORDER_IDS } from '../packages/server/src/db/seed-orders.ts';
import { barcodesOnPageOne, requirePdfTools, runPdfTool } from '../packages/server/test/pdf-reader.ts';
import { paths } from '../packages/web/src/lib/paths.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

type Walker = 'signed-out' | 'nurse' | 'office' | 'packer' | 'admin';

/** Signed out: the pages outside every guard (router.tsx), but Help, which every role reads. */
const SIGNED_OUT = ['/login', '/forgotpassword', '/signup', '/finishSignUp', '/resetPassword', '/joinOffice'];
const PACKER = ['/shipping', '/ship/', '/pick-and-pack', '/place-supplies'];

/** Who walks a route pattern, as router.tsx guards it; dev-only pages are walked by no one. */
function walkersOf(pattern: string): Walker[] {
  if (pattern.startsWith('/dev/')) return [];
  if (SIGNED_OUT.some((prefix) => pattern === prefix || pattern.startsWith(`${prefix}/`))) return ['signed-out'];
  if (pattern === '/' || pattern === '/profile' || pattern.startsWith('/settings') || pattern === '/help')
    return ['nurse', 'office', 'packer', 'admin'];
  if (pattern.startsWith('/office')) return ['office'];
  if (pattern.startsWith('/admin')) return ['admin'];
  if (PACKER.some((prefix) => pattern.startsWith(prefix))) return ['packer'];
  return ['nurse'];
}

const PATTERNS: string[] = Object.values(paths).map((route) => route.pattern);
const patternsOf = (walker: Walker) => PATTERNS.filter((pattern) => walkersOf(pattern).includes(walker));

/** The patterns a path is a page of ("/shift/s-1/check-in" is "/shift/:shiftID/check-in"). */
function patternsMatching(pathname: string): { pattern: string; params: Record<string, string | undefined> }[] {
  return PATTERNS.flatMap((pattern) => {
    const match = matchPath({ path: pattern, end: true }, pathname);
    return match ? [{ pattern, params: match.params }] : [];
  });
}

/** A pattern's path with the params the walk saw, or null when one it needs was not seen. */
function fill(pattern: string, seen: Map<string, string>): string | null {
  let missing = false;
  const filled = pattern.replace(/\/(?::(\w+)(\?)?|\*)/g, (_segment, name?: string, optional?: string) => {
    if (name === undefined) return '';
    const value = seen.get(name);
    if (value !== undefined) return `/${encodeURIComponent(value)}`;
    if (!optional) missing = true;
    return '';
  });
  return missing ? null : filled || '/';
}

/** The pages whose subject is SKUs: a SKU is what they show (ADR 086). */
const SKU_PAGES = [paths.adminCatalogue.pattern, paths.adminSupplies.pattern];
const exceptOn = (pathname: string): InternalValueKind[] =>
  SKU_PAGES.some((pattern) => matchPath({ path: pattern, end: true }, pathname)) ? ['sku'] : [];

/** How many screens one account's walk visits at most, and how many of one route with params. */
const MAX_SCREENS = 70;
const PER_ROUTE = 2;

/** The route a path stands for: segments holding an id become ":id" ("/office/procedures/:id"). */
function routeOf(path: string): string {
  const url = new URL(path, 'http://app.test');
  const matched = patternsMatching(url.pathname)[0]?.pattern;
  const keys = [...url.searchParams.keys()].sort().join('&');
  return (matched ?? url.pathname) + (keys ? `?${keys}` : '');
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
 * loaded from the server.
 */
async function visit(page: Page, path: string, first: boolean, sameScreen: boolean): Promise<void> {
  if (first) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    // The screen left behind is marked: until its heading is gone, a lazy screen still loading
    // would let the old screen's words be read under the new address.
    document.querySelector('h1')?.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The same screen with other params keeps its heading; a redirect back to the screen left may too: wait, not fail.
  if (!sameScreen)
    await page
      .waitForFunction(() => !document.querySelector('h1[data-left]'), null, { timeout: 5_000 })
      .catch(() => {});
}

interface Walked {
  /** Every path shown, as the address bar read once the screen settled. */
  visited: string[];
  /** The route patterns those paths are pages of. */
  reached: Set<string>;
  /** Every internal value a screen showed, as "path: reason «words»". */
  found: string[];
}

/**
 * One account's walk: its role's routes with no params first, then every link the screens show;
 * then each of its routes still not reached, with the params its links showed.
 */
async function walk(page: Page, walker: Walker, extra: string[] = []): Promise<Walked> {
  const mine = patternsOf(walker);
  const queue = [...extra, ...mine.map((pattern) => fill(pattern, new Map())).filter((p): p is string => p !== null)];
  const seen = new Set<string>();
  const params = new Map<string, string>();
  const perRoute = new Map<string, number>();
  const result: Walked = { visited: [], reached: new Set(), found: [] };
  const inFlight = apiInFlight(page);
  let lastRoute = '';
  const note = (link: string) => {
    for (const { params: found } of patternsMatching(new URL(link, 'http://app.test').pathname))
      for (const [name, value] of Object.entries(found))
        if (name !== '*' && value && !params.has(name)) params.set(name, value);
  };
  const read = async (path: string) => {
    const route = routeOf(path);
    if (seen.has(path) || (perRoute.get(route) ?? 0) >= PER_ROUTE) return;
    seen.add(path);
    perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
    await visit(page, path, result.visited.length === 0, route === lastRoute);
    lastRoute = route;
    await settled(page, inFlight);
    const url = new URL(page.url());
    const shown = url.pathname + url.search;
    result.visited.push(shown);
    // The route asked for is walked even where it sends on ("/" of operations opens /admin).
    for (const { pattern } of patternsMatching(new URL(path, 'http://app.test').pathname)) result.reached.add(pattern);
    for (const { pattern } of patternsMatching(url.pathname)) result.reached.add(pattern);
    const text = await page.locator('body').innerText();
    // A code people exchange on purpose is shown as one, in a <code> (the office ID its partners type, ADR 031).
    const codes = await page.locator('code').allInnerTexts();
    for (const { reason, excerpt } of internalValuesIn(text, { except: exceptOn(url.pathname), allowedLines: codes }))
      result.found.push(`${shown}: ${reason} «${excerpt}»`);
    for (const link of await linksOn(page)) {
      note(link);
      if (!seen.has(link) && mine.some((pattern) => matchPath({ path: pattern, end: true }, link.split('?')[0]!)))
        queue.push(link);
    }
  };
  while (queue.length > 0 && result.visited.length < MAX_SCREENS) await read(queue.shift()!);
  for (const pattern of mine) {
    if (result.reached.has(pattern) || result.visited.length >= MAX_SCREENS) continue;
    const path = fill(pattern, params);
    if (path) await read(path);
  }
  return result;
}

/** Who walks for each role (a demo account by the part of its email before `@demo.test`), and where else it starts. */
const walks: [Walker, string, [string, string[]][]][] = [
  [
    'nurse',
    'a nurse',
    // A shift tomorrow with offers; checked in to a shift now; out on her itinerary.
    [
      // Her demo kit to activate (seed-nurse-supplies.ts).
      ['nurse', ['/my-supplies/fulfillment-demo/activate']],
      ['nurse.home', []],
      ['live.nurse', []],
    ],
  ],
  // Riverside Lab (orders in every status) and Harbor Staffing (partners, an assistant).
  [
    'office',
    'an office',
    [
      ['prescriber', ['/office/orders?new']],
      ['assistant', []],
    ],
  ],
  // Omar's box, packed and waiting for the carrier (seed-packing.ts).
  [
    'packer',
    'a packer',
    [['packer', [paths.shippingScanBox.href({ supplyShipmentID: DEMO_PACKING_IDS.shipmentReady })]]],
  ],
  ['admin', 'operations', [['admin', []]]],
];

for (const [walker, who, accounts] of walks) {
  test(`${who} reads no internal value on any route of the role`, async ({ page, loginAs }) => {
    test.setTimeout(240_000);
    const reached = new Set<string>();
    const visited: string[] = [];
    const found: string[] = [];
    for (const [account, extra] of accounts) {
      await loginAs({ email: `${account}@demo.test`, password: DEMO_PASSWORD });
      const walked = await walk(page, walker, extra);
      for (const pattern of walked.reached) reached.add(pattern);
      visited.push(...walked.visited);
      found.push(...walked.found);
    }
    const missed = patternsOf(walker).filter((pattern) => !reached.has(pattern));
    expect(missed, `routes no ${walker} reached; screens visited: ${visited.join(', ')}`).toEqual([]);
    expect(found).toEqual([]);
  });
}

test('signed out, every page outside the guards reads no internal value', async ({ page }) => {
  test.setTimeout(120_000);
  const { reached, found } = await walk(page, 'signed-out', ['/help']);
  expect(patternsOf('signed-out').filter((pattern) => !reached.has(pattern))).toEqual([]);
  expect(found).toEqual([]);
});

/** A printed form's text line by line, and the codes its barcodes carry (ADR 086: a barcode's own line is allowed). */
async function readForm(bytes: Buffer): Promise<{ text: string; barcodes: string[] }> {
  requirePdfTools();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-words-'));
  try {
    const file = path.join(dir, 'form.pdf');
    fs.writeFileSync(file, bytes);
    const text = await runPdfTool('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return { text, barcodes: await barcodesOnPageOne(file) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every printed form, by who prints it: the print route's documents (server http/print-route.ts). */
const forms: [string, string[]][] = [
  [
    'packer',
    [
      `requisition-form/${DEMO_PACKING_IDS.procedurePia}`,
      `instruction-sheet/${DEMO_PACKING_IDS.procedureRosa}`,
      `shipping-label/${DEMO_PACKING_IDS.shipmentReady}`,
    ],
  ],
  ['prescriber', DEMO_ORDER_IDS.slice(0, 3).map((id) => `order-requisition/${id}`)],
  ['nurse', ['earnings-statement/2026']],
];

test('every printed form reads as words, its barcodes’ own lines the only codes', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  let printed = 0;
  for (const [account, documents] of forms) {
    await loginAs({ email: `${account}@demo.test`, password: DEMO_PASSWORD });
    for (const document of documents) {
      const res = await page.request.get(`/api/print/${document}`);
      // An order of another office is not this prescriber's to print: it answers like none.
      if (res.status() === 404 && document.startsWith('order-requisition/')) continue;
      expect(res.status(), document).toBe(200);
      const { text, barcodes } = await readForm(await res.body());
      printed += 1;
      for (const { reason, excerpt } of internalValuesIn(text, { allowedLines: barcodes }))
        found.push(`${document}: ${reason} «${excerpt}»`);
    }
  }
  expect(printed).toBeGreaterThanOrEqual(6);
  expect(found).toEqual([]);
});

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
