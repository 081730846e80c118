import { SUPPLY_PREPARATION_DISABLED_FLAG } from '@sc/domain/constants';
import { checkInAvailable } from '@sc/domain/field-checks/geocheck';
import {
  listShiftItineraryIDs,
  listShiftRegions,
  listShiftScannedItems,
  supplyNamesOf,
} from '../../repositories/shift-check-in.repository.ts';
import { callerFlag } from '../caller-flag.ts';
import type { Handler } from '../context.ts';
import { readOwnShift } from './own-shift.ts';

type Details = Awaited<ReturnType<Handler<'getShiftDetails'>>>;

/** shift/{shiftID}: what the check-in steps show (requirements.md 2.10), for the shift's own nurse. */
export const getShiftDetails: Handler<'getShiftDetails'> = async ({ shiftID }, ctx) => {
  const shift = await readOwnShift(ctx, shiftID);
  const regions = await listShiftRegions(ctx.db, shift.id);
  const scanned = await listShiftScannedItems(ctx.db, shift.id);
  return {
    id: shift.id,
    status: shift.status,
    startTime: shift.startAt.toISOString(),
    endTime: shift.endAt.toISOString(),
    timeZone: shift.timeZone,
    serviceRegions: regions.map(({ id, name }) => ({ id, name })),
    geoCheck: (shift.geoCheck as Details['geoCheck']) ?? null,
    leaveFrom: (shift.leaveFrom as Details['leaveFrom']) ?? null,
    supplies: shift.supplies,
    supplyNames: await supplyNamesOf(ctx.db, Object.keys(shift.supplies)),
    supplyItemIDs: scanned.map((s) => s.supplyItemID),
    scannedSupplyIDs: Object.fromEntries(scanned.map((s) => [s.supplyItemID, s.supplyID])),
    shiftBagSupplyItemID: shift.supplyItemId,
    itineraryIDs: await listShiftItineraryIDs(ctx.db, shift.id),
    checkInAvailable: checkInAvailable({
      shiftStatus: shift.status,
      startTime: shift.startAt,
      endTime: shift.endAt,
      now: ctx.config.clock.now().getTime(),
      supplyPreparationDisabled: await callerFlag(ctx, SUPPLY_PREPARATION_DISABLED_FLAG),
    }),
  };
};
