import type { shiftCheckInContract } from '@sc/domain/contract/shift-check-in';
import type { AreaHandlers } from '../context.ts';
import {
  checkInShift,
  geocheckShift,
  scanShiftBag,
  scanShiftSupply,
  setShiftLeaveFrom,
  unscanShiftSupply,
} from './check-in-steps.ts';
import { getShiftDetails } from './get-shift-details.ts';

export const shiftCheckInHandlers = {
  getShiftDetails,
  geocheckShift,
  setShiftLeaveFrom,
  scanShiftBag,
  scanShiftSupply,
  unscanShiftSupply,
  checkInShift,
} satisfies AreaHandlers<typeof shiftCheckInContract>;
