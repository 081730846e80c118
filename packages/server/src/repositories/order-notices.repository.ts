/** What the emails of an ended order need (functions/order-emails.ts). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { officeStaffRoles } from '@sc/domain/vocabulary/accounts';
import type { OfficeNotificationKind } from '@sc/domain/vocabulary/offices';
import type { Db } from '../db/client.ts';
import { officeMembers, offices, orders, procedures, users } from '../db/schema.ts';

/** Each order's status, requisition number, offices and a procedure of it (the link's page). */
export async function findNoticeOrders(db: Db, orderIDs: readonly string[]) {
  if (orderIDs.length === 0) return [];
  return db
    .select({
      id: orders.id,
      status: orders.status,
      requisitionNumber: orders.requisitionNumber,
      officeId: orders.officeId,
      createdByOfficeId: orders.createdByOfficeId,
      procedureId: sql<string>`min(${procedures.id})`,
    })
    .from(orders)
    .innerJoin(procedures, eq(procedures.orderId, orders.id))
    .where(inArray(orders.id, [...orderIDs]))
    .groupBy(orders.id)
    .orderBy(asc(orders.id));
}

/** The emails of the approved staff of these approved offices that chose this email, once each. */
export async function listNotifiedStaffEmails(
  db: Db,
  officeIDs: readonly string[],
  kind: OfficeNotificationKind,
): Promise<string[]> {
  if (officeIDs.length === 0) return [];
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(officeMembers)
    .innerJoin(offices, eq(offices.id, officeMembers.officeId))
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .where(
      and(
        inArray(officeMembers.officeId, [...officeIDs]),
        eq(officeMembers.invitationStatus, 'accepted'),
        inArray(officeMembers.role, officeStaffRoles),
        eq(users.status, 'approved'),
        eq(offices.status, 'approved'),
        sql`${kind} = any(${offices.notificationEmails})`,
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((r) => r.email);
}
