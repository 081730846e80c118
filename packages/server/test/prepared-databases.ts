/**
 * Test servers start from a database migrated and seeded once, not each on its own: migrating and
 * seeding took about 3 of the 4.5 CPU seconds a test server on the embedded database took to
 * start. A copy is made per process and per what the seed reads (whether to seed the demo, its data
 * key and its second on the clock), so a changed migration or seed is always seen by the next run;
 * a worker's test files share them (vitest.config.ts: isolate false).
 *
 * PGlite in memory: the cluster is dumped once and every server loads the dump. PostgreSQL
 * (DATABASE_URL): a template database, which `create database … template` copies; the templates
 * are dropped when the run ends (test/global-setup.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../src/config.ts';
import { copyOfMemoryDatabase, openDatabase, openMemoryDatabaseFrom, type Database } from '../src/db/client.ts';
import { prepare } from '../src/server.ts';
import { adminQuery, databaseUrl, templatePrefix } from './postgres-admin.ts';

export interface ThrowAwayDatabase {
  url: string;
  /** Creates it, empty or as a copy of `template`. */
  create(template?: string): Promise<void>;
  drop(): Promise<void>;
}

const memoryCopies = new Map<string, Promise<Blob>>();
const postgresTemplates = new Map<string, Promise<string>>();

function seedKey(config: Config): string {
  const second = Math.floor(config.clock.now().getTime() / 1000);
  return JSON.stringify([config.seedDemo, config.dataEncryptionKey, second]);
}

/** `key`'s entry, made by `make` the first time; a failed make is forgotten so the next call tries again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let made = cache.get(key);
  if (!made) {
    made = make();
    cache.set(key, made);
    made.catch(() => cache.delete(key));
  }
  return made;
}

/** Migrates and seeds `database` as a server of `config` would, then closes it. */
async function prepareAndClose<T>(database: Database, config: Config, then: () => Promise<T>): Promise<T> {
  try {
    await prepare(database, config);
    return await then();
  } finally {
    await database.close();
  }
}

/**
 * The database a test server of `config` starts on, already migrated and seeded; undefined where
 * the server opens its own (a DATABASE_URL of the test's own, a folder on disk).
 */
export async function preparedDatabase(
  config: Config,
  throwAway: ThrowAwayDatabase | undefined,
): Promise<Database | undefined> {
  if (throwAway) {
    if (config.databaseUrl !== throwAway.url) {
      await throwAway.create();
      return undefined;
    }
    const baseUrl = process.env.DATABASE_URL!;
    const template = await once(postgresTemplates, `${baseUrl} ${seedKey(config)}`, async () => {
      const name = `${templatePrefix()}${randomBytes(4).toString('hex')}`;
      await adminQuery(baseUrl, `create database ${name}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(baseUrl, name), dataDir: '' });
      return prepareAndClose(database, config, async () => name);
    });
    await throwAway.create(template);
    return openDatabase({ databaseUrl: throwAway.url, dataDir: '' });
  }
  if (config.databaseUrl || config.dataDir !== 'memory://') return undefined;
  const copy = await once(memoryCopies, seedKey(config), async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    return prepareAndClose(database, config, () => copyOfMemoryDatabase(database));
  });
  return openMemoryDatabaseFrom(copy);
}

/**
 * Retries a statement while another session still holds its database: pg's pool.end() resolves
 * before its sockets have closed, so a database just closed may still be "in use" for a moment.
 */
async function whileInUse(baseUrl: string, statement: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(baseUrl, statement);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' && code !== '55000') throw error; // object_in_use, or a template in use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(baseUrl, statement);
}

/** `sc_test_<random>` beside DATABASE_URL's database: created by `create`, gone after `drop`. */
export function throwAwayDatabase(baseUrl: string): ThrowAwayDatabase {
  const name = `sc_test_${randomBytes(6).toString('hex')}`;
  return {
    url: databaseUrl(baseUrl, name),
    create: (template) => whileInUse(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`),
    // Waiting for the sockets rather than `with (force)`, which would make their clients emit
    // unhandled errors; forced only when they never close.
    drop: async () => {
      await whileInUse(baseUrl, `drop database if exists ${name}`).catch(() =>
        adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
      );
    },
  };
}
