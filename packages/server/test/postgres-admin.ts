/**
 * Creating and dropping the tests' databases beside DATABASE_URL's (prepared-databases.ts,
 * global-setup.ts). Imports nothing of the server's: the global setup runs outside the workers.
 */
import pg from 'pg';

/**
 * The names of this run's template databases begin with it; the run's teardown drops them. The
 * run is named by the global setup, which the workers' environment inherits.
 */
export const templatePrefix = (): string => `sc_tpl_${process.env.SC_TEST_RUN ?? process.pid}_`;

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement through the server's `postgres` database (creating and dropping databases). */
export async function adminQuery(baseUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}
