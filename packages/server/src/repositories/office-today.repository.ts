/** The office home's numbers (issue 27): what needs attention today, counted in the database. */
import { and, between, count, eq, gte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, procedureResults, procedures } from '../db/schema.ts';

const ofOffice = (officeId: string) => or(eq(orders.officeId, officeId), eq(orders.createdByOfficeId, officeId));

/** The UTC day `days` from `at`, as a date key: every zone's today lies within a day of UTC's. */
const utcDay = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function countOfficeToday(db: Db, officeId: string, at: Date) {
  const [visits] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        ofOffice(officeId),
        ne(orders.status, 'canceled'),
        // The range lets the (office, requested_date) indexes find the few days; the zone picks the one.
        between(orders.requestedDate, utcDay(at, -1), utcDay(at, 1)),
        // "Today" where each visit is: its order's own time zone.
        sql`${orders.requestedDate} = (${at.toISOString()}::timestamptz at time zone coalesce(${orders.timeZone}, 'UTC'))::date`,
      ),
    );
  // Values go to the ordering office only (ADR 033): results in are counted for it alone.
  const [results] = await db
    .select({ n: count() })
    .from(procedureResults)
    .innerJoin(procedures, eq(procedures.id, procedureResults.procedureId))
    .innerJoin(orders, eq(orders.id, procedures.orderId))
    .where(and(eq(orders.officeId, officeId), eq(procedureResults.status, 'available')));
  const [failed] = await db
    .select({ n: count() })
    .from(procedures)
    .innerJoin(orders, eq(orders.id, procedures.orderId))
    .where(
      and(
        ofOffice(officeId),
        eq(procedures.status, 'failed'),
        gte(procedures.failedAt, new Date(at.getTime() - 7 * 86_400_000)),
      ),
    );
  return { visitsToday: visits?.n ?? 0, resultsIn: results?.n ?? 0, failedCollections: failed?.n ?? 0 };
}
