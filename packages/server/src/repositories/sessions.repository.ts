import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Role, UserStatus } from '@sc/domain/vocabulary/accounts';
import type { Db } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import { sessions, users } from '../db/schema.ts';

/** `at` is when it starts (the clock's, ADR 066): idle and re-authentication windows count from it. */
export async function insertSession(
  db: Db,
  row: { idHash: string; userId: string; expiresAt: Date },
  at: Date,
): Promise<void> {
  await db.insert(sessions).values({ ...row, createdAt: at, lastSeenAt: at });
}

export interface SessionCaller {
  userId: string;
  role: Role;
  status: UserStatus;
  lastSeenAt: Date;
}

/** Every signed-in call reads its session: built once, times passed as ISO text. */
const liveSessionQuery = preparedPerHandle((db) =>
  db
    .select({ userId: sessions.userId, role: users.role, status: users.status, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('find_live_session'),
);

/** A live session: not past its absolute expiry and seen within the idle timeout. */
export async function findLiveSession(
  db: Db,
  idHash: string,
  idleSince: Date,
  now: Date,
): Promise<SessionCaller | undefined> {
  const [row] = await liveSessionQuery(db).execute({
    idHash,
    now: now.toISOString(),
    idleSince: idleSince.toISOString(),
  });
  return row;
}

export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, idleSince: Date, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}

/**
 * When the user's oldest live session started, or undefined with none. Re-authentication by a
 * recent sign-in (ADR 020) reads it: the caller's own session is one of these, so when the oldest
 * started within the window, the caller's did too, and an older (perhaps stolen) one is refused.
 */
export async function findOldestLiveSessionStart(
  db: Db,
  userId: string,
  idleSince: Date,
  now: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(asc(sessions.createdAt))
    .limit(1);
  return row?.createdAt;
}
