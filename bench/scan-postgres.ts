/**
 * The scan load on PostgreSQL (issue 22): scanBarcode with 50 signed-in nurses against the product
 * as production runs it (`src/main.ts` in a process of its own, NODE_ENV=production), first as one
 * process, then as two (WORKERS=2: Node's cluster module, one port), on a database of the bench's
 * own (`sc_bench_scan_<pid>`) on DATABASE_URL's server, else the local one, dropped at the end
 * whatever happened. The bench prepares it as the product's primary would (migrations, catalogue),
 * then adds the demo data (the scanned tube) and the nurses' sessions by hand, as the embedded
 * measure does. Target: p99 under 40 ms in each configuration.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@sc/server/src/config.ts';
import { openDatabase } from '@sc/server/src/db/client.ts';
import { isDatabaseUnavailable } from '@sc/server/src/db/errors.ts';
import { migrate } from '@sc/server/src/db/migrate.ts';
import { seedCatalogue } from '@sc/server/src/db/seed-catalogue.ts';
import { seedDemo } from '@sc/server/src/db/seed.ts';
import {
  clean,
  measureLoad,
  median,
  ROUNDS,
  SCAN_BODY,
  SCAN_EXPECTED,
  SCAN_NURSES,
  signedInNurses,
  type LoadResult,
} from './load.ts';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const serverDir = new URL('../packages/server/', import.meta.url).pathname;

export interface PgScanRun {
  workers: number;
  result: LoadResult;
  clean: boolean;
}

export type PgScanResult = { measured: false; reason: string } | { measured: true; runs: PgScanRun[] };

const quietLog = (event: { msg: string; code?: string }) =>
  console.log(`    database: ${event.msg} ${event.code ?? ''}`);

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Product {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts `src/main.ts` with `env` and resolves once /health answers. With several workers it then
 * waits until the primary has forked them all and a little more, so none is still compiling when
 * the warm-up starts.
 */
async function startProduct(env: Record<string, string>, workers: number): Promise<Product> {
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 200));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const product: Product = {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (alive()) child.kill('SIGKILL');
    },
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!alive()) throw new Error(`the product exited at start:\n${output.join('\n')}`);
    const res = await fetch(`${product.base}/health`).catch(() => undefined);
    if (res?.status === 200) break;
    if (Date.now() > deadline) {
      await product.stop();
      throw new Error(`the product did not start within 120 s:\n${output.join('\n')}`);
    }
    await sleep(100);
  }
  if (workers > 1) await sleep(5_000);
  return product;
}

/** Measures each worker count in turn; answers `measured: false` only when no server answers. */
export async function measureScanOnPostgres(workerCounts: number[]): Promise<PgScanResult> {
  const serverUrl = process.env.DATABASE_URL || DEFAULT_SERVER_URL;
  const name = `sc_bench_scan_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '', log: quietLog });
  try {
    try {
      await admin.ping();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const where = new URL(serverUrl);
      return {
        measured: false,
        reason: `no PostgreSQL at ${where.hostname}:${where.port || 5432} (${error instanceof Error ? error.message : String(error)})`,
      };
    }
    await admin.execScript(`drop database if exists ${name} with (force)`);
    await admin.execScript(`create database ${name}`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-collect-bench-pg-'));
    try {
      return { measured: true, runs: await measureIn(withDatabase(serverUrl, name), name, dir, workerCounts) };
    } finally {
      await admin.execScript(`drop database if exists ${name} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
      console.log(`  dropped ${name}`);
    }
  } finally {
    await admin.close();
  }
}

async function measureIn(url: string, name: string, dir: string, workerCounts: number[]): Promise<PgScanRun[]> {
  // The embedded measure's settings: production, and a per-IP limit that counts but never refuses.
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: url,
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: path.join(dir, 'no-web-build'),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_IP: String(1e9),
  };
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: url, dataDir: '', log: quietLog });
  let cookiesFile: string;
  try {
    await migrate(database);
    await database.db.transaction((tx) => seedCatalogue(tx));
    await seedDemo(database.db, new Date(), config.dataEncryptionKey);
    cookiesFile = await signedInNurses(database.db, config, dir);
  } finally {
    await database.close();
  }
  console.log(`  ${name}: migrated, with the demo data and ${SCAN_NURSES} signed-in nurses`);
  const [firstCookie] = JSON.parse(fs.readFileSync(cookiesFile, 'utf8')) as string[];
  const runs: PgScanRun[] = [];
  for (const workers of workerCounts) {
    const label = `${workers} process${workers === 1 ? '' : 'es'}`;
    console.log(`  PostgreSQL, ${label} (WORKERS=${workers})`);
    const product = await startProduct(env, workers);
    try {
      const rounds: LoadResult[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        rounds.push(
          await measureLoad(`scanBarcode, round ${round} of ${ROUNDS}`, {
            url: `${product.base}/api/fn/scanBarcode`,
            body: SCAN_BODY,
            expected: SCAN_EXPECTED,
            cookiesFile,
            cookie: firstCookie,
          }),
        );
      }
      runs.push({ workers, result: median(rounds), clean: clean(rounds) });
    } finally {
      await product.stop();
    }
  }
  return runs;
}
