/**
 * Lighthouse's mobile performance score in Debian's Chromium, signed in: Lighthouse's own defaults
 * (Moto G Power screen, slow 4G and a 4x CPU slowdown, simulated), performance category only, plus
 * the console-errors audit so a screen that crashed fast is not taken for a fast screen. The session
 * rides on every request as a Cookie header, as Lighthouse's guide for signed-in pages does.
 * Nothing outside localhost is fetched: error reporting is the CLI's alone, no screenshots, and
 * Chromium runs with the project's no-background-networking flags.
 *
 * The phone has granted location, at a point in the demo's service region: a nurse who has not
 * sees the location blocker over every screen (requirements.md 2.9), not the screen being measured.
 * Lighthouse drives a Puppeteer page that carries the permission and the position.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumLaunch } from '../scripts/lib.mjs';

export interface LighthouseRun {
  score: number;
  metrics: Record<string, string>;
  finalUrl: string;
  consoleErrors: string[];
  warnings: string[];
  error?: string;
}

export interface LighthouseResult {
  path: string;
  /** Every run in order; the one with the median score is the result. */
  runs: LighthouseRun[];
  median: LighthouseRun;
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

/** Brooklyn, inside the demo's service region (as e2e/fixtures.ts). */
const POSITION = { latitude: 40.6782, longitude: -73.9442 };

async function runOnce(page: Page, baseUrl: string, cookie: string, path: string): Promise<LighthouseRun> {
  const result = await lighthouse(
    `${baseUrl}${path}`,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      onlyAudits: ['errors-in-console'],
      extraHeaders: { Cookie: cookie },
      disableFullPageScreenshot: true,
    },
    { extends: 'lighthouse:default', settings: { skipAudits: ['screenshot-thumbnails', 'final-screenshot'] } },
    // Lighthouse's types name its own Puppeteer build's Page; the one it is given is the same API.
    page as unknown as Parameters<typeof lighthouse>[3],
  );
  const lhr = result?.lhr;
  if (!lhr) return { score: 0, metrics: {}, finalUrl: '', consoleErrors: [], warnings: [], error: 'no report' };
  const metrics: Record<string, string> = {};
  for (const [id, label] of Object.entries(METRICS)) {
    const value = lhr.audits[id]?.displayValue;
    if (value) metrics[label] = value;
  }
  const details = lhr.audits['errors-in-console']?.details;
  const consoleErrors =
    details?.type === 'table' ? details.items.map((item) => String(item.description ?? '').split('\n')[0] ?? '') : [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics,
    finalUrl: lhr.finalDisplayedUrl.replace(baseUrl, ''),
    consoleErrors,
    warnings: lhr.runWarnings,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * Lighthouse's own "please run Lighthouse again" failures (a trace it could not read, such as
 * NO_NAVSTART, seen on about one run in ten here) are run again, at most twice; any other error
 * stands, and so does the third.
 */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

async function runWithRetry(page: Page, baseUrl: string, cookie: string, path: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await runOnce(page, baseUrl, cookie, path);
    const code = run.error?.split(':')[0] ?? '';
    if (!RETRYABLE.has(code) || attempt === 3) return run;
    console.log(`    ${path}: ${code}, run again`);
  }
}

/** Runs Lighthouse `runs` times on each path, one run after another, in one Chromium. */
export async function lighthouseScores(
  baseUrl: string,
  cookie: string,
  paths: string[],
  runs: number,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: chromiumLaunch.args,
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    await browser.defaultBrowserContext().overridePermissions(baseUrl, ['geolocation']);
    const page = await browser.newPage();
    await page.setGeolocation(POSITION);
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const all: LighthouseRun[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await runWithRetry(page, baseUrl, cookie, path));
      const sorted = [...all].sort((a, b) => a.score - b.score);
      results.push({ path, runs: all, median: sorted[Math.floor(sorted.length / 2)]! });
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
