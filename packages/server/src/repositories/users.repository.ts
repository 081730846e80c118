import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Viewer } from '@sc/domain/access/viewer';
import type { Db } from '../db/client.ts';
import { interviewBookings, officeMembers, offices, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Locks the row for the rest of the transaction, so concurrent status changes queue. */
export async function lockUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

export async function insertUser(db: Db, user: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(user);
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<
    Pick<
      UserRow,
      'status' | 'passwordHash' | 'email' | 'interviewUri' | 'firstName' | 'lastName' | 'phone' | 'faxNumber'
    >
  >,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` /* bookkeeping, read by nothing (ADR 066) */ })
    .where(eq(users.id, id));
}

export async function deleteUserById(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function listUsersNotApproved(db: Db, limit: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(ne(users.status, 'approved'), ne(users.role, 'patient')))
    .orderBy(asc(users.createdAt))
    .limit(limit);
}

/**
 * The viewer: the user with the office they belong to: the newest accepted membership, else the
 * newest invitation. Another office's invitation does not take a member away from their office.
 */
export async function loadViewer(db: Db, id: string): Promise<Viewer | null> {
  const rows = await db
    .select({
      user: {
        id: users.id,
        role: users.role,
        status: users.status,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        passwordCreated: sql<boolean>`${users.passwordHash} is not null`,
      },
      // The booking of whoever waits for the call: the person, or their office.
      interviewAt: sql<string | null>`case
        when ${users.status} = 'interview_scheduled' then
          (select max(${interviewBookings.startAt}) from ${interviewBookings} where ${interviewBookings.userId} = ${users.id})
        when ${offices.status} = 'interview_scheduled' then
          (select max(${interviewBookings.startAt}) from ${interviewBookings} where ${interviewBookings.officeId} = ${offices.id})
      end`,
      office: {
        id: offices.id,
        name: offices.name,
        type: offices.type,
        status: offices.status,
        invitationStatus: officeMembers.invitationStatus,
      },
    })
    .from(users)
    .leftJoin(officeMembers, eq(officeMembers.userId, users.id))
    .leftJoin(offices, eq(offices.id, officeMembers.officeId))
    .where(eq(users.id, id))
    .orderBy(
      sql`(${officeMembers.invitationStatus} = 'accepted') desc nulls last`,
      sql`${officeMembers.invitedAt} desc nulls last`,
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const office = row.office && row.office.id !== null ? (row.office as Viewer['office']) : null;
  const interviewAt = row.interviewAt === null ? null : new Date(row.interviewAt).toISOString();
  return { ...row.user, passwordCreated: Boolean(row.user.passwordCreated), office, interviewAt };
}
