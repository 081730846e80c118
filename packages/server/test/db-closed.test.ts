/**
 * A database that stops taking connections (allow_connections off: maintenance, a restore, a
 * failover's old primary) is the database away (ADR 018): calls answer 503 "briefly unavailable",
 * never a 500 that reads as a bug, and the same server serves again once it is back. The simulator
 * found the 500 (ADR 073: PostgreSQL unreachable for a moment). PostgreSQL only: PGlite has no
 * connections to refuse.
 */
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { adminQuery } from './postgres-admin.ts';
import { queryRows, startTestServer } from './harness.ts';

test.runIf(process.env.DATABASE_URL)(
  'while the database refuses connections calls answer 503, and 200 again once it is back',
  async () => {
    const t = await startTestServer();
    const baseUrl = process.env.DATABASE_URL!;
    const [{ name } = { name: '' }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    try {
      const cookie = await t.sessionCookie('user-nurse');
      expect((await t.call('getWallet', {}, { cookie })).status).toBe(200);
      await adminQuery(baseUrl, `alter database "${name}" with allow_connections false`);
      await adminQuery(
        baseUrl,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      );
      for (const fn of ['getWallet', 'getShiftsOffered']) {
        const away = await t.call(fn, fn === 'getWallet' ? {} : { limit: 5 }, { cookie });
        expect({ fn, status: away.status, code: away.body?.error?.code }).toEqual({
          fn,
          status: 503,
          code: 'unavailable',
        });
      }
      await adminQuery(baseUrl, `alter database "${name}" with allow_connections true`);
      expect((await t.call('getWallet', {}, { cookie })).status).toBe(200);
    } finally {
      await adminQuery(baseUrl, `alter database "${name}" with allow_connections true`);
      await t.close();
    }
  },
  30_000,
);
