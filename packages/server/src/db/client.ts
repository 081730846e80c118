/**
 * One data-access library (drizzle) over two drivers: PGlite on disk by default, a PostgreSQL
 * server when DATABASE_URL is set (ADR 002). Everything above this file sees only `Db`.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openEmptyMemoryCluster } from './empty-cluster.ts';
import { databaseErrorKind } from './errors.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction `db.transaction` hands its callback: what the seeds write through. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a multi-statement SQL script (migrations). */
  execScript(sqlText: string): Promise<void>;
  /**
   * Calls `onNotice` for every NOTIFY on `channel`; returns the unsubscribe. On PostgreSQL the
   * connection is held across outages, and `onResync` is called each time it is back, since
   * notices sent while it was away are lost.
   */
  listen(channel: string, onNotice: (payload: string) => void, onResync?: () => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** What the driver reports on its own (a connection lost, the LISTEN back): a code, never SQL. */
export type DatabaseLog = (event: { msg: string; code?: string; attempts?: number }) => void;

/** A pino-shaped warn line on standard output, among the server's own JSON logs. */
export const stdoutLog: DatabaseLog = (event) => {
  // eslint-disable-next-line no-restricted-syntax -- a log line is stamped with the real time
  process.stdout.write(`${JSON.stringify({ level: 40, time: Date.now(), ...event })}\n`);
};

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: DatabaseLog;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.log ?? stdoutLog)
    : openPglite(options.dataDir);
}

/** `memory://` keeps the database in memory (tests); anything else is a folder on disk. */
async function openPglite(dataDir: string): Promise<Database> {
  const location = dataDir === 'memory://' ? dataDir : `${dataDir}/pglite`;
  if (location !== 'memory://') fs.mkdirSync(location, { recursive: true });
  return location === 'memory://'
    ? pgliteDatabase(await openEmptyMemoryCluster(), true)
    : pgliteDatabase(await PGlite.create(location), false);
}

/** The PGlite behind each in-memory database this file opened, for copies of it. */
const memoryClients = new WeakMap<Database, PGlite>();

/**
 * A copy of an in-memory database's whole cluster, and a database opened from such a copy: tests
 * migrate and seed once, then start every server from the copy (test/harness.ts).
 */
export async function copyOfMemoryDatabase(database: Database): Promise<Blob> {
  const client = memoryClients.get(database);
  if (!client) throw new Error('Only an in-memory PGlite database can be copied.');
  return client.dumpDataDir('none');
}

export async function openMemoryDatabaseFrom(copy: Blob): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: copy }), true);
}

function pgliteDatabase(client: PGlite, inMemory: boolean): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const database: Database = {
    kind: 'pglite',
    db,
    execScript: async (sqlText) => {
      try {
        await client.exec(sqlText);
      } catch (error) {
        // A failed script leaves its explicit transaction open on the single connection.
        await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    listen: async (channel, onNotice) => client.listen(channel, onNotice),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: () => client.close(),
  };
  if (inMemory) memoryClients.set(database, client);
  return database;
}

/** A dead server refuses at once; this bounds the wait for an unreachable host or a busy pool. */
const CONNECT_TIMEOUT_MS = 3_000;
/** LISTEN reconnection backoff: doubling from the first, never longer than the cap. */
const LISTEN_RETRY_FIRST_MS = 100;
const LISTEN_RETRY_MAX_MS = 1_000;
/** How often the LISTEN connection proves it is alive: a silently dropped one would miss every notice. */
const LISTEN_PROBE_EVERY_MS = 30_000;

async function openPostgres(url: string, log: DatabaseLog): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // Names in pg_stat_activity, for whoever looks at the database (a URL's own name wins).
    application_name: 'sample-collect',
  });
  // An idle connection that dies is emitted here; unhandled, the 'error' event would end the process.
  // The client listener below has logged it already.
  pool.on('error', () => undefined);
  // A checked-out connection (a transaction between statements) has no listener of the pool's: one
  // of its own on every connection, for its whole life. The pool drops a broken one on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => log({ msg: 'database connection lost', code: databaseErrorKind(error) }));
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<ListenConnection>();
  return {
    kind: 'postgres',
    db,
    execScript: async (sqlText) => {
      const client = await pool.connect();
      try {
        await client.query(sqlText);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onNotice, onResync) => {
      // One dedicated connection per process holds the LISTEN (architecture.md 5).
      const connection = new ListenConnection(url, channel, onNotice, onResync ?? (() => undefined), log);
      await connection.start();
      listeners.add(connection);
      return async () => {
        listeners.delete(connection);
        await connection.stop();
      };
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: async () => {
      await Promise.all([...listeners].map((c) => c.stop()));
      await pool.end();
    },
  };
}

/**
 * The LISTEN connection, held across outages: when it drops it is opened again with backoff, and
 * `onResync` then says notices may have been missed meanwhile (ADR 018).
 */
class ListenConnection {
  private client: pg.Client | undefined;
  private stopped = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | undefined;
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onNotice: (payload: string) => void,
    private readonly onResync: () => void,
    private readonly log: DatabaseLog,
  ) {}

  /** The first connection must succeed: the server has just migrated through this database. */
  async start(): Promise<void> {
    await this.connect();
    this.probe = setInterval(() => this.checkAlive(), LISTEN_PROBE_EVERY_MS);
    this.probe.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.probe);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      application_name: 'sample-collect live',
    });
    // Never removed: a client that errors after it was replaced must not end the process either.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (msg) => {
      if (msg.channel === this.channel && msg.payload !== undefined) this.onNotice(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`listen "${this.channel.replaceAll('"', '')}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (client !== this.client || this.stopped) return;
    this.client = undefined;
    this.log({ msg: 'live LISTEN connection lost', code: error === undefined ? 'ended' : databaseErrorKind(error) });
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    // Jitter, so processes that lost the database together do not all knock at once.
    const delay = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_FIRST_MS * 2 ** this.attempt) * (0.5 + Math.random() / 2);
    this.attempt += 1;
    this.retry = setTimeout(() => {
      this.connect().then(
        () => {
          if (this.stopped) return;
          this.log({ msg: 'live LISTEN connection restored', attempts: this.attempt });
          this.attempt = 0;
          this.onResync();
        },
        () => this.scheduleReconnect(),
      );
    }, delay);
    this.retry.unref();
  }

  private checkAlive(): void {
    const client = this.client;
    if (!client) return;
    client.query('select 1').catch((error: unknown) => {
      // Timed out or failed on a socket the operating system still thinks is open.
      this.lost(client, error);
    });
  }
}
