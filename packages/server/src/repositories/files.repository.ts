/** Uploaded files' records (migration 006). */
import { and, eq } from 'drizzle-orm';
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

export async function findFileByIdempotencyKey(db: Db, userId: string, key: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerUserId, userId), eq(files.idempotencyKey, key)))
    .limit(1);
  return row;
}
