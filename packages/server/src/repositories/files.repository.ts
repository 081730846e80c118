/** Uploaded files' records (migration 006). */
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';

export type FileRow = typeof files.$inferSelect;

/** `createdAt` is the clock's (ADR 066): the quota and the sweep count from it. */
export async function insertFile(db: Db, row: typeof files.$inferInsert & { createdAt: Date }): Promise<void> {
  await db.insert(files).values(row);
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/**
 * The file, when this user uploaded it (a step may name only the caller's own photos), marked
 * attached: every step that names a photo checks it here (functions/itinerary-steps/own-file.ts) inside the
 * step's transaction, so a photo a step names is never swept, a refused step leaves no mark, and
 * the row stays locked against a sweep running at the same moment.
 */
export async function findFileOwnedBy(db: Db, id: string, userId: string): Promise<FileRow | undefined> {
  const [row] = await db
    .update(files)
    .set({ attachedAt: sql`coalesce(${files.attachedAt}, now())` })
    .where(and(eq(files.id, id), eq(files.ownerUserId, userId)))
    .returning();
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
export async function uploadUsageOf(db: Db, userId: string, now: Date): Promise<UploadUsage> {
  const [row] = await db
    .select({
      lastMinute: sql<number>`(count(*) filter (where ${files.createdAt} > ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz))::int`,
      lastDay: sql<number>`count(*)::int`,
      bytesLastDay: sql<number>`coalesce(sum(${files.sizeBytes}), 0)::float8`,
    })
    .from(files)
    .where(and(eq(files.ownerUserId, userId), gt(files.createdAt, new Date(now.getTime() - 24 * 60 * 60_000))));
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

/**
 * Deletes up to `limit` photos uploaded before `createdBefore` that nothing names, answering how
 * many were looked at and the ids deleted (their bytes are the caller's to delete). A photo named
 * without passing findFileOwnedBy (a charting item of type files, or any name written before
 * migration 009) is marked attached here instead, once, and kept.
 */
export async function deleteUnattachedFiles(
  db: Db,
  createdBefore: Date,
  limit: number,
): Promise<{ examined: number; deleted: string[] }> {
  const candidates = await db
    .select({ id: files.id })
    .from(files)
    .where(and(isNull(files.attachedAt), lt(files.createdAt, createdBefore)))
    .orderBy(asc(files.createdAt))
    .limit(limit);
  const ids = candidates.map((c) => c.id);
  if (ids.length === 0) return { examined: 0, deleted: [] };
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // A shipment's box image, or the id as any string in a procedure's charting tree.
  await db.execute(sql`
    update files f set attached_at = now()
    where f.id in (${idList}) and f.attached_at is null
      and (exists (select 1 from shipments s where s.shipment_box_image = f.id)
        or exists (select 1 from procedures p
                   where jsonb_path_exists(p.charting_items, 'strict $.** ? (@ == $id)', jsonb_build_object('id', f.id))))`);
  // \`attached_at is null\` is checked again on the row itself: a step that named it meanwhile wins.
  const deleted = await db
    .delete(files)
    .where(and(inArray(files.id, ids), isNull(files.attachedAt)))
    .returning({ id: files.id });
  return { examined: ids.length, deleted: deleted.map((d) => d.id) };
}
