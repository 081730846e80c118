/** The office's orders list and its CSV (issue 14, ADR 028): a filtered, sorted page and its tests. */
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { orderStatuses, type OrderSort, type OrderStatus } from '@sc/domain/vocabulary/orders';
import type { ProcedureStatus } from '@sc/domain/vocabulary/procedures';
import type { Db } from '../db/client.ts';
import { labTests, orders, procedures } from '../db/schema.ts';
import { containsPattern } from './like.ts';
import { fullName, orderRowFields, patient, prescriber } from './order-rows.ts';

export interface OrderPageQuery {
  officeId: string;
  statuses: readonly OrderStatus[];
  from?: string;
  to?: string;
  patientId?: string;
  prescriberId?: string;
  testId?: string;
  search: string;
  sort: OrderSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * One page of an office's orders (its own and those it initiated, requirements.md 3) with the total the
 * filters match. Each filter is a condition on `orders` or an index probe (`procedures_order_test`).
 */
export async function listOrderPage(db: Db, q: OrderPageQuery) {
  const needle = containsPattern(q.search);
  const where = and(
    or(eq(orders.officeId, q.officeId), eq(orders.createdByOfficeId, q.officeId)),
    q.statuses.length ? inArray(orders.status, [...q.statuses]) : undefined,
    q.from ? gte(orders.requestedDate, q.from) : undefined,
    q.to ? lte(orders.requestedDate, q.to) : undefined,
    q.patientId ? eq(orders.patientId, q.patientId) : undefined,
    q.prescriberId ? eq(orders.prescriberId, q.prescriberId) : undefined,
    q.testId
      ? sql`exists (select 1 from ${procedures} where ${procedures.orderId} = ${orders.id} and ${procedures.testId} = ${q.testId})`
      : undefined,
    q.search
      ? or(sql`lower(${fullName(patient)}) like ${needle}`, sql`lower(${orders.requisitionNumber}) like ${needle}`)
      : undefined,
  );
  const dir = q.direction === 'asc' ? asc : desc;
  const statusRank = sql`array_position(array[${sql.join(
    orderStatuses.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[], ${orders.status})`;
  const sortBy = {
    requested: [sql`${orders.requestedDate} ${sql.raw(q.direction)} nulls last`],
    created: [dir(orders.createdAt)],
    patient: [dir(patient.lastName), dir(patient.firstName)],
    status: [dir(statusRank), desc(orders.requestedDate)],
  }[q.sort];
  // The page's orders first, their names after: joining the users for every order the office
  // lists cost a median office 54 ms of its first page (ADR 029); only a search or a sort by the
  // patient's name needs them before the limit.
  const byPatient = q.search !== '' || q.sort === 'patient';
  const page = db.select({ id: orders.id }).from(orders).$dynamic();
  const counted = db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .$dynamic();
  if (byPatient) {
    page.leftJoin(patient, eq(patient.id, orders.patientId));
    counted.leftJoin(patient, eq(patient.id, orders.patientId));
  }
  const ids = (
    await page
      .where(where)
      .orderBy(...sortBy, desc(orders.createdAt), desc(orders.id))
      .limit(q.limit)
      .offset(q.offset)
  ).map((r) => r.id);
  const [count] = await counted.where(where);
  const named = ids.length
    ? await db
        .select(orderRowFields)
        .from(orders)
        .leftJoin(patient, eq(patient.id, orders.patientId))
        .leftJoin(prescriber, eq(prescriber.id, orders.prescriberId))
        .where(inArray(orders.id, ids))
    : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  const rows = named.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { rows, total: count?.n ?? 0 };
}

/** The tests of these orders, by order, as they were ordered. */
export async function listOrderTests(db: Db, orderIds: readonly string[]) {
  type Test = { id: string; code: string; name: string; procedureID: string; status: ProcedureStatus };
  if (orderIds.length === 0) return new Map<string, Test[]>();
  const rows = await db
    .select({
      orderId: procedures.orderId,
      id: labTests.id,
      code: labTests.code,
      name: labTests.name,
      procedureID: procedures.id,
      status: procedures.status,
    })
    .from(procedures)
    .innerJoin(labTests, eq(labTests.id, procedures.testId))
    .where(inArray(procedures.orderId, [...orderIds]))
    .orderBy(asc(procedures.createdAt), asc(labTests.code));
  const byOrder = new Map<string, Test[]>();
  for (const { orderId, ...test } of rows) byOrder.set(orderId!, [...(byOrder.get(orderId!) ?? []), test]);
  return byOrder;
}
