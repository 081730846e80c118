/** The columns the office's order lists and order pages share: an order with its people by name. */
import { sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders, users } from '../db/schema.ts';

export const patient = alias(users, 'patient');
export const prescriber = alias(users, 'prescriber');
export const failer = alias(users, 'failer');
export const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** An order as the office's lists and pages show it, its patient and prescriber by name. */
export const orderRowFields = {
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
