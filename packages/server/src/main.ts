/* eslint-disable no-restricted-syntax -- process supervision: how long a worker lived is real time (ADR 066) */
/**
 * Composition root: `npm start` runs this. With WORKERS above 1 this process prepares the database
 * once (migrations, demo data), then runs that many server processes on one port (Node's cluster
 * module: the primary hands each connection to a worker) and starts a new one when one dies
 * (ADR 035).
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createServer, prepareDatabase } from './server.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isPrimary && !config.production) {
    // Loud on purpose (ADR 017): an instance reachable by others must never run like this.
    console.warn(developmentWarning(config.env));
  }
  if (cluster.isPrimary && config.workers > 1) return runWorkers(config);
  const server = await createServer(config);
  const shutdown = async (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await server.app.listen({ port: config.port, host: config.host });
  server.app.log.info(
    { url: config.publicUrl, database: server.database.kind, demo: config.seedDemo },
    'sample collection is running',
  );
}

/** A worker that dies within this of its start is not restarted at once: it would only die again. */
const RESTART_BACKOFF_MS = 1_000;

async function runWorkers(config: Config): Promise<void> {
  await prepareDatabase(config);
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(JSON.stringify({ level: 50, time: Date.now(), msg: 'server worker died', code, signal }));
    setTimeout(fork, livedMs < RESTART_BACKOFF_MS ? RESTART_BACKOFF_MS : 0);
  });
  for (let i = 0; i < config.workers; i += 1) fork();
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    // Each worker closes its server and database, as a single process does on the signal.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function developmentWarning(env: string): string {
  const line = '!'.repeat(78);
  return [
    line,
    `!! NODE_ENV=${env}: NOT FOR PRODUCTION.`,
    '!! Demo accounts, /dev/outbox (every emailed sign-in and reset link), QA overrides and the',
    '!! built-in development keys are on. Never expose this instance to others.',
    '!! Deploy with NODE_ENV=production (the default when NODE_ENV is unset).',
    line,
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
