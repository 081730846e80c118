/**
 * How fast the field app answers a nurse's hand (issue 13), on a phone profile: Pixel 7 screen and
 * touch, the CPU slowed 4x as Lighthouse slows it, signed in as the demo nurse.
 *
 * - Next to next step: on each screen of Pia's visit whose Next is enabled, the time from the tap
 *   to the next step's heading in the page (the next animation frame after it is in the DOM).
 *   A screen whose Next waits for an answer (a scan, a box) is opened by its URL instead, untimed;
 *   so is the step after one Next passed over (issue 27: every step is still opened by its route).
 * - Scan confirmed with the network off: on the procedure supplies screen, offline, the time from
 *   the Scan tap to the scanner's answer (success or refusal) in the page.
 * Times are taken inside the page (performance.now), so the driver's own round trips do not count.
 */
import { chromium, devices, type Page } from 'playwright-core';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { flattenSteps } from '@sc/domain/itinerary/navigation';
import { buildItinerarySteps } from '@sc/domain/itinerary/step-tree';
import { stepWalk } from '@sc/domain/itinerary/step-walk';
import { chromiumLaunch } from '../scripts/lib.mjs';

const CPU_SLOWDOWN = 4;
const PIA = { latitude: 40.6895, longitude: -73.9927 };

export interface FieldSpeed {
  nextMs: number[];
  scanMs: number[];
  scanAnswers: string[];
}

/** Taps `selector` in the page and resolves with the ms until `done()` holds, checked on each DOM change. */
function timeTap(page: Page, selector: string, done: 'new-step' | 'scan-answer'): Promise<number> {
  return page.evaluate(
    ([selector, done]) =>
      new Promise<number>((resolve, reject) => {
        const before = location.pathname;
        const status = document.querySelector('.ui-scanner [role="status"], .ui-scanner [role="alert"]');
        const seen = status?.textContent ?? '';
        const isDone = () =>
          done === 'new-step'
            ? location.pathname !== before && document.querySelector('main h1') !== null
            : [...document.querySelectorAll('.ui-scanner [role="status"], .ui-scanner [role="alert"]')].some(
                (el) => (el.textContent ?? '') !== '' && el.textContent !== seen,
              );
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!isDone()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => reject(new Error(`no ${done} within 10 s`)), 10_000);
        (document.querySelector(selector) as HTMLElement | null)?.click();
      }),
    [selector, done] as const,
  );
}

/** The itinerary as the server holds it, read like the phone reads it. */
async function flowOf(baseUrl: string, cookie: string, itineraryID: string): Promise<ItineraryData> {
  const res = await fetch(`${baseUrl}/api/fn/getItineraryFlowData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ itineraryID }),
  });
  if (!res.ok) throw new Error(`getItineraryFlowData answered ${res.status}`);
  return ((await res.json()) as { itinerary: ItineraryData }).itinerary;
}

export async function measureFieldSpeed(
  baseUrl: string,
  cookie: string,
  itineraryID: string,
  waypointID: string,
): Promise<FieldSpeed> {
  const itinerary = await flowOf(baseUrl, cookie, itineraryID);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      extraHTTPHeaders: { Cookie: cookie },
      geolocation: PIA,
      permissions: ['geolocation'],
    });
    // tsx names the functions it compiles with a helper the page lacks (esbuild's keepNames).
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const stepURL = (path: string) => `${baseUrl}/itinerary/${itineraryID}/${path}`;
    const steps = flattenSteps(buildItinerarySteps(itinerary, { localFlow: {}, flags: {} }));
    const visitSteps = steps.filter((step) => step.waypointID === waypointID);
    const visit = visitSteps.map((step) => step.path);
    // Issue 27: the screens she is expected to see ("Step n of m"); the others are shown on them or
    // passed over. Every screen is still opened here by its route.
    const walk = stepWalk({ steps, data: itinerary, failuresOf: () => [] });
    const seen = visitSteps.filter(walk.counted).length;
    console.log(`  Pia's visit: ${seen} screens she sees of ${visit.length} steps`);

    const nextMs: number[] = [];
    await page.goto(stepURL(visit[0] ?? ''), { waitUntil: 'networkidle' });
    for (let i = 0; i < visit.length - 1; i += 1) {
      await page.locator('main h1').first().waitFor();
      // Next only: the drive's Start driving shares the bar (issue 27) and would write.
      const next = page.locator('.itinerary-step__footer').getByRole('button', { name: 'Next' }).first();
      // A screen that moves on by itself (a redirect, auto-advance) can take its button away
      // between these two reads: then the next screen is opened by its URL below.
      const enabled = (await next.count()) > 0 && (await next.isEnabled({ timeout: 2_000 }).catch(() => false));
      if (enabled) {
        try {
          nextMs.push(await timeTap(page, '.itinerary-step__footer button', 'new-step'));
          // Next may pass over steps shown on others (issue 27): the walk here visits each one.
          if (new URL(page.url()).pathname.endsWith(`/${visit[i + 1]}`)) continue;
        } catch {
          // The tap asked something first (deviation reasons): open the next screen by its URL.
        }
      }
      await page.goto(stepURL(visit[i + 1] ?? ''), { waitUntil: 'networkidle' });
    }

    const supplies = visit.find((path) => path.endsWith('/scan-procedure-supplies'));
    await page.goto(stepURL(supplies ?? ''), { waitUntil: 'networkidle' });
    await context.setOffline(true);
    const scanMs: number[] = [];
    const scanAnswers: string[] = [];
    for (const barcode of ['KIT-0001', 'TUBE-0001', 'NOT-A-CODE', 'TUBE-0002', 'TUBE-0001', 'TUBE-0003']) {
      const field = page.getByRole('textbox', { name: /barcode/i });
      const manually = page.getByRole('button', { name: 'Enter manually' });
      if (await manually.isVisible()) await manually.click();
      await field.fill(barcode);
      scanMs.push(await timeTap(page, '.ui-scanner button[type="submit"]', 'scan-answer'));
      scanAnswers.push(
        (await page.locator('.ui-scanner [role="status"], .ui-scanner [role="alert"]').allTextContents())
          .join(' ')
          .trim(),
      );
    }
    await context.setOffline(false);
    return { nextMs, scanMs, scanAnswers };
  } finally {
    await browser.close();
  }
}

export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN);
}
