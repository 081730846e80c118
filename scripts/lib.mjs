/**
 * Shared steps of `npm start` and `npm test`: check Node, install dependencies when they are missing
 * or stale, build the web app when its sources changed. Plain Node (no dependencies), because it
 * runs before `npm ci` on a fresh machine.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

export function log(message) {
  console.log(`[sample-collect] ${message}`);
}

export class StepError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Node >= 20.19 (Vite 8 needs it); exits with a message otherwise. */
export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

/** Runs a command with inherited stdio; rejects with its exit code when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => reject(new StepError(`${command}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new StepError(`${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`})`, code || 1));
    });
  });
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Newest modification time of any file under `dir` (0 when it does not exist). */
function newestIn(dir) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : (mtime(full) ?? 0));
  }
  return newest;
}

/**
 * `npm ci` when node_modules is missing or package-lock.json is newer than npm's record of the last
 * install (node_modules/.package-lock.json); `npm install` when there is no lock file.
 */
export async function ensureInstalled() {
  const lock = mtime(at('package-lock.json'));
  const installed = mtime(at('node_modules', '.package-lock.json'));
  if (!fs.existsSync(at('node_modules'))) {
    log('node_modules is missing: installing dependencies');
  } else if (lock === undefined && installed === undefined) {
    log('no package-lock.json: installing dependencies');
  } else if (lock !== undefined && (installed === undefined || lock > installed)) {
    log('package-lock.json changed since the last install: installing dependencies');
  } else {
    return false;
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await run(npm, lock === undefined ? ['install'] : ['ci']);
  return true;
}

/** The web app's inputs: its sources, the domain it imports, and its build configuration. */
function webSourcesNewest() {
  return Math.max(
    newestIn(at('packages', 'web', 'src')),
    newestIn(at('packages', 'web', 'public')),
    newestIn(at('packages', 'domain', 'src')),
    mtime(at('packages', 'web', 'index.html')) ?? 0,
    mtime(at('packages', 'web', 'vite.config.ts')) ?? 0,
    mtime(at('packages', 'web', 'package.json')) ?? 0,
  );
}

/** `npm run build` (vite build) when packages/web/dist is missing or older than its sources. */
export async function ensureWebBuilt({ force = false } = {}) {
  const built = mtime(at('packages', 'web', 'dist', 'index.html'));
  if (!force && built !== undefined && built >= webSourcesNewest()) return false;
  log(built === undefined ? 'building the web app' : 'web sources changed: rebuilding the web app');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await run(npm, ['run', 'build']);
  return true;
}

export function formatDuration(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Debian's Chromium and the flags it needs here: without the networking ones it floods the closed
 * network (TOOLCHAIN.md). Shared by the Playwright journeys and the bench.
 */
export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
