/**
 * An office's upcoming visits (issue 14): its orders (placed for it or by it) not yet done, from a
 * day on. The page's ids come from `orders_office_status` and `orders_created_by_office_status`
 * (office, status, requested day), a range per status; the page's names, tests and stops after, by
 * the page's ids only (ADR 029's shape).
 */
import { and, asc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { UPCOMING_VISIT_STATUSES } from '@sc/domain/orders/office-visits';
import type { Db } from '../db/client.ts';
import { draftWaypoints, itineraries, labTests, orders, procedures, users, waypoints } from '../db/schema.ts';

const patient = alias(users, 'patient');
const nurse = alias(users, 'nurse');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

export interface OfficeVisitsQuery {
  officeId: string;
  /** The first day listed, "2026-11-25": the office's today. */
  from: string;
  limit: number;
  offset: number;
}

export async function listOfficeVisitPage(db: Db, q: OfficeVisitsQuery) {
  const where = and(
    or(eq(orders.officeId, q.officeId), eq(orders.createdByOfficeId, q.officeId)),
    inArray(orders.status, [...UPCOMING_VISIT_STATUSES]),
    gte(orders.requestedDate, q.from),
  );
  const ids = (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.requestedDate), sql`${orders.windowStart} asc nulls last`, asc(orders.id))
      .limit(q.limit)
      .offset(q.offset)
  ).map((r) => r.id);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  if (ids.length === 0) return { rows: [], total: count?.n ?? 0 };

  const named = await db
    .select({
      id: orders.id,
      requisitionNumber: orders.requisitionNumber,
      status: orders.status,
      patientId: orders.patientId,
      patientName: nameOf(patient),
      requestedDate: orders.requestedDate,
      windowStart: orders.windowStart,
      windowEnd: orders.windowEnd,
      timeZone: orders.timeZone,
    })
    .from(orders)
    .leftJoin(patient, eq(patient.id, orders.patientId))
    .where(inArray(orders.id, ids));
  const position = new Map(ids.map((id, i) => [id, i]));
  const rows = named.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { rows, total: count?.n ?? 0 };
}

/**
 * The procedures of these orders that are not canceled, each with its test and, once on an
 * itinerary, its stop's scheduled start and the itinerary's nurse; by order, as they were ordered.
 */
export async function listVisitProcedures(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: procedures.orderId,
      id: procedures.id,
      contactName: sql<string | null>`${procedures.contact} ->> 'name'`,
      testCode: labTests.code,
      testName: labTests.name,
      scheduledStartAt: waypoints.scheduledStartAt,
      nurseId: itineraries.userId,
      nurseName: nameOf(nurse),
    })
    .from(procedures)
    .leftJoin(labTests, eq(labTests.id, procedures.testId))
    .leftJoin(draftWaypoints, eq(draftWaypoints.id, procedures.draftWaypointId))
    .leftJoin(waypoints, eq(waypoints.id, draftWaypoints.waypointId))
    .leftJoin(itineraries, eq(itineraries.id, waypoints.itineraryId))
    .leftJoin(nurse, eq(nurse.id, itineraries.userId))
    .where(and(inArray(procedures.orderId, [...orderIds]), ne(procedures.status, 'canceled')))
    .orderBy(asc(procedures.orderId), asc(procedures.createdAt), asc(labTests.code), asc(procedures.id));
}
