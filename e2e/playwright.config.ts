/**
 * End-to-end tests: the real product (server, embedded database, built web app) driven through
 * Debian's Chromium. `npm test` builds the web app first; `npm run test:e2e` alone serves whatever
 * packages/web/dist holds.
 *
 * Files named `*.phone.spec.ts` run on a phone (nurses and packers); other `*.spec.ts` on a desktop.
 *
 * Playwright evaluates this file in the runner and again in every worker. The port and the data
 * folder are chosen once, in the runner, and handed to the workers through the environment, so
 * every process agrees on the server's address, and on the instant the server starts at.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../scripts/lib.mjs';
import { BROOKLYN, configuredNow, DEFAULT_TEST_NOW } from './fixtures.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port the OS says is free right now. */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

const createdHere = process.env.E2E_PORT === undefined;
process.env.E2E_PORT ??= freePort();
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_TILE_PORT ??= freePort();
// In memory where the machine has a tmpfs: the embedded database syncs every commit to its files,
// and on disk 49 journeys took 208 s where in memory they took 175 s (a machine not quite idle).
const scratch = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(scratch, 'sample-collect-e2e-'));
// The product's instant (ADR 066, fixtures.ts DEFAULT_TEST_NOW), '' for the real clock.
process.env.E2E_NOW ??= process.env.TEST_NOW === 'real' ? '' : (process.env.TEST_NOW ?? DEFAULT_TEST_NOW);
const now = configuredNow();
const port = process.env.E2E_PORT;
const smtpPort = process.env.E2E_SMTP_PORT;
const tilePort = process.env.E2E_TILE_PORT;
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

if (createdHere) {
  // The runner made the data folder, so the runner removes it (after Playwright stopped the server).
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!fs.existsSync(path.join(repoRoot, 'packages/web/dist/index.html'))) {
    console.warn('packages/web/dist is missing: run `npm run build` (or `npm test`, which builds it).');
  }
}

export default defineConfig({
  testDir: '.',
  outputDir: './test-results',
  workers: 2,
  // Never retry: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // `npm test` asks for a JSON report too, to name the failed tests under its summary.
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    geolocation: BROOKLYN,
    permissions: ['geolocation'],
    // A failed journey keeps its trace (each action's page, network and console), without the
    // screencast: recording every test's frames took 49 journeys from 139 s to 177 s.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Our service worker (ADR 022) only where a journey goes offline on purpose: elsewhere it would
    // serve pages from its cache and hide requests from page.route.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      testMatch: /.*\.spec\.ts$/,
      testIgnore: /.*\.phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'phone',
      testMatch: /.*\.phone\.spec\.ts$/,
      // A phone's screen and touch, drawn at one device pixel per CSS pixel: the layout is the
      // same, and Chromium without a GPU rasters a seventh of the pixels of the Pixel 7's 2.625.
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1 },
    },
  ],
  webServer: [
    {
      // Where the product's emails go (smtp-sink.mjs): they leave by SMTP, as in production.
      command: 'node e2e/smtp-sink.mjs',
      cwd: repoRoot,
      port: Number(smtpPort),
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: smtpPort },
    },
    {
      // The map tile server (tile-server.mjs, ADR 083): the dispatch board and the live day draw on
      // street maps, as in production, with their tiles from another origin than the product's.
      command: 'node e2e/tile-server.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${tilePort}/`,
      reuseExistingServer: false,
      env: { E2E_TILE_PORT: tilePort },
    },
    {
      command: 'node_modules/.bin/tsx packages/server/src/main.ts',
      cwd: repoRoot,
      url: `${baseURL}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: port,
        DATA_DIR: dataDir,
        // Always the embedded database: the demo data must start fresh for every run.
        DATABASE_URL: '',
        PUBLIC_URL: baseURL,
        PATIENT_SITE_URL: 'http://patient-site.test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // Many journeys sign the same demo accounts in within minutes; the limit itself is tested in
        // the server suite (test/sessions.test.ts), so here it only has to stay out of the way.
        RATE_LIMIT_SIGN_IN_PER_EMAIL: '100',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAP_TILE_URL: `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`,
        // A refused email's tries come within seconds, so a journey sees it fail for good (ADR 034).
        JOB_RETRY_BASE_MS: '1',
        // Every run at the same instant, whatever the day (ADR 066); the browsers follow (fixtures.ts).
        // Empty on the real clock, so a NOW of the shell's does not reach the server.
        NOW: now ?? '',
      },
    },
  ],
});
