/**
 * A PostgreSQL cluster of a test's own (initdb into a temp dir, on a free port), for tests that stop
 * it or run several product processes on it, leaving the shared server other test files use alone.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest PostgreSQL's binaries (Debian keeps them out of PATH). */
function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) {
    throw new Error(
      'This test starts its own PostgreSQL cluster, but no PostgreSQL binaries were found under ' +
        '/usr/lib/postgresql/*/bin. Install them (Debian: apt-get install -y postgresql) and run again.',
    );
  }
  return path.join(root, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;

async function pgTool(bin: string, tool: string, args: string[]): Promise<string> {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
    : [path.join(bin, tool), args];
  const { stdout } = await run(file, argv, { timeout: 30_000 });
  return stdout;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  dir: string;
  url: string;
  start(): Promise<void>;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Runs one statement on a connection of the test's own. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  admin(): Promise<pg.Client>;
}

export async function createCluster(): Promise<Cluster> {
  const bin = findPostgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  // Durability is not under test: skip the fsyncs, so a fast stop and start stay fast on CI disks.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined); // terminated along with the others, by design
    await client.connect();
    return client;
  };
  const cluster: Cluster = {
    dir,
    url,
    start: async () => {
      await pgTool(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '30', 'start']);
    },
    stop: async (mode) => {
      await pgTool(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
    },
    query: async <T>(text: string, values: unknown[] = []) => {
      const client = await admin();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    admin,
  };
  try {
    await pgTool(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await cluster.start();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
