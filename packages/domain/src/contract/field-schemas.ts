/** Schemas shared by the field contracts (requirements.md 3, 7). */
import { z } from 'zod';
import { BARCODE_MAX_LENGTH } from '../constants.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';
import { itineraryStatuses } from '../vocabulary/itinerary.ts';
import { supplyItemStatuses } from '../vocabulary/supplies.ts';
import { idSchema } from './schemas.ts';

export const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const addressedPlaceSchema = latLngSchema.extend({ address: z.string().trim().min(1).max(300) });

/**
 * When the nurse did it, as the phone saw it (ISO-8601). Optional: the server's clock is used when
 * absent. A write replayed from the offline queue carries its original time, so a sample keeps its
 * true collection time; the server refuses times in the future or older than two days.
 */
export const atSchema = z.iso.datetime({ offset: true }).optional();

/** A scanned or typed barcode (requirements.md 5: blank is "Missing barcode."; that text comes from the rule). */
export const barcodeSchema = z.string().max(BARCODE_MAX_LENGTH);

export const fileIDSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown file');

export const itineraryTarget = { itineraryID: idSchema };

/** The shipped kit shipment an item was packed into (transitions/entities.ts ShippedKit; ADR 080). */
export const shippedKitSchema = z.object({
  procedureIDs: z.array(z.string()),
  draftWaypointIDs: z.array(z.string()),
});

/** A supply item with what its SKU and supply say about it (requirements.md 3, 7: supply items with SKU data). */
export const supplyItemDataSchema = z.object({
  id: z.string(),
  serial: z.string().nullable(),
  skuID: z.string(),
  status: z.enum(supplyItemStatuses),
  supplyID: z.string(),
  supplyName: z.string(),
  supplyType: z.string(),
  color: z.string().nullable(),
  icon: z.string().nullable(),
  /** The shipped kit it came in, where the answer tells (the nurse's scan data: ADR 080). */
  shippedKit: shippedKitSchema.nullable().optional(),
});

/**
 * The itinerary as the field rules read it (itinerary-data/model.ts); the server builds it from its
 * tables. Described loosely here (its top-level fields), so the OpenAPI document can show it; the
 * model's TypeScript type is what the client reads.
 */
export const itineraryDataSchema = z.looseObject({
  id: z.string(),
  shiftID: z.string().nullable(),
  status: z.enum(itineraryStatuses),
  startTime: z.string(),
  waypoints: z.array(z.looseObject({ id: z.string() })),
  waypointActions: z.record(z.string(), z.looseObject({ id: z.string() })),
  processingActions: z.record(z.string(), z.looseObject({ id: z.string() })),
  procedures: z.record(z.string(), z.looseObject({ id: z.string() })),
  shipments: z.record(z.string(), z.looseObject({ id: z.string() })),
});

/** The model's itinerary as the schema's output (the schema checks only its top level). */
export const toItineraryOutput = (itinerary: ItineraryData) =>
  itinerary as unknown as z.output<typeof itineraryDataSchema>;

/** And back, for a client that read it. */
export const fromItineraryOutput = (output: z.output<typeof itineraryDataSchema>) => output as unknown as ItineraryData;

/** Every write of an itinerary step answers with what changed, so the phone updates its copy. */
export const fieldWriteResultSchema = z.object({
  ok: z.literal(true),
  /** Rows changed (0 on a retry of a write that already applied). */
  changed: z.number().int().min(0),
});
