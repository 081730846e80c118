/**
 * Packers (requirements.md 2.5, 2.12, 6, 7; issue 26): their packing & shipping location, its counts, and
 * the searchable lists of its supply transfers and supply shipments. Every function answers for
 * the caller's own place only: another place's record answers like one that does not exist.
 */
import { z } from 'zod';
import { supplyTransferKinds } from '../vocabulary/packing.ts';
import { shipmentStatuses, supplyTransferStatuses } from '../vocabulary/supplies.ts';
import { defineFunction, rolesAccess, type FunctionDef } from './define.ts';
import { barcodeSchema, fileIDSchema } from './field-schemas.ts';
import { idSchema } from './schemas.ts';

/** What is typed into a list's search box, and the records completed on this device (requirements.md 7). */
const searchInput = z.object({
  query: z.string().max(200),
  /** Records this device completed: the search index may not know yet (requirements.md 7). */
  exclude: z.array(idSchema).max(100).optional(),
  limit: z.number().int().min(1).max(50).optional(),
});

export const supplyTransferRowSchema = z.object({
  id: z.string(),
  kind: z.enum(supplyTransferKinds),
  status: z.enum(supplyTransferStatuses),
  recipient: z.string(),
  address: z.string(),
  /** The visit's day (ISO), null for a nurse's kit order. */
  neededBy: z.string().nullable(),
  createdAt: z.string(),
});

export const supplyShipmentRowSchema = z.object({
  id: z.string(),
  status: z.enum(shipmentStatuses),
  recipient: z.string(),
  address: z.string(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
});

const scannedItemSchema = z.object({ supplyItemID: z.string(), supplyID: z.string() });

/** A transfer as the packing flow reads it (domain packing/transfer-state.ts TransferView). */
export const transferViewSchema = supplyTransferRowSchema.omit({ createdAt: true }).extend({
  procedures: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kitSupplyID: z.string(),
      kitSupplyName: z.string(),
      kitSupplyItemID: z.string().nullable(),
      requisitionBarcode: z.string(),
      instructionSheetBarcode: z.string(),
      expectedSupplies: z.array(z.object({ supplyID: z.string(), name: z.string() })),
      scannedSupplies: z.array(scannedItemSchema),
      requisitionFormScanned: z.boolean(),
      instructionSheetScanned: z.boolean(),
    }),
  ),
  shipments: z.array(
    z.object({
      id: z.string(),
      status: z.enum(shipmentStatuses),
      boxSupplyItemID: z.string().nullable(),
      expectedKits: z.array(z.object({ supplyID: z.string(), supplyItemID: z.string().nullable(), name: z.string() })),
      kitsInBox: z.array(scannedItemSchema),
      shippingLabelBarcode: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      scannedShippingLabelBarcode: z.string().nullable(),
      boxImageFileID: z.string().nullable(),
    }),
  ),
  warnings: z.array(z.string()),
});

/** The scan steps of the supply transfer flow (requirements.md 2.12). */
export const transferScanSteps = [
  'scan-procedure-kit',
  'scan-procedure-supplies',
  'scan-requisition-form',
  'scan-instruction-sheet',
  'scan-supply-box',
  'scan-kits-to-supply-box',
  'scan-shipping-label',
] as const;

const transferAnswer = z.object({
  transfer: transferViewSchema,
  /** The transfer's patient: what the audit trail records. */
  patientIDs: z.array(z.string()),
});

const shipmentAnswer = z.object({
  shipment: supplyShipmentRowSchema.extend({ boxScanned: z.boolean(), hasBox: z.boolean() }),
  patientIDs: z.array(z.string()),
});

const placeSchema = z.object({ id: z.string(), name: z.string(), address: z.string() }).nullable();

/** The shipment of a transfer that a packing step works on. */
const transferShipmentInput = z.object({ supplyTransferID: idSchema, supplyShipmentID: idSchema });

/**
 * A packer's function (every one answers for her own place only). One that reads or writes (`write`)
 * patients' records names them in its answer's `patientIDs`, which the audit trail records.
 */
function packerFunction<I extends z.ZodType, O extends z.ZodType>(
  def: Omit<FunctionDef<I, O>, 'access' | 'patientData'> & { patientData?: 'none' },
): FunctionDef<I, O> {
  return defineFunction({
    ...def,
    access: rolesAccess('packer'),
    patientData: def.patientData ?? { access: def.write ? 'write' : 'read', record: 'user', field: 'patientIDs' },
  });
}

export const packingContract = {
  getPackingLocation: packerFunction({
    summary: 'The packing & shipping place the calling packer works at, or null.',
    input: z.object({}),
    output: z.object({
      place: placeSchema,
    }),
    write: false,
    patientData: 'none',
    example: {},
  }),
  getPackingHome: packerFunction({
    summary:
      'Packer home (requirements.md 2.5): her place, the supply shipments ready to ship and the supply transfers waiting to be packed there; place null when her location maps to no place.',
    input: z.object({}),
    output: z.object({
      place: placeSchema,
      shipCount: z.number().int(),
      pickAndPackCount: z.number().int(),
    }),
    write: false,
    patientData: 'none',
    example: {},
  }),
  searchSupplyTransfers: packerFunction({
    summary:
      'pick-and-pack (requirements.md 2.12, 7): the supply transfers waiting at the packer’s place, newest first, found by full-text search as she types.',
    input: searchInput,
    output: z.object({
      transfers: z.array(supplyTransferRowSchema),
      /** The patients on this page: what the audit trail records as read. */
      patientIDs: z.array(z.string()),
    }),
    write: false,
    example: { query: 'okafor' },
  }),
  searchSupplyShipments: packerFunction({
    summary:
      'shipping (requirements.md 2.12, 7): the supply shipments ready to ship from the packer’s place, newest first, found by full-text search as she types.',
    input: searchInput,
    output: z.object({
      shipments: z.array(supplyShipmentRowSchema),
      /** The patients the shipments on this page go to: what the audit trail records as read. */
      patientIDs: z.array(z.string()),
    }),
    write: false,
    example: { query: '' },
  }),
  getSupplyTransfer: packerFunction({
    summary:
      'pick-and-pack/{supplyTransferID} (requirements.md 2.12, 3): a transfer of the packer’s place with what is packed so far; another place’s answers like one that does not exist.',
    input: z.object({ supplyTransferID: idSchema }),
    output: transferAnswer,
    write: false,
    example: { supplyTransferID: 'st-demo-rosa' },
  }),
  scanSupplyTransferStep: packerFunction({
    summary:
      'A scan of the supply transfer flow (requirements.md 2.12, 5): a kit, a supply, a printed form, a box, a kit into the box or the label; a refusal (requirements.md 5’s texts, an expired kit) changes nothing.',
    input: z.object({
      supplyTransferID: idSchema,
      step: z.enum(transferScanSteps),
      procedureID: idSchema.optional(),
      supplyShipmentID: idSchema.optional(),
      barcode: barcodeSchema,
    }),
    output: transferAnswer,
    write: true,
    example: {
      supplyTransferID: 'st-demo-rosa',
      step: 'scan-procedure-kit',
      procedureID: 'proc-st-rosa-a1c',
      barcode: 'PK-KIT-0001',
    },
  }),
  printShippingLabel: packerFunction({
    summary:
      'print-shipping-label (requirements.md 2.12): buys the shipment’s label from the shipping-labels adapter once (a retry answers the same label) and answers its barcode and tracking number.',
    input: transferShipmentInput,
    output: transferAnswer,
    write: true,
    example: { supplyTransferID: 'st-demo-rosa', supplyShipmentID: 'ss-demo-rosa' },
  }),
  saveSupplyBoxPhoto: packerFunction({
    summary: 'supply-box-photo (requirements.md 2.12): the photo of the packed box, a file the packer uploaded.',
    input: transferShipmentInput.extend({ fileID: fileIDSchema }),
    output: transferAnswer,
    write: true,
    example: { supplyTransferID: 'st-demo-rosa', supplyShipmentID: 'ss-demo-rosa', fileID: 'example-file' },
  }),
  finishSupplyTransferPacking: packerFunction({
    summary:
      'done-packing (requirements.md 2.12, 4): the transfer packed and its shipment ready_to_ship, both with a timestamp, in one transaction; refused while a step still fails.',
    input: transferShipmentInput,
    output: transferAnswer,
    write: true,
    example: { supplyTransferID: 'st-demo-rosa', supplyShipmentID: 'ss-demo-rosa' },
  }),
  getSupplyShipment: packerFunction({
    summary:
      'ship/{supplyShipmentID} (requirements.md 2.12): a supply shipment of the packer’s place, with the box it was packed in; another place’s answers like one that does not exist.',
    input: z.object({ supplyShipmentID: idSchema }),
    output: shipmentAnswer,
    write: false,
    example: { supplyShipmentID: 'ss-demo-omar' },
  }),
  shipSupplyShipment: packerFunction({
    summary:
      'ship/{supplyShipmentID}/scan-shipping-box (requirements.md 2.12): the packer scans the shipment’s box as it leaves: the shipment goes in-transit with a timestamp. Another box, or a shipment not ready, is refused and nothing changes.',
    input: z.object({ supplyShipmentID: idSchema, barcode: barcodeSchema }),
    output: shipmentAnswer,
    write: true,
    example: { supplyShipmentID: 'ss-demo-omar', barcode: 'PK-BOX-0100' },
  }),
  activatePlaceSupply: packerFunction({
    summary:
      'place-supplies/activate (requirements.md 2.12, 7 places/{placeID}/supplies): a supply received at the packer’s place, scanned, becomes active there and counts in its stock.',
    input: z.object({ barcode: barcodeSchema }),
    output: z.object({
      supplyItemID: z.string(),
      supplyName: z.string(),
      /** How many of that supply the place now has. */
      quantity: z.number().int(),
    }),
    write: true,
    patientData: 'none',
    example: { barcode: 'PK-NEW-0001' },
  }),
};
