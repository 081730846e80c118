/** Procedures as office staff and operations reach them (requirements.md 3, 6, 7). */
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProcedureStatus } from '@sc/domain/vocabulary/procedures';
import type { Db } from '../db/client.ts';
import {
  bookings,
  draftWaypoints,
  itineraries,
  officeMembers,
  offices,
  orders,
  places,
  procedures,
  shifts,
  users,
  waypoints,
} from '../db/schema.ts';

export interface ProcedureReach {
  id: string;
  status: ProcedureStatus;
  /** Null while an office's order waits for a visit. */
  itineraryID: string | null;
  /** The nurse the itinerary is assigned to (itself or through its shift). */
  nurseUserID: string | null;
  orderID: string | null;
  officeID: string | null;
  createdByOfficeID: string | null;
}

/** For each procedure: its itinerary, that itinerary's nurse and its order's offices. */
export async function findProcedureReach(db: Db, ids: readonly string[]): Promise<ProcedureReach[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: procedures.id,
      status: procedures.status,
      itineraryID: itineraries.id,
      itineraryUser: itineraries.userId,
      shiftUser: shifts.userId,
      orderID: procedures.orderId,
      officeID: orders.officeId,
      createdByOfficeID: orders.createdByOfficeId,
    })
    .from(procedures)
    .leftJoin(draftWaypoints, eq(draftWaypoints.id, procedures.draftWaypointId))
    .leftJoin(waypoints, eq(waypoints.id, draftWaypoints.waypointId))
    .leftJoin(itineraries, eq(itineraries.id, waypoints.itineraryId))
    .leftJoin(shifts, eq(shifts.id, itineraries.shiftId))
    .leftJoin(orders, eq(orders.id, procedures.orderId))
    .where(inArray(procedures.id, [...new Set(ids)]));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    itineraryID: r.itineraryID,
    nurseUserID: r.itineraryUser ?? r.shiftUser,
    orderID: r.orderID,
    officeID: r.officeID,
    createdByOfficeID: r.createdByOfficeID,
  }));
}

/** The offices whose invitation the user accepted. */
/** The approved offices whose invitation the user accepted (requirements.md 6: only those reach orders). */
export async function listAcceptedOfficeIDs(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ officeId: officeMembers.officeId })
    .from(officeMembers)
    .innerJoin(offices, eq(offices.id, officeMembers.officeId))
    .where(
      and(
        eq(officeMembers.userId, userId),
        eq(officeMembers.invitationStatus, 'accepted'),
        eq(offices.status, 'approved'),
      ),
    );
  return rows.map((r) => r.officeId);
}

export async function findProcedureRow(db: Db, id: string) {
  const [row] = await db.select().from(procedures).where(eq(procedures.id, id)).limit(1);
  return row;
}

export async function findOrderRow(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function listOrderBookings(db: Db, orderID: string) {
  return db
    .select({ id: bookings.id, patientID: bookings.patientId })
    .from(bookings)
    .where(eq(bookings.orderId, orderID))
    .orderBy(bookings.createdAt)
    .limit(100);
}

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName };

export async function findPerson(db: Db, id: string | null) {
  if (id === null) return null;
  const [row] = await db.select(person).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The patient of the procedure's booking. */
export async function findBookingPatient(db: Db, bookingID: string | null) {
  if (bookingID === null) return null;
  const patient = alias(users, 'patient');
  const [row] = await db
    .select({ id: patient.id, firstName: patient.firstName, lastName: patient.lastName })
    .from(bookings)
    .innerJoin(patient, eq(patient.id, bookings.patientId))
    .where(eq(bookings.id, bookingID))
    .limit(1);
  return row ?? null;
}

export async function listPlaces(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: places.id, name: places.name, address: places.address })
    .from(places)
    .where(inArray(places.id, [...ids]));
}
