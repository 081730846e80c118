import type { userLocationContract } from '@sc/domain/contract/user-location';
import type { AreaHandlers } from '../context.ts';
import { setUserLocation } from './set-user-location.ts';

export const userLocationHandlers = {
  setUserLocation,
} satisfies AreaHandlers<typeof userLocationContract>;
