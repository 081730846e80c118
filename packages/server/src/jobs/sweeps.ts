/**
 * Clean-up of rows that only expire, run as periodic jobs (ADR 034) so one process does each run
 * for all: ended sessions, day-old idempotency keys, long-expired tokens, past rate-limit windows
 * and month-old outbox emails (reads already ignore them; this keeps the tables small), photos no
 * step names (ADR 019), and the queue's own finished history.
 */
import { STEP_TIME_MAX_AGE_MS } from '@sc/domain/field-checks/field-writes';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { deleteUnattachedFiles } from '../repositories/files.repository.ts';
import { deleteIdempotencyKeysBefore } from '../repositories/idempotency.repository.ts';
import { deleteSucceededJobsBefore } from '../repositories/jobs.repository.ts';
import { deleteOutboxEmailsBefore } from '../repositories/outbox.repository.ts';
import { deleteRateLimitWindowsBefore } from '../repositories/rate-limits.repository.ts';
import { deleteExpiredSessions } from '../repositories/sessions.repository.ts';
import { deleteTokensExpiredBefore } from '../repositories/tokens.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
const IDEMPOTENCY_KEY_LIFETIME_MS = DAY_MS;
/** An expired link still answers "expired" (not "invalid") for this long. */
const EXPIRED_TOKEN_MEMORY_MS = 30 * DAY_MS;
const OUTBOX_LIFETIME_MS = 30 * DAY_MS;
/** The longest rate-limit window (sign-in's 15 minutes), with room to spare. */
const RATE_LIMIT_WINDOW_MEMORY_MS = 60 * 60_000;
/** Succeeded jobs are kept a week, for whoever asks what ran; dead ones until operations act. */
const JOB_HISTORY_MS = 7 * DAY_MS;
/**
 * A photo no step names is kept three days: a step queued offline may still name it 48 hours
 * later (the oldest step time accepted, ADR 013), and a flow keeps its photo on the phone until
 * a later step sends it (the centrifugation photo goes with the new bags). A day more covers both.
 */
export const UNATTACHED_FILE_LIFETIME_MS = STEP_TIME_MAX_AGE_MS + 24 * 60 * 60_000;
/** Bounded per run, so a backlog is cleared over a few hours rather than in one long burst. */
const FILE_BATCH = 200;
const FILE_BATCHES_PER_RUN = 25;

export async function sweepExpired(db: Db, config: Config): Promise<void> {
  const at = config.clock.now();
  const now = at.getTime();
  await deleteExpiredSessions(db, new Date(now - config.sessionIdleMs), at);
  await deleteIdempotencyKeysBefore(db, new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS));
  await deleteTokensExpiredBefore(db, new Date(now - EXPIRED_TOKEN_MEMORY_MS));
  await deleteRateLimitWindowsBefore(db, new Date(now - RATE_LIMIT_WINDOW_MEMORY_MS));
  await deleteOutboxEmailsBefore(db, new Date(now - OUTBOX_LIFETIME_MS));
}

/** Deletes succeeded jobs older than a week, in bounded batches; answers how many. */
export async function sweepJobHistory(db: Db, now: number): Promise<number> {
  let swept = 0;
  for (let batch = 0; batch < FILE_BATCHES_PER_RUN; batch += 1) {
    const deleted = await deleteSucceededJobsBefore(db, new Date(now - JOB_HISTORY_MS), 1_000);
    swept += deleted;
    if (deleted < 1_000) break;
  }
  return swept;
}

/** Deletes the rows and then the bytes of photos no step names; answers how many. */
export async function sweepUnattachedFiles(db: Db, storage: FileStorage, now: number): Promise<number> {
  const before = new Date(now - UNATTACHED_FILE_LIFETIME_MS);
  const failures: unknown[] = [];
  let swept = 0;
  for (let batch = 0; batch < FILE_BATCHES_PER_RUN; batch += 1) {
    const { examined, deleted } = await deleteUnattachedFiles(db, before, FILE_BATCH);
    // The rows go first: once gone no step can name the photo, and a failed delete only leaks bytes.
    for (const id of deleted) await storage.delete(id).catch((error: unknown) => failures.push(error));
    swept += deleted.length;
    if (examined < FILE_BATCH) break;
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} swept photos' bytes not deleted`);
  return swept;
}
