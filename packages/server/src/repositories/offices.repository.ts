import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { officeStaffRoles } from '@sc/domain/vocabulary/accounts';
import type { Db } from '../db/client.ts';
import { authTokens, officeMembers, offices, users } from '../db/schema.ts';

export type OfficeRow = typeof offices.$inferSelect;
export type MembershipRow = typeof officeMembers.$inferSelect;

export async function insertOffice(db: Db, office: typeof offices.$inferInsert): Promise<void> {
  await db.insert(offices).values(office);
}

export async function findOffice(db: Db, id: string): Promise<OfficeRow | undefined> {
  const [row] = await db.select().from(offices).where(eq(offices.id, id)).limit(1);
  return row;
}

/** The office's team: its staff who accepted (requirements.md 2.4), not the patients it keeps. */
export async function countTeam(db: Db, officeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(officeMembers)
    .where(
      and(
        eq(officeMembers.officeId, officeId),
        inArray(officeMembers.role, [...officeStaffRoles]),
        eq(officeMembers.invitationStatus, 'accepted'),
      ),
    );
  return row?.n ?? 0;
}

export async function updateOffice(db: Db, id: string, patch: Partial<Pick<OfficeRow, 'status' | 'interviewUri'>>) {
  await db.update(offices).set(patch).where(eq(offices.id, id));
}

export async function insertMembership(db: Db, row: typeof officeMembers.$inferInsert): Promise<void> {
  await db.insert(officeMembers).values(row);
}

export async function findMembership(db: Db, officeId: string, userId: string): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(officeMembers)
    .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)))
    .limit(1);
  return row;
}

/** The caller's newest membership with its office. */
export async function findLatestMembership(db: Db, userId: string) {
  const [row] = await db
    .select({ membership: officeMembers, office: offices })
    .from(officeMembers)
    .innerJoin(offices, eq(offices.id, officeMembers.officeId))
    .where(eq(officeMembers.userId, userId))
    .orderBy(desc(officeMembers.invitedAt))
    .limit(1);
  return row;
}

/** The office the caller works in: their newest accepted membership, else their newest invitation. */
export async function findCurrentMembership(db: Db, userId: string) {
  const [row] = await db
    .select({ membership: officeMembers, office: offices })
    .from(officeMembers)
    .innerJoin(offices, eq(offices.id, officeMembers.officeId))
    .where(eq(officeMembers.userId, userId))
    .orderBy(sql`(${officeMembers.invitationStatus} = 'accepted') desc`, desc(officeMembers.invitedAt))
    .limit(1);
  return row;
}

export async function countAcceptedMemberships(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(officeMembers)
    .where(and(eq(officeMembers.userId, userId), eq(officeMembers.invitationStatus, 'accepted')));
  return row?.n ?? 0;
}

export async function acceptMembership(db: Db, officeId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(officeMembers)
    .set({ invitationStatus: 'accepted', acceptedAt: at })
    .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)));
}

/**
 * An office's prescribers and assistants with their invitation, by name, and for each the expiry
 * of their newest unused finish-sign-up link (null when they already have a password).
 */
export async function listOfficeStaff(db: Db, officeId: string) {
  return db
    .select({
      userID: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: officeMembers.role,
      invitationStatus: officeMembers.invitationStatus,
      invitedAt: officeMembers.invitedAt,
      acceptedAt: officeMembers.acceptedAt,
      linkExpiresAt: sql<Date | null>`(select max(${authTokens.expiresAt}) from ${authTokens}
        where ${authTokens.userId} = ${users.id} and ${authTokens.purpose} = 'finish-sign-up'
        and ${authTokens.usedAt} is null)`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
    })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .where(and(eq(officeMembers.officeId, officeId), inArray(officeMembers.role, officeStaffRoles)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(500);
}

export async function deleteMembership(db: Db, officeId: string, userId: string): Promise<void> {
  await db.delete(officeMembers).where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)));
}
