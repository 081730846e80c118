/** Rate-limit windows shared by every process on this database (ADR 035). */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

/** Counts one hit in the key's window and answers the window's hits so far, this one included. */
export async function countRateLimitHit(db: Db, key: string, windowStart: Date): Promise<number> {
  const result = (await db.execute(sql`
    insert into rate_limit_counters (key, window_start, hits) values (${key}, ${windowStart.toISOString()}::timestamptz, 1)
    on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
    returning hits`)) as unknown as { rows: { hits: number }[] };
  return result.rows[0]?.hits ?? 1;
}

export async function deleteRateLimitWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
}
