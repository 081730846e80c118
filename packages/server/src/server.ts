/** Composition: database, migrations, demo data, adapters, live bus and HTTP, for main and tests. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { plainSchemaMessage } from '@sc/domain/contract/plain-messages';
import { defaultAdapters, type Adapters } from './adapters/index.ts';
import { AnalyticsBuffer } from './lib/analytics-buffer.ts';
import type { Config } from './config.ts';
import { openDatabase, stdoutLog, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedCatalogue } from './db/seed-catalogue.ts';
import { seedDemo } from './db/seed.ts';
import { buildApp } from './http/app.ts';
import { LiveBus } from './live/bus.ts';
import { JobRunner } from './jobs/runner.ts';
import {
  databaseRateLimitStore,
  memoryRateLimitStore,
  openRedisRateLimitStore,
  type RateLimitStore,
} from './lib/rate-limit.ts';
import { UserLookupCache } from './lib/user-lookup-cache.ts';

export interface Server {
  app: FastifyInstance;
  database: Database;
  bus: LiveBus;
  analytics: AnalyticsBuffer;
  /** This process's job runner; absent with JOB_CONCURRENCY=0. */
  jobs: JobRunner | undefined;
  close(): Promise<void>;
}

/** Where rate-limit counters live (ADR 035): Redis when named, else the database's server, else memory. */
async function openRateLimitStore(config: Config, database: Database, onError: (error: unknown) => void) {
  if (config.redisUrl) return openRedisRateLimitStore(config.redisUrl, onError);
  return database.kind === 'postgres' ? databaseRateLimitStore(database.db) : memoryRateLimitStore();
}

/**
 * Migrations, the catalogue and (outside production) the demo data, once: several processes
 * starting together would race to seed an empty database (main.ts does this before forking).
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepare(database, config);
  } finally {
    await database.close();
  }
}

/** Migrates, then seeds what the configuration asks for at the clock's instant. */
export async function prepare(database: Database, config: Config): Promise<void> {
  await migrate(database);
  await database.db.transaction((tx) => seedCatalogue(tx));
  if (config.seedDemo) await seedDemo(database.db, config.clock.now(), config.dataEncryptionKey);
}

/**
 * `overrides` replace default adapters (tests fail an email on purpose); `logStream` receives the
 * JSON log lines instead of standard output (tests read what a log would hold); `database` is one
 * already prepared for this configuration (tests start from a copy of a migrated, seeded one).
 */
// A refused input is told in words a user reads, wherever the server validates (issue 27); a
// schema's own message still comes first.
z.config({ customError: plainSchemaMessage });

export async function createServer(
  config: Config,
  overrides: Partial<Adapters> = {},
  options: { logStream?: NodeJS.WritableStream; database?: Database } = {},
): Promise<Server> {
  const log: { app?: FastifyInstance } = {};
  const adapters: Adapters = {
    ...defaultAdapters(config, (fields, msg) =>
      log.app ? log.app.log.warn({ component: 'routing', ...fields }, msg) : stdoutLog({ msg, ...fields }),
    ),
    ...overrides,
  };
  // The driver's own events go to the app's logger (its level and stream) once there is one.
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      log: ({ msg, ...fields }) => (log.app ? log.app.log.warn(fields, msg) : stdoutLog({ msg, ...fields })),
    }));
  try {
    if (!options.database) await prepare(database, config);
    const bus = new LiveBus(database);
    await bus.start();
    const userLookup = new UserLookupCache();
    userLookup.listenTo(bus);
    const analytics = new AnalyticsBuffer(database.db, (error) =>
      log.app?.log.error({ err: error }, 'analytics write failed'),
    );
    const rateLimits: RateLimitStore = await openRateLimitStore(config, database, (error) =>
      log.app?.log.warn({ code: (error as { code?: unknown }).code }, 'rate-limit store unavailable'),
    );
    const app = buildApp({
      config,
      database,
      adapters,
      bus,
      userLookup,
      analytics,
      rateLimits,
      logStream: options.logStream,
    });
    log.app = app;
    await app.ready();
    const jobs =
      config.jobConcurrency > 0
        ? new JobRunner(
            database,
            {
              db: database.db,
              config,
              adapters,
              log: app.log.child({ component: 'jobs' }),
              publish: (topics) => bus.publish(topics),
            },
            { concurrency: config.jobConcurrency, retryBaseMs: config.jobRetryBaseMs },
          )
        : undefined;
    await jobs?.start();
    return {
      app,
      database,
      bus,
      analytics,
      jobs,
      close: async () => {
        await app.close();
        await jobs?.stop();
        await analytics.flush();
        await bus.stop();
        await rateLimits.close();
        await adapters.mail.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
