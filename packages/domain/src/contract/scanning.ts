/** Barcode scans (SPEC.md 5, 7): what a scanned barcode names. */
import { z } from 'zod';
import { barcodeTypes, supplyItemStatuses } from '../vocabulary/supplies.ts';
import { defineFunction, rolesAccess } from './define.ts';

export const scanningContract = {
  scanBarcode: defineFunction({
    summary: 'What a scanned barcode names: its supply and supply item (SPEC.md 5). Records the scan-item event.',
    input: z.object({ barcode: z.string().max(200), route: z.string().max(300).optional() }),
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
};
