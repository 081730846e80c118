/**
 * Her supplies (requirements.md 2.12 my-supplies and my-supplies/{fulfillmentID}/activate, 3 supplies, 7
 * nurse supply items with sku data; issue 23): the items she holds and the kits sent to her, and a
 * kit's activation, one scanned item at a time.
 */
import { z } from 'zod';
import { BARCODE_MAX_LENGTH } from '../constants.ts';
import { fulfillmentStatuses } from '../vocabulary/fulfillments.ts';
import { supplyItemStatuses } from '../vocabulary/supplies.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

const itemSchema = z.object({
  supplyItemID: z.string(),
  sku: z.string(),
  name: z.string(),
  status: z.enum(supplyItemStatuses),
});

const fulfillmentSchema = z.object({
  id: z.string(),
  status: z.enum(fulfillmentStatuses),
  createdAt: z.string(),
  /** requirements.md 3: line items of sku, name, quantity. */
  lineItems: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int() })),
  items: z.array(itemSchema),
});

/** The supplies she may order and how many of each at most (order kit). */
export const KIT_ORDER_MAX_QUANTITY = 20;

export const mySuppliesContract = {
  listOrderableSupplies: defineFunction({
    summary: 'requirements.md 2.10 orderKit: the supplies a nurse may order for her kit.',
    input: z.object({}),
    output: z.object({ supplies: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })) }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: {},
  }),
  orderKit: defineFunction({
    summary:
      'requirements.md 1, 2.10 orderKit (behind its flag): she orders supplies; the order is a supply transfer for packers.',
    input: z.object({
      lines: z
        .array(z.object({ supplyID: idSchema, quantity: z.number().int().min(1).max(KIT_ORDER_MAX_QUANTITY) }))
        .min(1)
        .max(20),
    }),
    output: z.object({ supplyTransferID: z.string() }),
    access: rolesAccess('nurse'),
    write: true,
    patientData: 'none',
    example: { lines: [{ supplyID: 'sup-specimen-bag', quantity: 5 }] },
  }),
  getMySupplies: defineFunction({
    summary: 'requirements.md 2.12 my-supplies, 7: the supply items she holds (with sku data) and her fulfillments.',
    input: z.object({}),
    output: z.object({ supplyItems: z.array(itemSchema), fulfillments: z.array(fulfillmentSchema) }),
    access: rolesAccess('nurse'),
    write: false,
    patientData: 'none',
    example: {},
  }),
  activateFulfillmentItem: defineFunction({
    summary: 'requirements.md 2.12 my-supplies/{fulfillmentID}/activate, 4, 5: scan one item of her kit; it becomes activated.',
    input: z.object({ fulfillmentID: idSchema, barcode: z.string().trim().min(1).max(BARCODE_MAX_LENGTH) }),
    output: z.object({ fulfillment: fulfillmentSchema, supplyItemID: z.string(), done: z.boolean() }),
    access: rolesAccess('nurse'),
    write: true,
    patientData: 'none',
    example: { fulfillmentID: 'fulfillment-demo', barcode: 'NK-BAG-0001' },
  }),
};
