/**
 * Operations' supplies (issue 25, `admin` only): supplies edited (name, kind, colour, the order
 * nurses see them in, whether a collected one may be scanned again), SKUs added (active or not is
 * setSkuActive's: requirements.md 5's "Inactive supply" at every scan), supply items registered under
 * their barcode, and batches with their serials under one code (requirements.md 3: Batch item).
 */
import { z } from 'zod';
import { supplyTypes } from '../vocabulary/supplies.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

const operations = rolesAccess('admin');
const codeSchema = z.string().trim().max(200);

export const operationsSuppliesContract = {
  listSupplies: defineFunction({
    summary: 'Operations: the supplies with their kind, colour, order and SKUs (each active or not). At most 500.',
    input: z.object({}),
    output: z.object({
      supplies: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          type: z.enum(supplyTypes),
          color: z.string().nullable(),
          noScanAfterCollection: z.boolean(),
          orderWeight: z.number().int(),
          skus: z.array(z.object({ id: z.string(), active: z.boolean() })),
        }),
      ),
    }),
    access: operations,
    write: false,
    patientData: 'none',
    example: {},
  }),
  saveSupply: defineFunction({
    summary:
      'Operations: create a supply (no supplyID) or edit one: name, kind, colour, the order nurses see it in, and whether a collected one may be scanned again (requirements.md 3 noScanAfterCollection).',
    input: z.object({
      supplyID: idSchema.optional(),
      name: z.string().trim().min(1, 'Enter a name.').max(120),
      type: z.enum(supplyTypes),
      color: z.string().trim().max(40).nullable(),
      noScanAfterCollection: z.boolean(),
      orderWeight: z.number().int('A whole number.').min(0, 'At least 0.').max(10_000, 'At most 10000.'),
    }),
    output: z.object({ id: z.string(), created: z.boolean(), changed: z.boolean() }),
    access: operations,
    write: true,
    patientData: 'none',
    example: {
      supplyID: 'sup-sst-tube',
      name: 'Gold Top SST Tube',
      type: 'tube',
      color: 'gold',
      noScanAfterCollection: false,
      orderWeight: 10,
    },
  }),
  addSku: defineFunction({
    summary: 'Operations: a new SKU of a supply, active (setSkuActive turns it off).',
    input: z.object({ supplyID: idSchema }),
    output: z.object({ skuID: z.string() }),
    access: operations,
    write: true,
    patientData: 'none',
    example: { supplyID: 'sup-sst-tube' },
  }),
  addSupplyItem: defineFunction({
    summary:
      'Operations: register a supply item of a SKU under its barcode (and serial, if printed), inactive until a kit is activated (requirements.md 3, 4).',
    input: z.object({ skuID: idSchema, barcode: codeSchema, serial: codeSchema.nullable() }),
    output: z.object({ itemID: z.string() }),
    access: operations,
    write: true,
    patientData: 'none',
    example: { skuID: 'sku-sst-tube', barcode: 'TUBE-9001', serial: null },
  }),
  addBatch: defineFunction({
    summary:
      'Operations: register a batch of a SKU under one code with its serials; each unit is scanned as code-serial (requirements.md 3: Batch item serials, batchSkuID).',
    input: z.object({
      skuID: idSchema,
      code: codeSchema,
      serials: z.array(z.string().trim().max(60)).max(1000),
    }),
    output: z.object({ batchItemID: z.string(), serials: z.number().int() }),
    access: operations,
    write: true,
    patientData: 'none',
    example: { skuID: 'sku-sst-tube', code: 'SSTBATCH1', serials: ['001', '002'] },
  }),
};
