#!/usr/bin/env node
/**
 * `npm start`: on a fresh machine with Node >= 20.19, install dependencies when they are missing or
 * stale, build the web app when its sources changed, then run the server (embedded PostgreSQL under
 * ./data and demo data unless configured otherwise; see README "Configuration").
 *
 * The server runs in its own process group so a Ctrl+C reaches it exactly once, through this script.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, log, requireNode, root, StepError } from './lib.mjs';

requireNode();

const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
const url = process.env.PUBLIC_URL || `http://localhost:${port}`;

function probeHost(h) {
  if (h === '0.0.0.0') return '127.0.0.1';
  if (h === '::') return '[::1]';
  return h.includes(':') ? `[${h}]` : h;
}

/** Fails early, with a useful message, when another process already listens on the port. */
function requirePortFree() {
  if (port === '0') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        new StepError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is already in use. Stop what runs there, or choose another port: PORT=3001 npm start`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(Number(port), host, () => probe.close(() => resolve()));
  });
}

async function waitUntilHealthy(child) {
  const healthUrl = `http://${probeHost(host)}:${port}/health`;
  const deadline = Date.now() + 120_000;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function main() {
  await ensureInstalled();
  await ensureWebBuilt();
  await requirePortFree();

  log(`starting the server on port ${port}`);
  const tsx = path.join(root, 'node_modules', '.bin', os.platform() === 'win32' ? 'tsx.cmd' : 'tsx');
  // The server fails closed (production) without NODE_ENV; this command is the local demo, so it
  // asks for development explicitly unless told otherwise.
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
  const child = spawn(tsx, ['packages/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: process.platform !== 'win32',
  });
  child.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });

  let forwarded = false;
  const forward = (signal) => {
    // npm and the terminal may both deliver the same Ctrl+C: pass on the first one only.
    if (forwarded) return;
    forwarded = true;
    child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    setTimeout(() => {
      console.error('The server did not stop within 15 s: killing it.');
      child.kill('SIGKILL');
    }, 15_000).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));

  child.on('exit', (code, signal) => {
    if (signal && !forwarded) console.error(`The server was stopped by ${signal}.`);
    process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1));
  });

  if (port !== '0' && (await waitUntilHealthy(child)) && child.exitCode === null) {
    const demo =
      env.NODE_ENV !== 'production' && !['false', '0'].includes(process.env.SEED_DEMO ?? '')
        ? ' (demo sign-in: nurse@demo.test / sample-collect-demo; more in README.md)'
        : '';
    log(`ready at ${url}${demo}. Ctrl+C stops it.`);
  }
}

main().catch((error) => {
  console.error(error instanceof StepError ? error.message : error);
  process.exit(error instanceof StepError ? error.exitCode : 1);
});
