/**
 * The JavaScript a browser loads, measured in Chromium: every script response gzipped at level 9 and
 * summed. Used for the first load of /login and for what an itinerary step loads beyond the shell.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { chromiumLaunch } from '../scripts/lib.mjs';

export interface ScriptLoad {
  url: string;
  bytes: number;
  gzipBytes: number;
  servedBytes: number;
}

/** Names that only the camera scanner's chunk (with zxing inside) may carry. */
export const CAMERA_CHUNK = /zxing|camera-scanner/i;

/**
 * Watches one page: the scripts it loads (taken in batches, so a later navigation's own can be told
 * apart), every URL it requested, and when its network has gone quiet.
 */
class PageRecorder {
  private pending: Promise<ScriptLoad | null>[] = [];
  private readonly inFlight = new Set<Request>();
  private lastChange = performance.now();
  readonly requested: string[] = [];
  /** Uncaught errors and console errors: a screen that crashed was not measured. */
  readonly errors: string[] = [];

  constructor(
    page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('pageerror', (error) => this.errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('request', (request) => {
      this.requested.push(this.path(request.url()));
      // The live-update stream stays open for the page's life: it never counts as loading.
      if (request.resourceType() === 'eventsource' || request.resourceType() === 'websocket') return;
      this.inFlight.add(request);
      this.lastChange = performance.now();
    });
    const settle = (request: Request) => {
      this.inFlight.delete(request);
      this.lastChange = performance.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
      this.pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url: this.path(response.url()),
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            servedBytes: sizes.responseBodySize,
          };
        })().catch(() => null),
      );
    });
  }

  private path(url: string): string {
    return url.startsWith(this.baseUrl) ? url.slice(this.baseUrl.length) : url;
  }

  /** Resolves once no request has been open for `quietMs` (lazy chunks load in chains), or at the timeout. */
  async quiet(quietMs = 750, timeoutMs = 20_000): Promise<boolean> {
    const end = performance.now() + timeoutMs;
    while (performance.now() < end) {
      if (this.inFlight.size === 0 && performance.now() - this.lastChange >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  /** The scripts answered since the last call. */
  async take(): Promise<ScriptLoad[]> {
    const batch = this.pending;
    this.pending = [];
    return (await Promise.all(batch)).filter((s) => s !== null);
  }
}

export interface PageView {
  finalUrl: string;
  heading: string;
}

async function view(page: Page, baseUrl: string): Promise<PageView> {
  const h1 = page.locator('h1').first();
  const heading = (await h1.count()) > 0 ? ((await h1.textContent()) ?? '').trim() : '';
  return { finalUrl: page.url().replace(baseUrl, ''), heading };
}

async function withPage<T>(extraHTTPHeaders: Record<string, string>, use: (page: Page) => Promise<T>): Promise<T> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunch);
    const context = await browser.newContext({ extraHTTPHeaders });
    return await use(await context.newPage());
  } finally {
    await browser?.close();
  }
}

export interface LoginLoad extends PageView {
  scripts: ScriptLoad[];
  hasEmailField: boolean;
}

/** First load of /login in a fresh browser. */
export function measureLoginJs(baseUrl: string): Promise<LoginLoad> {
  return withPage({}, async (page) => {
    const recorder = new PageRecorder(page, baseUrl);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    return {
      scripts: await recorder.take(),
      ...(await view(page, baseUrl)),
      hasEmailField: (await page.locator('input[type="email"], input[name="email"]').count()) > 0,
    };
  });
}

export interface StepLoad extends PageView {
  shell: ScriptLoad[];
  step: ScriptLoad[];
  /** Requests whose names belong to the camera scanner, made before it was ever opened. */
  cameraRequests: string[];
  settled: boolean;
  errors: string[];
}

/**
 * Signed in (the session cookie on every request): the home page loads and settles, then the app
 * navigates client-side to `stepPath` as a link would, and what that navigation loads is the step's.
 */
export function measureStepJs(baseUrl: string, cookie: string, stepPath: string): Promise<StepLoad> {
  return withPage({ Cookie: cookie }, async (page) => {
    const recorder = new PageRecorder(page, baseUrl);
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    const homeSettled = await recorder.quiet();
    const shell = await recorder.take();
    // React Router's browser history follows popstate; the state is the shape its own pushes leave.
    await page.evaluate((to) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: 'bench', idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    }, stepPath);
    const stepSettled = await recorder.quiet();
    return {
      shell,
      step: await recorder.take(),
      ...(await view(page, baseUrl)),
      cameraRequests: recorder.requested.filter((url) => CAMERA_CHUNK.test(url)),
      settled: homeSettled && stepSettled,
      errors: recorder.errors,
    };
  });
}
