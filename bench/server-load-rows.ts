/**
 * The embedded server under load (bench parts `throughput` and `scan`): a named function against a
 * bare Fastify route returning the same JSON, and 50 signed-in nurses scanning.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@sc/server/src/config.ts';
import type { Server } from '@sc/server/src/server.ts';
import { medianOf } from './field-speed.ts';
import {
  clean,
  CONNECTIONS,
  measureLoad,
  median,
  ROUNDS,
  SCAN_BODY,
  SCAN_EXPECTED,
  SCAN_NURSES,
  signedInNurses,
  type LoadResult,
} from './load.ts';
import type { Row } from './rows.ts';

const THROUGHPUT_TARGET = 0.6;
const BODY = JSON.stringify({ email: 'nurse@demo.test' });
const EXPECTED = JSON.stringify({ userID: 'user-nurse', passwordCreated: true });

export async function scanItemRows(
  server: Server,
  config: Config,
  fnAddress: string,
  bare: FastifyInstance,
  dataDir: string,
): Promise<Row[]> {
  console.log(`Scan-item: ${SCAN_NURSES} signed-in nurses, one per connection`);
  const cookiesFile = await signedInNurses(server.database.db, config, dataDir);
  const [firstCookie] = JSON.parse(fs.readFileSync(cookiesFile, 'utf8')) as string[];
  const bareAddress = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
  const fnRounds: LoadResult[] = [];
  const bareRounds: LoadResult[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`  round ${round} of ${ROUNDS}`);
    fnRounds.push(
      await measureLoad('scanBarcode          ', {
        url: `${fnAddress}/api/fn/scanBarcode`,
        body: SCAN_BODY,
        expected: SCAN_EXPECTED,
        cookiesFile,
        cookie: firstCookie,
      }),
    );
    bareRounds.push(
      await measureLoad('bare scan route      ', {
        url: `${bareAddress}/bare-scan`,
        body: SCAN_BODY,
        expected: SCAN_EXPECTED,
      }),
    );
  }
  const fn = median(fnRounds);
  const bareResult = median(bareRounds);
  return [
    {
      measure: 'scanBarcode req/s (50 nurses)',
      value: String(Math.round(fn.requestsPerSec)),
      target: '',
      result: clean(fnRounds) ? '' : 'FAIL',
    },
    { measure: 'bare scan route req/s', value: String(Math.round(bareResult.requestsPerSec)), target: '', result: '' },
    {
      measure: 'scanBarcode / bare',
      value: `${((fn.requestsPerSec / bareResult.requestsPerSec) * 100).toFixed(0)}%`,
      target: '',
      result: '',
    },
    { measure: 'scanBarcode p99', value: `${fn.p99Ms} ms`, target: '', result: '' },
    { measure: 'bare scan route p99', value: `${bareResult.p99Ms} ms`, target: '', result: '' },
  ];
}

/**
 * The named function against the bare route, in alternating rounds, median of each: one noisy
 * stretch of a shared 2-core machine must not decide the ratio.
 */
export async function throughputRows(fnAddress: string, bareAddress: string): Promise<Row[]> {
  console.log(`Throughput (${CONNECTIONS} connections, pipelining 1)`);
  const fnRounds: LoadResult[] = [];
  const bareRounds: LoadResult[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`  round ${round} of ${ROUNDS}`);
    fnRounds.push(
      await measureLoad('getUserPasswordCreated', {
        url: `${fnAddress}/api/fn/getUserPasswordCreated`,
        body: BODY,
        expected: EXPECTED,
        inProcess: true,
      }),
    );
    bareRounds.push(
      await measureLoad('bare Fastify route  ', {
        url: `${bareAddress}/bare`,
        body: BODY,
        expected: EXPECTED,
        inProcess: true,
      }),
    );
  }
  const fn = median(fnRounds);
  const bareResult = median(bareRounds);
  const ratio = fn.requestsPerSec / bareResult.requestsPerSec;
  const throughputOk = ratio >= THROUGHPUT_TARGET && clean(fnRounds);
  return [
    { measure: 'getUserPasswordCreated req/s', value: String(Math.round(fn.requestsPerSec)), target: '', result: '' },
    {
      measure: 'bare Fastify route req/s',
      value: String(Math.round(bareResult.requestsPerSec)),
      target: '',
      result: '',
    },
    {
      measure: 'named function / bare',
      value: `${(ratio * 100).toFixed(0)}%`,
      target: `>= ${THROUGHPUT_TARGET * 100}%`,
      result: throughputOk ? 'pass' : 'FAIL',
    },
    { measure: 'getUserPasswordCreated p99', value: `${fn.p99Ms} ms`, target: '', result: '' },
    { measure: 'bare Fastify route p99', value: `${bareResult.p99Ms} ms`, target: '', result: '' },
    ...cpuRows(fnRounds, bareRounds),
  ];
}

/**
 * CPU time a call, median of the rounds: what the ratio of requests per second comes to when the
 * server has a core to itself, read while other work may share the machine (reported, no target).
 */
function cpuRows(fnRounds: LoadResult[], bareRounds: LoadResult[]): Row[] {
  const cpu = (rounds: LoadResult[]) => medianOf(rounds.map((r) => r.cpuPerRequestUs ?? NaN));
  const [fnCpu, bareCpu] = [cpu(fnRounds), cpu(bareRounds)];
  return [
    { measure: 'getUserPasswordCreated CPU a call', value: `${Math.round(fnCpu)} µs`, target: '', result: '' },
    { measure: 'bare Fastify route CPU a call', value: `${Math.round(bareCpu)} µs`, target: '', result: '' },
    { measure: 'bare CPU / function CPU', value: `${((bareCpu / fnCpu) * 100).toFixed(0)}%`, target: '', result: '' },
  ];
}
