/**
 * The product as a process of its own (`node --import tsx src/main.ts`), so what is observed is the
 * real process: it stays up, it shares a database with another, it exits on a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-cluster.ts';
import { testNowEnv } from './harness.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Product {
  child: ChildProcess;
  base: string;
  /** Its last thousand lines of output. */
  output: string[];
  alive(): boolean;
  /** SIGTERM, then SIGKILL after five seconds. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the product with `env` over test defaults, and resolves once /health answers 200. */
export async function startProductProcess(env: Record<string, string>): Promise<Product> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: path.join(os.tmpdir(), 'sc-no-web-build'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...testNowEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 1000));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const product: Product = {
    child,
    base: `http://127.0.0.1:${port}`,
    output,
    alive,
    async stop() {
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (alive()) child.kill('SIGKILL');
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive()) throw new Error(`the product exited at start:\n${output.join('\n')}`);
    const res = await fetch(`${product.base}/health`).catch(() => undefined);
    if (res?.status === 200) return product;
    if (Date.now() > deadline) {
      await product.stop();
      throw new Error(`the product did not start within 60 s:\n${output.join('\n')}`);
    }
    await sleep(50);
  }
}

export interface FnAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
  cookie?: string;
}

/** A named function called over HTTP, as a browser would; `fetcher` may explain a failed connection. */
export async function callFnAt(
  base: string,
  name: string,
  input: unknown,
  cookie?: string,
  fetcher: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<FnAnswer> {
  const res = await fetcher(`${base}/api/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(input),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : undefined,
    cookie: res.headers.get('set-cookie')?.split(';')[0],
  };
}
