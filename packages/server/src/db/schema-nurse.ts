/** The nurse's profile and work settings (migration 020, issue 23, ADR 043). Re-exported by schema.ts. */
import { date, doublePrecision, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import {
  credentialKinds,
  credentialStatuses,
  taskTypes,
  type LanguageFluency,
} from '@sc/domain/vocabulary/nurse-profile';
import { fulfillmentStatuses } from '@sc/domain/vocabulary/fulfillments';
import { requiredCourseIds } from '@sc/domain/vocabulary/training';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const nurseProfiles = pgTable('nurse_profiles', {
  userId: text('user_id').primaryKey(),
  gender: text('gender'),
  languages: jsonb('languages').$type<{ language: string; fluency: LanguageFluency }[]>().notNull().default([]),
  title: text('title'),
  npi: text('npi'),
  malpracticeCarrier: text('malpractice_carrier'),
  malpracticeExpiry: date('malpractice_expiry', { mode: 'string' }),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  // Her picture (migration 037, ADR 059).
  pictureFileId: text('picture_file_id'),
});

export const nurseCredentials = pgTable('nurse_credentials', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  kind: text('kind', { enum: credentialKinds }).notNull(),
  name: text('name').notNull(),
  number: text('number').notNull().default(''),
  stateCode: text('state_code').notNull(),
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  status: text('status', { enum: credentialStatuses }).notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const nurseWeeklyAvailability = pgTable(
  'nurse_weekly_availability',
  {
    userId: text('user_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekday, t.startMinute] })],
);

export const nurseAvailabilityExceptions = pgTable(
  'nurse_availability_exceptions',
  {
    userId: text('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const nurseWorkSettings = pgTable('nurse_work_settings', {
  userId: text('user_id').primaryKey(),
  leaveFromAddress: text('leave_from_address'),
  returnToAddress: text('return_to_address'),
  dayParts: text('day_parts').array().notNull().default([]),
  maxHoursPerWeek: integer('max_hours_per_week'),
  maxDriveMinutes: integer('max_drive_minutes'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  // Dispatch (migration 025): where she leaves from, as a point.
  leaveFromLat: doublePrecision('leave_from_lat'),
  leaveFromLng: doublePrecision('leave_from_lng'),
});

export const nurseServiceRegions = pgTable(
  'nurse_service_regions',
  {
    userId: text('user_id').notNull(),
    serviceRegionId: text('service_region_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceRegionId] })],
);

export const nurseTaskTypes = pgTable(
  'nurse_task_types',
  {
    userId: text('user_id').notNull(),
    taskType: text('task_type', { enum: taskTypes }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskType] })],
);

/** Kits sent to a nurse (migration 021). */
export const fulfillments = pgTable('fulfillments', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  status: text('status', { enum: fulfillmentStatuses }).notNull(),
  supplyTransferId: text('supply_transfer_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
  activatedAt: tz('activated_at'),
});

export const fulfillmentItems = pgTable(
  'fulfillment_items',
  {
    fulfillmentId: text('fulfillment_id').notNull(),
    supplyItemId: text('supply_item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fulfillmentId, t.supplyItemId] })],
);

/** Training courses she completed, with the built-in course list (migration 022). */
export const courseCompletions = pgTable(
  'course_completions',
  {
    userId: text('user_id').notNull(),
    courseId: text('course_id', { enum: requiredCourseIds }).notNull(),
    completedAt: tz('completed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);
