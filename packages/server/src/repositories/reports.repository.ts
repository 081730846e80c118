/** What an office's report reads (issue 14): one fact per procedure of its orders in a range. */
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { ProcedureFact } from '@sc/domain/reports/office-report';
import type { Db } from '../db/client.ts';
import { labTests, orders, procedures, users } from '../db/schema.ts';

/**
 * The procedures of the office's orders (its own and those it placed) created from a day before
 * `from` to a day after `to` (each order's day is in its own time zone: the domain keeps the
 * exact range), at most `limit`. Through orders_office and orders_created_by_office.
 */
export async function listProcedureFacts(db: Db, officeId: string, from: string, to: string, limit: number) {
  const day = sql<string>`((${orders.createdAt} at time zone coalesce(${orders.timeZone}, 'UTC'))::date)::text`;
  const rows = await db
    .select({
      orderID: orders.id,
      day,
      testCode: sql<string>`coalesce(${labTests.code}, '—')`,
      testName: sql<string>`coalesce(${labTests.name}, 'Procedure')`,
      prescriber: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), 'No prescriber')`,
      status: procedures.status,
      failedReason: procedures.failedReason,
      orderedAt: orders.createdAt,
      // The legs' ends are custody events (ADR 032): its first tube scanned, and the lab drop-off
      // or the box handed to the carrier. Through custody_events_procedure.
      collectedAt: sql<Date | null>`(select min(e.at) from custody_events e
        where e.procedure_id = ${procedures.id} and e.kind = 'sample-collected')`,
      atLabAt: sql<Date | null>`(select min(e.at) from custody_events e
        where e.procedure_id = ${procedures.id} and e.kind in ('dropped-off', 'shipped'))`,
    })
    .from(orders)
    .innerJoin(procedures, eq(procedures.orderId, orders.id))
    .leftJoin(labTests, eq(labTests.id, procedures.testId))
    .leftJoin(users, eq(users.id, orders.prescriberId))
    .where(
      and(
        or(eq(orders.officeId, officeId), eq(orders.createdByOfficeId, officeId)),
        gte(orders.createdAt, new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000)),
        lt(orders.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + 2 * 86_400_000)),
      ),
    )
    .limit(limit);
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return rows.map((r): ProcedureFact => ({
    ...r,
    orderedAt: r.orderedAt.toISOString(),
    collectedAt: iso(r.collectedAt),
    atLabAt: iso(r.atLabAt),
  }));
}
