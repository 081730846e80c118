import { SUPPLY_PREPARATION_DISABLED_FLAG } from '@sc/domain/constants';
import { checkInAvailable } from '@sc/domain/field-checks/geocheck';
import { takeShiftPage } from '@sc/domain/field-checks/shift-lists';
import {
  itinerariesByShift,
  listScheduleShiftsFor,
  serviceRegionNamesByShift,
} from '../../repositories/shift-schedule.repository.ts';
import { callerFlag } from '../caller-flag.ts';
import { requireCaller, type Handler } from '../context.ts';

/** The nurse's schedule (requirements.md 2.3): Upcoming or Past, with regions, job count, itineraries and check-in availability. */
export const getNurseSchedule: Handler<'getNurseSchedule'> = async ({ filter, limit }, ctx) => {
  const caller = requireCaller(ctx);
  // One more than shown tells whether the list goes on.
  const rows = await listScheduleShiftsFor(ctx.db, caller.userId, filter === 'past', limit + 1, ctx.config.clock.now());
  const page = takeShiftPage(rows, limit);
  const ids = page.items.map((r) => r.id);
  const regions = await serviceRegionNamesByShift(ctx.db, ids);
  const itineraries = await itinerariesByShift(ctx.db, ids);
  const supplyPreparationDisabled = await callerFlag(ctx, SUPPLY_PREPARATION_DISABLED_FLAG);
  const now = ctx.config.clock.now().getTime();
  return {
    shifts: page.items.map((r) => {
      const its = itineraries.get(r.id) ?? [];
      return {
        id: r.id,
        status: r.status,
        startTime: r.startAt.toISOString(),
        endTime: r.endAt.toISOString(),
        timeZone: r.timeZone,
        serviceRegions: regions.get(r.id) ?? [],
        jobCount: r.jobCount,
        itineraryIDs: its.map((i) => i.id),
        doneItineraryIDs: its.filter((i) => i.status === 'done').map((i) => i.id),
        checkInAvailable: checkInAvailable({
          shiftStatus: r.status,
          startTime: r.startAt,
          endTime: r.endAt,
          now,
          supplyPreparationDisabled,
        }),
      };
    }),
    hasMore: page.hasMore,
  };
};
