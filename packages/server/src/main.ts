/** Composition root: `npm start` runs this. */
import { ConfigError, loadConfig } from './config.ts';
import { createServer } from './server.ts';

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
  if (!config.production) {
    // Loud on purpose (ADR 017): an instance reachable by others must never run like this.
    console.warn(developmentWarning(config.env));
  }
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
