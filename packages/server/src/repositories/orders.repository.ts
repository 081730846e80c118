/** Office orders (issue 14, ADR 028): the order, its booking, procedures and planned containers. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CollectionPlan } from '@sc/domain/catalogue/collection-plan';
import { CONTAINERS } from '@sc/domain/catalogue/containers';
import { collectionTasks, type LabTest } from '@sc/domain/catalogue/lab-test';
import { orderStatusOf } from '@sc/domain/orders/order-status';
import { samplesFromContainers } from '@sc/domain/orders/planned-samples';
import type { ProcedureStatus } from '@sc/domain/vocabulary/procedures';
import type { Db } from '../db/client.ts';
import { bookings, officeMembers, orderContainers, orders, procedures, samples, users } from '../db/schema.ts';
import { newId } from '../lib/tokens.ts';

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

/** The orders of these procedures with their offices (both the order's and the one that placed it). */
export async function findOrdersOfProcedures(db: Db, procedureIds: readonly string[]) {
  if (procedureIds.length === 0) return [];
  return db
    .selectDistinct({ id: orders.id, officeId: orders.officeId, createdByOfficeId: orders.createdByOfficeId })
    .from(procedures)
    .innerJoin(orders, eq(orders.id, procedures.orderId))
    .where(inArray(procedures.id, [...new Set(procedureIds)]));
}

/** The procedures of these orders that still have a test to collect (not canceled). */
export async function listUncanceledOrderTests(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: procedures.orderId, procedureId: procedures.id, testId: procedures.testId })
    .from(procedures)
    .where(and(inArray(procedures.orderId, [...orderIds]), sql`${procedures.status} <> 'canceled'`));
}

/** An order's planned containers, replaced by a new plan's. */
export async function replaceOrderContainers(
  db: Db,
  orderId: string,
  rows: (typeof orderContainers.$inferInsert)[],
): Promise<void> {
  await db.delete(orderContainers).where(eq(orderContainers.orderId, orderId));
  if (rows.length > 0) await db.insert(orderContainers).values(rows);
}

/**
 * The samples of these orders' procedures, made from their planned containers when dispatch puts
 * them on an itinerary (ADR 028, `samplesFromContainers`); a procedure with samples keeps them.
 * Answers how many were made.
 */
export async function insertPlannedSamples(db: Db, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const ids = [...new Set(orderIds)];
  const containers = await db.select().from(orderContainers).where(inArray(orderContainers.orderId, ids));
  if (containers.length === 0) return 0;
  const rows = await db
    .select({ id: procedures.id, status: procedures.status })
    .from(procedures)
    .where(inArray(procedures.orderId, ids));
  const procedureIds = rows.map((r) => r.id);
  const existing = procedureIds.length
    ? await db
        .selectDistinct({ procedureId: samples.procedureId })
        .from(samples)
        .where(inArray(samples.procedureId, procedureIds))
    : [];
  const planned = samplesFromContainers(
    containers.map((c) => ({ ...c, supplyID: c.supplyId, procedureIDs: c.procedureIds })),
    new Set(rows.filter((r) => r.status !== 'canceled').map((r) => r.id)),
    new Set(existing.map((r) => r.procedureId)),
  );
  if (planned.length === 0) return 0;
  await db.insert(samples).values(
    planned.map((p) => ({
      id: newId(),
      procedureId: p.procedureID,
      position: p.position,
      supplyId: p.supplyID,
      lightSensitive: p.lightSensitive,
      refrigerated: p.refrigerated,
      processing: p.processing,
      noScanAfterCollection: p.noScanAfterCollection,
    })),
  );
  return planned.length;
}

/** A test's procedure: its containers to scan, its own instructions and charting (requirements.md 3). */
export function procedureRow(test: LabTest, id: string, orderId: string, bookingId: string, plan: CollectionPlan) {
  const containers = plan.containers.filter((c) => c.testIDs.includes(test.id));
  const bySupply = new Map<string, number>();
  for (const c of containers) bySupply.set(c.supplyID, (bySupply.get(c.supplyID) ?? 0) + 1);
  return {
    id,
    orderId,
    bookingId,
    testId: test.id,
    taskId: collectionTasks[CONTAINERS[test.container].specimen],
    status: 'ordered' as const,
    supplyInstructionConfig: [...bySupply].map(([supplyID, quantity]) => ({
      supplyID,
      kind: 'scan' as const,
      quantity,
    })),
    chartingItems: test.charting.map((item, i) => ({ id: `${id}-c${i + 1}`, ...item })),
  };
}
