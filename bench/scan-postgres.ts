/**
 * The scan load on PostgreSQL (issue 22): scanBarcode with 50 signed-in nurses against the product
 * as production runs it (`src/main.ts` in a process of its own, NODE_ENV=production), first as one
 * process, then as two (WORKERS=2: Node's cluster module, one port), on a database of the bench's
 * own (`sc_bench_scan_<pid>`) on DATABASE_URL's server, else the local one, dropped at the end
 * whatever happened. The bench prepares it as the product's primary would (migrations, catalogue),
 * then adds the demo data (the scanned tube) and the nurses' sessions by hand, as the embedded
 * measure does.
 *
 * Two loads in each configuration. The nurses' pace: each of the 50 scans SCAN_RATE_PER_NURSE times
 * a second; target p99 under 40 ms. The capacity: the same 50 connections, each sending its next
 * scan as soon as the last is answered, reported (requests per second and p99). There every
 * request waits behind the 49 others, so p99 is the queue over the throughput (Little's law): it
 * says how many scans a second the machine answers, not how long a nurse waits (ADR 038).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@sc/server/src/config.ts';
import { openDatabase } from '@sc/server/src/db/client.ts';
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
import { inDatabaseOfItsOwn, quietLog, type NotMeasured } from './postgres.ts';

const serverDir = new URL('../packages/server/', import.meta.url).pathname;

export interface PgScanRun {
  workers: number;
  /** Each nurse at SCAN_RATE_PER_NURSE: the latency a nurse waits for. */
  paced: LoadResult;
  /** Each connection sending its next scan as soon as the last is answered: the capacity. */
  saturated: LoadResult;
  clean: boolean;
}

/**
 * Scans a second each of the 50 nurses sends in the paced load: five times the fastest a person
 * with a handheld scanner reads a label and looks at the answer (about one a second).
 */
export const SCAN_RATE_PER_NURSE = 5;

export type PgScanResult = NotMeasured | { measured: true; runs: PgScanRun[] };

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
  const profile = process.env.BENCH_PROFILE_DIR;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profiling, '--import', 'tsx', 'src/main.ts'], {
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
  return inDatabaseOfItsOwn('scan', async (url, name) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-collect-bench-pg-'));
    try {
      return { measured: true as const, runs: await measureIn(url, name, dir, workerCounts) };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
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
    await seedDemo(database.db, config.clock.now(), config.dataEncryptionKey);
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
      const target = {
        url: `${product.base}/api/fn/scanBarcode`,
        body: SCAN_BODY,
        expected: SCAN_EXPECTED,
        cookiesFile,
        cookie: firstCookie,
      };
      const paced: LoadResult[] = [];
      const saturated: LoadResult[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        paced.push(
          await measureLoad(`scanBarcode at ${SCAN_RATE_PER_NURSE}/s a nurse, round ${round} of ${ROUNDS}`, {
            ...target,
            ratePerConnection: SCAN_RATE_PER_NURSE,
          }),
        );
        saturated.push(await measureLoad(`scanBarcode without pause, round ${round} of ${ROUNDS}`, target));
      }
      runs.push({
        workers,
        paced: median(paced),
        saturated: median(saturated),
        clean: clean(paced) && clean(saturated),
      });
    } finally {
      await product.stop();
    }
  }
  return runs;
}
