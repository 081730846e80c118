/**
 * Starts the real server for a test file: PGlite in memory by default, or a fresh throw-away
 * database on the PostgreSQL server named by DATABASE_URL (dropped again in close()). Requests go
 * through Fastify's inject, so no port is opened.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@sc/domain/vocabulary/accounts';
import type { FnName } from '@sc/domain/contract/index';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import type { Adapters } from '../src/adapters/index.ts';
import { outboxEmailSender } from '../src/adapters/email/outbox.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Clock } from '../src/lib/clock.ts';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import { hashSessionSecret, sessionCookieName } from '../src/http/session.ts';
import { newSecret } from '../src/lib/tokens.ts';
import { insertSession } from '../src/repositories/sessions.repository.ts';
import { createServer, type Server } from '../src/server.ts';
import { copyOfMemoryDatabase, openDatabase, openMemoryDatabaseFrom, type Database } from '../src/db/client.ts';
import { incompleteAuditRows } from './audit-trail.ts';
import { adminQuery } from './postgres-admin.ts';
import { preparedDatabase, throwAwayDatabase } from './prepared-databases.ts';

export interface CallOptions {
  cookie?: string | undefined;
  idempotencyKey?: string;
  origin?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
  /** `name=value` of a Set-Cookie in the response (value empty when the cookie was cleared). */
  cookie: string | undefined;
  headers: Record<string, unknown>;
}

export interface TestServer {
  server: Server;
  config: Config;
  db: Server['database']['db'];
  /** The server's time (ADR 066): what a test compares with, never the machine's clock. */
  now(): Date;
  /** `hours` before the server's instant, as an SQL timestamptz (rows a test backdates). */
  hoursAgo(hours: number): SQL;
  call(name: FnName | (string & {}), input?: unknown, options?: CallOptions): Promise<CallResult>;
  signIn(email: string, password?: string): Promise<string>;
  /** A session cookie for a user, made directly in the database (no password round trip). */
  sessionCookie(userId: string): Promise<string>;
  /** Emails the outbox holds for an address, newest first. */
  emailsTo(email: string): Promise<{ subject: string; text: string; links: string[] }[]>;
  /**
   * Every table's row count and content hash: equal snapshots mean nothing was written. The audit
   * trail and the rate-limit counters are left out: a refused call is recorded and counted there by
   * design (ADR 017, 035), and tests of them read them themselves.
   */
  snapshot(): Promise<Record<string, string>>;
  /**
   * The server process killed and a new one started on the same database (the simulator's fault,
   * ADR 073): what was committed stays, the old process writes nothing more, and `server` and `db`
   * are the new one's. Jobs the old one held keep their lease (the new one takes them when it ends).
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The demo account of each role (db/seed.ts), for tests that call as "a user of the role". */
export const demoUserOf: Record<Role, string> = {
  nurse: 'user-nurse',
  patient: 'user-patient',
  prescriber: 'user-prescriber',
  assistant: 'user-assistant',
  packer: 'user-packer',
  admin: 'user-admin',
};

/** Rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: TestServer['db'], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The instant every test server starts at (ADR 066): 23:30 on a Saturday in New York by default,
 * when the UTC date is already Sunday, so a day counted in the wrong zone fails here rather than
 * for a few hours of some evenings. `TEST_NOW=<ISO instant>` picks another; `TEST_NOW=real` runs on
 * the real clock.
 */
export const DEFAULT_TEST_NOW = '2026-11-28T23:30:00-05:00';
const testNow = process.env.TEST_NOW ?? DEFAULT_TEST_NOW;
/** NOW for a test server's environment: empty on the real clock. */
export const testNowEnv: Record<string, string> = testNow === 'real' ? {} : { NOW: testNow };

/**
 * The instant a test server starts at, for dates a test computes before it has a server (a table's
 * rows, an order's day); a server's clock moves on from it by the seconds the file has run.
 */
export const testStart = (): Date => (testNow === 'real' ? new Date() : new Date(testNow));

/** The local date `days` after the test instant in `timeZone` (the demo's New York by default). */
export const testDay = (days: number, timeZone = 'America/New_York'): string =>
  localDateKeyAfter(testStart(), days, timeZone);

/** Limits high enough that a test file never trips them unless it sets its own. */
const testDefaults = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  DATA_DIR: 'memory://',
  PATIENT_SITE_URL: 'http://patients.localhost:3100',
  RATE_LIMIT_SIGN_IN_PER_EMAIL: '1000',
  RATE_LIMIT_PER_IP: '100000',
  ...testNowEnv,
};

/**
 * `clock` replaces the one TEST_NOW gives (a test that moves time by hand, lib/clock.ts's ManualClock);
 * `pglite` keeps the server on PGlite in memory even where DATABASE_URL names a PostgreSQL server.
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  adapters?: Partial<Adapters>,
  clock?: Clock,
  options: { pglite?: boolean } = {},
): Promise<TestServer> {
  const throwAway =
    process.env.DATABASE_URL && !options.pglite ? throwAwayDatabase(process.env.DATABASE_URL) : undefined;
  const env: Record<string, string> = {
    ...testDefaults,
    ...(throwAway ? { DATABASE_URL: throwAway.url } : {}),
    ...overrides,
  };
  // Production refuses NOW (ADR 066): a test of a production server runs on the real clock.
  if (env.NODE_ENV === 'production') delete env.NOW;
  const config = loadConfig(env, clock);
  let server: Server;
  try {
    const database = await preparedDatabase(config, throwAway);
    server = await createServer(config, adapters, database ? { database } : {});
  } catch (error) {
    await throwAway?.drop();
    throw error;
  }

  const call: TestServer['call'] = async (name, input = {}, options = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.origin) headers.origin = options.origin;
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/fn/${name}`,
      headers,
      payload: JSON.stringify(input),
    });
    const setCookie = res.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    return {
      status: res.statusCode,
      body: res.body ? JSON.parse(res.body) : undefined,
      cookie: first?.split(';')[0],
      headers: res.headers,
    };
  };

  return {
    // Getters: a restart replaces the server.
    get server() {
      return server;
    },
    config,
    get db() {
      return server.database.db;
    },
    now: () => config.clock.now(),
    hoursAgo: (hours) => sql`${new Date(config.clock.now().getTime() - hours * 3_600_000).toISOString()}::timestamptz`,
    call,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await call('signIn', { email, password });
      if (res.status !== 200 || !res.cookie)
        throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.cookie;
    },
    async sessionCookie(userId) {
      const secret = newSecret();
      const now = config.clock.now();
      await insertSession(
        server.database.db,
        { idHash: hashSessionSecret(config, secret), userId, expiresAt: new Date(now.getTime() + config.sessionMaxMs) },
        now,
      );
      return `${sessionCookieName(config)}=${secret}`;
    },
    async emailsTo(email) {
      const rows = await queryRows<{ subject: string; body: string; links: string[] }>(
        server.database.db,
        sql`select subject, body, links from outbox_emails where to_email = ${email} order by sent_at desc, id desc`,
      );
      return rows.map((r) => ({ subject: r.subject, text: r.body, links: r.links }));
    },
    async snapshot() {
      const db = server.database.db;
      const tables = await queryRows<{ name: string }>(
        db,
        sql`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'
              and table_name not in ('audit_log', 'rate_limit_counters')
            order by 1`,
      );
      // A job's run state moves on in the background (the runner); what was enqueued is what counts.
      const rowOf = (name: string) => (name === 'jobs' ? sql`(t.id, t.kind, t.key, t.payload)` : sql`t`);
      const parts = tables.map(
        ({ name }) =>
          sql`select ${name}::text as name, count(*)::int as n, md5(string_agg(${rowOf(name)}::text, '|' order by ${rowOf(name)}::text)) as h from ${sql.identifier(name)} t`,
      );
      const rows = await queryRows<{ name: string; n: number; h: string | null }>(
        db,
        sql.join(parts, sql` union all `),
      );
      return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.h ?? ''}`]));
    },
    async restart() {
      const old = server;
      // No new try starts in the old process (stop() marks it at once; its wait is not awaited).
      void old.jobs?.stop();
      let database: Database;
      if (throwAway) {
        // Its connections cut as a killed process's are: a transaction under way is rolled back.
        await adminQuery(
          process.env.DATABASE_URL!,
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = '${new URL(throwAway.url).pathname.slice(1)}' and pid <> pg_backend_pid()`,
        );
        await old.database.close().catch(() => undefined);
        database = await openDatabase({ databaseUrl: throwAway.url, dataDir: '' });
      } else {
        // What PGlite holds at this instant, committed or not: the new process recovers it as
        // PostgreSQL recovers after a crash, and the old one's later writes stay in the old copy,
        // which is dropped as it closes.
        database = await openMemoryDatabaseFrom(await copyOfMemoryDatabase(old.database));
      }
      // The rest of the old process winds down in the background (on PostgreSQL its database is
      // already closed, so that close ends in an error no one needs).
      void old.close().catch(() => undefined);
      server = await createServer(config, adapters, { database });
    },
    async close() {
      // Every test file's audit trail is walked as it closes (ADR 036): a row without its role,
      // request, address or patient fails the file that wrote it. A database that is away has none.
      const incomplete = await incompleteAuditRows(server.database.db).catch(() => []);
      try {
        await server.close();
      } finally {
        await throwAway?.drop();
      }
      if (incomplete.length > 0)
        throw new Error(`incomplete audit rows (${incomplete.length}): ${JSON.stringify(incomplete.slice(0, 5))}`);
    },
  };
}

/**
 * The outbox email adapter, made to throw while `failWith` is set: a send fails after the
 * handler's writes, so the whole transaction must roll back and answer a 5xx.
 */
export function failableEmail() {
  const email = {
    failWith: undefined as Error | undefined,
    send: ((db, message) => {
      if (email.failWith) throw email.failWith;
      return outboxEmailSender.send(db, message);
    }) as Adapters['email']['send'],
  };
  return email;
}
