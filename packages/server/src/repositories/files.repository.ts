/** Uploaded files' records (migration 006). */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<void> {
  await db.insert(files).values(row);
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** The file, when this user uploaded it (a step may name only the caller's own photos). */
export async function findFileOwnedBy(db: Db, id: string, userId: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerUserId, userId)))
    .limit(1);
  return row;
}

/**
 * Makes one user's uploads take turns from the quota check to the insert, so parallel uploads
 * cannot all pass a check none of them has counted yet. (`.` is never in an Idempotency-Key, so
 * this never shares a lock with lockIdempotencyKey.)
 */
export async function lockUploadsOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}), hashtext('files.upload'))`);
}

export interface UploadUsage {
  lastMinute: number;
  lastDay: number;
  bytesLastDay: number;
}

/** What a user has stored in the last minute and the last 24 hours (the upload quota, ADR 019). */
export async function uploadUsageOf(db: Db, userId: string): Promise<UploadUsage> {
  const [row] = await db
    .select({
      lastMinute: sql<number>`(count(*) filter (where ${files.createdAt} > now() - interval '1 minute'))::int`,
      lastDay: sql<number>`count(*)::int`,
      bytesLastDay: sql<number>`coalesce(sum(${files.sizeBytes}), 0)::float8`,
    })
    .from(files)
    .where(and(eq(files.ownerUserId, userId), gt(files.createdAt, sql`now() - interval '1 day'`)));
  return {
    lastMinute: Number(row?.lastMinute ?? 0),
    lastDay: Number(row?.lastDay ?? 0),
    bytesLastDay: Number(row?.bytesLastDay ?? 0),
  };
}

export async function findFileByIdempotencyKey(db: Db, userId: string, key: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerUserId, userId), eq(files.idempotencyKey, key)))
    .limit(1);
  return row;
}
