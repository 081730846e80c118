import { isPlaced } from '@sc/domain/addresses/address-place';
import { formatClock } from '@sc/domain/dispatch/problem';
import { describeContainer, visitTaskTypes } from '@sc/domain/dispatch/visit-needs';
import { notFound } from '../../lib/app-error.ts';
import { zonedInstant } from '@sc/domain/format/dates';
import {
  latestRun,
  listDayShifts,
  listDispatchItineraries,
  listRunVisits,
} from '../../repositories/dispatch.repository.ts';
import { requireCaller, type Handler } from '../context.ts';
import { readDay } from './day-problem.ts';
import { DISPATCH_TEXTS, toRunView } from './run-view.ts';

/**
 * The dispatch board of a region's day (issue 25): what waits, who could take it, what was built
 * and the latest optimiser run. The patients it names are audited (contract: patientIDs).
 */
export const getDispatchBoard: Handler<'getDispatchBoard'> = async ({ day, serviceRegionID }, ctx) => {
  requireCaller(ctx);
  const read = await readDay(ctx.db, serviceRegionID, day);
  if (!read) throw notFound(DISPATCH_TEXTS.unknownRegion);
  // The local day's bounds in the region's zone (the next day's midnight: 23 or 25 hours at a DST change).
  const from = zonedInstant(day, '00:00', read.region.timeZone);
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const to = zonedInstant(next, '00:00', read.region.timeZone);
  const itineraries = await listDispatchItineraries(ctx.db, serviceRegionID, day);
  const run = await latestRun(ctx.db, serviceRegionID, day);
  const shifts =
    from !== null && to !== null ? await listDayShifts(ctx.db, serviceRegionID, new Date(from), new Date(to)) : [];
  // The run's visits by name and point, published ones included (they left the waiting list), and
  // the visit an office cancelled, which the board names once (ADR 084).
  const cancelled = run?.plan?.note?.kind === 'cancelled' ? run.plan.note.visitId : null;
  const runVisits = run
    ? new Map(
        (await listRunVisits(ctx.db, [...run.problem.visits.map((v) => v.id), ...(cancelled ? [cancelled] : [])])).map(
          (v) => [v.id, v],
        ),
      )
    : new Map();
  return {
    regions: read.regions.map((r) => ({ id: r.id, name: r.name })),
    timeZone: read.region.timeZone,
    tileUrl: ctx.config.mapTileUrl ?? null,
    waiting: read.waiting.map((v) => ({
      id: v.id,
      requisitionNumber: v.requisitionNumber,
      patientName: v.patientName,
      address: v.address,
      point: v.lat !== null && v.lng !== null ? { lat: v.lat, lng: v.lng } : null,
      windowStart: v.windowStart ?? '',
      windowEnd: v.windowEnd ?? '',
      fastingHours: v.fastingHours,
      taskTypes: visitTaskTypes(v.taskIds, v.containers),
      specimens: v.containers.map(describeContainer),
      procedureCount: v.procedureIds.length,
    })),
    nurses: read.nurses.map((n) => ({
      id: n.id,
      name: n.name,
      hours: n.hours ? `${formatClock(n.hours.start)}–${formatClock(n.hours.end)}` : null,
      busy: n.busy,
      taskTypes: n.taskTypes,
      needsPlace: !isPlaced(n),
    })),
    itineraries,
    shifts,
    run: run ? toRunView(run, cancelled ? runVisits.get(cancelled)?.patientName : '') : null,
    runVisits: (run?.problem.visits ?? []).map((v) => {
      const order = runVisits.get(v.id);
      return {
        id: v.id,
        patientName: order?.patientName ?? '',
        window: order ? `${order.windowStart}–${order.windowEnd}` : '',
        point: v.point,
      };
    }),
    patientIDs: [
      ...new Set(
        [...read.waiting.map((v) => v.patientId), ...[...runVisits.values()].map((v) => v.patientId)].filter(
          (id): id is string => id !== null,
        ),
      ),
    ],
  };
};
