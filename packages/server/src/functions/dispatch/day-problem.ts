/**
 * A region's day as dispatch plans it (issue 25): the waiting visits, the nurses available that day
 * and the receiving labs, read through their indexes and turned into the domain's DispatchProblem.
 * Its travel times are left empty here: the optimiser's job fills them from the routing adapter,
 * off the request path.
 */
import { freeHours, hoursOnDay } from '@sc/domain/dispatch/day-hours';
import { dropOffCandidates } from '@sc/domain/dispatch/drop-off-candidates';
import { clockSeconds, visitServiceSeconds, type DispatchProblem } from '@sc/domain/dispatch/problem';
import { receivingPlaceFor } from '@sc/domain/dispatch/receiving-place';
import { visitStabilitySeconds, visitTaskTypes } from '@sc/domain/dispatch/visit-needs';
import type { Db } from '../../db/client.ts';
import {
  listRegionNurses,
  listRegionPlaces,
  listServiceRegions,
  listWaitingVisits,
  type DayNurseRow,
  type WaitingVisitRow,
} from '../../repositories/dispatch.repository.ts';
import { heldOnDay } from './held-hours.ts';

export interface DayRead {
  region: { id: string; name: string; timeZone: string };
  regions: { id: string; name: string; timeZone: string }[];
  waiting: WaitingVisitRow[];
  /** `hours` leave out the time she holds that day in any region, which `busy` names (ADR 070). */
  nurses: (DayNurseRow & { hours: { start: number; end: number } | null; busy: string[] })[];
  places: Awaited<ReturnType<typeof listRegionPlaces>>;
}

/** Undefined when the region does not exist. */
export async function readDay(db: Db, serviceRegionId: string, day: string): Promise<DayRead | undefined> {
  const regions = await listServiceRegions(db);
  const region = regions.find((r) => r.id === serviceRegionId);
  if (!region) return undefined;
  const waiting = await listWaitingVisits(db, serviceRegionId, day);
  const nurses = await listRegionNurses(db, serviceRegionId, day);
  const places = await listRegionPlaces(db, serviceRegionId);
  const held = await heldOnDay(
    db,
    nurses.map((n) => n.id),
    day,
    region.timeZone,
  );
  return {
    region,
    regions,
    waiting,
    nurses: nurses.map((n) => {
      const hours = hoursOnDay(
        n.blocks,
        n.exception ? [{ date: day, startMinute: n.exception.startMinute, endMinute: n.exception.endMinute }] : [],
        day,
      );
      const busy = held.get(n.id);
      return { ...n, hours: hours && busy ? freeHours(hours, busy.windows) : hours, busy: busy?.busy ?? [] };
    }),
    places,
  };
}

/**
 * The optimiser's day: visits with a point and a window, nurses available that day with a point
 * to leave from, labs with a point and receiving hours. A visit's specimens go to the place the
 * domain's receivingPlaceFor names among those its procedures' place groups allow (dropOffCandidates,
 * ADR 065).
 */
export function toDayProblem(read: DayRead, day: string): DispatchProblem {
  const places = read.places
    .filter((p) => p.lat !== null && p.lng !== null && p.start !== null && p.end !== null)
    .map((p) => ({
      id: p.id,
      name: p.name,
      point: { lat: p.lat!, lng: p.lng! },
      kind: p.type === 'lab' ? ('lab' as const) : ('drop-off' as const),
      receiving: { start: p.start! * 60, end: p.end! * 60 },
    }));
  return {
    serviceRegionID: read.region.id,
    day,
    timeZone: read.region.timeZone,
    visits: read.waiting
      .filter((v) => v.lat !== null && v.lng !== null && v.windowStart && v.windowEnd && v.procedureIds.length > 0)
      .map((v) => {
        const stability = visitStabilitySeconds(v.containers);
        const service = visitServiceSeconds(v.procedureIds.length);
        const start = clockSeconds(v.windowStart!);
        const candidates = dropOffCandidates(places, v.dropOffPlaceGroups, new Map(Object.entries(v.groupPlaces)));
        const lab = receivingPlaceFor({ lat: v.lat!, lng: v.lng! }, start, candidates);
        return {
          id: v.id,
          procedureIDs: v.procedureIds,
          point: { lat: v.lat!, lng: v.lng! },
          // The visit is done within the requested window: it starts by its end less the time at the door.
          window: { start, end: Math.max(start, clockSeconds(v.windowEnd!) - service) },
          service,
          taskTypes: visitTaskTypes(v.taskIds, v.containers),
          fastingHours: v.fastingHours,
          ...(lab && stability !== null ? { specimen: { placeId: lab.id, stability } } : {}),
        };
      }),
    nurses: read.nurses
      .filter((n) => n.hours !== null && n.lat !== null && n.lng !== null)
      .map((n) => ({
        id: n.id,
        name: n.name,
        taskTypes: n.taskTypes,
        hours: n.hours!,
        home: { lat: n.lat!, lng: n.lng! },
      })),
    places: places.map(({ kind: _, ...place }) => place),
    travel: [],
  };
}
