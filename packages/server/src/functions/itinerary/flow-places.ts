/**
 * The flow data's places (ADR 064, 076): the place each pick-drop stop is at, its receiving hours
 * and the zone they are read in; at a lab drop-off, also the other labs its specimens may go to
 * (the labs of its region its procedures' place groups allow, as dispatch chose among, ADR 065),
 * so the phone, with or without signal, warns at a closed lab and names the nearest one open.
 */
import { dropOffProceduresOf, isLabDropOffStop } from '@sc/domain/continue-rules/lab-drop-off';
import { dropOffCandidates } from '@sc/domain/dispatch/drop-off-candidates';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type { Db } from '../../db/client.ts';
import { listStopPlaces } from '../../repositories/itinerary-data.repository.ts';
import { placesOfGroups } from '../../repositories/operations-places.repository.ts';
import { findDropOffPlaceGroups, listRegionLabs } from '../../repositories/receiving-labs.repository.ts';
import { toClock } from '../operations/places.ts';

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

export async function flowPlaces(db: Db, itinerary: ItineraryData) {
  const stops = await listStopPlaces(db, itinerary.id);
  const labStops = itinerary.waypoints.filter((w) => stops[w.id] && isLabDropOffStop(itinerary, w));
  const regionIds = unique(labStops.flatMap((w) => stops[w.id]?.regionId ?? []));
  const labs = await listRegionLabs(db, regionIds);
  const dropped = new Map(labStops.map((w) => [w.id, dropOffProceduresOf(itinerary, w).map((p) => p.id)]));
  const groupsOf = await findDropOffPlaceGroups(db, [...dropped.values()].flat());
  const groupPlaces = await placesOfGroups(db, unique([...groupsOf.values()].flat()));

  const otherLabsAt = (waypointID: string, placeID: string, regionID: string | null) => {
    const procedureGroups = (dropped.get(waypointID) ?? []).map((id) => groupsOf.get(id) ?? []);
    const candidates = dropOffCandidates(
      labs.filter((l) => l.regionId === regionID),
      procedureGroups,
      groupPlaces,
    );
    return candidates.flatMap((l) =>
      l.id === placeID || l.lat === null || l.lng === null
        ? []
        : [
            {
              name: l.name,
              address: l.address,
              lat: l.lat,
              lng: l.lng,
              receivingStart: toClock(l.startMinute),
              receivingEnd: toClock(l.endMinute),
              timeZone: l.timeZone,
            },
          ],
    );
  };

  return Object.fromEntries(
    Object.entries(stops).map(([waypointID, p]) => [
      waypointID,
      {
        name: p.name,
        address: p.address,
        receivingStart: toClock(p.startMinute),
        receivingEnd: toClock(p.endMinute),
        timeZone: p.timeZone,
        ...(dropped.has(waypointID) ? { otherLabs: otherLabsAt(waypointID, p.placeId, p.regionId) } : {}),
      },
    ]),
  );
}
