/**
 * A database of a measure's own on a PostgreSQL server (DATABASE_URL's, else the local one),
 * created before it and dropped after it whatever happened, for every bench part that measures on
 * PostgreSQL. A part is reported as not measured, with the reason, only when no server answers.
 */
import { openDatabase } from '@sc/server/src/db/client.ts';
import { isDatabaseUnavailable } from '@sc/server/src/db/errors.ts';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface NotMeasured {
  measured: false;
  reason: string;
}

/** The driver's own events (a connection lost), printed among the bench's lines. */
export const quietLog = (event: { msg: string; code?: string }) =>
  console.log(`    database: ${event.msg} ${event.code ?? ''}`);

/** The URL of the same server with another database. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `measure` on `sc_bench_<part>_<pid>`, given its URL and name. */
export async function inDatabaseOfItsOwn<T>(
  part: string,
  measure: (url: string, name: string) => Promise<T>,
): Promise<T | NotMeasured> {
  const serverUrl = process.env.DATABASE_URL || DEFAULT_SERVER_URL;
  const name = `sc_bench_${part}_${process.pid}`;
  const server = await openDatabase({ databaseUrl: serverUrl, dataDir: '', log: quietLog });
  try {
    try {
      await server.ping();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const where = new URL(serverUrl);
      const why = error instanceof Error ? error.message : String(error);
      return { measured: false, reason: `no PostgreSQL at ${where.hostname}:${where.port || 5432} (${why})` };
    }
    await server.execScript(`drop database if exists ${name} with (force)`);
    await server.execScript(`create database ${name}`);
    try {
      return await measure(withDatabase(serverUrl, name), name);
    } finally {
      await server.execScript(`drop database if exists ${name} with (force)`);
      console.log(`  dropped ${name}`);
    }
  } finally {
    await server.close();
  }
}
