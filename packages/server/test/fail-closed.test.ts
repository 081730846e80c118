/**
 * The server fails closed (ADR 017). The probe found that a deployment forgetting NODE_ENV ran in
 * development: /dev/outbox (every emailed reset token) open to anyone, and the built-in keys. Now
 * a missing NODE_ENV is production, development is only what NODE_ENV asks for, and a
 * development start says so loudly. These start the real entry point, as a deployment would.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** Runs main.ts with exactly `env` (plus PATH) until it exits or prints `until`; then stops it. */
function start(env: Record<string, string>, until?: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['packages/server/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx runs the server as a child, and a stop must reach both.
      detached: true,
    });
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    let output = '';
    const timer = setTimeout(() => stop('SIGKILL'), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (until?.test(output)) stop('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      stop('SIGKILL');
      resolve({ code, output });
    });
  });
}

describe('without NODE_ENV', () => {
  test('the configuration is production', () => {
    expect(() => loadConfig({})).toThrow(
      'Missing required environment variables for production: SESSION_SECRET, DATA_ENCRYPTION_KEY, PUBLIC_URL',
    );
    const config = loadConfig({
      SESSION_SECRET: 's'.repeat(48),
      DATA_ENCRYPTION_KEY: 'k'.repeat(48),
      PUBLIC_URL: 'https://app.example.com',
      SEED_DEMO: 'true',
    });
    expect(config).toMatchObject({ env: 'production', production: true, seedDemo: false });
  });

  test('the server refuses to start without the production secrets, naming them', async () => {
    const { code, output } = await start({ DATA_DIR: 'memory://', PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain(
      'Missing required environment variables for production: SESSION_SECRET, DATA_ENCRYPTION_KEY, PUBLIC_URL',
    );
    expect(output).not.toContain('NOT FOR PRODUCTION');
  }, 70_000);
});

describe('NODE_ENV=development, asked for', () => {
  test('starts with a loud warning that it is not for production', async () => {
    const { output } = await start(
      { NODE_ENV: 'development', DATA_DIR: 'memory://', PORT: '0', LOG_LEVEL: 'warn' },
      /NOT FOR PRODUCTION[\s\S]*Deploy with NODE_ENV=production/,
    );
    expect(output).toContain('NODE_ENV=development: NOT FOR PRODUCTION.');
    expect(output).toContain('/dev/outbox');
  }, 70_000);
});
