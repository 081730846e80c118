/** Rate-limit windows shared by every process on this database (ADR 035). */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

/**
 * Counts one hit in the key's window; answers the window's hits so far (this one included) and the
 * previous window's, in one statement.
 */
export async function countRateLimitHit(
  db: Db,
  key: string,
  windowStart: Date,
  previousWindowStart: Date,
): Promise<{ hits: number; previousHits: number }> {
  const result = (await db.execute(sql`
    with counted as (
      insert into rate_limit_counters (key, window_start, hits) values (${key}, ${windowStart.toISOString()}::timestamptz, 1)
      on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
      returning hits)
    select counted.hits, coalesce(previous.hits, 0) as "previousHits"
    from counted
    left join rate_limit_counters previous
      on previous.key = ${key} and previous.window_start = ${previousWindowStart.toISOString()}::timestamptz`)) as unknown as {
    rows: { hits: number; previousHits: number }[];
  };
  const row = result.rows[0];
  return { hits: Number(row?.hits ?? 1), previousHits: Number(row?.previousHits ?? 0) };
}

export async function deleteRateLimitWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
}
