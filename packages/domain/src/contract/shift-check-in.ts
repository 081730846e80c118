/**
 * The nurse's shift check-in (requirements.md 2.10, 4, 5, 7): the shift's details, then geocheck, leave-from,
 * shift bag and supplies, check in.
 */
import { z } from 'zod';
import { shiftStatuses } from '../vocabulary/shifts.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { addressedPlaceSchema, atSchema, barcodeSchema, latLngSchema } from './field-schemas.ts';
import { idSchema, okSchema } from './schemas.ts';

/** The most items a shift's supply scan list holds (design: a shift needs tens, not hundreds). */
export const SHIFT_SUPPLY_ITEMS_MAX = 200;

/** A write of the check-in: the nurse's, on the shift named by shiftID. */
function checkInStep<S extends z.ZodRawShape, O extends z.ZodType>(
  summary: string,
  shape: S,
  output: O,
  example: z.input<z.ZodObject<S>>,
) {
  const input = z.object({ shiftID: idSchema, ...shape });
  return defineFunction({
    summary,
    input,
    output,
    access: rolesAccess('nurse'),
    write: true,
    patientData: 'none',
    example: { shiftID: 'shift-accepted', ...example } as z.input<typeof input>,
  });
}

export const shiftCheckInContract = {
  getShiftDetails: defineFunction({
    summary: 'The caller’s shift for check-in: regions, geocheck, leave-from, required supplies and the scanned ones.',
    input: z.object({ shiftID: idSchema }),
    output: z.object({
      id: z.string(),
      status: z.enum(shiftStatuses),
      startTime: z.string(),
      endTime: z.string(),
      timeZone: z.string(),
      serviceRegions: z.array(z.object({ id: z.string(), name: z.string() })),
      geoCheck: z
        .object({ serviceRegionID: z.string(), lat: z.number(), lng: z.number(), checkedAt: z.string() })
        .nullable(),
      leaveFrom: addressedPlaceSchema.nullable(),
      /** requirements.md 3: supplies, count by supply id. */
      supplies: z.record(z.string(), z.number().int()),
      supplyNames: z.record(z.string(), z.string()),
      /** The items scanned for the shift (requirements.md 3: supplyItems). */
      supplyItemIDs: z.array(z.string()),
      /** The supply of each scanned item, by item id: the nurse sees the supply's name, never the item's id. */
      scannedSupplyIDs: z.record(z.string(), z.string()).optional(),
      /** The shift bag (requirements.md 7: shifts/{id}/supplyItem). */
      shiftBagSupplyItemID: z.string().nullable(),
      itineraryIDs: z.array(z.string()),
      checkInAvailable: z.boolean(),
    }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: { shiftID: 'shift-accepted' },
  }),
  geocheckShift: checkInStep(
    'Area check: the caller’s position must be inside one of the shift’s service regions ("Not in service region").',
    { location: latLngSchema },
    z.object({ ok: z.literal(true), serviceRegionID: z.string() }),
    { location: { lat: 40.6895, lng: -73.9927 } },
  ),
  setShiftLeaveFrom: checkInStep(
    'Where the caller leaves from for the shift (requirements.md 7: shifts/{id}/leaveFrom).',
    { leaveFrom: addressedPlaceSchema },
    okSchema,
    { leaveFrom: { address: '200 Water St, Brooklyn, NY 11201', lat: 40.7033, lng: -73.9881 } },
  ),
  scanShiftBag: checkInStep(
    'The shift bag, scanned by barcode (requirements.md 7: shifts/{id}/supplyItem).',
    { barcode: barcodeSchema },
    z.object({ ok: z.literal(true), supplyItemID: z.string() }),
    { barcode: 'BAG-SHIFT-0001' },
  ),
  scanShiftSupply: checkInStep(
    'One supply scanned into the shift’s supplies; "Wrong supply" when the shift needs no more of it.',
    { barcode: barcodeSchema },
    z.object({ ok: z.literal(true), supplyItemID: z.string(), scannedCount: z.number().int() }),
    { barcode: 'TUBE-0002' },
  ),
  unscanShiftSupply: checkInStep(
    'Takes a scanned item back out of the shift’s supplies.',
    { supplyItemID: idSchema },
    okSchema,
    { supplyItemID: 'si-tube-0002' },
  ),
  checkInShift: checkInStep(
    'Check in: the shift (and its itineraries) start. Needs the geocheck and, unless disabled, every supply scanned.',
    { lateCheckInReason: z.string().trim().max(500).optional(), at: atSchema },
    okSchema,
    {},
  ),
};
