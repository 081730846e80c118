import type { packingContract } from '@sc/domain/contract/packing';
import type { AreaHandlers } from '../context.ts';
import { getPackingLocation } from './get-packing-location.ts';

export const packingHandlers = {
  getPackingLocation,
} satisfies AreaHandlers<typeof packingContract>;
