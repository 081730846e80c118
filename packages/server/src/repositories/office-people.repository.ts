/** The people an office orders for and with: its patients (searched) and its prescribers. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { officeMembers, users } from '../db/schema.ts';
import { containsPattern } from './like.ts';
import { fullName } from './order-rows.ts';

/**
 * The patients of these offices (an office's own, and a lab's partners': patient-offices.repository)
 * whose name or email contains `query`, by name, each once.
 */
export async function searchOfficePatients(db: Db, officeIds: readonly string[], query: string, limit: number) {
  const needle = containsPattern(query);
  return db
    .select({
      id: users.id,
      name: fullName(users),
      email: users.email,
      dateOfBirth: users.dateOfBirth,
      phone: users.phone,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(
      and(
        sql`${users.id} in (select ${officeMembers.userId} from ${officeMembers}
          where ${inArray(officeMembers.officeId, [...officeIds])} and ${officeMembers.role} = 'patient')`,
        eq(users.role, 'patient'),
        query
          ? or(sql`lower(${fullName(users)}) like ${needle}`, sql`lower(${users.email}) like ${needle}`)
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit);
}

/**
 * The office's prescribers who accepted its invitation, by name (an office has a handful), each with
 * the NPI on their latest order at this office (ADR 087), which the order form fills in.
 */
export async function listOfficePrescribers(db: Db, officeId: string) {
  return db
    .select({
      id: users.id,
      name: fullName(users),
      npi: sql<string | null>`(select o.prescriber_npi from orders o
        where o.office_id = ${officeId} and o.prescriber_id = ${users.id} and o.prescriber_npi is not null
        order by o.created_at desc limit 1)`,
    })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .where(
      and(
        eq(officeMembers.officeId, officeId),
        eq(officeMembers.role, 'prescriber'),
        eq(officeMembers.invitationStatus, 'accepted'),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(200);
}
