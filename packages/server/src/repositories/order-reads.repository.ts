/** One order as a document reads it: its requisition, and the order page of one of its procedures. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { labTests, offices, orderContainers, orders, procedures, samples, supplies } from '../db/schema.ts';
import { failer, fullName, orderRowFields, patient, prescriber } from './order-rows.ts';

/** What an order's requisition prints: the order, its office, people, tests and containers. */
export async function findRequisitionData(db: Db, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      officeId: orders.officeId,
      createdByOfficeId: orders.createdByOfficeId,
      requisitionNumber: orders.requisitionNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      requestedDate: orders.requestedDate,
      windowStart: orders.windowStart,
      windowEnd: orders.windowEnd,
      timeZone: orders.timeZone,
      fastingHours: orders.fastingHours,
      notes: orders.notes,
      officeName: offices.name,
      prescriberName: fullName(prescriber),
      prescriberNpi: orders.prescriberNpi,
      diagnosisCodes: orders.diagnosisCodes,
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
      status: procedures.status,
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
      prescriberNpi: orders.prescriberNpi,
      diagnosisCodes: orders.diagnosisCodes,
      lat: orders.lat,
      lng: orders.lng,
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
      color: supplies.color,
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

/** An order's planned containers in the order of draw, each with its supply's cap colour. */
async function listOrderContainers(db: Db, orderId: string) {
  const rows = await db
    .select({ container: orderContainers, color: supplies.color })
    .from(orderContainers)
    .leftJoin(supplies, eq(supplies.id, orderContainers.supplyId))
    .where(eq(orderContainers.orderId, orderId))
    .orderBy(asc(orderContainers.position));
  return rows.map(({ container, color }) => ({ ...container, color }));
}
