/**
 * The nurse's writes along the itinerary (requirements.md 2.11, 4, 7): each names the itinerary it
 * belongs to, so the server locks that one itinerary, checks it is the caller's, applies the
 * domain transition and writes its rows in one transaction.
 */
import { z } from 'zod';
import type { ChartingItem } from '../itinerary-data/model.ts';
import { chartingItemTypes } from '../vocabulary/procedures.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { atSchema, barcodeSchema, fieldWriteResultSchema, fileIDSchema, latLngSchema } from './field-schemas.ts';
import { idSchema } from './schemas.ts';

const idList = z.array(idSchema).max(50);
const reasonSchema = z.string().max(500);

export const chartingItemSchema: z.ZodType<ChartingItem> = z.lazy(() =>
  z.object({
    id: idSchema,
    type: z.enum(chartingItemTypes),
    title: z.string().max(300),
    checklist: z.array(z.string().max(300)).max(50).optional(),
    children: z.array(chartingItemSchema).max(100).optional(),
    value: z.union([z.string().max(5000), z.array(z.string().max(300)).max(50), z.boolean(), z.null()]).optional(),
  }),
);

/** Procedure results per product (requirements.md 3): saved encrypted, only for products with results enabled. */
const resultSchema = z.object({ productID: idSchema, result: z.string().max(5000) });

const nurse = rolesAccess('nurse');
const it = 'itinerary-accepted';

function step<I extends z.ZodRawShape>(summary: string, shape: I, example: z.input<z.ZodObject<I>>) {
  const input = z.object({ itineraryID: idSchema, ...shape });
  return defineFunction({
    summary,
    input,
    output: fieldWriteResultSchema,
    access: nurse,
    write: true,
    patientData: { access: 'write', record: 'itinerary', field: 'itineraryID' },
    example: { itineraryID: it, ...example } as z.input<typeof input>,
  });
}

export const itineraryStepsContract = {
  startDriveToWaypoint: step(
    'Start driving to a waypoint: it is in transit (requirements.md 4).',
    { waypointID: idSchema, at: atSchema },
    { waypointID: 'wp-pia' },
  ),
  arriveAtWaypoint: step(
    'Arrive at a waypoint, with a reason when more than 1000 m from it (requirements.md 4, 5).',
    {
      waypointID: idSchema,
      location: latLngSchema.nullable().optional(),
      tooFarReason: reasonSchema.optional(),
      at: atSchema,
    },
    { waypointID: 'wp-pia', location: { lat: 40.6895, lng: -73.9927 } },
  ),
  setWaypointSupplyItem: step(
    'The patient visit’s bag scanned (requirements.md 2.11 scan-waypoint-supply, 7 waypoints/{id}/supplyItem): a visit bag (a branded bag) the caller holds, not a shift’s bag; it becomes used, by this visit only. The same bag again changes nothing.',
    { waypointID: idSchema, barcode: barcodeSchema },
    { waypointID: 'wp-pia', barcode: 'BAG-VISIT-0001' },
  ),
  startWaypointAction: step(
    'Patient ID checked or supplies unlocked: the waypoint action is in progress (requirements.md 4).',
    { waypointActionID: idSchema, at: atSchema },
    { waypointActionID: 'wa-pia' },
  ),
  setProcedureSupplyItems: step(
    'The procedure’s scanned supply items (requirements.md 7: procedures/{id}/supplyItems).',
    { procedureID: idSchema, supplyItemIDs: idList },
    { procedureID: 'proc-pia-panel', supplyItemIDs: ['si-tube-0001'] },
  ),
  setKitSupplyItem: step(
    'The procedure’s kit (null removes it).',
    { procedureID: idSchema, supplyItemID: idSchema.nullable() },
    { procedureID: 'proc-ben-a1c', supplyItemID: 'si-kit-0001' },
  ),
  collectSample: step(
    'A sample collected into its tube (requirements.md 4, 5: needs a supply item id and a serial).',
    {
      procedureID: idSchema,
      sampleID: idSchema,
      supplyItemID: idSchema.nullable(),
      serial: z.string().max(100).nullable(),
      at: atSchema,
    },
    { procedureID: 'proc-pia-panel', sampleID: 's-pia-vitd', supplyItemID: 'si-tube-0001', serial: 'TUBE-0001' },
  ),
  failSample: step(
    'A failed collection, with its reason (requirements.md 4).',
    { procedureID: idSchema, sampleID: idSchema, failureReason: reasonSchema.nullable(), at: atSchema },
    { procedureID: 'proc-pia-panel', sampleID: 's-pia-cold-2', failureReason: 'Patient declined a second tube' },
  ),
  setAmberBags: step(
    'The amber bags of the procedure’s light-sensitive samples.',
    { procedureID: idSchema, supplyItemIDs: idList },
    { procedureID: 'proc-pia-panel', supplyItemIDs: ['si-bag-amber-0001'] },
  ),
  setInsulatedBag: step(
    'The insulated bag of the procedure’s refrigerated samples (null removes it).',
    { procedureID: idSchema, supplyItemID: idSchema.nullable() },
    { procedureID: 'proc-pia-panel', supplyItemID: 'si-bag-ins-0001' },
  ),
  setSpecimenBag: step(
    'Set or unset the procedure’s specimen bag (requirements.md 5).',
    {
      procedureID: idSchema,
      instruction: z.discriminatedUnion('type', [
        z.object({ type: z.literal('set'), supplyItemID: idSchema, relatedSupplyItemIDs: idList.optional() }),
        z.object({ type: z.literal('unset') }),
      ]),
    },
    { procedureID: 'proc-pia-panel', instruction: { type: 'set', supplyItemID: 'si-bag-spec-0001' } },
  ),
  saveCharting: step(
    'Charting saved: complete, and the procedure completed unless failed or kit-shipped (requirements.md 4). Results are stored encrypted.',
    {
      procedureID: idSchema,
      items: z.array(chartingItemSchema).max(100),
      results: z.array(resultSchema).max(20).default([]),
      at: atSchema,
    },
    { procedureID: 'proc-pia-urine', items: [] },
  ),
  failProcedure: step(
    'The procedure failed, with a reason; its supplies count as used (requirements.md 3, 4).',
    { procedureID: idSchema, reason: reasonSchema, at: atSchema },
    { procedureID: 'proc-pia-urine', reason: 'Patient could not provide a sample' },
  ),
  saveSampleShippingLabel: step(
    'The kit shipment’s label scanned: the procedure is completed and its shipment ready to ship (requirements.md 4).',
    { procedureID: idSchema, barcode: barcodeSchema, at: atSchema },
    { procedureID: 'proc-ben-a1c', barcode: 'LABEL-0001' },
  ),
  scanMailInBox: step(
    'The mail-in box scanned for a mail-in action (requirements.md 5: scanned against its supply).',
    { waypointActionID: idSchema, barcode: barcodeSchema, at: atSchema },
    { waypointActionID: 'wa-lab-mailin', barcode: 'BOX-MAIL-0001' },
  ),
  packMailInAction: step(
    'The unpacked mail-in box packed: the action is packed (requirements.md 4).',
    { waypointActionID: idSchema, at: atSchema },
    { waypointActionID: 'wa-lab-mailin' },
  ),
  scanShipmentBox: step(
    'Packed mail-in: the shipment’s box scanned at the drop-off.',
    { shipmentID: idSchema, barcode: barcodeSchema },
    { shipmentID: 'ship-ben-box', barcode: 'BOX-MAIL-0001' },
  ),
  markShipmentPreparingToLabel: step(
    'Packed mail-in: the nurse is printing the shipment’s label.',
    { shipmentID: idSchema },
    { shipmentID: 'ship-ben-box' },
  ),
  scanShipmentLabel: step(
    'The shipment’s label scanned: ready to ship (requirements.md 4).',
    { shipmentID: idSchema, barcode: barcodeSchema },
    { shipmentID: 'ship-ben-box', barcode: 'LABEL-0001' },
  ),
  setShipmentPhoto: step(
    'The photo of the shipment’s box (an uploaded file of the caller’s).',
    { shipmentID: idSchema, fileID: fileIDSchema },
    { shipmentID: 'ship-ben-box', fileID: 'example-file' },
  ),
  dropOffShipment: step(
    'The shipment dropped off: in transit (requirements.md 4).',
    { shipmentID: idSchema },
    { shipmentID: 'ship-ben-box' },
  ),
  saveCentrifugedSpecimenBag: step(
    'A procedure’s new specimen bag after centrifugation; the last one completes the processing action (requirements.md 4).',
    {
      processingActionID: idSchema,
      procedureID: idSchema,
      supplyItemID: idSchema,
      relatedSupplyItemIDs: idList,
      photoFileID: fileIDSchema.nullable(),
      at: atSchema,
    },
    {
      processingActionID: 'pa-pia-spin',
      procedureID: 'proc-pia-panel',
      supplyItemID: 'si-bag-spec-0002',
      relatedSupplyItemIDs: ['si-tube-0004'],
      photoFileID: null,
    },
  ),
  finishWaypoint: step(
    'Finish a stop: the deviation checks (duration, then location) each need a reason when they fail (requirements.md 4, 5).',
    {
      waypointID: idSchema,
      location: latLngSchema.nullable().optional(),
      reasons: z.strictObject({ duration: reasonSchema.optional(), location: reasonSchema.optional() }).default({}),
      at: atSchema,
    },
    { waypointID: 'wp-pia', location: { lat: 40.6895, lng: -73.9927 } },
  ),
};
