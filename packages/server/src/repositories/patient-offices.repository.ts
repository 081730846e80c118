/**
 * Whose patients an office may order for (requirements.md 6 "Lab offices see patient options from all
 * partner offices"; ADR 031): the one answer the order form's patient picker
 * (`searchOfficePatients`) and `createOrder` both ask, so the two never disagree.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { patientOfficeIDs, seesPartnerPatients } from '@sc/domain/offices/partnerships';
import type { OfficeType } from '@sc/domain/vocabulary/accounts';
import type { Db } from '../db/client.ts';
import { officeMembers, officePartners, offices, users } from '../db/schema.ts';

const back = alias(officePartners, 'back');

/**
 * The offices whose patients `office` may order for: its own, and for a lab each approved office
 * it is partnered with (both name each other; one naming the other is only a request).
 */
export async function patientOfficeIDsOf(db: Db, office: { id: string; type: OfficeType }): Promise<string[]> {
  if (!seesPartnerPatients(office.type)) return patientOfficeIDs(office, []);
  const partners = await db
    .select({ id: officePartners.partnerOfficeId })
    .from(officePartners)
    .innerJoin(
      back,
      and(eq(back.officeId, officePartners.partnerOfficeId), eq(back.partnerOfficeId, officePartners.officeId)),
    )
    .innerJoin(offices, and(eq(offices.id, officePartners.partnerOfficeId), eq(offices.status, 'approved')))
    .where(eq(officePartners.officeId, office.id));
  return patientOfficeIDs(
    office,
    partners.map((p) => p.id),
  );
}

/** A patient of one of these offices (whether or not they have signed in yet), for an order. */
export async function findPatientOfOffices(db: Db, officeIds: readonly string[], userId: string) {
  if (officeIds.length === 0) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
      address: users.address,
      homeLat: users.homeLat,
      homeLng: users.homeLng,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.role, 'patient'),
        sql`exists (select 1 from ${officeMembers} where ${officeMembers.userId} = ${users.id}
          and ${officeMembers.role} = 'patient' and ${inArray(officeMembers.officeId, [...officeIds])})`,
      ),
    )
    .limit(1);
  return row;
}
