#!/usr/bin/env node
/**
 * `npm test`: installs what the tests need (dependencies; Debian's Chromium, PostgreSQL server
 * binaries, poppler-utils, zbar-tools and redis-server when they are missing),
 * builds the web app, then runs every test in order and stops at the first failure with its exit
 * code: type-check, lint, vitest (domain, server, web), Playwright. A summary line per stage ends it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { playwrightFailures, printFailures, vitestFailures } from './failed-tests.mjs';
import { ensureInstalled, ensureWebBuilt, formatDuration, log, requireNode, root, run, StepError } from './lib.mjs';

requireNode();

const CHROMIUM = '/usr/bin/chromium';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Installs a Debian package as root, or stops with the command to run. */
async function aptInstall(pkg, why) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new StepError(
      `${why} Install it with:\n` +
        `  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${pkg}\n` +
        'then run `npm test` again.',
    );
  }
  log(`${why} Installing Debian's ${pkg} package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', pkg], { env });
}

async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  await aptInstall('chromium', `${CHROMIUM} is missing: the browser tests use Debian's Chromium.`);
  if (!fs.existsSync(CHROMIUM)) throw new StepError(`apt-get installed chromium but ${CHROMIUM} is still missing.`);
}

/** The database-outage test runs a PostgreSQL cluster of its own (initdb, pg_ctl). */
async function ensurePostgresBinaries() {
  const root = '/usr/lib/postgresql';
  const has = () =>
    fs.existsSync(root) && fs.readdirSync(root).some((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  if (has()) return;
  await aptInstall(
    'postgresql',
    `No PostgreSQL server binaries under ${root}: the database-outage test starts its own cluster.`,
  );
  if (!has()) throw new StepError(`apt-get installed postgresql but ${root}/*/bin/initdb is still missing.`);
}

/** The requisition PDF tests read PDFs back with poppler's pdftoppm and zbar's zbarimg (ADR 027). */
async function ensurePdfTools() {
  for (const [tool, pkg] of [
    ['/usr/bin/pdftoppm', 'poppler-utils'],
    ['/usr/bin/zbarimg', 'zbar-tools'],
  ]) {
    if (fs.existsSync(tool)) continue;
    await aptInstall(pkg, `${tool} is missing: the requisition PDF tests read the PDFs back with it.`);
    if (!fs.existsSync(tool)) throw new StepError(`apt-get installed ${pkg} but ${tool} is still missing.`);
  }
}

/** The shared rate-limit test runs a Redis server of its own (ADR 035). */
async function ensureRedisServer() {
  if (fs.existsSync('/usr/bin/redis-server')) return;
  await aptInstall('redis-server', '/usr/bin/redis-server is missing: the rate-limit test starts its own Redis.');
  if (!fs.existsSync('/usr/bin/redis-server')) throw new StepError('apt-get installed redis-server but it is missing.');
}

// Each runner also writes a JSON report, read back under the summary when a stage fails.
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const stages = [
  ['install dependencies', () => ensureInstalled()],
  ['chromium', () => ensureChromium()],
  ['postgresql binaries', () => ensurePostgresBinaries()],
  ['pdf tools', () => ensurePdfTools()],
  ['redis server', () => ensureRedisServer()],
  ['build web app', () => ensureWebBuilt()],
  ['typecheck', () => run(npm, ['run', 'typecheck'])],
  ['lint', () => run(npm, ['run', 'lint'])],
  [
    // DATABASE_URL puts the server suite on that PostgreSQL server (the journeys keep PGlite).
    process.env.DATABASE_URL ? 'vitest (domain, web; server on PostgreSQL)' : 'vitest (domain, server, web)',
    () =>
      run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
        // TEST_NOW_SERVER: the server suite at an instant of its own, the journeys at TEST_NOW's.
        env: { ...process.env, ...(process.env.TEST_NOW_SERVER ? { TEST_NOW: process.env.TEST_NOW_SERVER } : {}) },
      }),
  ],
  [
    'playwright (e2e)',
    () => run(npm, ['run', 'test:e2e'], { env: { ...process.env, E2E_JSON_REPORT: playwrightReport } }),
  ],
];

/**
 * The instant the server suite and the journeys ran at (ADR 066), for the summary: a failure that
 * depends on the hour can then be run again at the same one. The default is read from the harness
 * so it cannot drift from what the tests used.
 */
function testInstant() {
  const chosen = process.env.TEST_NOW;
  if (chosen === 'real') return 'on the real clock (TEST_NOW=real)';
  if (chosen !== undefined) return `at TEST_NOW ${chosen}`;
  let fallback;
  try {
    const harness = fs.readFileSync(path.join(root, 'packages/server/test/harness.ts'), 'utf8');
    fallback = /DEFAULT_TEST_NOW = '([^']+)'/.exec(harness)?.[1];
  } catch {
    // The summary still says it was the default.
  }
  return `at TEST_NOW ${fallback ?? "the harness's DEFAULT_TEST_NOW"} (default)`;
}

/** The instants, the server suite's named apart when TEST_NOW_SERVER gives it one of its own. */
function testInstants() {
  const server = process.env.TEST_NOW_SERVER;
  return server ? `server suite at TEST_NOW ${server}, journeys ${testInstant()}` : testInstant();
}

const results = [];
let exitCode = 0;
const started = performance.now();
for (const [name, step] of stages) {
  log(`── ${name}`);
  const t0 = performance.now();
  try {
    await step();
    results.push({ name, ok: true, ms: performance.now() - t0 });
  } catch (error) {
    results.push({ name, ok: false, ms: performance.now() - t0 });
    console.error(error instanceof StepError ? error.message : error);
    exitCode = error instanceof StepError ? error.exitCode : 1;
    break;
  }
}

console.log('\nSummary');
for (const { name, ok, ms } of results) {
  console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name.padEnd(30)} ${formatDuration(ms).padStart(8)}`);
}
for (const [name] of stages.slice(results.length)) console.log(`  skip  ${name}`);
console.log(
  `  ${exitCode === 0 ? 'all passed' : `failed (exit ${exitCode})`} in ${formatDuration(performance.now() - started)}, ${testInstants()}`,
);
if (exitCode !== 0) printFailures([...vitestFailures(vitestReport), ...playwrightFailures(playwrightReport)]);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(exitCode);
