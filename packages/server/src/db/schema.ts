/**
 * Typed table definitions for the query builder. The SQL in ./migrations is the source of truth
 * for the database; these mirror it column for column (a server test checks they agree).
 */
import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditOutcomes } from '@sc/domain/vocabulary/audit';
import type { ChartingItem, Procedure, SupplyInstruction } from '@sc/domain/itinerary-data/model';
import {
  invitationStatuses,
  officeMemberRoles,
  officeStatuses,
  officeTypes,
  roles,
  tokenPurposes,
  userStatuses,
} from '@sc/domain/vocabulary/accounts';
import type { CatalogueChartingItem } from '@sc/domain/catalogue/lab-test';
import { containerKinds, specimenTemperatures } from '@sc/domain/vocabulary/catalogue';
import { custodyEventKinds } from '@sc/domain/vocabulary/custody';
import { jobKinds, jobStatuses } from '@sc/domain/vocabulary/jobs';
import { photoContentTypes } from '@sc/domain/vocabulary/files';
import { DEFAULT_OFFICE_NOTIFICATIONS } from '@sc/domain/offices/notifications';
import { officeNotificationKinds } from '@sc/domain/vocabulary/offices';
import { orderStatuses } from '@sc/domain/vocabulary/orders';
import {
  deviationCheckNames,
  itineraryStatuses,
  processingActionStatuses,
  supplyStrategies,
  waypointActionStatuses,
  waypointActionTypes,
  waypointStatuses,
  waypointTypes,
} from '@sc/domain/vocabulary/itinerary';
import {
  chartingStatuses,
  procedureResultStatuses,
  procedureStatuses,
  sampleProcessings,
  sampleStatuses,
  supplyConditions,
  supplyInstructionKinds,
} from '@sc/domain/vocabulary/procedures';
import { offerStatuses, shiftStatuses } from '@sc/domain/vocabulary/shifts';
import {
  barcodeTargetTypes,
  deliveryMethods,
  placeTypes,
  shipmentStatuses,
  supplyItemStatuses,
  supplyTransferStatuses,
  supplyTypes,
} from '@sc/domain/vocabulary/supplies';
import { packingDocuments, packingScanRoles, supplyTransferKinds } from '@sc/domain/vocabulary/packing';
import { sql } from 'drizzle-orm';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const partners = pgTable('partners', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  color: text('color').notNull(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  role: text('role', { enum: roles }).notNull(),
  status: text('status', { enum: userStatuses }).notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  interviewUri: text('interview_uri'),
  timeZone: text('time_zone').notNull().default('UTC'),
  partnerName: text('partner_name'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  address: text('address'),
  faxNumber: text('fax_number'),
  // A patient's home as a point (migration 026): her orders' visits are drawn and routed from it.
  homeLat: doublePrecision('home_lat'),
  homeLng: doublePrecision('home_lng'),
});

export const offices = pgTable('offices', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: officeTypes }).notNull(),
  status: text('status', { enum: officeStatuses }).notNull(),
  autoApprove: boolean('auto_approve').notNull().default(false),
  interviewUri: text('interview_uri'),
  partnerName: text('partner_name'),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** Office settings (migration 015, ADR 031). */
  address: text('address').notNull().default(''),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  notificationEmails: text('notification_emails', { enum: officeNotificationKinds })
    .array()
    .notNull()
    .default([...DEFAULT_OFFICE_NOTIFICATIONS]),
  /** requirements.md 3 Office.placeGroupID (migration 039, ADR 065): where its specimens go; null for anywhere. */
  placeGroupId: text('place_group_id'),
  /** Its address's point (migration 088, ADR 082): confirmed on the map when the address is saved; null before. */
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});

/** requirements.md 3 Office.partners (migration 015): an office naming another; both naming each other is a partnership. */
export const officePartners = pgTable(
  'office_partners',
  {
    officeId: text('office_id').notNull(),
    partnerOfficeId: text('partner_office_id').notNull(),
    addedByUserId: text('added_by_user_id'),
    addedAt: tz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.partnerOfficeId] })],
);

/** requirements.md 3 Office.sharedPlaceAccounts (migration 015): places where the office's staff share an account. */
export const officePlaceAccounts = pgTable(
  'office_place_accounts',
  {
    officeId: text('office_id').notNull(),
    placeId: text('place_id').notNull(),
    accountNumber: text('account_number').notNull().default(''),
    addedAt: tz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.placeId] })],
);

export const officeMembers = pgTable(
  'office_members',
  {
    officeId: text('office_id').notNull(),
    userId: text('user_id').notNull(),
    role: text('role', { enum: officeMemberRoles }).notNull(),
    invitationStatus: text('invitation_status', { enum: invitationStatuses }).notNull(),
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

export const authTokens = pgTable('auth_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  purpose: text('purpose', { enum: tokenPurposes }).notNull(),
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
    /** The caller's id, null for an anonymous write. */
    userId: text('user_id'),
    key: text('key').notNull(),
    fn: text('fn').notNull(),
    response: jsonb('response').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** HMAC of the function and its validated input ('' for keys stored before migration 010). */
    requestHash: text('request_hash').notNull().default(''),
    /** The caller's id, or `anonymous`. */
    scope: text('scope').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
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
  actorRole: text('actor_role'),
  recordType: text('record_type'),
  recordId: text('record_id'),
  outcome: text('outcome', { enum: auditOutcomes }).notNull().default('success'),
  ip: text('ip'),
  requestId: text('request_id'),
});

export const serviceRegions = pgTable('service_regions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
  /** GeoJSON-style ring(s): [[lng, lat], ...]. */
  polygon: jsonb('polygon').$type<unknown>(),
});

export const shifts = pgTable('shifts', {
  id: text('id').primaryKey(),
  status: text('status', { enum: shiftStatuses }).notNull(),
  startAt: tz('start_at').notNull(),
  endAt: tz('end_at').notNull(),
  timeZone: text('time_zone').notNull(),
  baseEarningsCents: integer('base_earnings_cents').notNull(),
  userId: text('user_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
  geoCheck: jsonb('geo_check').$type<Record<string, unknown>>(),
  leaveFrom: jsonb('leave_from').$type<Record<string, unknown>>(),
  /** requirements.md 3: supplies, count by supply id. */
  supplies: jsonb('supplies').$type<Record<string, number>>().notNull().default({}),
  /** requirements.md 7: shifts/{id}/supplyItem, the shift bag (migration 005). */
  supplyItemId: text('supply_item_id'),
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
    status: text('status', { enum: offerStatuses }).notNull(),
    declineReason: text('decline_reason'),
    additionalEarningsCents: integer('additional_earnings_cents').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shiftId, t.userId] })],
);

export const itineraries = pgTable('itineraries', {
  id: text('id').primaryKey(),
  shiftId: text('shift_id'),
  status: text('status', { enum: itineraryStatuses }).notNull(),
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
    status: text('status', { enum: offerStatuses }).notNull(),
    declineReason: text('decline_reason'),
    earningsCents: integer('earnings_cents').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itineraryId, t.userId] })],
);

export const places = pgTable('places', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: placeTypes }).notNull(),
  address: text('address').notNull(),
  // Dispatch (migration 025): its point, receiving hours and region.
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  receivingStartMinute: integer('receiving_start_minute'),
  receivingEndMinute: integer('receiving_end_minute'),
  serviceRegionId: text('service_region_id'),
});

export const placeAccounts = pgTable(
  'place_accounts',
  {
    userId: text('user_id').notNull(),
    placeId: text('place_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.placeId] })],
);

// Field work (migration 004) -----------------------------------------------------------------

export const supplies = pgTable('supplies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: supplyTypes }).notNull(),
  color: text('color'),
  imageColor: text('image_color'),
  icon: text('icon'),
  kitSupplyId: text('kit_supply_id'),
  noScanAfterCollection: boolean('no_scan_after_collection').notNull().default(false),
  orderWeight: integer('order_weight').notNull().default(0),
});

export const skus = pgTable('skus', {
  id: text('id').primaryKey(),
  supplyId: text('supply_id').notNull(),
  active: boolean('active').notNull().default(true),
});

export const batchSkus = pgTable('batch_skus', {
  id: text('id').primaryKey(),
  skuId: text('sku_id').notNull(),
  quantity: integer('quantity').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const batchItems = pgTable('batch_items', {
  id: text('id').primaryKey(),
  batchSkuId: text('batch_sku_id').notNull(),
});

export const batchItemSerials = pgTable(
  'batch_item_serials',
  {
    batchItemId: text('batch_item_id').notNull(),
    serial: text('serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchItemId, t.serial] })],
);

export const supplyItems = pgTable('supply_items', {
  id: text('id').primaryKey(),
  serial: text('serial'),
  skuId: text('sku_id').notNull(),
  status: text('status', { enum: supplyItemStatuses }).notNull().default('inactive'),
  statusAt: tz('status_at'),
  ownerUserId: text('owner_user_id'),
  ownerPlaceId: text('owner_place_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** Migration 023: the day the item expires (a kit expiring before its visit is refused). */
  expiresOn: date('expires_on', { mode: 'string' }),
});

export const barcodes = pgTable('barcodes', {
  value: text('value').primaryKey(),
  type: text('type', { enum: barcodeTargetTypes }).notNull(),
  targetId: text('target_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const placeSupplies = pgTable(
  'place_supplies',
  {
    placeId: text('place_id').notNull(),
    supplyId: text('supply_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.supplyId] })],
);

export const shiftSupplyItems = pgTable(
  'shift_supply_items',
  {
    shiftId: text('shift_id').notNull(),
    supplyItemId: text('supply_item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shiftId, t.supplyItemId] })],
);

/** The test catalogue (issue 14): `catalogue/lab-test.ts` in the domain, volumes in microlitres. */
export const labTests = pgTable('lab_tests', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  aliases: text('aliases').array().notNull().default([]),
  container: text('container', { enum: containerKinds }).notNull(),
  minVolumeUl: integer('min_volume_ul').notNull(),
  fastingHours: integer('fasting_hours').notNull().default(0),
  lightSensitive: boolean('light_sensitive').notNull().default(false),
  temperature: text('temperature', { enum: specimenTemperatures }).notNull(),
  centrifuge: boolean('centrifuge').notNull().default(false),
  clotMinutes: integer('clot_minutes').notNull().default(0),
  stabilityHours: integer('stability_hours').notNull(),
  dedicated: boolean('dedicated').notNull().default(false),
  containers: integer('containers').notNull().default(1),
  instructions: text('instructions').notNull().default(''),
  charting: jsonb('charting').$type<CatalogueChartingItem[]>().notNull().default([]),
  searchText: text('search_text').notNull(),
  active: boolean('active').notNull().default(true),
});

export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  officeId: text('office_id').notNull(),
  createdByOfficeId: text('created_by_office_id').notNull(),
  prescriberId: text('prescriber_id'),
  offlineScheduling: boolean('offline_scheduling').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
  requisitionNumber: text('requisition_number').unique(),
  patientId: text('patient_id'),
  status: text('status', { enum: orderStatuses }).notNull().default('scheduled'),
  requestedDate: date('requested_date', { mode: 'string' }),
  windowStart: text('window_start'),
  windowEnd: text('window_end'),
  timeZone: text('time_zone'),
  fastingHours: integer('fasting_hours').notNull().default(0),
  notes: text('notes').notNull().default(''),
  createdByUserId: text('created_by_user_id'),
  // Dispatch (migration 025): the visit's point and service region.
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  serviceRegionId: text('service_region_id'),
  // Kit shipment (migration 036, ADR 058): the patient's kit is shipped before the visit.
  supplyStrategy: text('supply_strategy', { enum: supplyStrategies }).notNull().default('nurse-supplies'),
  // The ordering prescriber's NPI and the ICD-10-CM codes, as placed (migration 087, ADR 087).
  prescriberNpi: text('prescriber_npi'),
  diagnosisCodes: text('diagnosis_codes').array().notNull().default([]),
});

/** An order's planned containers (issue 14): the collection plan, each container with its procedures. */
export const orderContainers = pgTable(
  'order_containers',
  {
    orderId: text('order_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: containerKinds }).notNull(),
    supplyId: text('supply_id').notNull(),
    volumeUl: integer('volume_ul').notNull(),
    temperature: text('temperature', { enum: specimenTemperatures }).notNull(),
    lightSensitive: boolean('light_sensitive').notNull(),
    centrifuge: boolean('centrifuge').notNull(),
    clotMinutes: integer('clot_minutes').notNull(),
    stabilityHours: integer('stability_hours').notNull(),
    procedureIds: text('procedure_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

export const bookings = pgTable('bookings', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  patientId: text('patient_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const waypoints = pgTable('waypoints', {
  id: text('id').primaryKey(),
  itineraryId: text('itinerary_id').notNull(),
  position: integer('position').notNull(),
  type: text('type', { enum: waypointTypes }).notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  address: text('address').notNull(),
  placeId: text('place_id'),
  status: text('status', { enum: waypointStatuses }).notNull().default('pending'),
  statusAt: tz('status_at'),
  scheduledStartAt: tz('scheduled_start_at').notNull(),
  supplyItemId: text('supply_item_id'),
});

export const draftWaypoints = pgTable('draft_waypoints', {
  id: text('id').primaryKey(),
  waypointId: text('waypoint_id').notNull(),
  supplyStrategy: text('supply_strategy', { enum: supplyStrategies }).notNull(),
});

export const waypointActions = pgTable('waypoint_actions', {
  id: text('id').primaryKey(),
  itineraryId: text('itinerary_id').notNull(),
  waypointId: text('waypoint_id').notNull(),
  position: integer('position').notNull().default(0),
  type: text('type', { enum: waypointActionTypes }).notNull(),
  status: text('status', { enum: waypointActionStatuses }).notNull().default('incomplete'),
  statusAt: tz('status_at'),
  actionDurationMinutes: integer('action_duration_minutes').notNull().default(0),
  mailInBoxBarcode: text('mail_in_box_barcode'),
  shipmentId: text('shipment_id'),
});

export const waypointActionLinks = pgTable(
  'waypoint_action_links',
  {
    mailInActionId: text('mail_in_action_id').notNull(),
    linkedActionId: text('linked_action_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailInActionId, t.linkedActionId] })],
);

export const shipments = pgTable('shipments', {
  id: text('id').primaryKey(),
  status: text('status', { enum: shipmentStatuses }).notNull().default('pending'),
  statusAt: tz('status_at'),
  shipmentBoxSupplyItemId: text('shipment_box_supply_item_id'),
  scannedShippingLabelBarcode: text('scanned_shipping_label_barcode'),
  shippingLabelBarcode: text('shipping_label_barcode'),
  shipmentBoxImage: text('shipment_box_image'),
  waypointActionId: text('waypoint_action_id'),
  waypointArrival: boolean('waypoint_arrival').notNull().default(false),
  preparingToLabel: boolean('preparing_to_label').notNull().default(false),
});

export const processingActions = pgTable('processing_actions', {
  id: text('id').primaryKey(),
  waypointId: text('waypoint_id').notNull(),
  type: text('type').notNull(),
  supplyInstruction: text('supply_instruction', { enum: supplyInstructionKinds }).notNull(),
  status: text('status', { enum: processingActionStatuses }).notNull().default('incomplete'),
  statusAt: tz('status_at'),
});

/** The new specimen bag of a centrifuged procedure (migration 005). */
export const processingActionSpecimenBags = pgTable(
  'processing_action_specimen_bags',
  {
    processingActionId: text('processing_action_id').notNull(),
    procedureId: text('procedure_id').notNull(),
    supplyItemId: text('supply_item_id').notNull(),
    relatedSupplyItemIds: jsonb('related_supply_item_ids').$type<string[]>().notNull().default([]),
    savedAt: tz('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processingActionId, t.procedureId] })],
);

/** PostgreSQL full-text search's document type (migration 023: the packer's lists). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const searchOf = (name: string) =>
  tsvector(name).generatedAlwaysAs(sql`to_tsvector('simple', id || ' ' || search_text)`);

export const supplyTransfers = pgTable('supply_transfers', {
  id: text('id').primaryKey(),
  status: text('status', { enum: supplyTransferStatuses }).notNull().default('pending'),
  statusAt: tz('status_at'),
  draftWaypointId: text('draft_waypoint_id'),
  placeId: text('place_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
  // Migration 023 (issue 26): kind, who asked, the recipient, the day needed, the search document.
  kind: text('kind', { enum: supplyTransferKinds }).notNull().default('kit-shipment'),
  requestedByUserId: text('requested_by_user_id'),
  recipient: text('recipient').notNull().default(''),
  address: text('address').notNull().default(''),
  neededBy: date('needed_by', { mode: 'string' }),
  searchText: text('search_text').notNull().default(''),
  search: searchOf('search'),
  /** Migration 024: the patient of a kit shipment. */
  patientId: text('patient_id'),
});

/** A nurse's kit order's supplies (migration 023). */
export const supplyTransferLines = pgTable(
  'supply_transfer_lines',
  {
    supplyTransferId: text('supply_transfer_id').notNull(),
    supplyId: text('supply_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyTransferId, t.supplyId] })],
);

export const supplyShipments = pgTable('supply_shipments', {
  id: text('id').primaryKey(),
  deliveryMethod: text('delivery_method', { enum: deliveryMethods }).notNull(),
  scanning: jsonb('scanning').$type<Record<string, unknown>>().notNull().default({}),
  shippingLabelBarcode: text('shipping_label_barcode'),
  status: text('status', { enum: shipmentStatuses }).notNull().default('pending'),
  statusAt: tz('status_at'),
  // Migration 023 (issue 26): the place shipping it, the recipient, what the packer scanned.
  placeId: text('place_id'),
  recipient: text('recipient').notNull().default(''),
  address: text('address').notNull().default(''),
  boxSupplyItemId: text('box_supply_item_id'),
  scannedShippingLabelBarcode: text('scanned_shipping_label_barcode'),
  trackingNumber: text('tracking_number'),
  boxImageFileId: text('box_image_file_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
  searchText: text('search_text').notNull().default(''),
  search: searchOf('search'),
});

/** What the packer scanned into a transfer (migration 023). */
export const supplyTransferScans = pgTable(
  'supply_transfer_scans',
  {
    supplyTransferId: text('supply_transfer_id').notNull(),
    role: text('role', { enum: packingScanRoles }).notNull(),
    procedureId: text('procedure_id'),
    supplyShipmentId: text('supply_shipment_id'),
    supplyItemId: text('supply_item_id').notNull(),
    scannedBy: text('scanned_by'),
    scannedAt: tz('scanned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplyTransferId, t.role, t.supplyItemId] })],
);

/** The printed forms the packer scanned back (migration 023). */
export const supplyTransferDocuments = pgTable(
  'supply_transfer_documents',
  {
    supplyTransferId: text('supply_transfer_id').notNull(),
    procedureId: text('procedure_id').notNull(),
    document: text('document', { enum: packingDocuments }).notNull(),
    scannedAt: tz('scanned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplyTransferId, t.procedureId, t.document] })],
);

export const supplyTransferShipments = pgTable(
  'supply_transfer_shipments',
  {
    supplyTransferId: text('supply_transfer_id').notNull(),
    supplyShipmentId: text('supply_shipment_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyTransferId, t.supplyShipmentId] })],
);

/** The procedure's instructions as the nurse's itinerary reads them. */
export type ProcedureInstructions = Procedure['instructions'];

export interface ProcedureContact {
  userID: string | null;
  name: string;
  phone: string | null;
  custom: boolean;
}

export const procedures = pgTable('procedures', {
  id: text('id').primaryKey(),
  orderId: text('order_id'),
  bookingId: text('booking_id'),
  taskId: text('task_id'),
  draftWaypointId: text('draft_waypoint_id'),
  testId: text('test_id'),
  status: text('status', { enum: procedureStatuses }).notNull().default('scheduled'),
  statusAt: tz('status_at'),
  kitSupplyItemId: text('kit_supply_item_id'),
  // The kit a packer assembles for a kit-shipment procedure (migration 036).
  kitSupplyId: text('kit_supply_id'),
  insulatedBagId: text('insulated_bag_id'),
  specimenBagId: text('specimen_bag_id'),
  supplyInstructionConfig: jsonb('supply_instruction_config').$type<SupplyInstruction[]>().notNull().default([]),
  instructions: jsonb('instructions').$type<Partial<ProcedureInstructions>>().notNull().default({}),
  chartingItems: jsonb('charting_items').$type<ChartingItem[]>().notNull().default([]),
  chartingStatus: text('charting_status', { enum: chartingStatuses }).notNull().default('incomplete'),
  contact: jsonb('contact').$type<ProcedureContact>(),
  documents: jsonb('documents').$type<unknown[]>().notNull().default([]),
  dropOffPlaceGroups: jsonb('drop_off_place_groups').$type<string[]>().notNull().default([]),
  disableSampleScanning: boolean('disable_sample_scanning').notNull().default(false),
  sampleShipmentId: text('sample_shipment_id'),
  supplyTransferId: text('supply_transfer_id'),
  failedReason: text('failed_reason'),
  failedBy: text('failed_by'),
  failedByRole: text('failed_by_role'),
  failedSupplyCondition: text('failed_supply_condition', { enum: supplyConditions }),
  failedAt: tz('failed_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const waypointActionProcedures = pgTable(
  'waypoint_action_procedures',
  {
    waypointActionId: text('waypoint_action_id').notNull(),
    procedureId: text('procedure_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.waypointActionId, t.procedureId] })],
);

export const processingActionProcedures = pgTable(
  'processing_action_procedures',
  {
    processingActionId: text('processing_action_id').notNull(),
    procedureId: text('procedure_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.processingActionId, t.procedureId] })],
);

export const procedureSupplyItems = pgTable(
  'procedure_supply_items',
  {
    procedureId: text('procedure_id').notNull(),
    supplyItemId: text('supply_item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.supplyItemId] })],
);

export const procedureAmberBags = pgTable(
  'procedure_amber_bags',
  {
    procedureId: text('procedure_id').notNull(),
    supplyItemId: text('supply_item_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.supplyItemId] })],
);

export const procedureSpecimenBagItems = pgTable(
  'procedure_specimen_bag_items',
  {
    procedureId: text('procedure_id').notNull(),
    supplyItemId: text('supply_item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.supplyItemId] })],
);

/** `resultCiphertext` is an encrypted envelope ("v1:..."), never plaintext (a CHECK enforces the shape). */
export const procedureResults = pgTable(
  'procedure_results',
  {
    procedureId: text('procedure_id').notNull(),
    productId: text('product_id').notNull(),
    status: text('status', { enum: procedureResultStatuses }).notNull().default('pending'),
    resultCiphertext: text('result_ciphertext'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.productId] })],
);

export const samples = pgTable('samples', {
  id: text('id').primaryKey(),
  procedureId: text('procedure_id').notNull(),
  position: integer('position').notNull().default(0),
  status: text('status', { enum: sampleStatuses }).notNull().default('pending'),
  statusAt: tz('status_at'),
  supplyId: text('supply_id').notNull(),
  supplyItemId: text('supply_item_id'),
  serial: text('serial'),
  collectedAt: tz('collected_at'),
  collectionFailure: text('collection_failure'),
  dropOffFailure: text('drop_off_failure'),
  noScanAfterCollection: boolean('no_scan_after_collection').notNull().default(false),
  lightSensitive: boolean('light_sensitive').notNull().default(false),
  refrigerated: boolean('refrigerated').notNull().default(false),
  processing: text('processing', { enum: sampleProcessings }),
});

export const deviationChecks = pgTable('deviation_checks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  waypointId: text('waypoint_id').notNull(),
  userId: text('user_id'),
  name: text('name', { enum: deviationCheckNames }).notNull(),
  reason: text('reason').notNull(),
  at: tz('at').notNull().defaultNow(),
});

export const waypointArrivals = pgTable('waypoint_arrivals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  waypointId: text('waypoint_id').notNull(),
  userId: text('user_id'),
  waypointActionIds: jsonb('waypoint_action_ids').$type<string[]>().notNull().default([]),
  at: tz('at').notNull().defaultNow(),
  tooFarReason: text('too_far_reason'),
});

export const analyticsEvents = pgTable('analytics_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  userId: text('user_id'),
  email: text('email'),
  route: text('route'),
  geo: jsonb('geo').$type<Record<string, unknown>>(),
  medicalTitle: text('medical_title'),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  at: tz('at').notNull().defaultNow(),
});

/** Uploaded photos (migration 006); the bytes are in the storage adapter under `id`. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  ownerUserId: text('owner_user_id').notNull(),
  contentType: text('content_type', { enum: photoContentTypes }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  idempotencyKey: text('idempotency_key'),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** When a step first named it (migration 009); unattached photos are swept (jobs/sweeps.ts). */
  attachedAt: tz('attached_at'),
});

/** requirements.md 3, 7: users/{id}/location/current (migration 007). */
export const userLocations = pgTable('user_locations', {
  userId: text('user_id').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  lastUpdate: tz('last_update').notNull(),
});

export const custodyEvents = pgTable('custody_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  procedureId: text('procedure_id').notNull(),
  kind: text('kind', { enum: custodyEventKinds }).notNull(),
  at: tz('at').notNull(),
  actorUserId: text('actor_user_id'),
  actorRole: text('actor_role'),
  waypointId: text('waypoint_id'),
  place: text('place'),
  sampleId: text('sample_id'),
  supplyItemId: text('supply_item_id'),
  detail: text('detail'),
});

export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: jobKinds }).notNull(),
  key: text('key'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: jobStatuses }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull(),
  leaseMs: integer('lease_ms').notNull(),
  runAt: tz('run_at').notNull().defaultNow(),
  lockedBy: text('locked_by'),
  lockedUntil: tz('locked_until'),
  lastError: text('last_error'),
  createdAt: tz('created_at').notNull().defaultNow(),
  finishedAt: tz('finished_at'),
});

export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: tz('next_run_at').notNull(),
});

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: tz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export * from './schema-wallet.ts';
export * from './schema-nurse.ts';
export * from './schema-dispatch.ts';
export * from './schema-operations.ts';
