/** Office orders (issue 14, ADR 028): the order, its booking, procedures and planned containers. */
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CollectionPlan } from '@sc/domain/catalogue/collection-plan';
import { orderStatusOf } from '@sc/domain/orders/order-status';
import { orderStatuses, type OrderSort, type OrderStatus } from '@sc/domain/vocabulary/orders';
import type { ProcedureStatus } from '@sc/domain/vocabulary/procedures';
import type { Db } from '../db/client.ts';
import { containsPattern } from './like.ts';
import {
  bookings,
  labTests,
  officeMembers,
  offices,
  orderContainers,
  orders,
  procedures,
  samples,
  supplies,
  users,
} from '../db/schema.ts';

/**
 * Each order's status again from its procedures' (`orderStatusOf`), in the transaction that
 * changed one; answers the orders whose status changed.
 */
export async function recomputeOrderStatuses(db: Db, orderIDs: readonly string[]): Promise<string[]> {
  const ids = [...new Set(orderIDs)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ orderId: procedures.orderId, status: procedures.status })
    .from(procedures)
    .where(inArray(procedures.orderId, ids));
  const current = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, ids))
    .for('update');
  const changed: string[] = [];
  for (const order of current) {
    const statuses: ProcedureStatus[] = rows.filter((r) => r.orderId === order.id).map((r) => r.status);
    const status = orderStatusOf(statuses);
    if (status === order.status) continue;
    await db.update(orders).set({ status }).where(eq(orders.id, order.id));
    changed.push(order.id);
  }
  return changed;
}

/** Cancels procedures that wait for a visit (no stop yet); answers the ids it changed. */
export async function cancelWaitingProcedures(db: Db, ids: readonly string[], at: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(procedures)
    .set({ status: 'canceled', statusAt: at })
    .where(and(inArray(procedures.id, [...ids]), eq(procedures.status, 'ordered'), sql`draft_waypoint_id is null`))
    .returning({ id: procedures.id });
  return rows.map((r) => r.id);
}

/**
 * A member of the office in this role: a prescriber who accepted its invitation, or a patient it
 * added (whether or not they have signed in yet).
 */
export async function findOfficeMember(db: Db, officeId: string, userId: string, role: 'prescriber' | 'patient') {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, timeZone: users.timeZone })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .where(
      and(
        eq(officeMembers.officeId, officeId),
        eq(officeMembers.userId, userId),
        eq(officeMembers.role, role),
        eq(users.role, role),
        role === 'prescriber' ? eq(officeMembers.invitationStatus, 'accepted') : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Inserts the order unless its requisition number is taken; answers whether it was. */
export async function insertOrder(db: Db, order: typeof orders.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: orders.requisitionNumber })
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** The collection plan's containers as `order_containers` rows, each naming its tests' procedures. */
export function orderContainerRows(
  orderId: string,
  plan: CollectionPlan,
  procedureOf: (testID: string) => string,
): (typeof orderContainers.$inferInsert)[] {
  return plan.containers.map((c) => ({
    orderId,
    position: c.position,
    kind: c.kind,
    supplyId: c.supplyID,
    volumeUl: Math.round(c.volumeMl * 1000),
    temperature: c.temperature,
    lightSensitive: c.lightSensitive,
    centrifuge: c.centrifuge,
    clotMinutes: c.clotMinutes,
    stabilityHours: c.stabilityHours,
    procedureIds: c.testIDs.map(procedureOf),
  }));
}

export async function insertOrderParts(
  db: Db,
  parts: {
    booking: typeof bookings.$inferInsert;
    procedures: (typeof procedures.$inferInsert)[];
    containers: (typeof orderContainers.$inferInsert)[];
  },
): Promise<void> {
  await db.insert(bookings).values(parts.booking);
  await db.insert(procedures).values(parts.procedures);
  if (parts.containers.length) await db.insert(orderContainers).values(parts.containers);
}

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

const patient = alias(users, 'patient');
const prescriber = alias(users, 'prescriber');
const failer = alias(users, 'failer');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** An order as the office's lists and pages show it, its patient and prescriber by name. */
const orderRowFields = {
  id: orders.id,
  requisitionNumber: orders.requisitionNumber,
  status: orders.status,
  patientId: orders.patientId,
  patientName: fullName(patient),
  prescriberId: orders.prescriberId,
  prescriberName: fullName(prescriber),
  requestedDate: orders.requestedDate,
  windowStart: orders.windowStart,
  windowEnd: orders.windowEnd,
  timeZone: orders.timeZone,
  createdAt: orders.createdAt,
};

/**
 * One page of an office's orders (its own and those it initiated, SPEC.md 3) with the total the
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
  type Test = { id: string; code: string; name: string; procedureID: string };
  if (orderIds.length === 0) return new Map<string, Test[]>();
  const rows = await db
    .select({
      orderId: procedures.orderId,
      id: labTests.id,
      code: labTests.code,
      name: labTests.name,
      procedureID: procedures.id,
    })
    .from(procedures)
    .innerJoin(labTests, eq(labTests.id, procedures.testId))
    .where(inArray(procedures.orderId, [...orderIds]))
    .orderBy(asc(procedures.createdAt), asc(labTests.code));
  const byOrder = new Map<string, Test[]>();
  for (const { orderId, ...test } of rows) byOrder.set(orderId!, [...(byOrder.get(orderId!) ?? []), test]);
  return byOrder;
}

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

/** The office's prescribers who accepted its invitation, by name (an office has a handful). */
export async function listOfficePrescribers(db: Db, officeId: string) {
  return db
    .select({ id: users.id, name: fullName(users) })
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

/** What an order's requisition prints: the order, its office, people, tests and containers. */
export async function findRequisitionData(db: Db, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      officeId: orders.officeId,
      createdByOfficeId: orders.createdByOfficeId,
      requisitionNumber: orders.requisitionNumber,
      createdAt: orders.createdAt,
      requestedDate: orders.requestedDate,
      windowStart: orders.windowStart,
      windowEnd: orders.windowEnd,
      timeZone: orders.timeZone,
      fastingHours: orders.fastingHours,
      notes: orders.notes,
      officeName: offices.name,
      prescriberName: fullName(prescriber),
      patientId: orders.patientId,
      patientName: fullName(patient),
      patientDateOfBirth: patient.dateOfBirth,
      patientPhone: patient.phone,
      patientAddress: patient.address,
    })
    .from(orders)
    .innerJoin(offices, eq(offices.id, orders.officeId))
    .leftJoin(patient, eq(patient.id, orders.patientId))
    .leftJoin(prescriber, eq(prescriber.id, orders.prescriberId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return undefined;
  const tests = await db
    .select({
      procedureId: procedures.id,
      code: labTests.code,
      name: labTests.name,
      instructions: labTests.instructions,
    })
    .from(procedures)
    .innerJoin(labTests, eq(labTests.id, procedures.testId))
    .where(eq(procedures.orderId, orderId))
    .orderBy(asc(procedures.createdAt), asc(labTests.code));
  const containers = await listOrderContainers(db, orderId);
  return { order, tests, containers };
}

/** A procedure's order as its office follows it: the order, its patient, every procedure and container. */
export async function findProcedureOrder(db: Db, procedureId: string) {
  const [procedure] = await db
    .select({ orderId: procedures.orderId })
    .from(procedures)
    .where(eq(procedures.id, procedureId))
    .limit(1);
  if (!procedure?.orderId) return undefined;
  const [order] = await db
    .select({
      ...orderRowFields,
      officeId: orders.officeId,
      createdByOfficeId: orders.createdByOfficeId,
      notes: orders.notes,
      fastingHours: orders.fastingHours,
      patientDateOfBirth: patient.dateOfBirth,
      patientPhone: patient.phone,
      patientAddress: patient.address,
    })
    .from(orders)
    .leftJoin(patient, eq(patient.id, orders.patientId))
    .leftJoin(prescriber, eq(prescriber.id, orders.prescriberId))
    .where(eq(orders.id, procedure.orderId))
    .limit(1);
  if (!order) return undefined;
  const siblings = await db
    .select({
      id: procedures.id,
      status: procedures.status,
      testId: labTests.id,
      testCode: labTests.code,
      testName: labTests.name,
      failedReason: procedures.failedReason,
      failedByName: sql<string | null>`nullif(trim(${failer.firstName} || ' ' || ${failer.lastName}), '')`,
      failedByRole: procedures.failedByRole,
      failedAt: procedures.failedAt,
    })
    .from(procedures)
    .leftJoin(labTests, eq(labTests.id, procedures.testId))
    .leftJoin(failer, eq(failer.id, procedures.failedBy))
    .where(eq(procedures.orderId, order.id))
    .orderBy(asc(procedures.createdAt), asc(labTests.code), asc(procedures.id));
  const containers = await listOrderContainers(db, order.id);
  const tubes = await db
    .select({
      id: samples.id,
      tube: supplies.name,
      serial: samples.serial,
      status: samples.status,
      collectedAt: samples.collectedAt,
      failure: samples.collectionFailure,
    })
    .from(samples)
    .innerJoin(supplies, eq(supplies.id, samples.supplyId))
    .where(eq(samples.procedureId, procedureId))
    .orderBy(asc(samples.position), asc(samples.id));
  return { order, procedures: siblings, containers, samples: tubes };
}

/** An order's planned containers in the order of draw. */
function listOrderContainers(db: Db, orderId: string) {
  return db
    .select()
    .from(orderContainers)
    .where(eq(orderContainers.orderId, orderId))
    .orderBy(asc(orderContainers.position));
}

/** The orders of these procedures with their offices (both the order's and the one that placed it). */
export async function findOrdersOfProcedures(db: Db, procedureIds: readonly string[]) {
  if (procedureIds.length === 0) return [];
  return db
    .selectDistinct({ id: orders.id, officeId: orders.officeId, createdByOfficeId: orders.createdByOfficeId })
    .from(procedures)
    .innerJoin(orders, eq(orders.id, procedures.orderId))
    .where(inArray(procedures.id, [...new Set(procedureIds)]));
}
