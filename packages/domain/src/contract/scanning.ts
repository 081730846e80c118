/** Barcode scans (requirements.md 5, 7): what a scanned barcode names. */
import { z } from 'zod';
import { BARCODE_MAX_LENGTH } from '../constants.ts';
import { barcodeTypes, supplyItemStatuses } from '../vocabulary/supplies.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { supplyItemDataSchema } from './field-schemas.ts';
import { NURSE_SUPPLY_ITEMS_MAX } from './supplies.ts';

/** A table of the scan lookups (domain scanning/resolve-barcode.ts), keyed by id or barcode value. */
const table = <T extends z.ZodType>(row: T) => z.record(z.string(), row);

export const scanningContract = {
  scanBarcode: defineFunction({
    summary: 'What a scanned barcode names: its supply and supply item (requirements.md 5). Records the scan-item event.',
    input: z.object({ barcode: z.string().max(BARCODE_MAX_LENGTH), route: z.string().max(300).optional() }),
    output: z.object({
      barcode: z.string(),
      barcodeType: z.enum(barcodeTypes),
      supplyID: z.string().nullable(),
      supplyItemID: z.string().nullable(),
      serial: z.string().nullable(),
      supplyItemStatus: z.enum(supplyItemStatuses).nullable(),
      batchItemID: z.string().nullable(),
    }),
    access: rolesAccess('nurse', 'packer'),
    write: false,
    patientData: 'none',
    example: { barcode: 'TUBE-0001', route: '/itinerary/itinerary-accepted' },
  }),
  getNurseScanData: defineFunction({
    summary:
      'What the phone needs to answer the caller’s scans without the server (issue 13): the items they hold and the items shipped ahead to the stops of their open itineraries (a kit, its vials, a mail-in box), with the barcodes, batches and SKUs that name them.',
    input: z.object({}),
    output: z.object({
      // `held`: she holds it; `shiftBag`: some shift's bag. The visit-bag rule reads both offline (issue 22).
      items: z
        .array(supplyItemDataSchema.extend({ held: z.boolean(), shiftBag: z.boolean() }))
        .max(NURSE_SUPPLY_ITEMS_MAX),
      barcodes: table(z.object({ type: z.enum(barcodeTypes), id: z.string() })),
      batchItems: table(z.object({ serials: z.array(z.string()).readonly(), batchSkuID: z.string() })),
      batchSkus: table(z.object({ skuID: z.string() })),
      skus: table(z.object({ supplyID: z.string(), active: z.boolean() })),
    }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: {},
  }),
};
