/**
 * HTTP load for the bench: autocannon in a child process (session-load.mjs, so the load generator
 * does not share the servers' event loop), the answer checked before each run, and the scan load's
 * signed-in nurses, shared by the embedded-database and the PostgreSQL measures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@sc/server/src/config.ts';
import type { Db } from '@sc/server/src/db/client.ts';
import { users } from '@sc/server/src/db/schema.ts';
import { hashSessionSecret, sessionCookieName } from '@sc/server/src/http/session.ts';
import { newSecret } from '@sc/server/src/lib/tokens.ts';
import { insertSession } from '@sc/server/src/repositories/sessions.repository.ts';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
export const ROUNDS = 3;
export const WARMUP_S = 2;
export const CONNECTIONS = 50;

export interface LoadResult {
  requestsPerSec: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time of this process (user and system) per measured request, when the server under load
   * runs in it: unlike requests per second, it holds still while other work shares the machine.
   */
  cpuPerRequestUs?: number;
}

/** One load target: its URL, body, the answer it must give, and the cookies of its users. */
export interface Target {
  url: string;
  body: string;
  expected: string;
  cookiesFile?: string;
  cookie?: string;
  /** The server answering runs in this process: its CPU time per call is measured too. */
  inProcess?: boolean;
  /** Each connection a person sending this many requests a second on average, at random moments; without, as fast as answers come. */
  ratePerConnection?: number;
}

const sessionLoad = new URL('./session-load.mjs', import.meta.url).pathname;
const nurseLoad = new URL('./nurse-load.mjs', import.meta.url).pathname;

/** Runs the load in a child process (connection n sends cookie n of the file, if given). */
function autocannon(url: string, seconds: number, body: string, cookiesFile = '', rate = 0): Promise<LoadResult> {
  // At a pace, people's independent arrivals (nurse-load.mjs); without, autocannon's full speed.
  const args = [rate ? nurseLoad : sessionLoad, url, String(seconds), String(CONNECTIONS), body, cookiesFile];
  if (rate) args.push(String(rate));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        const r = JSON.parse(out) as {
          requests: { average: number; total: number };
          latency: { p99: number };
          non2xx: number;
          errors: number;
        };
        resolve({
          requestsPerSec: r.requests.average,
          p99Ms: r.latency.p99,
          total: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
        });
      } catch (error) {
        reject(new Error(`could not read autocannon's output: ${String(error)}\n${out.slice(0, 500)}`));
      }
    });
  });
}

async function checkAnswer({ url, body, expected, cookie }: Target): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const res = await fetch(url, { method: 'POST', headers, body });
  const text = await res.text();
  if (res.status !== 200 || text !== expected)
    throw new Error(`${url} answered ${res.status} ${text}; expected ${expected}`);
}

/** The round with the median throughput (its own p99 with it). */
export function median(rounds: LoadResult[]): LoadResult {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSec - b.requestsPerSec);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const clean = (rounds: LoadResult[]) => rounds.every((r) => r.non2xx === 0 && r.errors === 0);

export async function measureLoad(label: string, target: Target): Promise<LoadResult> {
  await checkAnswer(target);
  process.stdout.write(`  ${label}: warming up ${WARMUP_S} s, measuring ${DURATION_S} s ... `);
  const { url, body, cookiesFile, ratePerConnection } = target;
  await autocannon(url, WARMUP_S, body, cookiesFile, ratePerConnection);
  const cpuBefore = process.cpuUsage();
  const result = await autocannon(url, DURATION_S, body, cookiesFile, ratePerConnection);
  const cpu = process.cpuUsage(cpuBefore);
  if (target.inProcess) result.cpuPerRequestUs = (cpu.user + cpu.system) / Math.max(1, result.total);
  const perCall = result.cpuPerRequestUs === undefined ? '' : `, ${Math.round(result.cpuPerRequestUs)} µs CPU a call`;
  console.log(`${Math.round(result.requestsPerSec)} req/s, p99 ${result.p99Ms} ms${perCall}`);
  if (result.non2xx > 0 || result.errors > 0) {
    console.log(`    warning: ${result.non2xx} non-2xx answers and ${result.errors} errors out of ${result.total}`);
  }
  return result;
}

export const SCAN_NURSES = 50;
export const SCAN_BODY = JSON.stringify({ barcode: 'TUBE-0001', route: '/bench' });
export const SCAN_EXPECTED = JSON.stringify({
  barcode: 'TUBE-0001',
  barcodeType: 'supply-item',
  supplyID: 'sup-amber-tube',
  supplyItemID: 'si-tube-0001',
  serial: null,
  supplyItemStatus: 'activated',
  batchItemID: null,
});

/**
 * 50 approved nurses with live sessions, made in the database as sign-in would leave them; answers
 * the file of their cookies (`config` must hold the server's session secret).
 */
export async function signedInNurses(db: Db, config: Config, dir: string): Promise<string> {
  const cookies: string[] = [];
  for (let i = 0; i < SCAN_NURSES; i += 1) {
    const id = `bench-nurse-${i}`;
    await db.insert(users).values({
      id,
      email: `${id}@bench.test`,
      role: 'nurse',
      status: 'approved',
      firstName: 'Bench',
      lastName: `Nurse ${i}`,
    });
    const secret = newSecret();
    const now = config.clock.now();
    await insertSession(
      db,
      {
        idHash: hashSessionSecret(config, secret),
        userId: id,
        expiresAt: new Date(now.getTime() + config.sessionMaxMs),
      },
      now,
    );
    cookies.push(`${sessionCookieName(config)}=${secret}`);
  }
  const file = path.join(dir, 'bench-cookies.json');
  fs.writeFileSync(file, JSON.stringify(cookies));
  return file;
}
