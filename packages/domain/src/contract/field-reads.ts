/**
 * What the nurse's field screens read (SPEC.md 2.10, 2.11, 7): the itinerary's flow data, the shift
 * to check in to, supply items with their SKU data, a procedure with its inclusions, the driving
 * estimate, and barcode scans.
 */
import { z } from 'zod';
import { BATCH_SIZE } from '../constants.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { addressedPlaceSchema, itineraryDataSchema, latLngSchema, supplyItemDataSchema } from './field-schemas.ts';
import { idSchema } from './schemas.ts';

/** SPEC.md 7: fetch procedure data with inclusions. */
export const procedureInclusions = [
  'bookings',
  'order',
  'patient',
  'placeGroups',
  'prescriber',
  'contact',
  'supplyItems',
] as const;

/** The most supply items one nurse-supplies read answers (bounded; a nurse carries far fewer). */
export const NURSE_SUPPLY_ITEMS_MAX = 500;

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const fieldReadsContract = {
  getItineraryFlowData: defineFunction({
    summary:
      'The caller’s itinerary with its waypoints, actions, procedures, samples and shipments, and the supply items it names.',
    input: z.object({ itineraryID: idSchema }),
    output: z.object({
      itinerary: itineraryDataSchema,
      timeZone: z.string(),
      supplyItems: z.record(z.string(), supplyItemDataSchema),
      /** Who each patient waypoint visits, by waypoint id (the patient list). */
      patients: z.record(z.string(), z.object({ name: z.string(), phone: z.string().nullable() })),
      /** The feature flag that turns transit blocking off (SPEC.md 4). */
      transitBlockingDisabled: z.boolean(),
    }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: { access: 'read', record: 'itinerary', field: 'itineraryID' },
    example: { itineraryID: 'itinerary-accepted' },
  }),
  getShiftDetails: defineFunction({
    summary: 'The caller’s shift for check-in: regions, geocheck, leave-from, required supplies and the scanned ones.',
    input: z.object({ shiftID: idSchema }),
    output: z.object({
      id: z.string(),
      status: z.enum(['open', 'accepted', 'in_progress', 'complete', 'canceled']),
      startTime: z.string(),
      endTime: z.string(),
      timeZone: z.string(),
      serviceRegions: z.array(z.object({ id: z.string(), name: z.string() })),
      geoCheck: z
        .object({ serviceRegionID: z.string(), lat: z.number(), lng: z.number(), checkedAt: z.string() })
        .nullable(),
      leaveFrom: addressedPlaceSchema.nullable(),
      /** SPEC.md 3: supplies, count by supply id. */
      supplies: z.record(z.string(), z.number().int()),
      supplyNames: z.record(z.string(), z.string()),
      /** The items scanned for the shift (SPEC.md 3: supplyItems). */
      supplyItemIDs: z.array(z.string()),
      /** The shift bag (SPEC.md 7: shifts/{id}/supplyItem). */
      shiftBagSupplyItemID: z.string().nullable(),
      itineraryIDs: z.array(z.string()),
      checkInAvailable: z.boolean(),
    }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: { shiftID: 'shift-accepted' },
  }),
  getNurseSupplyItems: defineFunction({
    summary: 'The supply items the caller holds, with their SKU and supply data.',
    input: z.object({}),
    output: z.object({ items: z.array(supplyItemDataSchema), hasMore: z.boolean() }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: {},
  }),
  getSupplyItemsData: defineFunction({
    summary: 'Supply items with their SKU and supply data, at most 50 per request (SPEC.md 7).',
    input: z.object({ supplyItemIDs: z.array(idSchema).min(1).max(BATCH_SIZE) }),
    output: z.object({ items: z.array(supplyItemDataSchema) }),
    access: rolesAccess('nurse', 'packer', 'admin'),
    write: false,
    patientData: 'none',
    example: { supplyItemIDs: ['si-tube-0001'] },
  }),
  getProcedureData: defineFunction({
    summary: 'One procedure with the inclusions asked for (SPEC.md 7), for its nurse, its office or operations.',
    input: z.object({
      procedureID: idSchema,
      include: z.array(z.enum(procedureInclusions)).max(procedureInclusions.length).default([]),
    }),
    output: z.object({
      procedure: z.object({
        id: z.string(),
        status: z.string(),
        taskID: z.string().nullable(),
        orderID: z.string().nullable(),
        bookingID: z.string().nullable(),
        instructions: z.record(z.string(), z.unknown()),
      }),
      bookings: z.array(z.object({ id: z.string(), patientID: z.string() })).optional(),
      order: z
        .object({ id: z.string(), officeID: z.string(), createdByOfficeID: z.string(), offlineScheduling: z.boolean() })
        .nullable()
        .optional(),
      patient: personSchema.nullable().optional(),
      prescriber: personSchema.nullable().optional(),
      placeGroups: z.array(z.object({ id: z.string(), name: z.string(), address: z.string() })).optional(),
      contact: z
        .object({ userID: z.string().nullable(), name: z.string(), phone: z.string().nullable(), custom: z.boolean() })
        .nullable()
        .optional(),
      supplyItems: z.array(supplyItemDataSchema).optional(),
    }),
    access: rolesAccess('nurse', 'prescriber', 'assistant', 'admin'),
    write: false,
    patientData: { access: 'read', record: 'procedure', field: 'procedureID' },
    example: { procedureID: 'proc-pia-panel', include: ['contact', 'supplyItems'] },
  }),
  getItineraryDrivingEstimate: defineFunction({
    summary: 'Driving time from leave-from through the itinerary’s open waypoints, in milliseconds (SPEC.md 7).',
    input: z.object({ itineraryID: idSchema, leaveFrom: latLngSchema, waypointID: idSchema.optional() }),
    output: z.object({ durationMs: z.number().int().min(0) }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: { access: 'read', record: 'itinerary', field: 'itineraryID' },
    example: { itineraryID: 'itinerary-accepted', leaveFrom: { lat: 40.7033, lng: -73.9881 } },
  }),
  scanBarcode: defineFunction({
    summary: 'What a scanned barcode names: its supply and supply item (SPEC.md 5). Records the scan-item event.',
    input: z.object({ barcode: z.string().max(200), route: z.string().max(300).optional() }),
    output: z.object({
      barcode: z.string(),
      barcodeType: z.enum(['supply-item', 'batch', 'mail-in-box', 'label']),
      supplyID: z.string().nullable(),
      supplyItemID: z.string().nullable(),
      serial: z.string().nullable(),
      supplyItemStatus: z.enum(['inactive', 'activated', 'used']).nullable(),
      batchItemID: z.string().nullable(),
    }),
    access: rolesAccess('nurse', 'packer'),
    write: false,
    patientData: 'none',
    example: { barcode: 'TUBE-0001', route: '/itinerary/itinerary-accepted' },
  }),
};
