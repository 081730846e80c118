/**
 * Typed table definitions for the query builder. The SQL in ./migrations is the source of truth
 * for the database; these mirror it column for column (a server test checks they agree).
 */
import { bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { InvitationStatus, OfficeStatus, OfficeType, Role, UserStatus } from '@sc/domain/auth/roles';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const partners = pgTable('partners', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  color: text('color').notNull(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  role: text('role').$type<Role>().notNull(),
  status: text('status').$type<UserStatus>().notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  interviewUri: text('interview_uri'),
  timeZone: text('time_zone').notNull().default('UTC'),
  partnerName: text('partner_name'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const offices = pgTable('offices', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<OfficeType>().notNull(),
  status: text('status').$type<OfficeStatus>().notNull(),
  autoApprove: boolean('auto_approve').notNull().default(false),
  interviewUri: text('interview_uri'),
  partnerName: text('partner_name'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const officeMembers = pgTable(
  'office_members',
  {
    officeId: text('office_id').notNull(),
    userId: text('user_id').notNull(),
    role: text('role').$type<'prescriber' | 'assistant' | 'nurse' | 'patient'>().notNull(),
    invitationStatus: text('invitation_status').$type<InvitationStatus>().notNull(),
    invitedAt: tz('invited_at').notNull().defaultNow(),
    acceptedAt: tz('accepted_at'),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.userId] })],
);

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: text('user_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
});

export type TokenPurpose = 'reset-password' | 'finish-sign-up' | 'sign-in';

export const authTokens = pgTable('auth_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  purpose: text('purpose').$type<TokenPurpose>().notNull(),
  route: text('route'),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const outboxEmails = pgTable('outbox_emails', {
  id: text('id').primaryKey(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  sentAt: tz('sent_at').notNull().defaultNow(),
});

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull().default(''),
});

export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    userId: text('user_id').notNull(),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flag] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    fn: text('fn').notNull(),
    response: jsonb('response').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const interviewBookings = pgTable('interview_bookings', {
  id: text('id').primaryKey(),
  userId: text('user_id'),
  officeId: text('office_id'),
  startAt: tz('start_at').notNull(),
  uri: text('uri').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: tz('at').notNull().defaultNow(),
  actorId: text('actor_id'),
  action: text('action').notNull(),
  subjectUserId: text('subject_user_id'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
});

export const serviceRegions = pgTable('service_regions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
});

export type ShiftStatus = 'open' | 'accepted' | 'in_progress' | 'complete' | 'canceled';
export type OfferStatus = 'offered' | 'accepted' | 'declined' | 'no-response';

export const shifts = pgTable('shifts', {
  id: text('id').primaryKey(),
  status: text('status').$type<ShiftStatus>().notNull(),
  startAt: tz('start_at').notNull(),
  endAt: tz('end_at').notNull(),
  timeZone: text('time_zone').notNull(),
  baseEarningsCents: integer('base_earnings_cents').notNull(),
  userId: text('user_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const shiftServiceRegions = pgTable(
  'shift_service_regions',
  {
    shiftId: text('shift_id').notNull(),
    serviceRegionId: text('service_region_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shiftId, t.serviceRegionId] })],
);

export const shiftOffers = pgTable(
  'shift_offers',
  {
    shiftId: text('shift_id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').$type<OfferStatus>().notNull(),
    declineReason: text('decline_reason'),
    additionalEarningsCents: integer('additional_earnings_cents').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shiftId, t.userId] })],
);

export const itineraries = pgTable('itineraries', {
  id: text('id').primaryKey(),
  shiftId: text('shift_id'),
  status: text('status').$type<'open' | 'accepted' | 'in_progress' | 'done' | 'canceled'>().notNull(),
  startAt: tz('start_at').notNull(),
  timeZone: text('time_zone').notNull(),
  userId: text('user_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const itineraryOffers = pgTable(
  'itinerary_offers',
  {
    itineraryId: text('itinerary_id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').$type<OfferStatus>().notNull(),
    declineReason: text('decline_reason'),
    earningsCents: integer('earnings_cents').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itineraryId, t.userId] })],
);

export const places = pgTable('places', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<'lab' | 'packing-and-shipping' | 'drop-off'>().notNull(),
  address: text('address').notNull(),
});

export const placeAccounts = pgTable(
  'place_accounts',
  {
    userId: text('user_id').notNull(),
    placeId: text('place_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.placeId] })],
);
