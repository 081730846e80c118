/**
 * Lighthouse's mobile performance score in Debian's Chromium, signed in: Lighthouse's own defaults
 * (Moto G Power screen, slow 4G and a 4x CPU slowdown, simulated), performance category only, plus
 * the console-errors audit so a screen that crashed fast is not taken for a fast screen. The session
 * rides on every request as a Cookie header, as Lighthouse's guide for signed-in pages does.
 * Nothing outside localhost is fetched: error reporting is the CLI's alone, no screenshots, and
 * Chromium runs with the project's no-background-networking flags.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

async function runOnce(port: number, baseUrl: string, cookie: string, path: string): Promise<LighthouseRun> {
  const result = await lighthouse(
    `${baseUrl}${path}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      onlyAudits: ['errors-in-console'],
      extraHeaders: { Cookie: cookie },
      disableFullPageScreenshot: true,
    },
    { extends: 'lighthouse:default', settings: { skipAudits: ['screenshot-thumbnails', 'final-screenshot'] } },
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
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const all: LighthouseRun[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await runOnce(chrome.port, baseUrl, cookie, path));
      const sorted = [...all].sort((a, b) => a.score - b.score);
      results.push({ path, runs: all, median: sorted[Math.floor(sorted.length / 2)]! });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
