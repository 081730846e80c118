/** Supply items with their SKU data (requirements.md 3, 7): the nurse's own, and any by id. */
import { z } from 'zod';
import { BATCH_SIZE } from '../constants.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { supplyItemDataSchema } from './field-schemas.ts';
import { idSchema } from './schemas.ts';

/** The most supply items one nurse-supplies read answers (bounded; a nurse carries far fewer). */
export const NURSE_SUPPLY_ITEMS_MAX = 500;

export const suppliesContract = {
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
    summary: 'Supply items with their SKU and supply data, at most 50 per request (requirements.md 7).',
    input: z.object({ supplyItemIDs: z.array(idSchema).min(1).max(BATCH_SIZE) }),
    output: z.object({ items: z.array(supplyItemDataSchema) }),
    access: rolesAccess('nurse', 'packer', 'admin'),
    write: false,
    patientData: 'none',
    example: { supplyItemIDs: ['si-tube-0001'] },
  }),
};
