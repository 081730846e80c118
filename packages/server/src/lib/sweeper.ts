/**
 * Hourly clean-up of rows that only expire: ended sessions and day-old idempotency keys. Reads
 * already ignore them; this keeps the tables small.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { deleteIdempotencyKeysBefore } from '../repositories/idempotency.repository.ts';
import { deleteExpiredSessions } from '../repositories/sessions.repository.ts';

const EVERY_MS = 60 * 60_000;
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;

export async function sweepExpired(db: Db, config: Config, now = Date.now()): Promise<void> {
  await deleteExpiredSessions(db, new Date(now - config.sessionIdleMs));
  await deleteIdempotencyKeysBefore(db, new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS));
}

export function startSweeper(db: Db, config: Config, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void sweepExpired(db, config).catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
