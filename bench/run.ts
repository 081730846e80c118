/**
 * `npm run bench`: the budgets of issues 1, 3, 4, 13 and 14, measured in one run (about five and a
 * half minutes).
 *
 * 1. Throughput of a named function against a bare Fastify route returning the same JSON:
 *    POST /api/fn/getUserPasswordCreated on the real server (real config, embedded database in a
 *    temporary folder, demo data) against POST /bare on a Fastify app with one route. autocannon
 *    runs in its own process (50 connections, pipelining 1, 6 s after a 2 s warm-up) so the load
 *    generator does not share the servers' event loop. Target: the function at >= 60% of the bare
 *    route's requests per second.
 * 2. Scan-item with 50 concurrent nurses (issue 3): 50 signed-in nurses, one per connection, each
 *    POSTing /api/fn/scanBarcode (a barcode lookup over five tables and the scan-item analytics
 *    INSERT) against a bare route answering the same JSON. Reported, no target on the embedded
 *    database: requests per second and p99 of both. After the server stops, on PostgreSQL (issue
 *    22, scan-postgres.ts), the product in 1 and in 2 processes (WORKERS=2): the 50 nurses each
 *    scanning 5 times a second, target p99 < 40 ms, and the same connections without pause, the
 *    capacity, reported.
 * 3. First-load JavaScript of /login: the built web app served by the same server, opened in
 *    Chromium; every JavaScript response is gzipped at level 9 and summed. Target: <= 140 kB.
 * 4. JavaScript of an itinerary step beyond the shell (issue 4): the demo nurse, signed in, opens
 *    home; the app then navigates in place to Pia's go-to-patient step, and the scripts only that
 *    navigation loads are summed the same way. Target: <= 50 kB, the step's screen shown without
 *    an error. Checked with it: no camera scanner chunk (zxing) has loaded by then.
 * 5. Lighthouse's mobile performance score of the nurse home and of that step (issue 4), signed in,
 *    in Debian's Chromium, median of five runs each. Target: >= 95.
 * 6. The field app's answers on a phone profile (issue 13, field-speed.ts): Next to the next step
 *    and a scan shown with the network off, medians. Target: < 100 ms each.
 * 7. The office orders list at scale (issue 14, orders-scale.ts, ADR 029): 1,000,000 procedures
 *    over 1,000 offices in a database of their own on PostgreSQL (DATABASE_URL's server, else the
 *    local one), with their custody events (ADR 032): the first page, a filtered page, a month of
 *    reports and a procedure's timeline through the product's repository for 200 offices.
 *    Target: p95 < 100 ms each, and plans reading orders, procedures and custody events through
 *    indexes.
 *    Run after the server has stopped, so it disturbs no other measure; with no PostgreSQL to reach
 *    it is reported as not measured, with the reason.
 *
 * 8. The route optimiser (issue 24, bench/optimiser.ts): Solomon's VRPTW benchmark and a field-sized
 *    day, about six minutes more (OPTIMISER_SECONDS shortens the Solomon runs).
 * 9. The nurse's taps for Pia's visit (issue 27, bench/taps.ts): the field-day journey on a phone,
 *    which counts them. Target: <= 30, scans not counted.
 * 10. The simulated week (ADR 073, bench/simulation.ts): seven days of three regions for twenty
 *    seeds, every invariant checked after every step. Target: no invariant broken; reported: steps
 *    per second, the checks made, the longest shrunk failure.
 *
 * The browser measures run against the same production-mode server: the demo data is seeded by
 * hand into its embedded database, and the nurse signs in through signIn like the login page.
 * The only setting changed from the defaults is RATE_LIMIT_PER_IP, raised so the limiter counts
 * every request (its cost is measured) but never refuses one.
 * Exits 1 when a target is missed. BENCH_DURATION (seconds) shortens or lengthens the load runs.
 * BENCH_PROFILE_DIR writes a CPU profile of each product process the PostgreSQL scan load starts.
 * BENCH_ONLY picks parts, comma-separated: `api` (the function's throughput and both scan loads),
 * or `throughput`, `scan`, `scan-pg`, `browser`, `orders`, `optimiser`, `wallet`, `packing`, `dispatch`, `taps`,
 * `simulation`; unset, everything runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '@sc/server/src/config.ts';
import { seedDemo } from '@sc/server/src/db/seed.ts';
import { createServer, type Server } from '@sc/server/src/server.ts';
import { chromiumLaunch, ensureWebBuilt } from '../scripts/lib.mjs';
import { measureInBrowser } from './browser-rows.ts';
import { SCAN_EXPECTED } from './load.ts';
import { optimiserRows } from './optimiser.ts';
import {
  DISPATCH_MEASURES,
  dispatchRows,
  ORDERS_MEASURES,
  ordersScaleRows,
  PACKING_MEASURES,
  packingRows,
  PG_SCAN_MEASURES,
  pgScanRows,
  WALLET_MEASURES,
  walletScaleRows,
} from './postgres-rows.ts';
import { orFailed, printRows, type Measure, type Row } from './rows.ts';
import { scanItemRows, throughputRows } from './server-load-rows.ts';
import { SIMULATION_MEASURES, simulationRows } from './simulation.ts';
import { TAPS_MEASURES, tapRows } from './taps.ts';

const PARTS = [
  'throughput',
  'scan',
  'scan-pg',
  'browser',
  'orders',
  'optimiser',
  'wallet',
  'packing',
  'dispatch',
  'taps',
  'simulation',
] as const;
type Part = (typeof PARTS)[number];

/** The parts BENCH_ONLY names (`api`: the server's load measures), or all of them. */
function partsToRun(only = process.env.BENCH_ONLY ?? ''): Set<Part> {
  if (only.trim() === '') return new Set(PARTS);
  const parts = new Set<Part>();
  for (const name of only.split(',').map((p) => p.trim())) {
    if (name === 'api') ['throughput', 'scan', 'scan-pg'].forEach((p) => parts.add(p as Part));
    else if ((PARTS as readonly string[]).includes(name)) parts.add(name as Part);
    else throw new Error(`BENCH_ONLY: unknown part ${name} (api, ${PARTS.join(', ')})`);
  }
  return parts;
}

/** A row that failed its target or could not be measured; a row without a target is reported only. */
const missed = (row: Row) => row.result !== 'pass' && row.result !== '';

/** Thrown past the embedded server when BENCH_ONLY names no part that needs it. */
class SkipServer extends Error {}

async function main(): Promise<void> {
  const started = performance.now();
  const rows: Row[] = [];
  let failed = false;
  const parts = partsToRun();

  let webBuilt = true;
  if (parts.has('browser')) {
    console.log('Web app: building if needed');
    try {
      await ensureWebBuilt();
    } catch (error) {
      webBuilt = false;
      console.log(`  the web app did not build: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-collect-bench-'));
  let server: Server | undefined;
  let bare: FastifyInstance | undefined;
  try {
    if (!parts.has('throughput') && !parts.has('scan') && !parts.has('browser')) throw new SkipServer();
    console.log('Starting the real server as production runs it (embedded database) and a bare Fastify app');
    // Production mode measures what ships (no dev-only output checks); the demo users it needs are
    // seeded by hand because production never seeds them itself.
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_IP: String(1e9),
    });
    server = await createServer(config);
    await seedDemo(server.database.db, config.clock.now());
    const fnAddress = await server.app.listen({ port: 0, host: '127.0.0.1' });

    bare = Fastify({ logger: false });
    bare.post('/bare', async () => ({ userID: 'user-nurse', passwordCreated: true }));
    bare.post('/bare-scan', async () => JSON.parse(SCAN_EXPECTED) as unknown);
    const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

    if (parts.has('throughput')) {
      const throughput = await throughputRows(fnAddress, bareAddress);
      failed ||= throughput.some(missed);
      rows.push(...throughput);
    }

    if (parts.has('scan')) {
      const scanRows = await scanItemRows(server, config, fnAddress, bare, dataDir);
      failed ||= scanRows.some(missed);
      rows.push(...scanRows);
    }

    if (parts.has('browser')) {
      const notReady =
        !webBuilt || !fs.existsSync(path.join(config.webDist, 'index.html'))
          ? 'not built'
          : fs.existsSync(chromiumLaunch.executablePath)
            ? ''
            : 'no Chromium';
      const browserRows = await measureInBrowser(fnAddress, notReady);
      failed ||= browserRows.some(missed);
      rows.push(...browserRows);
    }
  } catch (error) {
    if (!(error instanceof SkipServer)) throw error;
  } finally {
    await bare?.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // The server has stopped: these measures disturb no other. A measure that throws fails its rows.
  const afterServer: [Part, Measure[], () => Promise<Row[]>][] = [
    ['scan-pg', PG_SCAN_MEASURES, pgScanRows],
    ['orders', ORDERS_MEASURES, ordersScaleRows],
    ['optimiser', [{ measure: 'route optimiser', target: 'no error' }], optimiserRows],
    ['wallet', WALLET_MEASURES, walletScaleRows],
    ['packing', PACKING_MEASURES, packingRows],
    ['dispatch', DISPATCH_MEASURES, dispatchRows],
    ['taps', TAPS_MEASURES, tapRows],
    ['simulation', SIMULATION_MEASURES, simulationRows],
  ];
  for (const [part, measures, measure] of afterServer) {
    if (!parts.has(part)) continue;
    const partRows = await orFailed(measures, measure);
    failed ||= partRows.some(missed);
    rows.push(...partRows);
  }

  printRows(rows);
  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.versions.node}; ${((performance.now() - started) / 1000).toFixed(0)} s in all` +
      (failed ? '; a target was missed or not measured' : '; all targets met'),
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
