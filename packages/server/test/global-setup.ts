/**
 * Names the test run, and drops the PostgreSQL template databases its workers made when it ends
 * (prepared-databases.ts). Nothing to do on the embedded database.
 */
import { randomBytes } from 'node:crypto';
import { adminQuery, templatePrefix } from './postgres-admin.ts';

export function setup(): () => Promise<void> {
  process.env.SC_TEST_RUN = randomBytes(4).toString('hex');
  return async () => {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) return;
    const { rows } = await adminQuery(
      baseUrl,
      `select datname from pg_database where datname like '${templatePrefix()}%'`,
    );
    for (const { datname } of rows as { datname: string }[])
      await adminQuery(baseUrl, `drop database if exists ${datname} with (force)`);
  };
}
