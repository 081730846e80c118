import type { addressesContract } from '@sc/domain/contract/addresses';
import type { AreaHandlers } from '../context.ts';
import { geocodeAddress } from './geocode-address.ts';

export const addressesHandlers = {
  geocodeAddress,
} satisfies AreaHandlers<typeof addressesContract>;
